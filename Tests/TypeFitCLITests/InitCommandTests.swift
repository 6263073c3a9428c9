import Foundation
import Testing
import TypeFitTestSupport

/// `typefit init`: a starter `.typefit.json` from an app's tree, then `typefit check` with no
/// options runs on it.
@Suite("typefit init")
struct InitCommandTests {
    @Test("finds strings, fonts, the Info.plist and the Swift type scale; check then runs with no options")
    func startsAProject() throws {
        try ScratchDirectory.with("typefit-init") { root in
            let fontsFolder = URL(fileURLWithPath: TestFixtures.bundledFontsFolder)
            let font = try #require(
                FileManager.default.enumerator(atPath: fontsFolder.path)?.compactMap { $0 as? String }
                    .first { $0.hasSuffix("Inter-Regular.ttf") || $0.hasSuffix("Inter-Regular.otf") })
            let files = [
                "App/Resources/en.lproj/Localizable.strings": #""settings.title" = "Notification Settings";"#,
                "App/Resources/de.lproj/Localizable.strings": #""settings.title" = "Benachrichtigungseinstellungen";"#,
                "App/Info.plist":
                    "<plist><dict><key>UIAppFonts</key><array><string>Inter-Regular.otf</string></array></dict></plist>",
                "App/Sources/Theme/Typography.swift":
                    #"extension Font { static let text = Font.custom("Inter", size: 17, relativeTo: .body) }"#,
                "App/Sources/Views/Row.swift":
                    #"struct Row: View { var body: some View { Text("settings.title").font(.text) } }"#,
            ]
            try ScratchDirectory.writeTree(files, in: root)
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("App/Fonts"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: fontsFolder.appendingPathComponent(font),
                to: root.appendingPathComponent("App/Fonts/Inter-Regular.otf"))

            let run = try TypeFitProcess.run(["init", root.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(
                run.stdout.contains(
                    "found type scale: App/Sources/Theme/Typography.swift (1 definitions, used 1 time in views)"))
            let config = try String(contentsOf: root.appendingPathComponent(".typefit.json"), encoding: .utf8)
            #expect(config.contains(#""strings": "App/Resources""#))
            #expect(config.contains(#""fonts": "App/Fonts""#))
            #expect(config.contains(#""infoPlist": "App/Info.plist""#))
            #expect(config.contains(#""scale": "App/Sources/Theme/Typography.swift""#))
            let constraints = try String(
                contentsOf: root.appendingPathComponent("typefit-constraints.json"), encoding: .utf8)
            #expect(constraints.contains(#"{"keys": "settings.title", "places": ["#))
            #expect(constraints.contains(#"{"name": "Row.swift:1 Text", "entry": "text", "width": 353, "lines": null"#))
            #expect(!constraints.contains(#""keys": "settings.*""#), "every settings key has its place")

            let check = try TypeFitProcess.run(["check", "--format", "json"], in: root)
            #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
            let results = try #require(check.jsonObject?["results"] as? [[String: Any]])
            #expect(Set(results.compactMap { $0["locale"] as? String }) == ["de", "en"])
            #expect(Set(results.compactMap { $0["entry"] as? String }) == ["text"])

            let again = try TypeFitProcess.run(["init", root.path])
            #expect(again.status == 2)
            #expect(again.stderr.contains("exists; --force replaces it"))
        }
    }

    @Test("keys that are sentences or numbers give no rule; the skeleton is valid JSON that check reads")
    func sentenceKeysGiveNoPrefix() throws {
        try ScratchDirectory.with("typefit-init-keys") { root in
            let strings = [
                #""settings.title" = "Settings";"#, #""settings.done" = "Done";"#, #""0.5x" = "0.5×";"#,
                #""\nIf you run into any issues. Please \"write\" to us." = "x";"#,
                #""Tab\tName_here" = "y";"#,
            ].joined(separator: "\n")
            let url = root.appendingPathComponent("App/en.lproj/Localizable.strings")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(strings.utf8).write(to: url)

            let run = try TypeFitProcess.run(["init", root.path])
            #expect(run.status == 0, "\(run.stderr)")
            let data = try Data(contentsOf: root.appendingPathComponent("typefit-constraints.json"))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let rules = try #require(object["rules"] as? [[String: Any]])
            #expect(rules.compactMap { $0["keys"] as? String } == ["settings.*"])
            #expect(rules.first?["comment"] as? String == "where are settings.… strings shown?")

            let check = try TypeFitProcess.run(["check", "--quiet"], in: root)
            #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
            #expect(check.stderr.isEmpty, "\(check.stderr)")
        }
    }

    @Test("a Base.lproj of storyboards alone is no strings folder: check then reads the strings there are")
    func storyboardFoldersAreNotStrings() throws {
        try ScratchDirectory.with("typefit-init-storyboards") { root in
            let files = [
                "Extension/Base.lproj/MainInterface.storyboard": "<document/>",
                "App/en.lproj/Localizable.strings": #""settings.title" = "Settings";"#,
            ]
            try ScratchDirectory.writeTree(files, in: root)
            let run = try TypeFitProcess.run(["init", root.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("found strings: App\n"), "\(run.stdout)")
            let check = try TypeFitProcess.run(["check", "--quiet"], in: root)
            #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
        }
    }

    @Test("a font file that is a Git LFS pointer is left out of the fonts, and said so: check then runs")
    func gitLFSPointersAreNotFonts() throws {
        try ScratchDirectory.with("typefit-init-lfs") { root in
            let pointer =
                "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 312588\n"
            let files = [
                "fastlane/assets/SourceSansPro-Regular.ttf": pointer,
                "App/en.lproj/Localizable.strings": #""settings.title" = "Settings";"#,
            ]
            try ScratchDirectory.writeTree(files, in: root)
            let run = try TypeFitProcess.run(["init", root.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stdout.contains("found fonts:"), "\(run.stdout)")
            #expect(
                run.stdout.contains(
                    "fastlane/assets/SourceSansPro-Regular.ttf named like a font but not one (a Git LFS pointer? fetch with `git lfs pull`): left out of \"fonts\""
                ), "\(run.stdout)")
            let check = try TypeFitProcess.run(["check", "--quiet"], in: root)
            #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
            // Named explicitly, the pointer is an error that says what it is.
            let named = try TypeFitProcess.run([
                "fonts", root.appendingPathComponent("fastlane/assets/SourceSansPro-Regular.ttf").path,
            ])
            #expect(named.status == 2)
            #expect(named.stderr.contains("a Git LFS pointer, not the font itself: fetch the file with `git lfs pull`"))
        }
    }
}
