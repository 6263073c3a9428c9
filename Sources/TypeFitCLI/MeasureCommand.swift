import ArgumentParser
import Foundation
import TypeFit

/// `typefit measure`: batch measurement for scripts and other tools, JSON Lines in and out.
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Lay out many texts: one JSON request per input line, one JSON result per output line, in order.",
        discussion: """
            Request: {"text": "…", "font": "Inter-SemiBold" or {"family": "Inter", "weight": 600, "italic": false}, \
            "size": 17, "width": 320 (absent: unbounded), "lineLimit": 2, "strategy": "greedy"|"standard", \
            "truncation": "tail"|"head"|"middle", "locale": "de"}. Only "text" and "size" are required; the font \
            defaults to Inter-Regular.
            Result: {"lines", "width" (widest line, pt), "height" (pt), "lineWidths" (pt), "truncated", \
            "visibleText", "missingGlyphs", "face", "fallbackFaces"}. A bad request gives {"error": "line N: …"} \
            on its line and the rest go on; the exit code is then still 0.
            """
    )

    @Option(help: ArgumentHelp("Requests file (JSON Lines), or - for standard input.", valueName: "file"))
    var input = "-"

    @Option(help: ArgumentHelp("Where to write the results, or - for standard output. A file is written whole or not at all.", valueName: "file"))
    var output = "-"

    @OptionGroup var fonts: FontOptions

    func run() throws {
        let bytes: [UInt8]
        if input == "-" {
            bytes = Array(FileHandle.standardInput.readDataToEndOfFile())
        } else {
            guard let data = FileManager.default.contents(atPath: input) else {
                throw CommandFailure.badInput("\(input): no such file or cannot be read")
            }
            bytes = Array(data)
        }
        let library = try fonts.library()
        let measurer = MeasureRequestRunner(library: library, measurer: TextMeasurer(fallback: fonts.fallback(for: library)))
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var text = ""
        for (index, line) in lines.enumerated() {
            text += measurer.run(line: Array(line), number: index + 1, source: input == "-" ? "<stdin>" : input) + "\n"
        }
        try OutputWriter.write(text, to: output)
    }
}

/// Turns one request line into one result line.
struct MeasureRequestRunner {
    let library: FontLibrary
    let measurer: TextMeasurer

    struct Result: Encodable {
        var lines: Int
        var width: Double
        var height: Double
        var lineWidths: [Double]
        var truncated: Bool
        var visibleText: String?
        var missingGlyphs: Int
        var face: String
        var fallbackFaces: [String]
    }

    struct Failure: Error { var message: String }

    /// The result line for request line `number` (1-based), or an `{"error": …}` line.
    func run(line: [UInt8], number: Int, source: String) -> String {
        do {
            let result = try measure(line, number: number, source: source)
            return try OutputWriter.json(result, pretty: false)
        } catch let failure as Failure {
            return (try? OutputWriter.json(["error": "line \(number): \(failure.message)"], pretty: false)) ?? #"{"error": "line \#(number)"}"#
        } catch {
            return (try? OutputWriter.json(["error": "line \(number): \(error)"], pretty: false)) ?? #"{"error": "line \#(number)"}"#
        }
    }

    private func measure(_ line: [UInt8], number: Int, source: String) throws -> Result {
        let text: String
        do { text = try TextFileDecoder.decode(line, path: source) } catch { throw Failure(message: "\(error.reason) at byte \(error.byteOffset)") }
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
                throw Failure(message: "expected a JSON object")
            }
            object = parsed
        } catch let failure as Failure { throw failure } catch {
            throw Failure(message: "malformed JSON: \((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)")")
        }
        let allowed: Set<String> = ["text", "font", "size", "width", "lineLimit", "strategy", "truncation", "locale", "features"]
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw Failure(message: "unknown key '\(unknown)' (allowed: \(allowed.sorted().joined(separator: ", ")))")
        }
        guard let content = object["text"] as? String else { throw Failure(message: "'text' must be a string") }
        let size = try numberValue(object["size"], "size", required: true)!
        guard size > 0, size <= 10_000 else { throw Failure(message: "'size' must be more than 0 and at most 10000 points, got \(size)") }
        let width = try numberValue(object["width"], "width", required: false)
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
        let features = try (object["features"] as? [String] ?? []).map { text -> FontFeature in
            guard let feature = FontFeature(text) else { throw Failure(message: "'\(text)' is not an OpenType feature setting") }
            return feature
        }
        let face = try self.face(object["font"])
        do {
            let prepared = try PreparedText.prepare(content, face: face, measurer: measurer, locale: locale, features: features)
            let layout = try prepared.layout(pointSize: size, options: options)
            return Result(
                lines: layout.lineCount, width: layout.widestLineWidth, height: layout.height,
                lineWidths: layout.lines.map(\.width), truncated: layout.isTruncated,
                visibleText: layout.truncation?.visibleText, missingGlyphs: layout.missingCharacterCount,
                face: face.postScriptName,
                fallbackFaces: prepared.facesUsed.filter { $0 !== face }.map(\.postScriptName))
        } catch {
            throw Failure(message: error.description)
        }
    }

    private func numberValue(_ value: Any?, _ key: String, required: Bool) throws -> Double? {
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

    private func face(_ value: Any?) throws -> FontFace {
        do {
            switch value {
            case nil:
                return try library.face(postScriptName: "Inter-Regular")
            case let name as String:
                return try library.face(postScriptName: name)
            case let description as [String: Any]:
                guard let family = description["family"] as? String else { throw Failure(message: "'font.family' must be a string") }
                let weight = (description["weight"] as? NSNumber)?.intValue ?? 400
                guard (1...1000).contains(weight) else { throw Failure(message: "'font.weight' must be 1–1000") }
                let italic = (description["italic"] as? Bool) ?? false
                return try library.resolve(family: family, weight: weight, italic: italic).face
            default:
                throw Failure(message: "'font' must be a PostScript name or {\"family\", \"weight\", \"italic\"}")
            }
        } catch let error as FontError {
            throw Failure(message: error.description)
        }
    }
}
