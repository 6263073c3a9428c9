import Testing
import TypeFitScale
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// Every declaration that gives a font ends as an entry or as a warning naming its line: the
/// ones no definition reads are worked out on their own, named by type and member, or said to
/// be left out and why. Each fixture is written for the test.
@Suite struct SwiftNothingDroppedTests {
    /// A protocol extension's font property and an instance font property of a struct no static
    /// holds need no instance: each is an entry, named by type and member.
    @Test func instanceFontsNoDefinitionReadsAreEntries() throws {
        let source = """
            protocol Typographic {}
            extension Typographic { var footnote: Font { .footnote.italic() } }
            struct Theme { var caption: Font { .custom("Inter", size: 12, relativeTo: .caption) } }
            extension URL { func labelFont() -> UIFont { .systemFont(ofSize: 12) } }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entries.map(\.name).sorted() == ["Theme.caption", "Typographic.footnote", "URL.labelFont()"])
        #expect(scale.entry(named: "Typographic.footnote")?.italic == true)
        #expect(scale.entry(named: "Theme.caption")?.scaling == .relative)
        #expect(reading.warnings.isEmpty, "\(reading.warnings)")
    }

    /// A font property that reads the value it is called on (an extension of a system type, used
    /// by nothing in the sources) is a warning at its line naming the type, not a silent drop.
    @Test func aFontOfTheValueItIsReadOnIsWarned() throws {
        let source = """
            extension Font.TextStyle {
                var size: CGFloat {
                    switch self {
                    case .largeTitle: 40
                    default: 16
                    }
                }
                var brand: Font { .custom("Inter", size: size, relativeTo: self) }
            }
            """
        let reading = try SwiftSources.reading(source)
        let warnings = reading.warnings.filter { $0.message.contains("brand") }
        #expect(warnings.count == 1, "\(reading.warnings)")
        #expect(warnings.first?.location.line == 8)
        #expect(
            warnings.first?.message.hasPrefix(
                "'Font.TextStyle.brand' left out of the scale: an instance property of 'Font.TextStyle'") == true)
    }

    /// Read on a known value, the same property is an entry (the warning above is only for a
    /// property nothing reads).
    @Test func aFontOfTheValueItIsReadOnIsReadThroughItsUse() throws {
        let source = """
            extension Font.TextStyle {
                var size: CGFloat { self == .largeTitle ? 40 : 16 }
                var brand: Font { .custom("Inter", size: size, relativeTo: self) }
            }
            enum Styles { static let hero = Font.TextStyle.largeTitle.brand }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entries.map(\.name) == ["hero"])
        #expect(scale.entry(named: "hero")?.size == 40)
        #expect(reading.warnings.isEmpty, "\(reading.warnings)")
    }

    /// Fonts kept in a collection, stored fonts without a value of their own, and a font function
    /// of a parameter no call fixes are each named in a warning at their line.
    @Test func fontsTypeFitCannotMakeEntriesOfAreWarned() throws {
        let source = """
            struct Fonts {
                static let table: [Font.TextStyle: Font] = [.body: .custom("Inter", size: 17)]
                static func sized(_ points: CGFloat) -> Font { .custom("Inter", size: points) }
            }
            struct Row: View {
                let font: Font
                let detailFont: UIFont
                var body: some View { Text("x").font(font) }
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try? reading.typeScale(source: "Theme.swift")
        #expect(scale?.entries.isEmpty ?? true)
        let byLine = Dictionary(grouping: reading.warnings, by: \.location.line)
        #expect(byLine[2]?.first?.message.hasPrefix("'Fonts.table' left out of the scale: it holds fonts") == true)
        #expect(
            byLine[3]?.first?.message
                == "'Fonts.sized(_:)' left out of the scale: its font depends on 'points', and no call in the sources read gives it a constant value"
        )
        #expect(
            byLine[6]?.first?.message
                == "'Row.font', 'Row.detailFont' left out of the scale: stored fonts with no value of their own, given by whoever makes a 'Row'"
        )
        #expect(reading.warnings.count == 3, "\(reading.warnings)")
    }

    /// Instance members of `Font` and `UIFont` are modifiers of the font they are called on, read
    /// where a definition calls them: not entries, not warnings.
    @Test func modifiersOfTheFontTypesAreNotDefinitions() throws {
        let source = """
            extension UIFont {
                func withTraits(_ traits: UIFontDescriptor.SymbolicTraits) -> UIFont {
                    UIFont(descriptor: fontDescriptor.withSymbolicTraits(traits)!, size: 0)
                }
                func bolder() -> UIFont { withTraits(.traitBold) }
            }
            extension Font { var emphasized: Font { self.weight(.semibold) } }
            enum Styles { static let body = Font.custom("Inter", size: 17) }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entries.map(\.name) == ["body"])
        #expect(reading.warnings.isEmpty, "\(reading.warnings)")
    }

    /// A font the collection reads is not read a second time by the accounting: a static holding
    /// an instance, and a font function called with constants.
    @Test func readFontsAreNotReadAgain() throws {
        let source = """
            struct Theme {
                static let shared = Theme()
                let body: Font = .custom("Inter", size: 17)
            }
            extension Font {
                static func inter(_ size: CGFloat) -> Font { .custom("Inter", size: size) }
                static let small = Font.inter(12)
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(!scale.entries.map(\.name).contains("Theme.body"), "\(scale.entries.map(\.name))")
        #expect(scale.entry(named: "shared")?.size == 17, "\(scale.entries.map(\.name))")
        #expect(scale.entry(named: "small")?.size == 12)
        #expect(!reading.warnings.contains { $0.message.contains("inter") }, "\(reading.warnings)")
    }
}
