import Foundation
import Testing
import TypeFitStrings
import TypeFitTestSupport

/// The real String Catalog in the development checkout's shared data (the CSE app's catalog,
/// 214 keys, 11 locales). Not part of the package: the test skips where the file is absent.
@Suite("Shared real-world catalog")
struct SharedCatalogTests {
    static let path = TestFixtures.packageRoot.appendingPathComponent("../shared/data/CSE-Localizable.xcstrings")
        .standardized.path

    @Test(
        "reads ../shared/data/CSE-Localizable.xcstrings when present (skips otherwise)",
        .enabled(if: FileManager.default.fileExists(atPath: path), "the shared CSE catalog is not present"))
    func sharedCatalog() throws {
        let strings = try StringsReader.read(path: Self.path)
        #expect(Set(strings.map(\.key)).count == 214)
        #expect(
            Set(strings.map(\.locale)) == [
                "en", "ar", "de", "es", "fr", "ja", "ko", "pt", "ru", "uk", "zh-Hans", "zh-Hant",
            ])
        // Every key has its English text (mostly the key itself) plus one string per translation.
        #expect(strings.count == 2315)
        #expect(strings.filter { $0.locale == "en" }.count == 214)
        #expect(strings.allSatisfy { $0.line != nil && $0.variant == nil })
        let toggle = strings.first { $0.key == "${toggle} Emoji Search" && $0.locale == "ja" }
        #expect(toggle?.text == "絵文字検索を${toggle}")
        #expect(toggle?.state == "translated")
        #expect(strings.first { $0.key == "%@ (%@)" && $0.locale == "en" }?.text == "%1$@ (%2$@)")
    }
}
