import Foundation
import Testing
import TypeFitTestSupport

/// Oversized input through the command line: exit 2 with a message naming the file (and key or
/// line) and the limit, or, for one bad `measure` line, an error on that line only.
@Suite("Command-line limits")
struct CommandLimitTests {
    static func directory() throws -> URL {
        let directory = try ScratchDirectory("typefit-limits").url
        return directory
    }

    /// A sparse file of `size` bytes starting with `head`: huge on paper, nothing on disk.
    static func sparseFile(_ path: String, head: String, size: UInt64) throws {
        #expect(FileManager.default.createFile(atPath: path, contents: Data(head.utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
    }

    @Test("measure: a gigantic line or text gets an error on its own line; the others are measured")
    func measureHugeLine() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let input = directory.appendingPathComponent("requests.jsonl")
        var data = Data(#"{"text": "first", "size": 17}"#.utf8 + [0x0A])
        data.append(Data(#"{"text": ""#.utf8))
        data.append(Data(repeating: UInt8(ascii: "a"), count: 8 << 20))  // 8 MiB of text: the line is over 8 MiB
        data.append(Data(#"", "size": 17}"#.utf8 + [0x0A]))
        data.append(Data(#"{"text": "\#(String(repeating: "b", count: (1 << 20) + 1))", "size": 17}"#.utf8 + [0x0A]))
        data.append(Data(#"{"text": "last", "size": 17}"#.utf8 + [0x0A]))
        try data.write(to: input)
        let run = try TypeFitProcess.run("measure", "--input", input.path)
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines[0].contains(#""lines":1"#))
        #expect(
            lines[1]
                == #"{"error":"line 2: the line is 8388632 bytes, over the limit of 8388608 bytes; refusing to read it"}"#
        )
        #expect(lines[2] == #"{"error":"line 3: text: is 1048577 UTF-16 code units long, over the limit of 1048576"}"#)
        #expect(lines[3].contains(#""lines":1"#))
    }

    @Test(
        "measure: input of any length is read as a stream; a 24 MiB last line without a line feed is an error on its line"
    )
    func measureLongInput() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let input = directory.appendingPathComponent("requests.jsonl").path
        let head = #"{"text": "x", "size": 17}"# + "\n"
        try Self.sparseFile(input, head: head, size: 24 << 20)
        let run = try TypeFitProcess.run("measure", "--input", input)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""lines":1"#) == true)
        #expect(
            lines.last
                == #"{"error":"line 2: the line is \#((24 << 20) - head.utf8.count) bytes, over the limit of 8388608 bytes; refusing to read it"}"#
        )
    }

    @Test("check: a string over 1 Mi UTF-16 code units stops the run with exit 2, naming the file, key and line")
    func checkOverlongString() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let strings = directory.appendingPathComponent("Localizable.strings").path
        let text = "\"ok\" = \"fine\";\n\"essay\" = \"" + String(repeating: "a", count: (1 << 20) + 1) + "\";\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: strings))
        let run = try TypeFitProcess.run("check", "--strings", strings)
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "\(strings):2: the text of \"essay\" [und] is 1048577 UTF-16 code units long, over the limit of 1048576 for one string"
            ), "\(run.stderr)")
    }

    @Test("baseline compare: a baseline file over 1 GiB is refused before it is read")
    func hugeBaseline() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let baseline = directory.appendingPathComponent("baseline.json").path
        try Self.sparseFile(baseline, head: "{", size: (1 << 30) + 1)
        let run = try TypeFitProcess.run("baseline", "compare", baseline)
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "cannot read baseline file \(baseline): file is 1073741825 bytes, over the limit of 1073741824 bytes"),
            "\(run.stderr)")
    }

    @Test("a font file over 256 MiB and a type scale over 16 MiB are refused before they are read")
    func hugeFontAndScale() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let font = directory.appendingPathComponent("Huge.otf").path
        try Self.sparseFile(font, head: "OTTO", size: (256 << 20) + 1)
        let fonts = try TypeFitProcess.run("fonts", font)
        #expect(fonts.status == 2)
        #expect(
            fonts.stderr.contains(
                "\(font): corrupt font: the file is 268435457 bytes, over the limit of 268435456 bytes"),
            "\(fonts.stderr)")
        let scale = directory.appendingPathComponent("scale.json").path
        try Self.sparseFile(scale, head: "{", size: 1 << 34)
        let report = try TypeFitProcess.run("scale", "--scale", scale)
        #expect(report.status == 2)
        #expect(
            report.stderr.contains("\(scale): file is 17179869184 bytes, over the limit of 16777216 bytes"),
            "\(report.stderr)")
    }

    @Test("scale: Swift code with more font definitions than a scale's 1,000 entries stops where it is over")
    func swiftScaleOverTheEntryLimit() throws {
        let directory = try Self.directory()
        defer { ScratchDirectory.remove(directory) }
        let path = directory.appendingPathComponent("Gen.swift").path
        let lines = (1...1_500).map { "    static let f\($0) = Font.custom(\"Inter\", size: 12, relativeTo: .body)\n" }
        try Data(("import SwiftUI\n\nenum Gen {\n" + lines.joined() + "}\n").utf8).write(
            to: URL(fileURLWithPath: path))
        let run = try TypeFitProcess.run("scale", "--scale", path)
        #expect(run.status == 2)
        #expect(
            run.stderr.contains(
                "\(path): more than 1000 font definitions, over the limit of 1000 (reading stopped at \(path):1004)"),
            "\(run.stderr)")
    }
}
