import Foundation
import Testing
import TypeFitLayout
import TypeFitScale
import TypeFitShaping
import TypeFitStrings
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitCheck

/// A real catalog checked on every core gives exactly what one thread gives: GTK's own
/// translations (Debian `libgtk-3-common`, which `.ci/install` installs) in eight languages and
/// six scripts, every string in three entries, each run with its own empty word cache and
/// fallback cache so the threads race to fill them. Under ThreadSanitizer (CI runs the suite
/// with it) this is also the race detector's largest workload.
@Suite("A real catalog on every core and on one thread")
struct CatalogStressTests {
    static let languages = ["de", "ru", "el", "ja", "zh_CN", "ko", "ar", "he"]
    static let stringsPerLanguage = 120

    static func catalogStrings() throws -> [LocalizedString] {
        var strings: [LocalizedString] = []
        for language in languages {
            let path = "/usr/share/locale/\(language)/LC_MESSAGES/gtk30.mo"
            guard FileManager.default.fileExists(atPath: path) else {
                throw CatalogMissing(path: path)
            }
            let read = try GettextCatalogReader.read(path: path)
                .filter { !$0.text.isEmpty && $0.text.count <= 200 }
            strings += read.prefix(stringsPerLanguage)
        }
        return strings
    }

    struct CatalogMissing: Error, CustomStringConvertible {
        var path: String
        var description: String { "\(path) is missing: install Debian's libgtk-3-common (bash .ci/install)" }
    }

    /// A checker with its own empty caches: word cache, system fallback files, candidate lists.
    static func freshChecker(_ library: FontLibrary) -> TruncationChecker {
        TruncationChecker(
            measurer: TextMeasurer(
                fallback: FallbackCascade(
                    systemFontFaces: library.faces(inFamily: "Inter"), systemFontIsStandIn: true,
                    system: SystemFontFallback(directories: SystemFontFallback.standardDirectories)),
                cache: ShapingCache(byteLimit: 8 << 20)))
    }

    @Test("checking on every core equals checking one target at a time on one thread")
    func everyCoreEqualsOneThread() throws {
        let strings = try Self.catalogStrings()
        #expect(strings.count >= 800, "a catalog of real size: \(strings.count) strings")
        let setup = try CheckSetup()
        let library = setup.library
        let resolved = setup.resolved
        let entries = resolved.entries.filter { ["body", "title", "caption"].contains($0.entry.name) }
        var targets: [CheckTarget] = []
        for (index, string) in strings.enumerated() {
            for entry in entries {
                targets.append(
                    CheckTarget(
                        string: string, entry: entry,
                        constraint: TextContainer(width: 150 + Double(index % 5) * 50, lineLimit: index % 3 + 1)))
            }
        }
        let single = Self.freshChecker(library)
        let expected = try targets.map { try single.check($0) }
        #expect(
            expected.contains { $0.firstTruncatedSize != nil } && expected.contains { $0.firstTruncatedSize == nil },
            "the workload has verdicts both ways")

        let parallel = try Self.freshChecker(library).check(targets).map { try $0.get() }
        #expect(parallel.count == expected.count)
        var differing = 0
        for (got, want) in zip(parallel, expected) where got != want {
            differing += 1
            if differing <= 5 {
                Issue.record("\(want.key) [\(want.locale)] in \(want.entry) differs between one thread and every core")
            }
        }
        #expect(differing == 0, "\(differing) of \(expected.count) results differ")
    }
}
