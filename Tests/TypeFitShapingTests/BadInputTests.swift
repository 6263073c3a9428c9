import Foundation
import Testing
import TypeFitTestSupport

@testable import TypeFitShaping

/// Every kind of bad input gives a typed error naming the file and the reason, or a documented
/// result; none crashes.
@Suite("Bad input")
struct BadInputTests {
    @Test("a nonexistent path")
    func missingPath() {
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/Font.otf")) {
            try FontLibrary(paths: ["/nonexistent/Font.otf"])
        }
        #expect(throws: FontError.fileNotFound(path: "/nonexistent/Font.otf")) {
            try FontFile.load(path: "/nonexistent/Font.otf")
        }
    }

    @Test("a directory with no fonts")
    func emptyDirectory() throws {
        let directory = try Fixtures.scratchPath("empty")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: directory + "/README.txt"))
        #expect(throws: FontError.noFontsInDirectory(path: directory)) { try FontLibrary(paths: [directory]) }
    }

    @Test("a file that is not a font")
    func notAFont() throws {
        let path = try Fixtures.write(Array("{\"fonts\": []}".utf8), named: "fake.ttf")
        let error = #expect(throws: FontError.self) { try FontFile.load(path: path) }
        guard case .notAFont(let errorPath, let reason)? = error else {
            Issue.record("expected notAFont, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("signature"))
    }

    @Test("an empty file and a file too short for a header")
    func tooShort() throws {
        let empty = try Fixtures.write([], named: "empty.otf")
        #expect(throws: FontError.notAFont(path: empty, reason: "the file is empty")) { try FontFile.load(path: empty) }
        let short = try Fixtures.write([0x4F, 0x54], named: "short.otf")
        #expect(throws: FontError.self) { try FontFile.load(path: short) }
    }

    @Test(
        "a truncated font names the table that runs past the end",
        arguments: [0.1, 0.5, 0.9, 0.999])
    func truncated(fraction: Double) throws {
        let bytes = try TestFixtures.bytes(ofBundled: "Inter-Regular.otf")
        let path = try Fixtures.write(Array(bytes.prefix(Int(Double(bytes.count) * fraction))), named: "Truncated.otf")
        let error = #expect(throws: FontError.self) { try FontFile.load(path: path) }
        guard case .corrupt(let errorPath, let reason)? = error else {
            Issue.record("expected corrupt, got \(String(describing: error))")
            return
        }
        #expect(errorPath == path)
        #expect(reason.contains("runs past the end of the file"))
    }

    @Test("a table offset pointing outside the file")
    func badOffset() throws {
        var bytes = try TestFixtures.bytes(ofBundled: "Inter-Regular.otf")
        // First table record's offset field: 12 (header) + 8 (tag, checksum).
        bytes.replaceSubrange(20..<24, with: [0x7F, 0xFF, 0xFF, 0x00])
        let path = try Fixtures.write(bytes, named: "BadOffset.otf")
        #expect(throws: FontError.self) { try FontFile.load(path: path) }
    }

    @Test("a huge table count")
    func hugeTableCount() throws {
        var bytes = try TestFixtures.bytes(ofBundled: "Inter-Regular.otf")
        bytes.replaceSubrange(4..<6, with: [0xFF, 0xFF])
        let path = try Fixtures.write(bytes, named: "HugeCount.otf")
        #expect(throws: FontError.corrupt(path: path, reason: "face claims 65535 tables")) {
            try FontFile.load(path: path)
        }
    }

    @Test("a collection claiming 2^31 faces")
    func hugeCollection() throws {
        let bytes: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0x80, 0, 0, 0] + [UInt8](repeating: 0, count: 64)
        let path = try Fixtures.write(bytes, named: "Huge.ttc")
        #expect(throws: FontError.corrupt(path: path, reason: "collection claims 2147483648 faces")) {
            try FontFile.load(path: path)
        }
    }

    @Test("a damaged head table")
    func damagedHead() throws {
        var bytes = try TestFixtures.bytes(ofBundled: "Inter-Regular.otf")
        let path0 = try Fixtures.write(bytes, named: "Good.otf")
        let face = try #require(try FontFile.load(path: path0).first)
        #expect(face.unitsPerEm == 2816)
        // Find 'head' in the table directory and zero its magic number.
        let tableCount = Int(bytes[4]) << 8 | Int(bytes[5])
        for record in 0..<tableCount {
            let base = 12 + 16 * record
            guard Array(bytes[base..<base + 4]) == Array("head".utf8) else { continue }
            let offset = bytes[base + 8..<base + 12].reduce(0) { $0 << 8 | Int($1) }
            bytes.replaceSubrange(offset + 12..<offset + 16, with: [0, 0, 0, 0])
        }
        let path = try Fixtures.write(bytes, named: "BadHead.otf")
        #expect(throws: FontError.corrupt(path: path, reason: "'head' table is damaged (bad length or magic number)")) {
            try FontFile.load(path: path)
        }
    }

    @Test("a WOFF file is refused with the reason")
    func woff() throws {
        let path = try Fixtures.write(Array("wOF2".utf8) + [UInt8](repeating: 0, count: 60), named: "Web.woff2")
        #expect(
            throws: FontError.notAFont(
                path: path, reason: "WOFF web fonts are not supported; use the .ttf or .otf it was made from")
        ) {
            try FontFile.load(path: path)
        }
    }

    @Test("a directory skips a broken file with a warning and loads the rest")
    func directoryWithOneBrokenFile() throws {
        let directory = try Fixtures.scratchPath("mixed")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let good = try TestFixtures.bytes(ofBundled: "Inter-Bold.otf")
        try Data(good).write(to: URL(fileURLWithPath: directory + "/Inter-Bold.otf"))
        try Data(good.prefix(1000)).write(to: URL(fileURLWithPath: directory + "/Broken.otf"))
        let library = try FontLibrary(paths: [directory])
        #expect(library.faces.map(\.postScriptName) == ["Inter-Bold"])
        #expect(library.warnings.count == 1)
        #expect(library.warnings.first?.contains("Broken.otf") == true)
    }

    @Test("every error message names its file")
    func messagesNameFiles() {
        let errors: [FontError] = [
            .fileNotFound(path: "/a/b.otf"), .unreadable(path: "/a/b.otf", reason: "Permission denied"),
            .notAFont(path: "/a/b.otf", reason: "x"), .corrupt(path: "/a/b.otf", reason: "y"),
            .noFontsInDirectory(path: "/a/b.otf"),
        ]
        for error in errors { #expect(error.description.hasPrefix("/a/b.otf: ")) }
    }

    @Test("an empty string measures as no runs and zero width")
    func emptyString() throws {
        let face = try Fixtures.bundled().face(postScriptName: "Inter-Regular")
        let measured = TextMeasurer().measure("", face: face)
        #expect(measured.runs.isEmpty)
        #expect(measured.width(atPointSize: 17) == 0)
        #expect(measured.missingCharacterCount == 0)
    }
}
