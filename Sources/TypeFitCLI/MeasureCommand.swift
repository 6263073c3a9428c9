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
            defaults to Inter-Regular. With --fonts, a request naming a face the fonts given lack is still \
            measured with TypeFit's bundled face of that name (Inter, Inter Display) unless --no-bundled-fonts.
            Result: {"lines", "width" (widest line, pt), "height" (pt), "lineWidths" (pt), "truncated", \
            "visibleText", "missingGlyphs", "face", "fallbackFaces"}. A bad request gives {"error": "line N: …"} \
            on its line and the rest go on; the exit code is then still 0.
            Limits: a line is at most 8 MiB and its text at most 1,048,576 UTF-16 code units (else an error on \
            that line); the whole input is at most 256 MiB (else nothing is measured and the exit code is 2).
            """
    )

    @Option(help: ArgumentHelp("Requests file (JSON Lines), or - for standard input.", valueName: "file"))
    var input = "-"

    @Option(help: ArgumentHelp("Where to write the results, or - for standard output. A file is written whole or not at all.", valueName: "file"))
    var output = "-"

    @OptionGroup var fonts: FontOptions

    @Flag(help: "With --fonts, use only the fonts given: a request naming a bundled face (Inter, Inter Display) they lack is an error on its line.")
    var noBundledFonts = false

    func run() throws {
        let source = input == "-" ? "<stdin>" : input
        let bytes = try readInput(source: source)
        let library = try fonts.library()
        var bundled: FontLibrary?
        if !fonts.paths.isEmpty, !noBundledFonts {
            do { bundled = try BundledFonts.library() } catch { throw CommandFailure.badInput(error.description) }
        }
        let measurer = MeasureRequestRunner(library: library, bundled: bundled,
                                            measurer: TextMeasurer(fallback: try fonts.fallback(for: nil), neutralCharacters: fonts.neutralCharacters))
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var text = ""
        for (index, line) in lines.enumerated() {
            text += measurer.run(line: line, number: index + 1, source: source) + "\n"
        }
        try OutputWriter.write(text, to: output)
    }

    /// The whole input, refusing (exit 2) a missing or unreadable file, or more than
    /// ``MeasureRequest/maximumInputBytes`` bytes, before measuring anything.
    private func readInput(source: String) throws -> [UInt8] {
        let handle: FileHandle
        if input == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory), !isDirectory.boolValue,
                  let file = FileHandle(forReadingAtPath: input)
            else {
                throw CommandFailure.badInput("\(input): no such file or cannot be read")
            }
            handle = file
        }
        defer { if input != "-" { try? handle.close() } }
        let limit = MeasureRequest.maximumInputBytes
        // A regular file says its size: refuse it before reading anything.
        if input != "-", let size = try? URL(fileURLWithPath: input).resourceValues(forKeys: [.fileSizeKey]).fileSize, size > limit {
            throw CommandFailure.badInput("\(source): the input is over the limit of \(limit) bytes (it is \(size) bytes); refusing to read it (split it into several runs)")
        }
        var bytes = Data()
        do {
            // Read in chunks, at most one byte past the limit: endless input costs no more.
            while bytes.count <= limit, let chunk = try handle.read(upToCount: min(4 << 20, limit + 1 - bytes.count)), !chunk.isEmpty {
                bytes.append(chunk)
            }
        } catch {
            throw CommandFailure.badInput("\(source): cannot be read: \(error.localizedDescription)")
        }
        guard bytes.count <= limit else {
            throw CommandFailure.badInput("\(source): the input is over the limit of \(limit) bytes; refusing to read the rest (split it into several runs)")
        }
        return [UInt8](bytes)
    }
}

/// Turns one request line into one result line.
struct MeasureRequestRunner {
    /// The fonts given with `--fonts` (or the bundled ones when none were given).
    let library: FontLibrary
    /// TypeFit's bundled faces, looked up when `library` lacks the face a request names; nil
    /// when `library` already is the bundled one or the user said `--no-bundled-fonts`.
    let bundled: FontLibrary?
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

    /// The result line for request line `number` (1-based), or an `{"error": …}` line.
    func run(line: some Collection<UInt8>, number: Int, source: String) -> String {
        do throws(MeasureRequest.Failure) {
            let result = try measure(line, source: source)
            do { return try OutputWriter.json(result, pretty: false) } catch {
                return Self.error("line \(number): \(error)", number: number)
            }
        } catch {
            return Self.error("line \(number): \(error.message)", number: number)
        }
    }

    private static func error(_ message: String, number: Int) -> String {
        (try? OutputWriter.json(["error": message], pretty: false)) ?? #"{"error": "line \#(number)"}"#
    }

    private func measure(_ line: some Collection<UInt8>, source: String) throws(MeasureRequest.Failure) -> Result {
        let request = try MeasureRequest.parse(line, source: source)
        let face: FontFace
        do throws(MeasureRequest.Failure) {
            face = try request.face(in: library)
        } catch {
            guard let bundled, let found = try? request.face(in: bundled) else { throw error }
            face = found
        }
        do throws(LayoutError) {
            let prepared = try PreparedText.prepare(request.text, face: face, measurer: measurer, locale: request.locale, features: request.features)
            let layout = try prepared.layout(pointSize: request.size, options: request.options)
            return Result(
                lines: layout.lineCount, width: layout.widestLineWidth, height: layout.height,
                lineWidths: layout.lines.map(\.width), truncated: layout.isTruncated,
                visibleText: layout.truncation?.visibleText, missingGlyphs: layout.missingCharacterCount,
                face: face.postScriptName,
                fallbackFaces: prepared.facesUsed.filter { $0 !== face }.map(\.postScriptName))
        } catch {
            throw MeasureRequest.Failure(message: error.description)
        }
    }
}
