import Foundation
import TypeFitShaping

/// Where the checkout keeps the files tests read: each test target's `Fixtures` folder, the test
/// fonts in `Tests/Fonts`, the fonts bundled with TypeFit, the fuzzers' corpora, the sources,
/// the README and the documents it links to. Paths are worked out from this file's place in the
/// checkout, so they do not depend on the working directory the tests run in. Tests only read
/// here; they write in a ``ScratchDirectory``.
public enum TestFixtures {
    /// The root of the TypeFit checkout (the folder holding `Package.swift`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Tests/<target>/Fixtures`: the fixture folder of the test target `target`
    /// (`"TypeFitStringsTests"`).
    public static func directory(of target: String) -> String {
        packageRoot.appendingPathComponent("Tests/\(target)/Fixtures").path
    }

    /// `Tests/<target>/Fixtures/<name>`: a fixture file of the test target `target`.
    public static func path(_ name: String, in target: String) -> String {
        directory(of: target) + "/" + name
    }

    /// `Tests/Fonts`: the fonts kept for the tests (DM Sans variable, a tracked Inter; see
    /// `Tests/Fonts/SOURCE.md`).
    public static let testFonts: String = packageRoot.appendingPathComponent("Tests/Fonts").path

    /// `Tests/Fonts/<name>`.
    public static func testFont(_ name: String) -> String { testFonts + "/" + name }

    /// `fonts`: the folder of fonts bundled with TypeFit (Inter, Noto), as a user would pass it
    /// to `--fonts`.
    public static let bundledFontsFolder: String = packageRoot.appendingPathComponent("fonts").path

    /// The path of a font file bundled with TypeFit (`Inter-Regular.otf`), as TypeFit finds it.
    public static func bundledFont(_ file: String) throws -> String {
        try BundledFonts.directory() + "/" + file
    }

    /// The bytes of a font file bundled with TypeFit.
    public static func bytes(ofBundled file: String) throws -> [UInt8] {
        Array(try Data(contentsOf: URL(fileURLWithPath: try bundledFont(file))))
    }

    /// `Tests/Fuzz/Corpus/<fuzzer>`: the inputs the fuzzer `fuzzer` (`"FuzzGettextCatalog"`)
    /// starts from and the crashes it found, kept as regression inputs.
    public static func fuzzCorpus(_ fuzzer: String) -> String {
        packageRoot.appendingPathComponent("Tests/Fuzz/Corpus/\(fuzzer)").path
    }

    /// `Sources`: TypeFit's modules.
    public static let sources: URL = packageRoot.appendingPathComponent("Sources")

    /// The README.
    public static let readme: URL = packageRoot.appendingPathComponent("README.md")

    /// `docs/<name>`: a document the README links to (`"layout.md"`).
    public static func doc(_ name: String) -> URL {
        packageRoot.appendingPathComponent("docs").appendingPathComponent(name)
    }

    /// `Benchmarks/README.md`: how to run the benchmarks, and their history.
    public static let benchmarksReadme: URL = packageRoot.appendingPathComponent("Benchmarks/README.md")

    /// The user documentation: the README, every Markdown file in `docs/` (by name), and
    /// `Benchmarks/README.md`.
    public static var documentation: [URL] {
        let docs = packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [readme] + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
            + [benchmarksReadme]
    }

    /// `url`'s path relative to the checkout (`docs/layout.md`), for messages.
    public static func relativePath(of url: URL) -> String {
        let root = packageRoot.standardizedFileURL.path + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }
}
