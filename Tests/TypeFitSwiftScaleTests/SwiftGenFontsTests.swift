import Testing
import TypeFitScale
import TypeFitShaping
import TypeFitTestSupport

@testable import TypeFitSwiftScale

/// SwiftGen's `FontFamily` enum, synthesized from the fonts given when the generated file is not
/// among the sources read: named as SwiftGen's default template names it, every form an app
/// writes read, a member no font gives warned about, and a generated file that is present read
/// as code.
@Suite struct SwiftGenFontsTests {
    /// The fonts TypeFit bundles (Inter, Inter Display, static faces).
    static func bundledFonts() throws -> FontLibrary {
        var library = FontLibrary()
        try library.add(path: TestFixtures.bundledFontsFolder, recursive: false)
        return library
    }

    /// The reading of `files` (name → Swift source) with `fonts`.
    static func read(_ files: [String: String], fonts: FontLibrary?) throws -> SwiftScaleReading {
        let sources = try SwiftSources(files)
        defer { sources.remove() }
        return try SwiftScaleReader.read(paths: [sources.directory.path], fonts: fonts)
    }

    static func note(_ reading: SwiftScaleReading) -> [SwiftSourceWarning] {
        reading.warnings.filter { $0.message.contains("synthesized from the fonts given, as SwiftGen generates it") }
    }

    @Test(arguments: [
        ("DM Sans", "DMSans"), ("Inter Display", "InterDisplay"), ("Inter", "Inter"), ("DM SANS", "DmSans"),
        ("Font Awesome 5 Free", "FontAwesome5Free"), ("Noto_Sans-Mono", "NotoSansMono"), ("3D Type", "_3DType"),
    ])
    func familyEnumNames(family: String, expected: String) {
        #expect(SwiftGenIdentifier.typeName(family: family) == expected)
    }

    @Test(arguments: [
        ("Regular", "regular"), ("Bold", "bold"), ("SemiBold Italic", "semiBoldItalic"), ("SemiBold", "semiBold"),
        ("ExtraLight-Italic", "extraLightItalic"), ("BOLD", "bold"), ("BOLD ITALIC", "boldItalic"),
        ("9pt Regular", "_9ptRegular"), ("DMSans", "dmSans"), ("UI Text", "uiText"),
        ("Medium Oblique", "mediumOblique"),
    ])
    func faceMemberNames(style: String, expected: String) {
        #expect(SwiftGenIdentifier.memberName(style: style) == expected)
    }

    /// The bundled fonts give `FontFamily.Inter` and `FontFamily.InterDisplay`, each face a member
    /// named from its style ("SemiBold Italic" → `semiBoldItalic`) holding its PostScript name.
    @Test func familiesFromTheFontsFolder() throws {
        let families = SwiftGenFontFamilies(faces: try Self.bundledFonts().faces.map(\.descriptor))
        #expect(families.families.map(\.typeName) == ["Inter", "InterDisplay"])
        #expect(families.families.map(\.name) == ["Inter", "Inter Display"])
        let inter = try #require(families.families.first)
        #expect(
            Set(inter.faces.map(\.member))
                == ["bold", "boldItalic", "italic", "medium", "mediumItalic", "regular", "semiBold", "semiBoldItalic"])
        #expect(
            families.face(family: "InterDisplay", member: "semiBoldItalic")?.postScriptName
                == "InterDisplay-SemiBoldItalic")
        #expect(families.face(family: "Inter", member: "regular")?.postScriptName == "Inter-Regular")
        #expect(families.face(family: "Inter", member: "black") == nil)
    }

    /// A variable font is one font to SwiftGen: its default face is a member ("9pt Regular" →
    /// `_9ptRegular`), its named instances are not.
    @Test func aVariableFontGivesItsDefaultFace() throws {
        let library = try FontLibrary(paths: [TestFixtures.testFont("DMSans-VariableLatin.ttf")])
        let families = SwiftGenFontFamilies(faces: library.faces.map(\.descriptor))
        #expect(families.families.map(\.typeName) == ["DMSans"])
        #expect(families.families.first?.faces.map(\.member) == ["_9ptRegular"])
        let reading = try Self.read(
            ["Theme.swift": "enum T { static let body = FontFamily.DMSans._9ptRegular.swiftUIFont(size: 15) }"],
            fonts: library)
        let body = try reading.typeScale(source: "x").entry(named: "body")
        #expect(body?.font == "DMSans-9ptRegular" && body?.size == 15, "\(reading.warnings)")
    }

    /// Every form SwiftGen's template gives, against the bundled fonts, with the note once.
    @Test func everyFormReadsTheFaceItNames() throws {
        let theme = """
            import SwiftUI
            enum Theme {
                static let uiKit = FontFamily.Inter.regular.font(size: 15)
                static let swiftUI = FontFamily.Inter.regular.swiftUIFont(size: 15)
                static let fixed = FontFamily.Inter.bold.swiftUIFont(fixedSize: 13)
                static let title = FontFamily.InterDisplay.semiBold.swiftUIFont(size: 28, relativeTo: .title)
                static let initializer = UIFont(font: FontFamily.InterDisplay.semiBoldItalic, size: 15)!
                static let bridged = Font(FontFamily.Inter.bold.font(size: 17))
                static let scaled = UIFontMetrics(forTextStyle: .headline).scaledFont(for: FontFamily.Inter.medium.font(size: 17))
            }
            """
        let reading = try Self.read(["Theme.swift": theme], fonts: try Self.bundledFonts())
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        func expect(_ name: String, _ entry: TypeScaleEntry, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(scale.entry(named: name) == entry, "\(reading.warnings)", sourceLocation: sourceLocation)
        }
        expect(
            "uiKit", TypeScaleEntry(name: "uiKit", textStyle: .body, font: "Inter-Regular", size: 15, scaling: .fixed))
        expect("swiftUI", TypeScaleEntry(name: "swiftUI", textStyle: .body, font: "Inter-Regular", size: 15))
        expect("fixed", TypeScaleEntry(name: "fixed", textStyle: .body, font: "Inter-Bold", size: 13, scaling: .fixed))
        expect("title", TypeScaleEntry(name: "title", textStyle: .title, font: "InterDisplay-SemiBold", size: 28))
        expect(
            "initializer",
            TypeScaleEntry(
                name: "initializer", textStyle: .body, font: "InterDisplay-SemiBoldItalic", size: 15, scaling: .fixed))
        expect(
            "bridged", TypeScaleEntry(name: "bridged", textStyle: .body, font: "Inter-Bold", size: 17, scaling: .fixed))
        expect(
            "scaled",
            TypeScaleEntry(name: "scaled", textStyle: .headline, font: "Inter-Medium", size: 17, scaling: .uikit))
        let notes = Self.note(reading)
        #expect(notes.count == 1, "\(reading.warnings)")
        #expect(notes.first?.location.line == 3 && notes.first?.location.file.hasSuffix("Theme.swift") == true)
        #expect(notes.first?.message.contains("FontFamily.Inter, FontFamily.InterDisplay") == true)
        #expect(reading.warnings.count == 1, "\(reading.warnings)")
    }

    /// A member or family no font gives is a warning naming the app's file and line, with the
    /// members the fonts give and the closest one.
    @Test func aMemberNoFontGivesIsWarned() throws {
        let theme = """
            enum Theme {
                static let body = FontFamily.Inter.regular.swiftUIFont(size: 17)
                static let heavy = FontFamily.Inter.black.swiftUIFont(size: 17)
                static let brand = FontFamily.Roboto.bold.swiftUIFont(size: 17)
                static let typo = FontFamily.Inter.semibold.font(size: 17)
            }
            """
        let reading = try Self.read(["Theme.swift": theme], fonts: try Self.bundledFonts())
        #expect(try reading.typeScale(source: "x").entries.map(\.name) == ["body"])
        func warning(_ line: Int) -> SwiftSourceWarning? {
            reading.warnings.first { $0.location.line == line && $0.location.file.hasSuffix("Theme.swift") }
        }
        let heavy = try #require(warning(3), "\(reading.warnings)")
        #expect(heavy.message.contains("FontFamily.Inter.black"), "\(heavy.message)")
        #expect(heavy.message.contains("regular, semiBold, semiBoldItalic"), "\(heavy.message)")
        let brand = try #require(warning(4), "\(reading.warnings)")
        #expect(
            brand.message.contains("no font given has a family SwiftGen names FontFamily.Roboto"), "\(brand.message)")
        let typo = try #require(warning(5), "\(reading.warnings)")
        #expect(typo.message.contains("did you mean semiBold?"), "\(typo.message)")
    }

    /// Without fonts nothing is synthesized: `FontFamily` is code outside the sources, as before.
    @Test func withoutFontsNothingIsSynthesized() throws {
        let theme = """
            extension Font { static let body = Font.custom("Inter", size: 17) }
            enum Theme { static let bold = FontFamily.Inter.bold.font(size: 17) }
            """
        let reading = try Self.read(["Theme.swift": theme], fonts: nil)
        #expect(try reading.typeScale(source: "x").entries.map(\.name) == ["body"])
        #expect(Self.note(reading).isEmpty)
        #expect(reading.warnings.contains { $0.location.line == 2 && $0.message.contains("outside the code") })
    }

    /// A generated file among the sources is read as code, not replaced: here it names a face
    /// the synthesized enum would not (`regular` → `Inter-Medium`), and that is what is read.
    @Test func aGeneratedFileInTheSourcesIsReadAsCode() throws {
        let generated = """
            // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen
            import UIKit.UIFont
            internal enum FontFamily {
              internal enum Inter {
                internal static let regular = FontConvertible(name: "Inter-Medium", family: "Inter", path: "Inter-Medium.otf")
                internal static let all: [FontConvertible] = [regular]
              }
            }
            internal struct FontConvertible {
              internal let name: String
              internal let family: String
              internal let path: String
              internal func font(size: CGFloat) -> UIFont {
                guard let font = UIFont(font: self, size: size) else {
                  fatalError("Unable to initialize font '\\(name)' (\\(family))")
                }
                return font
              }
            }
            internal extension UIFont {
              convenience init?(font: FontConvertible, size: CGFloat) {
                self.init(name: font.name, size: size)
              }
            }
            """
        let theme = "enum Theme { static let body = FontFamily.Inter.regular.font(size: 15) }"
        let reading = try Self.read(
            ["Generated/Fonts.swift": generated, "Theme.swift": theme], fonts: try Self.bundledFonts())
        let body = try reading.typeScale(source: "x").entry(named: "body")
        #expect(body?.font == "Inter-Medium" && body?.size == 15, "\(reading.warnings)")
        #expect(Self.note(reading).isEmpty, "\(reading.warnings)")
    }

    /// Lint finds a fixed size where the app calls the synthesized helper, never in the
    /// synthesized file: `font(size:)` in a view is `UIFont(name:size:)` at the view's line.
    @Test func lintFindingsAreAtTheAppsCalls() throws {
        let view = """
            import UIKit
            final class Header: UIView {
                let label = UILabel()
                func style() {
                    label.font = FontFamily.Inter.bold.font(size: 20)
                    label.font = FontFamily.Inter.regular.font(size: 14)
                }
            }
            """
        let sources = try SwiftSources(["Header.swift": view])
        defer { sources.remove() }
        let run = try LintRun(
            paths: [sources.directory.path], disabled: [], fontPaths: [TestFixtures.bundledFontsFolder],
            infoPlist: nil, warn: { _ in })
        let fixed = run.findings.filter { $0.rule == .nonScalingFont }
        #expect(fixed.map(\.line) == [5, 6], "\(run.findings.map(\.compilerLine))")
        #expect(fixed.allSatisfy { $0.file.hasSuffix("Header.swift") })
        #expect(!run.findings.contains { $0.file == SwiftGenFontFamilies.path }, "\(run.findings.map(\.compilerLine))")
    }
}
