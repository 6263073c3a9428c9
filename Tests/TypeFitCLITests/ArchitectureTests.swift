import Foundation
import Testing
import TypeFitTestSupport

/// ARCHITECTURE.md's rules, held against the sources: which module may import which, where the C
/// libraries and swift-syntax are reached, which modules have no public API, and one lock.
@Suite("Architecture: the import rule and access levels")
struct ArchitectureTests {
    static let sources = TestFixtures.sources

    /// The layers of ARCHITECTURE.md: a module imports only modules of lower layers.
    static let layers: [String: Int] = [
        "TypeFitVocabulary": 0, "TypeFitInput": 0, "TypeFitOutput": 0,
        "CICU": 0, "CHarfBuzz": 0, "CCmarkGFM": 0, "CFreeType": 0, "CPNG": 0, "CThreadSanitizer": 0,
        "TypeFitUnicode": 1, "TypeFitDynamicType": 1, "TypeFitConcurrency": 1,
        "TypeFitShaping": 2, "TypeFitStrings": 2,
        "TypeFitLayout": 3, "TypeFitScale": 3,
        "TypeFitSwiftScale": 4, "TypeFitCheck": 4,
        "TypeFitRender": 5,
        "TypeFitReport": 6,
        "TypeFit": 7, "TypeFitCLI": 8,
    ]

    /// Each C library (and swift-syntax) and the one module allowed to import it.
    static let funnels: [String: String] = [
        "CICU": "TypeFitUnicode", "CHarfBuzz": "TypeFitShaping", "CCmarkGFM": "TypeFitStrings",
        "CFreeType": "TypeFitRender", "CPNG": "TypeFitRender", "SwiftSyntax": "TypeFitSwiftScale",
        "SwiftParser": "TypeFitSwiftScale", "CThreadSanitizer": "TypeFitConcurrency",
    ]

    /// The modules with no public declarations: their API is for the package only.
    static let withoutPublicAPI: Set<String> = [
        "TypeFitConcurrency", "TypeFitOutput", "TypeFitRender", "TypeFitReport", "TypeFitCLI",
    ]

    struct Import: CustomStringConvertible {
        var file: String
        var line: Int
        var modifier: String?
        var module: String
        var description: String { "\(file):\(line): \(modifier.map { "\($0) " } ?? "")import \(module)" }
    }

    /// Every Swift file of every module, by module.
    static func swiftFiles() throws -> [(module: String, path: String)] {
        let manager = FileManager.default
        var files: [(String, String)] = []
        for module in try manager.contentsOfDirectory(atPath: sources.path).sorted() {
            let folder = sources.appendingPathComponent(module)
            guard let walker = manager.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                files.append((module, folder.appendingPathComponent(relative).path))
            }
        }
        return files
    }

    static func imports(in path: String) throws -> [Import] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var found: [Import] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let words = line.split(separator: " ").map(String.init)
            guard let importAt = words.firstIndex(of: "import"), importAt + 1 < words.count,
                words[..<importAt].allSatisfy({
                    ["@_exported", "@testable", "internal", "package", "public"].contains($0)
                })
            else { continue }
            let modifier = words[..<importAt].last { !$0.hasPrefix("@") }
            found.append(Import(file: path, line: index + 1, modifier: modifier, module: words[importAt + 1]))
        }
        return found
    }

    @Test("every module imports only modules of lower layers")
    func layering() throws {
        var violations: [String] = []
        let files = try Self.swiftFiles()
        #expect(files.count > 200)
        for (module, path) in files {
            let layer = try #require(Self.layers[module], "\(module) has no layer in ARCHITECTURE.md")
            for item in try Self.imports(in: path) {
                guard let other = Self.layers[item.module] else { continue }  // system and package dependencies
                if other >= layer { violations.append("\(item) (layer \(layer) imports layer \(other))") }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("each C library and swift-syntax is reached by one module only, through an internal import")
    func funnels() throws {
        var violations: [String] = []
        for (module, path) in try Self.swiftFiles() {
            for item in try Self.imports(in: path) {
                guard let owner = Self.funnels[item.module] else { continue }
                if module != owner { violations.append("\(item): only \(owner) may import \(item.module)") }
                if item.modifier != "internal" { violations.append("\(item): must be an internal import") }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("concurrency, output, rendering, reports and the command have no public declarations; no NSLock anywhere")
    func accessAndLocks() throws {
        var violations: [String] = []
        for (module, path) in try Self.swiftFiles() {
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                let trimmed = line.drop { $0 == " " }
                if Self.withoutPublicAPI.contains(module), trimmed.hasPrefix("public ") {
                    violations.append("\(path):\(index + 1): public in \(module)")
                }
                if trimmed.contains("NSLock") && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("///") {
                    violations.append("\(path):\(index + 1): NSLock (use Mutex.withOrderedLock)")
                }
            }
        }
        #expect(violations.isEmpty, "\(violations.joined(separator: "\n"))")
    }

    @Test("the checker is not blind: a layering violation and a public import of a C library are caught")
    func checkerCatchesViolations() throws {
        try ScratchDirectory.with("typefit-architecture") { folder in
            let path = folder.appendingPathComponent("Bad.swift").path
            try "import TypeFitCheck\npublic import CHarfBuzz\n@testable import TypeFitLayout\nlet importantValue = 1\n"
                .write(toFile: path, atomically: true, encoding: .utf8)
            let found = try Self.imports(in: path)
            #expect(found.map(\.module) == ["TypeFitCheck", "CHarfBuzz", "TypeFitLayout"])
            #expect(found[1].modifier == "public")
            #expect(Self.layers["TypeFitCheck"]! >= Self.layers["TypeFitLayout"]!)
        }
    }

    @Test("the Examples' layout tests import only the TypeFit product, as an app's test target can")
    func examplesUsePublicLibrary() throws {
        // The suite builds them as ExampleLayoutTests without package access (Package.swift), so
        // `package` API does not compile there; an import of an inner module would, and is caught here.
        let folder = TestFixtures.packageRoot.appendingPathComponent("Examples/Tests/LayoutTests")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        #expect(!files.isEmpty)
        for file in files {
            let path = folder.appendingPathComponent(file).path
            #expect(try !String(contentsOfFile: path, encoding: .utf8).contains("@testable"), "\(path)")
            for item in try Self.imports(in: path) {
                #expect(
                    ["Foundation", "Testing", "TypeFit"].contains(item.module) && item.modifier == nil,
                    "\(item): the Examples import only Foundation, Testing and TypeFit")
            }
        }
    }

    /// Whether the file at `path` contains `text` anywhere (grep -F on the bytes).
    static func binary(_ path: String, contains text: String) throws -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/grep")
        process.arguments = ["-a", "-q", "-F", text, path]
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    @Test(
        "the shipped typefit executable holds nothing of TypeFitTestSupport, which only the test bundle links",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/grep"), "needs grep"))
    func testSupportIsNotShipped() throws {
        let executable = try TypeFitProcess.executable.get().path
        #expect(try !Self.binary(executable, contains: "TypeFitTestSupport"), "\(executable)")
        // Not blind: the test bundle running this test does link it.
        let bundle = try #require(Bundle.main.executableURL).resolvingSymlinksInPath().path
        #expect(try Self.binary(bundle, contains: "TypeFitTestSupport"), "\(bundle)")
    }
}
