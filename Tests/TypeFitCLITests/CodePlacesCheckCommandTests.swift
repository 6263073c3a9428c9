import Foundation
import Testing
import TypeFit
import TypeFitReport
import TypeFitTestSupport

/// `typefit check --places code`: each string checked where the app's views show it, without a
/// constraints file; hand-written rules first; a text that wraps is measured for its height and
/// never called truncated. The app is written for the test.
@Suite("typefit check --places code")
struct CodePlacesCheckCommandTests {
    static let views = """
        struct HomeView: View {
            var body: some View {
                NavigationStack {
                    ScrollView {
                        Text("home.intro")
                        Text("home.badge").frame(width: 60).lineLimit(1)
                    }
                    .navigationTitle("home.title")
                    .navigationBarTitleDisplayMode(.inline)
                }
            }
        }
        """
    static let catalog = """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "home.title": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Home"}},
            "de": {"stringUnit": {"state": "translated", "value": "Startseite mit allen Neuigkeiten, Nachrichten und Hinweisen für heute"}}}},
          "home.intro": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Welcome back. Here is everything that happened while you were away, sorted by time."}},
            "de": {"stringUnit": {"state": "translated", "value": "Willkommen zurück. Hier ist alles, was passiert ist, während Sie weg waren, nach Zeit sortiert."}}}},
          "home.badge": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "New"}},
            "de": {"stringUnit": {"state": "translated", "value": "Neuigkeiten"}}}},
          "home.unplaced": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Nowhere"}}}}
        }}
        """

    func withApp(_ body: (URL) throws -> Void) throws {
        try ScratchDirectory.with("typefit-code-places") { root in
            try ScratchDirectory.writeTree(
                ["Views/Home.swift": Self.views, "Localizable.xcstrings": Self.catalog], in: root)
            try body(root)
        }
    }

    @Test("each key in its place: the title in the bar's width and font, the badge in 60 pt, the intro wraps")
    func checksWhereTheViewsShowEachKey() throws {
        try withApp { root in
            let run = try TypeFitProcess.run(
                "check", "--strings", root.appendingPathComponent("Localizable.xcstrings").path, "--places", "code",
                "--code", root.appendingPathComponent("Views").path, "--format", "json")
            #expect(run.status == 1, "\(run.stderr)")
            let report = try run.checkReport()
            let title = report.results.filter { $0.key == "home.title" }
            #expect(
                title.map(\.entry.name) == ["container.navigationTitle.inline", "container.navigationTitle.inline"])
            #expect(title.allSatisfy { $0.constraint.width == 353 && $0.constraint.lineLimit == 1 })
            #expect(
                title.first { $0.locale == "de" }?.firstTruncatedSize == .xSmall, "the German title never fits the bar")
            #expect(title.first { $0.locale == "en" }?.firstTruncatedSize == nil)
            let pointSizes = Set(title.flatMap { $0.sizes.map(\.value.pointSize) })
            #expect(pointSizes == [17], "a bar keeps 17 pt at every size")
            let badge = report.results.filter { $0.key == "home.badge" }
            #expect(badge.allSatisfy { $0.constraint.width == 60 && $0.entry.name == "system.body" })
            let intro = report.results.filter { $0.key == "home.intro" }
            #expect(intro.count == 2)
            #expect(intro.allSatisfy { $0.firstTruncatedSize == nil && $0.constraint.lineLimit == nil })
            let tallest = intro.flatMap { $0.sizes.map(\.value.height) }.max() ?? 0
            #expect(tallest > 100, "the intro's height at AX5 is measured: \(tallest) pt")
            #expect(report.results.filter { $0.key == "home.unplaced" }.allSatisfy { $0.place == nil })
            #expect(
                run.stderr.contains(
                    "places read from the code (1 Swift file(s), iPhone 16): 3 of 4 key(s) have a place, 1 of them only where they wrap"
                ))
        }
    }

    @Test("a hand-written rule overrides the place the code gives, and is not warned about")
    func handRulesOverride() throws {
        try withApp { root in
            let constraints = root.appendingPathComponent("constraints.json")
            try Data(#"{"defaults": {"entry": "body"}, "rules": [{"keys": "home.title", "width": 500}]}"#.utf8)
                .write(to: constraints)
            let run = try TypeFitProcess.run(
                "check", "--strings", root.appendingPathComponent("Localizable.xcstrings").path, "--constraints",
                constraints.path, "--places", "code", "--code", root.path, "--locale", "de", "--format", "json")
            let report = try run.checkReport()
            let title = try #require(report.results.first { $0.key == "home.title" })
            #expect(title.constraint.width == 500 && title.place == nil && title.entry.name == "body")
            #expect(!run.stderr.contains("never applies"), "\(run.stderr)")
        }
    }

    @Test("--code without --places code is a usage error")
    func codeNeedsPlaces() throws {
        let run = try TypeFitProcess.run("check", "--code", "Views")
        #expect(run.status != 0 && run.status != 1)
        #expect(run.stderr.contains("--code is read with --places code"), "\(run.stderr)")
    }

    @Test("a project file's \"places\": \"code\" reads the places from its \"code\" on every run")
    func projectFile() throws {
        try withApp { root in
            let config = #"{"strings": "Localizable.xcstrings", "places": "code", "code": "Views"}"#
            try Data(config.utf8).write(to: root.appendingPathComponent(".typefit.json"))
            let run = try TypeFitProcess.run(["check", "--format", "json", "--locale", "de"], in: root)
            let report = try run.checkReport()
            let title = try #require(report.results.first { $0.key == "home.title" })
            #expect(title.entry.name == "container.navigationTitle.inline", "\(run.stderr)")
        }
    }
}
