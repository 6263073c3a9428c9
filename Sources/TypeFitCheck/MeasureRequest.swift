import Foundation
import TypeFitLayout
import TypeFitShaping
import TypeFitStrings
import TypeFitUnicode
import TypeFitVocabulary

/// One request of `typefit measure`: a JSON object on one line of JSON Lines input, such as
/// `{"text": "Settings", "font": "Inter-SemiBold", "size": 17, "width": 320, "lineLimit": 2}`.
///
/// Keys: `text` (required), `size` (required, points, 0 < size ≤ 10,000), `font` (a PostScript
/// name, or `{"family", "weight", "italic"}`; default Inter-Regular), `width` (points, > 0;
/// absent: unbounded), `lineLimit`, `strategy`, `truncation`, `locale`, `features`. Any other key
/// is an error. A line is at most ``maximumLineBytes`` bytes and its text at most
/// ``maximumTextUTF16Count`` UTF-16 code units; longer ones are refused before any work.
public struct MeasureRequest: Sendable, Equatable {
    /// Which face the text is set in.
    public enum Font: Sendable, Equatable {
        /// No `font` key: Inter-Regular.
        case standard
        /// `"font": "Inter-SemiBold"`: a face by PostScript name.
        case postScriptName(String)
        /// `"font": {"family": "Inter", "weight": 600, "italic": false}`: a face by family,
        /// weight (1–1000, default 400) and slant, resolved as iOS does.
        case family(String, weight: Int, italic: Bool)
    }

    /// Why a request line cannot be measured; ``message`` is for the user as it is.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong with the line.
        public var message: String

        public init(message: String) { self.message = message }

        public var description: String { message }

        /// A line of `byteCount` bytes, over ``MeasureRequest/maximumLineBytes``.
        public static func overlongLine(byteCount: Int) -> Failure {
            Failure(message: "the line is \(byteCount) bytes, over the limit of \(maximumLineBytes) bytes; refusing to read it")
        }
    }

    /// The longest request line read, in bytes: 8 MiB (room for a text at the length limit
    /// written with `\uXXXX` escapes).
    public static let maximumLineBytes = 8 << 20
    /// The longest text measured, in UTF-16 code units: the same as the limit for one string of
    /// a strings file (``StringsLimits/maximumStringUTF16Count``, 1,048,576).
    public static let maximumTextUTF16Count = StringsLimits.standard.maximumStringUTF16Count
    /// The PostScript name used when a request names no font.
    public static let standardFontName = "Inter-Regular"

    /// The keys a request may have.
    public static let allowedKeys: Set<String> = [
        "text", "font", "size", "width", "lineLimit", "strategy", "truncation", "locale", "features",
    ]

    /// The text to lay out.
    public var text: String
    /// The face asked for.
    public var font: Font
    /// The point size, points.
    public var size: Double
    /// Width, line limit, strategy and truncation.
    public var options: LayoutOptions
    /// The language of the text (line breaking and shaping), nil for none.
    public var locale: String?
    /// OpenType features applied to the whole text.
    public var features: [FontFeature]

    public init(text: String, font: Font = .standard, size: Double, options: LayoutOptions = LayoutOptions(),
                locale: String? = nil, features: [FontFeature] = []) {
        self.text = text
        self.font = font
        self.size = size
        self.options = options
        self.locale = locale
        self.features = features
    }

    /// Parses one request line (its bytes, without the line feed); `source` names the input in
    /// decoding messages. Throws ``Failure`` with the first problem found.
    public static func parse(_ line: some Collection<UInt8>, source: String) throws(Failure) -> MeasureRequest {
        guard line.count <= maximumLineBytes else { throw Failure.overlongLine(byteCount: line.count) }
        let text: String
        do { text = try TextFileDecoder.decode(Array(line), path: source) } catch {
            throw Failure(message: "\(error.reason) at byte \(error.byteOffset)")
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(text.utf8))
        } catch {
            throw Failure(message: "malformed JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")")
        }
        guard let object = parsed as? [String: Any] else { throw Failure(message: "expected a JSON object") }
        if let unknown = object.keys.sorted().first(where: { !allowedKeys.contains($0) }) {
            throw Failure(message: "unknown key '\(unknown)' (allowed: \(allowedKeys.sorted().joined(separator: ", ")))")
        }
        guard let content = object["text"] as? String else { throw Failure(message: "'text' must be a string") }
        let length = content.utf16.count
        guard length <= maximumTextUTF16Count else {
            throw Failure(message: "'text' is \(length) UTF-16 code units long, over the limit of \(maximumTextUTF16Count)")
        }
        let size = try number(object["size"], "size", required: true)!
        guard size > 0, size <= 10_000 else { throw Failure(message: "'size' must be more than 0 and at most 10000 points, got \(size)") }
        let width = try number(object["width"], "width", required: false)
        if let width, !(width > 0) { throw Failure(message: "'width' must be more than 0 points, got \(width)") }
        var options = LayoutOptions(width: width)
        if let limit = object["lineLimit"] {
            guard let value = limit as? Int else { throw Failure(message: "'lineLimit' must be a whole number") }
            options.lineLimit = value
        }
        if let strategy = object["strategy"] {
            guard let name = strategy as? String, let value = LineBreakStrategy(rawValue: name) else {
                throw Failure(message: "'strategy' must be one of \(LineBreakStrategy.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.strategy = value
        }
        if let truncation = object["truncation"] {
            guard let name = truncation as? String, let value = TruncationMode(rawValue: name) else {
                throw Failure(message: "'truncation' must be one of \(TruncationMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            options.truncationMode = value
        }
        let locale = object["locale"] as? String
        var features: [FontFeature] = []
        for setting in object["features"] as? [String] ?? [] {
            guard let feature = FontFeature(setting) else { throw Failure(message: "'\(setting)' is not an OpenType feature setting") }
            features.append(feature)
        }
        return MeasureRequest(text: content, font: try font(object["font"]), size: size, options: options,
                              locale: locale, features: features)
    }

    /// The face the request names, from `library`. Throws ``Failure`` with the library's
    /// message (and its closest names) when there is no such face.
    public func face(in library: FontLibrary) throws(Failure) -> FontFace {
        do throws(FontError) {
            switch font {
            case .standard: return try library.face(postScriptName: Self.standardFontName)
            case .postScriptName(let name): return try library.face(postScriptName: name)
            case .family(let family, let weight, let italic): return try library.resolve(family: family, weight: weight, italic: italic).face
            }
        } catch {
            throw Failure(message: error.description)
        }
    }

    /// A number that is not a boolean and is finite; nil when absent and not `required`.
    private static func number(_ value: Any?, _ key: String, required: Bool) throws(Failure) -> Double? {
        guard let value else {
            if required { throw Failure(message: "missing '\(key)'") }
            return nil
        }
        guard let number = value as? NSNumber, String(cString: number.objCType) != "c" else {
            throw Failure(message: "'\(key)' must be a number")
        }
        let double = number.doubleValue
        guard double.isFinite else { throw Failure(message: "'\(key)' must be finite") }
        return double
    }

    /// The `font` value: absent, a PostScript name, or `{"family", "weight", "italic"}`.
    private static func font(_ value: Any?) throws(Failure) -> Font {
        switch value {
        case nil:
            return .standard
        case let name as String:
            return .postScriptName(name)
        case let description as [String: Any]:
            guard let family = description["family"] as? String else { throw Failure(message: "'font.family' must be a string") }
            var weight = 400
            if let number = description["weight"] as? NSNumber {
                // Checked as a double first: a huge or non-finite number never reaches Int.
                let value = number.doubleValue
                guard value.isFinite, value >= 1, value < 1001 else { throw Failure(message: "'font.weight' must be 1–1000") }
                weight = Int(value)
            }
            guard (1...1000).contains(weight) else { throw Failure(message: "'font.weight' must be 1–1000") }
            let italic = (description["italic"] as? Bool) ?? false
            return .family(family, weight: weight, italic: italic)
        default:
            throw Failure(message: "'font' must be a PostScript name or {\"family\", \"weight\", \"italic\"}")
        }
    }
}
