import Foundation
import Testing
import TypeFit

/// Layout regression tests as an app writes them: the app's type scale (its SwiftUI code), fonts
/// and String Catalog, opened once; each test asks how a string fits at every Dynamic Type size.
@Suite("Settings screen layout")
struct SettingsLayoutTests {
    /// The example app beside this package: `App/Theme` (Swift), `App/Localizable.xcstrings`.
    static let appFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("App")

    /// Opened once for the suite: reading fonts, Swift code and the catalog is the slow part.
    static let app = Result {
        try TypeFitProject(
            scale: appFolder.appendingPathComponent("Theme").path,
            strings: appFolder.appendingPathComponent("Localizable.xcstrings").path)
    }

    @Test("the navigation title fits on one line at every size, in every language")
    func navigationTitle() throws {
        let app = try Self.app.get()
        let fit = try app.check("settings.title", entry: "navigationTitle", width: 361, lines: 1)
        #expect(fit.firstTruncatedSize == nil, "\(fit)")
    }

    @Test("the Save button keeps its label up to the largest accessibility size")
    func saveButton() throws {
        let app = try Self.app.get()
        let fit = try app.check("button.save", entry: "button", width: 200, lines: 1)
        #expect(fit.firstTruncatedSize == nil, "\(fit)")
    }

    @Test("tab labels truncate only from xxxLarge, where iOS shows the large content viewer instead")
    func tabLabels() throws {
        let app = try Self.app.get()
        let fit = try app.check("tab.library", entry: "tabLabel", width: 78, lines: 1)
        let first = try #require(fit.firstTruncatedSize, "the German label is expected to truncate at large sizes")
        #expect(first >= .xxxLarge, "\(fit)")
    }

    @Test("the whole catalog against its constraints has no regression from the recorded baseline")
    func baseline() throws {
        let app = try Self.app.get()
        let report = try app.check(constraints: Self.appFolder.appendingPathComponent("constraints.json").path)
        let review = try app.review(
            report, againstBaseline: Self.appFolder.appendingPathComponent("Layout.baseline").path)
        #expect(review.compared == report.results.count)
        #expect(!review.hasRegressions, "\(review)")
    }
}
