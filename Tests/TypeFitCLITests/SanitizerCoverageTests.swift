import Foundation
import Testing
import TypeFitTestSupport

/// CI runs the suites that reach C and threads under AddressSanitizer and ThreadSanitizer, not the
/// whole suite (`Tests/Sanitizers/address.suites`, `thread.suites`, read by `.ci/run`). These tests
/// keep those lists honest: every source file that calls a C library or handles raw memory must
/// be named by a test the AddressSanitizer stage runs, every file that locks, fans out or starts
/// threads by a test the ThreadSanitizer stage runs, and every listed entry must match real tests.
@Suite("Sanitizer stages: every C funnel and concurrent path has a test they run")
struct SanitizerCoverageTests {
    static let testsFolder = TestFixtures.packageRoot.appendingPathComponent("Tests")

    /// A source file calls a C library or handles raw memory: an import of one of TypeFit's C
    /// modules, or Swift's unsafe pointer and buffer APIs.
    static var touchesMemory: Regex<AnyRegexOutput> {
        try! Regex(#"^\s*(?:internal |public |package )?import C[A-Z]|\bUnsafe[A-Z]|\bwithUnsafe"#)
            .anchorsMatchLineEndings()
    }

    /// A source file runs code concurrently or guards shared state: locks, the ordered fan-out,
    /// threads, dispatch queues, tasks and atomics.
    static var runsConcurrently: Regex<AnyRegexOutput> {
        try! Regex(
            #"\bMutex\b|withOrderedLock|OrderedFanOut|orderedFanOut|concurrentMap|\bThread\b|DispatchQueue|\bTask\s*\{|TaskGroup|async let|\bAtomic<|concurrentPerform"#
        )
    }

    /// One line of a `.suites` file: a test target (`TypeFitShapingTests`) or one suite in it
    /// (`TypeFitCheckTests.ConcurrentUseTests`), with the source types it stands for when the
    /// tests reach them only through the `typefit` executable (`# covers: CheckRun`).
    struct Entry: Equatable {
        var target: String
        var suite: String?
        var covers: [String]
    }

    /// The entries of `Tests/Sanitizers/<name>.suites`; `#` starts a comment.
    static func entries(in text: String) -> [Entry] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return nil }
            var covers: [String] = []
            if parts.count > 1, let range = parts[1].range(of: "covers:") {
                covers = parts[1][range.upperBound...].split(separator: ",").map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
            }
            let dot = name.firstIndex(of: ".")
            return Entry(
                target: dot.map { String(name[..<$0]) } ?? name,
                suite: dot.map { String(name[name.index(after: $0)...]) },
                covers: covers)
        }
    }

    static func listed(_ name: String) throws -> [Entry] {
        let url = testsFolder.appendingPathComponent("Sanitizers/\(name).suites")
        return entries(in: try String(contentsOf: url, encoding: .utf8))
    }

    /// The folder of a test target, by its name in Package.swift.
    static func folder(ofTarget target: String) -> URL {
        target == "ExampleLayoutTests"
            ? TestFixtures.packageRoot.appendingPathComponent("Examples/Tests/LayoutTests")
            : testsFolder.appendingPathComponent(target)
    }

    /// Every Swift file under `folder`, fixtures left out, with its text.
    static func swiftFiles(under folder: URL) throws -> [(path: String, text: String)] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [(String, String)] = []
        for case let relative as String in walker
        where relative.hasSuffix(".swift") && !relative.hasPrefix("Fixtures/") {
            let path = folder.appendingPathComponent(relative).path
            files.append((path, try String(contentsOfFile: path, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    /// The text of the test files an entry runs (a whole target, or the files that declare or
    /// extend its suite), or nil when the entry matches no test.
    static func testText(of entry: Entry) throws -> String? {
        let files = try swiftFiles(under: folder(ofTarget: entry.target))
        guard let suite = entry.suite else { return files.isEmpty ? nil : files.map(\.text).joined(separator: "\n") }
        let declaration = try Regex(#"(?:struct|class|enum|extension)\s+"# + suite + #"\b"#)
        let matching = files.filter { $0.text.contains(declaration) }
        return matching.isEmpty ? nil : matching.map(\.text).joined(separator: "\n")
    }

    /// The types a source file declares or extends.
    static func declaredTypes(in text: String) -> [String] {
        let declaration = try! Regex(#"(?:struct|class|enum|actor|protocol|extension)\s+([A-Z][A-Za-z0-9_]*)"#)
        return text.matches(of: declaration).compactMap { $0.output[1].substring.map(String.init) }
    }

    /// Whether `text` holds `word` as a whole identifier (not inside a longer one).
    static func mentions(_ word: String, in text: String) -> Bool {
        func isIdentifier(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        var searchRange = text.startIndex..<text.endIndex
        while let found = text.range(of: word, range: searchRange) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : " "
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : " "
            if !isIdentifier(before) && !isIdentifier(after) { return true }
            searchRange = found.upperBound..<text.endIndex
        }
        return false
    }

    /// The source files that match `risk` and none of whose types the entries' tests name (as a
    /// whole word) or claim to cover.
    static func uncovered(by entries: [Entry], risk: Regex<AnyRegexOutput>, sources: URL) throws -> [String] {
        var tested = ""
        for entry in entries { tested += (try testText(of: entry) ?? "") + "\n" }
        let claimed = Set(entries.flatMap(\.covers))
        var missing: [String] = []
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            for file in try swiftFiles(under: sources.appendingPathComponent(module)) where file.text.contains(risk) {
                let types = declaredTypes(in: file.text)
                let named = types.contains { type in
                    claimed.contains(type) || mentions(type, in: tested)
                }
                if !named { missing.append("\(file.path) (\(types.joined(separator: ", ")))") }
            }
        }
        return missing
    }

    /// What puts a file under a list: C and raw memory for `address`, concurrency for `thread`.
    static func risk(of list: String) -> Regex<AnyRegexOutput> {
        list == "address" ? touchesMemory : runsConcurrently
    }

    @Test(
        "every file that reaches C or raw memory (address), or locks, fans out or starts threads (thread), is named by a test that sanitizer runs",
        arguments: ["address", "thread"])
    func coverage(list: String) throws {
        let missing = try Self.uncovered(
            by: try Self.listed(list), risk: Self.risk(of: list), sources: TestFixtures.sources)
        #expect(
            missing.isEmpty,
            "add a suite that tests these to Tests/Sanitizers/\(list).suites:\n\(missing.joined(separator: "\n"))")
    }

    @Test(
        "every listed target and suite exists, so no sanitizer filter silently runs nothing",
        arguments: ["address", "thread"])
    func entriesExist(list: String) throws {
        let entries = try Self.listed(list)
        #expect(entries.count >= 3)
        for entry in entries {
            #expect(
                try Self.testText(of: entry) != nil,
                "\(list).suites: \(entry.target).\(entry.suite ?? "") matches no test")
        }
    }

    @Test("the check is not blind: a new C funnel or lock no listed test names is reported")
    func checkCatchesANewFunnel() throws {
        try ScratchDirectory.with("typefit-sanitizer-coverage") { folder in
            let module = folder.appendingPathComponent("TypeFitNew")
            try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
            try "internal import CHarfBuzz\nstruct UntestedFunnel { let lock = Mutex(0) }\n"
                .write(to: module.appendingPathComponent("UntestedFunnel.swift"), atomically: true, encoding: .utf8)
            try "struct Plain { let value = 1 }\n"
                .write(to: module.appendingPathComponent("Plain.swift"), atomically: true, encoding: .utf8)
            let entries = Self.entries(in: "TypeFitShapingTests  # HarfBuzz\n")
            let memory = try Self.uncovered(by: entries, risk: Self.touchesMemory, sources: folder)
            let threads = try Self.uncovered(by: entries, risk: Self.runsConcurrently, sources: folder)
            #expect(memory.count == 1 && memory[0].hasSuffix("UntestedFunnel.swift (UntestedFunnel)"))
            #expect(threads.count == 1 && threads[0].hasSuffix("UntestedFunnel.swift (UntestedFunnel)"))
            // Covered once a listed entry claims it.
            let claimed = Self.entries(in: "TypeFitShapingTests  # covers: UntestedFunnel\n")
            #expect(claimed[0].covers == ["UntestedFunnel"])
            #expect(try Self.uncovered(by: claimed, risk: Self.touchesMemory, sources: folder).isEmpty)
            // An entry naming a suite that does not exist matches no test.
            #expect(
                try Self.testText(of: Entry(target: "TypeFitShapingTests", suite: "NoSuchSuite", covers: [])) == nil)
        }
    }
}
