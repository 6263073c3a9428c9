import Foundation
import Testing
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// Edge cases of the evaluator met on real code: a modifier calling `font(…)` without `self.`,
/// `#if` in member blocks and bodies, body's and headline's shared sizes, an implicit member
/// after `??`, and generated font code absent from the tree.
@Suite struct SwiftEvaluatorEdgeCaseTests {
    static func read(_ source: String) throws -> (scale: TypeScale, reading: SwiftScaleReading) {
        let reading = try SwiftSources.reading(source)
        return (try reading.typeScale(source: "Theme.swift").withoutPlaces, reading)
    }

    /// a View modifier applying `font(…)` without `self.` is an entry.
    @Test func aViewModifierCallingFontWithoutSelf() throws {
        let source = """
            extension Font { static let body2 = Font.custom("Inter", size: 17) }
            extension View {
                func title() -> some View { font(.custom("Inter", size: 20, relativeTo: .title3)) }
            }
            """
        let scale = try Self.read(source).scale
        #expect(
            scale.entry(named: "title()")
                == TypeScaleEntry(name: "title()", textStyle: .title3, font: "Inter", size: 20, scaling: .relative))
    }

    /// `#if` in a member block: the first branch only, one entry named `body`.
    @Test func conditionalCompilationInAMemberBlock() throws {
        let source = """
            extension Font {
                #if os(iOS)
                static let body = Font.custom("Inter", size: 17)
                #else
                static let body = Font.custom("Inter", size: 99)
                #endif
            }
            """
        let (scale, reading) = try Self.read(source)
        #expect(scale.entries.map(\.name) == ["body"])
        #expect(!reading.warnings.contains { $0.message.contains("defined again") })
    }

    /// `#if` among a getter's statements: the first branch runs.
    @Test func conditionalCompilationInABody() throws {
        let source = """
            extension Font {
                static var note: Font {
                    #if DEBUG
                    return .custom("Inter", size: 13)
                    #else
                    return .custom("Inter", size: 98)
                    #endif
                }
            }
            """
        let scale = try Self.read(source).scale
        #expect(
            scale.entry(named: "note")
                == TypeScaleEntry(name: "note", textStyle: .body, font: "Inter", size: 13, scaling: .relative))
    }

    /// the system font at body's own size at every size is body, not headline (same sizes).
    @Test func theSystemFontAtBodysOwnSizeIsBody() throws {
        let source = """
            enum Fonts {
                static var body: UIFont {
                    let preferred = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
                    return UIFont(descriptor: preferred, size: preferred.pointSize)
                }
            }
            """
        #expect(try Self.read(source).scale.entry(named: "body") == TypeScaleEntry(name: "body", textStyle: .body))
    }

    /// an implicit member on the right of `??` takes the left side's type.
    @Test func implicitMemberAfterNilCoalescing() throws {
        let source = """
            enum Size: CGFloat { case small = 13, large = 17 }
            extension Font {
                static let fallback = Font.custom("Inter", size: (Size(rawValue: 99) ?? .small).rawValue)
            }
            """
        #expect(
            try Self.read(source).scale.entry(named: "fallback")
                == TypeScaleEntry(name: "fallback", textStyle: .body, font: "Inter", size: 13, scaling: .relative))
    }

    /// generated code absent from the tree, in an untyped static, is a warning.
    @Test func generatedCodeInAnUntypedStaticIsWarned() throws {
        let source = """
            extension Font { static let body = Font.custom("Inter", size: 17) }
            enum Fonts {
                static let bold = FontFamily.Inter.bold.font(size: 17)
            }
            """
        let reading = try Self.read(source).reading
        #expect(reading.warnings.contains { $0.location.line == 3 && $0.message.contains("outside the code") })
    }

    /// A size capped at a size category (`scaledValue(for:compatibleWith:)` with traits for
    /// xxxLarge as `maximumPointSize`): the code's own sizes, flat from xxxLarge on.
    @Test func aSizeCappedAtASizeCategory() throws {
        let source = """
            extension UIFont {
                static func font(with style: UIFont.TextStyle, maxSizeCategory: UIContentSizeCategory = .extraExtraExtraLarge) -> UIFont {
                    let font = systemFont(ofSize: 17, weight: .regular)
                    let metrics = UIFontMetrics(forTextStyle: style)
                    let cap = metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: maxSizeCategory))
                    return metrics.scaledFont(for: font, maximumPointSize: cap)
                }
            }
            let title = UIFont.font(with: .body)
            """
        let (scale, _) = try Self.read(source)
        let entry = try #require(scale.entry(named: "font(with: .body)"))
        #expect(entry.scaling == .uikit)
        #expect(entry.size == 17)
        let resolved = try TypeScaleResolver(
            library: BundledFonts.library(), systemFont: .standIn(bundled: BundledFonts.library())
        ).resolve(scale)
        let sizes = resolved.entries[0].styles.map(\.pointSize)
        // From xxxLarge on the size stays at its xxxLarge value.
        #expect(Set(sizes[6...]).count == 1)
        #expect(sizes[5] < sizes[6])
    }

    /// A holder whose other fields cannot be worked out (`id: UUID()`) still gives its font.
    @Test func aFieldThatCannotBeWorkedOutFailsOnlyWhereItIsRead() throws {
        let source = """
            struct Badge {
                let id: UUID
                let font: Font
            }
            enum Badges {
                static let new = Badge(id: UUID(), font: .custom("Inter-Bold", size: 12, relativeTo: .caption))
            }
            """
        let (scale, reading) = try Self.read(source)
        #expect(
            scale.entry(named: "new")
                == TypeScaleEntry(name: "new", textStyle: .caption, font: "Inter-Bold", size: 12, scaling: .relative))
        #expect(reading.warnings.isEmpty)
    }

    /// A font helper in a `URL` extension does not make every `URL` constant a definition; the
    /// helper itself gives a font, so it is an entry of its own, named by type and function.
    @Test func constantsOfSystemTypesWithAFontHelperAreNotRead() throws {
        let source = """
            extension URL {
                static let home = URL(string: "https://example.com")!
                func labelFont() -> UIFont { .systemFont(ofSize: 12) }
            }
            extension Font { static let body2 = Font.custom("Inter", size: 16) }
            """
        let (scale, reading) = try Self.read(source)
        #expect(scale.entries.map(\.name) == ["body2", "URL.labelFont()"])
        #expect(reading.warnings.isEmpty)
    }

    /// The system font's family name given back to `Font.custom` is the system font.
    @Test func theSystemFamilyNameIsTheSystemFont() throws {
        let source = """
            extension Font {
                static let systemFamily = UIFont.systemFont(ofSize: 12).familyName
                static let caption3 = Font.custom(systemFamily, size: 11, relativeTo: .caption2)
            }
            """
        let (scale, _) = try Self.read(source)
        #expect(
            scale.entry(named: "caption3")
                == TypeScaleEntry(name: "caption3", textStyle: .caption2, size: 11, scaling: .relative))
    }
}
