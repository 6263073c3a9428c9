import Foundation
import Testing
import TypeFitTestSupport

/// `typefit init` picks the type scale the views use, and `typefit check` then reads it: the
/// `.font(…)` uses followed back to the files that define them, a place the reader gives no entry
/// for passed over, and a user's scale that gives none answered with where the fonts are.
@Suite("typefit init's type scale")
struct InitTypeScaleTests {
    /// A view file that uses the fonts `uses` (the expressions inside `.font(…)`).
    private static func view(_ name: String, _ uses: [String]) -> String {
        let texts = uses.enumerated().map { "            Text(\"t\($0.offset)\").font(\($0.element))" }
        return """
            struct \(name): View {
                var body: some View {
                    VStack {
            \(texts.joined(separator: "\n"))
                    }
                }
            }
            """
    }

    /// An app with one string, in `files` (path → text) besides.
    private static func app(_ root: URL, _ files: [String: String]) throws {
        var all = files
        all["App/Resources/en.lproj/Localizable.strings"] = #""settings.title" = "Notification Settings";"#
        try ScratchDirectory.writeTree(all, in: root)
    }

    /// `init`, then `check` in the app's folder: init succeeds and check exits 0 or 1, never 2.
    private static func initThenCheck(_ root: URL) throws -> (init: TypeFitRun, config: String) {
        let run = try TypeFitProcess.run(["init", root.path])
        #expect(run.status == 0, "\(run.stderr)")
        let config = try String(contentsOf: root.appendingPathComponent(".typefit.json"), encoding: .utf8)
        let check = try TypeFitProcess.run(["check", "--quiet"], in: root)
        #expect(check.status == 0 || check.status == 1, "\(check.stderr)")
        return (run, config)
    }

    @Test("the scale is the file the views use, not the folder every font definition shares")
    func scaleTheViewsUse() throws {
        try ScratchDirectory.with("typefit-init-used") { root in
            try Self.app(
                root,
                [
                    "App/Sources/Theme/Typography.swift": """
                    extension Font {
                        static let brandBody = Font.custom("Inter", size: 17, relativeTo: .body)
                        static let brandTitle = Font.custom("Inter", size: 28, relativeTo: .title)
                    }
                    """,
                    "App/Sources/Legacy/OldFonts.swift": """
                    enum OldFonts {
                        static let heading = Font.custom("Inter", size: 30, relativeTo: .title)
                        static let small = Font.custom("Inter", size: 10, relativeTo: .caption2)
                    }
                    """,
                    "App/Sources/Views/Home.swift": Self.view(
                        "Home", [".brandTitle", "Font.brandBody", ".brandBody.bold()"]),
                ])
            let (run, config) = try Self.initThenCheck(root)
            #expect(config.contains(#""scale": "App/Sources/Theme/Typography.swift""#), "\(config)")
            #expect(
                run.stdout.contains(
                    "found type scale: App/Sources/Theme/Typography.swift (2 definitions, used 3 times in views)"),
                "\(run.stdout)")
        }
    }

    @Test("font code the views do not use stays out, however much of it there is")
    func unusedFontCodeStaysOut() throws {
        try ScratchDirectory.with("typefit-init-unused") { root in
            let unused = (1...12).map {
                #"    static let size\#($0) = Font.custom("Inter", size: \#(10 + $0), relativeTo: .body)"#
            }
            try Self.app(
                root,
                [
                    "App/DesignSystem/Fonts.swift": "enum DesignFonts {\n\(unused.joined(separator: "\n"))\n}",
                    "App/Features/Fonts/AppFont.swift": """
                    enum AppFont {
                        case title, body
                        var font: Font {
                            switch self {
                            case .title: .custom("Inter", size: 28, relativeTo: .title)
                            case .body: .custom("Inter", size: 17, relativeTo: .body)
                            }
                        }
                    }
                    """,
                    "App/Features/Fonts/UIFont+App.swift": """
                    extension UIFont { static let appCaption = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: UIFont(name: "Inter", size: 12)!) }
                    """,
                    "App/Features/Home.swift": Self.view(
                        "Home", ["AppFont.title.font", "AppFont.body.font", ".headline"]),
                    "App/Features/Cell.swift": """
                    final class Cell: UITableViewCell { func configure() { detailLabel.font = .appCaption } }
                    """,
                ])
            let (run, config) = try Self.initThenCheck(root)
            #expect(config.contains(#""scale": "App/Features/Fonts""#), "\(config)")
            #expect(run.stdout.contains("found type scale: App/Features/Fonts ("), "\(run.stdout)")
            #expect(run.stdout.contains("used 3 times in views)"), "\(run.stdout)")
            #expect(run.stdout.contains("found font uses in views: 3 of the app's own fonts, 1 system text styles"))
            #expect(!run.stdout.contains("DesignSystem"))
        }
    }

    @Test("a used file the reader cannot read alone gives way to its folder; with nothing readable, no scale")
    func fallsBackThenWritesNoScale() throws {
        try ScratchDirectory.with("typefit-init-fallback") { root in
            try Self.app(
                root,
                [
                    "App/Theme/Font+Brand.swift": """
                    extension Font { static let brandBody = Font.custom(FontName.regular, size: 17, relativeTo: .body) }
                    """,
                    "App/Theme/Names/FontName.swift": #"enum FontName { static let regular = "Inter-Regular" }"#,
                    "App/Views/Home.swift": Self.view("Home", [".brandBody"]),
                ])
            let (run, config) = try Self.initThenCheck(root)
            #expect(config.contains(#""scale": "App/Theme""#), "\(config)")
            #expect(
                run.stdout.contains(
                    "to decide: App/Theme/Font+Brand.swift defines fonts the views use 1 time, but gives no font definitions TypeFit can read; the scale is App/Theme, the next place that gives some"
                ), "\(run.stdout)")
        }
        try ScratchDirectory.with("typefit-init-none") { root in
            try Self.app(
                root,
                [
                    "App/Theme/Font+Brand.swift": """
                    extension Font { static var brandBody: Font { .custom(Settings.shared.fontName, size: 17) } }
                    """,
                    "App/Views/Home.swift": Self.view("Home", [".brandBody", ".title"]),
                ])
            let (run, config) = try Self.initThenCheck(root)
            #expect(!config.contains(#""scale""#), "\(config)")
            #expect(
                run.stdout.contains(
                    #"to decide: no type scale TypeFit can read in the Swift code: no place the views' fonts are defined in gives font definitions TypeFit can read (App/Theme/Font+Brand.swift, App); check measures the built-in Inter scale; add "scale" ("builtin:system" for the system text styles the views use 1 time)"#
                ), "\(run.stdout)")
        }
    }

    @Test("a scale that gives no entry names the files that define the views' fonts, from the project file or --scale")
    func emptyScaleNamesTheDefinitions() throws {
        try ScratchDirectory.with("typefit-init-elsewhere") { root in
            try Self.app(
                root,
                [
                    "Sources/Theme/Fonts.swift": """
                    extension Font {
                        static let brandBody = Font.custom("Inter", size: 17, relativeTo: .body)
                        static let brandTitle = Font.custom("Inter", size: 28, relativeTo: .title)
                    }
                    """,
                    "Sources/UI/Typography.swift":
                        #"enum Typography { static let caption = Font.custom("Inter", size: 12, relativeTo: .caption) }"#,
                    "Sources/Views/Home.swift": Self.view("Home", [".brandBody", ".brandTitle", "Typography.caption"]),
                    ".typefit.json": #"{"scale": "Sources/Views", "strings": "App/Resources"}"#,
                ])
            let expected =
                "Sources/Views: no font definitions TypeFit can read in 1 Swift file(s); fonts are defined in Sources/Theme/Fonts.swift (2 definitions, used 2 times in views), Sources/UI/Typography.swift (1 definitions, used 1 time in views)"
            let fromConfig = try TypeFitProcess.run(["check", "--quiet"], in: root)
            #expect(fromConfig.status == 2)
            #expect(fromConfig.stderr.contains(expected), "\(fromConfig.stderr)")
            let fromOption = try TypeFitProcess.run(["check", "--quiet", "--scale", "Sources/Views"], in: root)
            #expect(fromOption.status == 2)
            #expect(fromOption.stderr.contains(expected), "\(fromOption.stderr)")
        }
    }

    @Test("a scale that gives no entry, in a project whose views define no fonts, keeps the reader's message")
    func emptyScaleWithNothingElsewhere() throws {
        try ScratchDirectory.with("typefit-init-nothing") { root in
            try Self.app(root, ["Sources/Views/Home.swift": Self.view("Home", [".headline", ".system(size: 14)"])])
            let run = try TypeFitProcess.run(
                ["check", "--quiet", "--strings", "App/Resources", "--scale", "Sources/Views"], in: root)
            #expect(run.status == 2)
            #expect(run.stderr.contains("no font definitions TypeFit can read in 1 Swift file(s); a type scale is"))
            #expect(!run.stderr.contains("fonts are defined in"))
        }
    }
}
