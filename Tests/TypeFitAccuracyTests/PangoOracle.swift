import Foundation
import TypeFitTestSupport

/// Pango, the independent oracle for line breaking, run as a separate process: the harness in
/// `PangoHarness/pango_lines.c`, compiled at test time against the system's Pango and fontconfig.
/// Tests only: TypeFit never uses Pango at run time (DESIGN.md).
struct PangoOracle {
    /// One layout to ask Pango for.
    struct Request: Sendable {
        /// The font file the primary face comes from.
        var fontPath: String
        /// Point size, points (Pango absolute size at 72 dpi).
        var pointSize: Double
        /// Wrap width, points; nil = unbounded.
        var width: Double?
        /// The text, unescaped.
        var text: String
        /// BCP 47 language.
        var language: String
        /// Fontconfig families tried after the face's own.
        var fallbackFamilies: [String]
    }

    /// Pango's layout of one request.
    struct Answer: Sendable {
        /// Width of each line without its trailing whitespace, points.
        var lineWidths: [Double]
        /// UTF-16 offset where each line starts.
        var lineStarts: [Int]
        /// UTF-16 offsets before which Pango allows a line break.
        var breaks: Set<Int>
        /// The family that shaped each UTF-16 code unit ("" where no run covers it).
        var families: [String]
        var lineCount: Int { lineWidths.count }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let installHint =
        "Pango is the accuracy oracle for these tests: install it with `.ci/install` "
        + "(Debian packages pkg-config and libpango1.0-dev), then run the tests again."

    /// The installed Pango's version (`pkg-config --modversion pango`), or "?".
    static func version() -> String {
        guard let scratch = try? ScratchDirectory("typefit-pango-version") else { return "?" }
        defer { scratch.remove() }
        let file = scratch.url("version")
        guard let result = try? run("/bin/sh", ["-c", "pkg-config --modversion pango > \"$1\"", "sh", file.path]),
            result.status == 0,
            let text = try? String(contentsOf: file, encoding: .utf8)
        else { return "?" }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Compiles the harness into a fresh temporary directory; returns its executable path.
    static func build() throws -> (executable: String, directory: URL) {
        let directory = try ScratchDirectory("typefit-pango-\(ProcessInfo.processInfo.processIdentifier)").url
        var built = false
        defer { if !built { ScratchDirectory.remove(directory) } }
        let probe = try run("/bin/sh", ["-c", "pkg-config --exists pangoft2 fontconfig"])
        guard probe.status == 0 else {
            throw Failure(
                description:
                    "pkg-config cannot find pangoft2 and fontconfig (exit \(probe.status)\(probe.stderr.isEmpty ? "" : ": " + probe.stderr)). "
                    + installHint)
        }
        let source = AccuracyCorpus.directory.appendingPathComponent("PangoHarness/pango_lines.c").path
        let executable = directory.appendingPathComponent("pango_lines").path
        // $CC, else cc, else the clang that comes with the Swift toolchain.
        let script =
            #"compiler="${CC:-}"; [ -n "$compiler" ] || { command -v cc >/dev/null && compiler=cc; } || compiler=clang; "#
            + #"$compiler -O1 -o "$1" "$2" $(pkg-config --cflags --libs pangoft2 fontconfig)"#
        let compile = try run("/bin/sh", ["-c", script, "sh", executable, source])
        guard compile.status == 0 else {
            throw Failure(
                description: "compiling \(source) failed (exit \(compile.status)):\n\(compile.stderr)\n" + installHint)
        }
        built = true
        return (executable, directory)
    }

    /// Lays out every request with Pango, in one harness process.
    static func answer(_ requests: [Request]) throws -> [Answer] {
        let (executable, directory) = try build()
        defer { ScratchDirectory.remove(directory) }
        let cache = directory.appendingPathComponent("fontconfig-cache")
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)

        var input = ""
        for request in requests {
            let width = request.width.map { String($0) } ?? "inf"
            input += "\(request.fontPath)\t\(request.pointSize)\t\(width)\t\(AccuracyCorpus.escape(request.text))"
            input += "\t\(request.language)\t\(request.fallbackFamilies.joined(separator: ","))\n"
        }
        let inputURL = directory.appendingPathComponent("requests.tsv")
        let outputURL = directory.appendingPathComponent("answers.tsv")
        try input.write(to: inputURL, atomically: false, encoding: .utf8)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        let result = try run(executable, [cache.path], stdin: inputURL, stdout: outputURL)
        guard result.status == 0 else {
            throw Failure(description: "the Pango harness exited with status \(result.status): \(result.stderr)")
        }
        let lines = try String(contentsOf: outputURL, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        guard lines.count >= requests.count else {
            throw Failure(description: "the Pango harness answered \(lines.count) of \(requests.count) requests")
        }
        return try zip(requests, lines).map { request, line in try parse(line, for: request.text) }
    }

    /// Parses `count \t widths \t starts \t breaks \t fonts` (byte offsets into the UTF-8 text).
    static func parse(_ line: Substring, for text: String) throws -> Answer {
        if line.hasPrefix("ERROR") {
            throw Failure(description: "Pango harness: \(line) (text \(text.debugDescription))")
        }
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 5, let count = Int(fields[0]) else {
            throw Failure(description: "unreadable Pango answer \(line.debugDescription)")
        }
        let utf16At = utf16Offsets(of: text)
        func offset(_ byte: Substring) throws -> Int {
            guard let value = Int(byte), value >= 0, value < utf16At.count, utf16At[value] >= 0 else {
                throw Failure(
                    description: "Pango byte offset \(byte) is not a character boundary of \(text.debugDescription)")
            }
            return utf16At[value]
        }
        let widths = fields[1].split(separator: ",").compactMap { Double($0) }
        let starts = try fields[2].split(separator: ",").map(offset)
        let breaks = try Set(fields[3].split(separator: ",").map(offset))
        var families = [String](repeating: "", count: text.utf16.count)
        for run in fields[4].split(separator: ",") {
            guard let colon = run.firstIndex(of: ":"), let dash = run[..<colon].firstIndex(of: "-") else { continue }
            let lower = try offset(run[..<dash])
            let upper = try offset(run[run.index(after: dash)..<colon])
            for index in lower..<upper { families[index] = String(run[run.index(after: colon)...]) }
        }
        guard widths.count == count, starts.count == count else {
            throw Failure(description: "inconsistent Pango answer \(line.debugDescription)")
        }
        return Answer(lineWidths: widths, lineStarts: starts, breaks: breaks, families: families)
    }

    /// For each UTF-8 byte offset of `text` (and its end), the UTF-16 offset; -1 inside a scalar.
    static func utf16Offsets(of text: String) -> [Int] {
        var map = [Int](repeating: -1, count: text.utf8.count + 1)
        var byte = 0
        var unit = 0
        for scalar in text.unicodeScalars {
            map[byte] = unit
            byte += String(scalar).utf8.count
            unit += scalar.utf16.count
        }
        map[byte] = unit
        return map
    }

    /// Runs a process to completion; stdin and stdout may be files.
    static func run(
        _ executable: String, _ arguments: [String], stdin: URL? = nil, stdout: URL? = nil
    ) throws -> (status: Int32, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let scratch = try ScratchDirectory("typefit-pango-stderr")
        defer { scratch.remove() }
        let errorFile = try scratch.write("stderr", Data())
        let errorHandle = try FileHandle(forWritingTo: errorFile)
        process.standardError = errorHandle
        var handles = [errorHandle]
        if let stdin {
            let handle = try FileHandle(forReadingFrom: stdin)
            handles.append(handle)
            process.standardInput = handle
        }
        if let stdout {
            let handle = try FileHandle(forWritingTo: stdout)
            handles.append(handle)
            process.standardOutput = handle
        } else {
            process.standardOutput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        for handle in handles { try? handle.close() }
        let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, stderr.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
