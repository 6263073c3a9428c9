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
}
