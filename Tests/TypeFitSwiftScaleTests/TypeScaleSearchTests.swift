import Foundation
import Testing

@testable import TypeFitSwiftScale

/// `typefit init`'s search for the type scale: the views' font uses followed back to the files
/// that declare them, ranked by uses, and the places tried until the reader gives entries.
@Suite("type scale search")
struct TypeScaleSearchTests {
    /// The search over `files` (path → Swift source), with paths relative to its root.
    private static func search(_ files: [String: String]) throws -> (TypeScaleSearch, SwiftSources) {
        let sources = try SwiftSources(files)
        return (TypeScaleSearch(root: sources.directory), sources)
    }

    private static func relative(_ path: String, _ sources: SwiftSources) -> String {
        ProjectScan.relativePath(URL(fileURLWithPath: path), to: sources.directory.standardizedFileURL)
    }

    @Test("each kind of use reaches the file that declares its font; system styles and fonts made in place reach none")
    func followsUsesToDeclarations() throws {
        let (search, sources) = try Self.search([
            "Theme/Font+Brand.swift": """
            extension Font {
                static func brand(_ weight: Font.Weight) -> Font { .custom("Inter", size: 17, relativeTo: .body).weight(weight) }
            }
            """,
            "Theme/Typography.swift": """
            enum Typography { static let body = Font.custom("Inter", size: 17, relativeTo: .body) }
            """,
            "Theme/AppFont.swift": "enum AppFont { case title, caption }",
            "Theme/AppFont+Font.swift": """
            extension AppFont {
                var font: Font { switch self { case .title: .custom("Inter", size: 28, relativeTo: .title)
                    case .caption: .custom("Inter", size: 12, relativeTo: .caption) } }
            }
            """,
            "Theme/UIFont+App.swift": """
            extension UIFont { static let appBody = UIFont(name: "Inter", size: 17)! }
            """,
            "Theme/View+Font.swift": """
            extension View { func font(size: CGFloat, style: Font.TextStyle) -> some View { font(.custom("Inter", size: size, relativeTo: style)) } }
            """,
            "Views/Home.swift": """
            struct Home: View {
                var body: some View {
                    VStack {
                        Text("a").font(.brand(.bold).italic())
                        Text("b").font(Typography.body)
                        Text("c").font(AppFont.title.font)
                        Text("d").font(optionalFont ?? .headline)
                        Text("e").font(.headline)
                        Text("f").font(.system(size: 14))
                        Text("g").font(size: 15, style: .body)
                    }
                }
            }
            """,
            "Views/Row.swift": """
            final class Row: UITableViewCell {
                func configure() {
                    titleLabel?.font = .appBody
                    detailLabel.font = UIFont.preferredFont(forTextStyle: .body)
                    let text = NSAttributedString(string: "x", attributes: [.font: UIFont.appBody])
                    button.titleLabel?.font = Font(UIFont.appBody) == nil ? .appBody : .appBody
                }
            }
            """,
        ])
        defer { sources.remove() }
        let uses = Dictionary(
            uniqueKeysWithValues: search.definingFiles.map { (Self.relative($0.path, sources), $0.uses) })
        #expect(uses["Theme/Font+Brand.swift"] == 1)
        #expect(uses["Theme/Typography.swift"] == 1)
        #expect(uses["Theme/AppFont.swift"] == 1)
        #expect(uses["Theme/AppFont+Font.swift"] == 1)
        #expect(uses["Theme/View+Font.swift"] == 1)
        #expect(uses["Theme/UIFont+App.swift"] == 4)
        #expect(search.definingFiles.first.map { Self.relative($0.path, sources) } == "Theme/UIFont+App.swift")
        #expect(uses["Views/Home.swift"] == nil && uses["Views/Row.swift"] == nil)
        // `.headline` twice (once as the right side of `??`); made in place: the view's own
        // `optionalFont`, `.system(size:)`, `preferredFont(forTextStyle:)` and the modifier's `.custom(…)`.
        #expect(search.systemStyleUses == 2)
        #expect(search.inPlaceUses == 4)
    }

    @Test("the files the views use go first: one file as itself, several in one folder as that folder")
    func candidatesStartWithTheUsedFiles() throws {
        let (search, sources) = try Self.search([
            "App/Theme/Fonts.swift":
                #"extension Font { static let brandBody = Font.custom("Inter", size: 17, relativeTo: .body) }"#,
            "App/Theme/Headings.swift":
                #"extension Font { static let brandTitle = Font.custom("Inter", size: 28, relativeTo: .title) }"#,
            "App/Legacy/OldFonts.swift":
                #"enum OldFonts { static let heading = Font.custom("Inter", size: 30, relativeTo: .title) }"#,
            "App/Views/Home.swift": """
            struct Home: View { var body: some View { Text("a").font(.brandBody).padding().font(.brandTitle).font(.brandBody) } }
            """,
        ])
        defer { sources.remove() }
        let candidates = search.candidates.map { Self.relative($0.path, sources) }
        #expect(candidates == ["App/Theme", "App"])
        #expect(search.candidates.first?.uses == 3)
        let (choice, empty) = search.choose()
        #expect(choice.map { Self.relative($0.candidate.path, sources) } == "App/Theme")
        #expect(choice?.entries == 2)
        #expect(empty.isEmpty)
    }

    @Test("a used file the reader cannot read alone gives way to the folder holding what it needs")
    func fallsBackToTheNextCandidate() throws {
        let (search, sources) = try Self.search([
            "Sources/Theme/Font+Brand.swift":
                #"extension Font { static let brandBody = Font.custom(FontName.regular, size: 17, relativeTo: .body) }"#,
            "Sources/Theme/Names/FontName.swift": #"enum FontName { static let regular = "Inter-Regular" }"#,
            "Sources/Views/Home.swift": #"struct Home: View { var body: some View { Text("a").font(.brandBody) } }"#,
        ])
        defer { sources.remove() }
        let (choice, empty) = search.choose()
        #expect(empty.map { Self.relative($0.path, sources) } == ["Sources/Theme/Font+Brand.swift"])
        #expect(choice.map { Self.relative($0.candidate.path, sources) } == "Sources/Theme")
        #expect(choice?.entries == 1)
    }

    @Test("nothing the views use gives entries: no choice, every place with other code tried")
    func noCandidateGivesEntries() throws {
        let (search, sources) = try Self.search([
            "Sources/Theme/Font+Brand.swift":
                #"extension Font { static var brandBody: Font { .custom(Settings.shared.fontName, size: 17) } }"#,
            "Sources/Views/Home.swift":
                #"struct Home: View { var body: some View { Text("a").font(.brandBody).font(.title) } }"#,
        ])
        defer { sources.remove() }
        let (choice, empty) = search.choose()
        #expect(choice == nil)
        // `Sources/Theme` holds no file more than the file itself: it is not read again.
        #expect(empty.map { Self.relative($0.path, sources) } == ["Sources/Theme/Font+Brand.swift", "Sources"])
        #expect(search.systemStyleUses == 1)
    }
}
