import Foundation
import Testing
import TypeFit
import TypeFitTestSupport

/// The library entry point a layout regression test calls: open an app, check a key, a
/// constraints file or a baseline, and read a failure that says what the phone shows.
@Suite("TypeFitProject: the library a test calls")
struct TypeFitProjectTests {
    /// A scratch directory holding a Swift type scale, a catalog and (when asked) a constraints
    /// file, removed by the caller.
    static func app() throws -> URL {
        let root = try ScratchDirectory("typefit-project").url
        let theme = root.appendingPathComponent("Sources/Theme")
        try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
        try """
        import SwiftUI

        enum Typography {
            static let headline = Font.custom("Inter-SemiBold", size: 17, relativeTo: .headline)
            static let caption = Font.custom("Inter-Regular", size: 12, relativeTo: .caption)
        }
        """.write(to: theme.appendingPathComponent("Typography.swift"), atomically: true, encoding: .utf8)
        try #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "settings.title": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Settings"}},
            "de": {"stringUnit": {"state": "translated", "value": "Benachrichtigungseinstellungen"}}}},
          "done": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Done"}},
            "de": {"stringUnit": {"state": "translated", "value": "Fertig"}}}}}}
        """#.write(to: root.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        return root
    }

    /// The app in `root` opened as a test opens it: its Swift type scale and its catalog.
    static func open(_ root: URL) throws -> TypeFitProject {
        try TypeFitProject(
            scale: root.appendingPathComponent("Sources/Theme").path,
            strings: root.appendingPathComponent("Localizable.xcstrings").path)
    }

    @Test("a key that fits everywhere: no first truncated size, and the description says so")
    func fits() throws {
        let root = try Self.app()
        defer { ScratchDirectory.remove(root) }
        let app = try TypeFitProject(
            scale: root.appendingPathComponent("Sources/Theme").path,
            strings: root.appendingPathComponent("Localizable.xcstrings").path)
        #expect(app.resolved.entries.map(\.entry.name) == ["headline", "caption"])
        let fit = try app.check("done", entry: "headline", width: 300, lines: 1)
        #expect(fit.firstTruncatedSize == nil, "\(fit)")
        #expect(fit.results.map(\.locale).sorted() == ["de", "en"])
        #expect(fit.results.allSatisfy { $0.sizes.count == 12 })
        #expect(fit.description == "done in headline: fits at every size in 2 locales")
    }

    @Test(
        "a key that truncates: the first size across locales, and a description naming locale, size and the text shown")
    func truncates() throws {
        let root = try Self.app()
        defer { ScratchDirectory.remove(root) }
        let app = try Self.open(root)
        let fit = try app.check("settings.title", entry: "headline", width: 150, lines: 1)
        let german = try #require(fit.results.first { $0.locale == "de" })
        let english = try #require(fit.results.first { $0.locale == "en" })
        // "Benachrichtigungseinstellungen" is one word wider than 150 pt at every size;
        // "Settings" only from AX4 (semibold, 47 pt).
        #expect(german.firstTruncatedSize == .xSmall)
        #expect(english.firstTruncatedSize == .accessibility4)
        #expect(fit.firstTruncatedSize == .xSmall)
        #expect(fit.truncating.map(\.locale) == ["de", "en"])
        let shown = try #require(german.sizes[.xSmall]?.visibleText)
        #expect(shown.hasSuffix("…") && shown.hasPrefix("Benach"))
        let lines = fit.description.split(separator: "\n").map(String.init)
        #expect(lines.first == "settings.title in headline: truncates in 2 of 2 results")
        #expect(lines.count == 3)
        #expect(lines[1] == "  de: truncates from xSmall (15 pt, 2 lines needed, 1 shown): \"\(shown)\"", "\(fit)")
        #expect(lines[2].hasPrefix("  en: truncates from accessibility4 ("))
        // Only German, only the sizes asked for.
        let large = try app.check("settings.title", entry: "headline", width: 150, locale: "en", sizes: [.large])
        #expect(large.results.map(\.locale) == ["en"])
        #expect(large.results.first?.sizes.sizes == [.large])
    }

    @Test("an unknown key or entry is an error that names it and suggests the nearest")
    func unknownNames() throws {
        let root = try Self.app()
        defer { ScratchDirectory.remove(root) }
        let app = try Self.open(root)
        let key = try #require(throws: TypeFitError.self) {
            try app.check("settings.titel", entry: "headline", width: 100)
        }
        #expect(key.description.contains("no string with key 'settings.titel'"))
        #expect(key.description.contains("settings.title"))
        let entry = try #require(throws: TypeFitError.self) { try app.check("done", entry: "headlin", width: 100) }
        #expect(entry.description.contains("headlin"))
        #expect(entry.description.contains("headline"))
        #expect(throws: TypeFitError.self) {
            try TypeFitProject(scale: root.appendingPathComponent("missing.json").path)
        }
    }

    @Test("a whole catalog against a constraints file, then against a baseline recorded from it")
    func constraintsAndBaseline() throws {
        let root = try Self.app()
        defer { ScratchDirectory.remove(root) }
        let app = try Self.open(root)
        let constraints = root.appendingPathComponent("constraints.json")
        try #"{"defaults": {"entry": "caption", "width": 1000, "lines": 1}}"#
            .write(to: constraints, atomically: true, encoding: .utf8)
        let wide = try app.check(constraints: constraints.path)
        #expect(wide.results.count == 4)
        #expect(wide.allFit)
        let baseline = root.appendingPathComponent("layout.baseline").path
        try app.recordBaseline(of: wide, at: baseline)
        #expect(try !app.review(wide, againstBaseline: baseline).hasRegressions)

        try #"{"defaults": {"entry": "caption", "width": 120, "lines": 1}}"#
            .write(to: constraints, atomically: true, encoding: .utf8)
        let narrow = try app.check(constraints: constraints.path)
        let review = try app.review(narrow, againstBaseline: baseline)
        #expect(review.hasRegressions)
        #expect(review.compared == 4)
        #expect(review.regressions.count == 2)
        #expect(review.regressions.contains { $0.hasPrefix("caption.de settings.title: now truncates at") })
        #expect(review.regressions.contains { $0.hasPrefix("caption.en settings.title: now truncates at") })
        #expect(review.text().contains("settings.title"))
        #expect(throws: TypeFitError.self) {
            try app.review(narrow, againstBaseline: root.appendingPathComponent("none").path)
        }
    }

    @Test("with no files, TypeFit's bundled scale, fonts and sample strings")
    func defaults() throws {
        let app = try TypeFitProject()
        #expect(app.stringFiles.isEmpty)
        #expect(!app.strings.isEmpty)
        let report = try app.checkReport()
        #expect(report.summary.checked == app.strings.count * app.resolved.entries.count)
        #expect(report.summary.sizes == DynamicTypeSize.allCases)
        #expect(report.summary.systemFont == .standIn)
    }

    @Test("results refer to their entry by its place in the scale: the report finds it without a name lookup")
    func entryReferences() throws {
        let root = try Self.app()
        defer { ScratchDirectory.remove(root) }
        let app = try Self.open(root)
        let caption = try app.check("done", entry: "caption", width: 300)
        let reference = try #require(caption.results.first?.entry)
        #expect(reference.position == 1 && reference.name == "caption")
        #expect(app.resolved.entry(reference)?.entry.name == "caption")
        // A reference from a scale that orders its entries otherwise finds nothing by position.
        #expect(app.resolved.entry(TypeScaleEntry.Reference(position: 0, name: "caption")) == nil)
        #expect(app.resolved.entry(TypeScaleEntry.Reference(position: 7, name: "caption")) == nil)
    }
}
