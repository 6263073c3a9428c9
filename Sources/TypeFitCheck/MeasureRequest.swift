import Foundation
import TypeFitInput
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitUnicode
import TypeFitVocabulary

/// One request of `typefit measure`: a JSON object on one line of JSON Lines input, such as
/// `{"text": "Settings", "font": "Inter-SemiBold", "size": 17, "width": 320, "lineLimit": 2}`.
///
/// Keys: `text` (required), `size` (required, points, 0 < size ≤ 10,000), `font` (a PostScript
/// name, or `{"family", "weight", "italic"}`; default Inter-Regular), `width` (points, > 0;
/// absent: unbounded), `lineLimit`, `strategy`, `truncation`, `locale`, `features`, `textCase`
/// (`uppercase` or `lowercase`: the text is measured in that case, ICU's full case mapping in the
/// request's `locale`, root without one; a pseudolanguage's base). Any other key
/// is an error. A line is at most ``maximumLineBytes`` bytes and its text at most
/// ``maximumTextUTF16Count`` UTF-16 code units; longer ones are refused before any work.
package struct MeasureRequest: Sendable, Equatable {
    /// Which face the text is set in.
    package enum Font: Sendable, Equatable {
        /// No `font` key: Inter-Regular.
        case standard
        /// `"font": "Inter-SemiBold"`: a face by PostScript name.
        case postScriptName(String)
        /// `"font": {"family": "Inter", "weight": 600, "italic": false}`: a face by family,
        /// weight (1–1000, default 400) and slant, resolved as iOS does.
        case family(String, weight: Int, italic: Bool)
        /// `"font": "system"` or `{"family": "system", "weight": 800}`: the system font (SF Pro,
        /// or its stand-in) at the request's size, weight and slant, with SF Pro's tracking.
        case system(weight: Int, italic: Bool)
    }

    /// Why a request cannot be measured although it was read: its face is not among the fonts,
    /// or its text cannot be laid out. ``message`` is for the user as it is. (A request that
    /// cannot be read is an ``InputError``.)
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// What is wrong with the request.
        package var message: String

        package init(message: String) { self.message = message }

        package var description: String { message }
    }

    /// The error for request line `line` of `source`, `byteCount` bytes long, over
    /// ``maximumLineBytes``.
    package static func overlongLine(byteCount: Int, source: String, line: Int) -> InputError {
        InputError(
            path: source, kind: .tooLarge, line: line,
            message: "the line is \(byteCount) bytes, over the limit of \(maximumLineBytes) bytes; refusing to read it")
    }

    /// The longest request line read, in bytes: 8 MiB (room for a text at the length limit
    /// written with `\uXXXX` escapes).
    package static let maximumLineBytes = 8 << 20
    /// The longest text measured, in UTF-16 code units: the same as the limit for one string of
    /// a strings file (``StringsLimits/maximumStringUTF16Count``, 1,048,576).
    package static let maximumTextUTF16Count = StringsLimits.standard.maximumStringUTF16Count
    /// The PostScript name used when a request names no font.
    package static let standardFontName = "Inter-Regular"

    /// The keys a request may have.
    package static let allowedKeys: Set<String> = [
        "text", "font", "size", "width", "lineLimit", "strategy", "truncation", "locale", "features", "textCase",
    ]

    /// The text to lay out.
    package var text: String
    /// The face asked for.
    package var font: Font
    /// The point size, points.
    package var size: Double
    /// Width, line limit, strategy and truncation.
    package var options: LayoutOptions
    /// The language of the text (line breaking and shaping), nil for none.
    package var locale: String?
    /// OpenType features applied to the whole text.
    package var features: [FontFeature]
    /// The case the text is measured in; nil: as written.
    package var textCase: TextCase?

    package init(
        text: String, font: Font = .standard, size: Double, options: LayoutOptions = LayoutOptions(),
        locale: String? = nil, features: [FontFeature] = [], textCase: TextCase? = nil
    ) {
        self.textCase = textCase
        self.text = text
        self.font = font
        self.size = size
        self.options = options
        self.locale = locale
        self.features = features
    }

    /// Parses request line `line` of `source` (its bytes, without the line feed) through
    /// ``DocumentReader``. Throws an ``InputError`` with the first problem found, naming the
    /// line and the key (`size: expected a number, found a boolean`).
    package static func parse(_ bytes: some Collection<UInt8>, source: String, line: Int = 1) throws(InputError)
        -> MeasureRequest
    {
        guard bytes.count <= maximumLineBytes else {
            throw overlongLine(byteCount: bytes.count, source: source, line: line)
        }
        let root = try DocumentReader.json(
            bytes, source: source, maximumBytes: maximumLineBytes, what: "line", recordLine: line)
        let fields = try root.object(allowing: allowedKeys)
        guard let textReader = fields["text"] else { throw root.error("missing key 'text'") }
        let content = try textReader.string()
        let length = content.utf16.count
        guard length <= maximumTextUTF16Count else {
            throw textReader.error(
                "is \(length) UTF-16 code units long, over the limit of \(maximumTextUTF16Count)", kind: .stringTooLong)
        }
        guard let sizeReader = fields["size"] else { throw root.error("missing key 'size'") }
        let size = try sizeReader.number()
        guard size > 0, size <= 10_000 else {
            throw sizeReader.error("must be more than 0 and at most 10000 points, found \(size)")
        }
        var options = LayoutOptions()
        if let widthReader = fields["width"] {
            let width = try widthReader.number()
            guard width > 0 else { throw widthReader.error("must be more than 0 points, found \(width)") }
            options.width = width
        }
        if let limitReader = fields["lineLimit"] {
            let limit = try limitReader.number()
            guard limit == limit.rounded(), abs(limit) <= 1_000_000 else {
                throw limitReader.error("must be a whole number, found \(limit)")
            }
            // 0 is no limit, as UILabel's numberOfLines 0 and `--lines 0`.
            options.lineLimit = limit == 0 ? nil : Int(limit)
        }
        if let strategyReader = fields["strategy"] {
            options.strategy = try strategyReader.choice(of: LineBreakStrategy.self, what: "strategy")
        }
        if let truncationReader = fields["truncation"] {
            options.truncationMode = try truncationReader.choice(of: TruncationMode.self, what: "truncation mode")
        }
        let locale = try fields["locale"]?.string()
        var features: [FontFeature] = []
        for item in try fields["features"]?.array() ?? [] {
            let setting = try item.string()
            guard let feature = FontFeature(setting) else {
                throw item.error("'\(setting)' is not an OpenType feature setting")
            }
            features.append(feature)
        }
        let textCase = try fields["textCase"]?.choice(of: TextCase.self, what: "text case")
        return MeasureRequest(
            text: content, font: try font(fields["font"]), size: size, options: options,
            locale: locale, features: features, textCase: textCase)
    }

    /// The text as measured: ``text`` in ``textCase`` (ICU's case mapping in ``locale``, a
    /// pseudolanguage's base; root without a locale), else as given. Throws ``Failure`` when
    /// ICU cannot map it.
    package func shownText() throws(Failure) -> String {
        guard let textCase else { return text }
        let caseLocale = locale.map { Pseudolanguage.baseLocale(of: $0) ?? $0 }
        do throws(UnicodeSegmentationError) {
            return try CaseMapper.map(
                text, to: textCase == .uppercase ? .uppercase : .lowercase, locale: caseLocale)
        } catch {
            throw Failure(message: "textCase: \(error)")
        }
    }

    /// The face the request names, from `library` (the system font from `systemFont`, at the
    /// request's size). Throws ``Failure`` with the library's message (and its closest names)
    /// when there is no such face.
    package func face(in library: FontLibrary, systemFont: SystemFontProvider? = nil) throws(Failure) -> FontFace {
        do throws(FontError) {
            switch font {
            case .standard: return try library.face(postScriptName: Self.standardFontName)
            case .postScriptName(let name): return try library.face(postScriptName: name)
            case .family(let family, let weight, let italic):
                return try library.resolve(family: family, weight: weight, italic: italic).face
            case .system(let weight, let italic):
                guard let systemFont else { throw .unknownFamily("system", suggestions: []) }
                return try systemFont.face(pointSize: size, weight: weight, italic: italic).face
            }
        } catch {
            throw Failure(message: error.description)
        }
    }

    /// The `font` value: absent, a PostScript name, or `{"family", "weight", "italic"}`.
    private static func font(_ reader: DocumentReader?) throws(InputError) -> Font {
        guard let reader else { return .standard }
        if reader.value is String {
            let name = try reader.string()
            return name == "system" ? .system(weight: 400, italic: false) : .postScriptName(name)
        }
        guard reader.value is [String: Any] else {
            throw reader.error(
                #"expected a PostScript name or {"family", "weight", "italic"}, found \#(reader.typeName)"#)
        }
        let fields = try reader.object(allowing: ["family", "weight", "italic"])
        guard let familyReader = fields["family"] else { throw reader.error("missing key 'family'") }
        let family = try familyReader.string()
        var weight = 400
        if let weightReader = fields["weight"] {
            // Checked as a double first: a huge number never reaches Int. A fraction is dropped.
            let value = try weightReader.number()
            guard value >= 1, value < 1001 else { throw weightReader.error("must be 1–1000, found \(value)") }
            weight = Int(value)
        }
        let italic = try fields["italic"]?.bool() ?? false
        if family == "system" { return .system(weight: weight, italic: italic) }
        return .family(family, weight: weight, italic: italic)
    }
}
