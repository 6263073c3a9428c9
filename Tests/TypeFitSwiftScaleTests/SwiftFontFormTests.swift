import Testing
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// Every font form the reader recognises, each in a small fixture.
@Suite struct SwiftFontFormTests {
    @Test func customWithSizeScalesRelativeToBody() throws {
        let entry = try #require(
            try SwiftSources.entry("body", in: #"extension Font { static let body = Font.custom("Inter", size: 17) }"#))
        #expect(entry == TypeScaleEntry(name: "body", textStyle: .body, font: "Inter", size: 17, scaling: .relative))
    }

    @Test func customRelativeToTakesTheTextStyle() throws {
        let entry = try #require(
            try SwiftSources.entry(
                "titleH6",
                in:
                    #"extension Font { static let titleH6: Font = .custom("InterDisplay-SemiBold", size: 20, relativeTo: .title3) }"#
            ))
        #expect(
            entry.textStyle == .title3 && entry.font == "InterDisplay-SemiBold" && entry.size == 20
                && entry.scaling == .relative)
    }

    @Test func customFixedSizeIsFixed() throws {
        let entry = try #require(
            try SwiftSources.entry(
                "tag", in: #"extension Font { static let tag = Font.custom("Inter", fixedSize: 11) }"#))
        #expect(entry.scaling == .fixed && entry.size == 11)
    }

    @Test func systemSizeIsFixedWithItsWeight() throws {
        let entry = try #require(
            try SwiftSources.entry(
                "label",
                in: "extension Font { static var label: Font { .system(size: 13, weight: .medium, design: .default) } }"
            ))
        #expect(entry.font == nil && entry.size == 13 && entry.scaling == .fixed && entry.weight == 500)
    }

    /// The bold trait as Apple documents it: a text style's emphasized weight (`Font.body.bold()`
    /// is 17 pt semibold; the title styles bold), semibold for the system font at a fixed size
    /// (`boldSystemFont(ofSize:)` is measured semibold), bold for a custom font's family and for
    /// `.weight(.bold)`.
    @Test func boldTraitGivesTheWeightAppleDocuments() throws {
        let source = """
            import SwiftUI
            import UIKit
            extension Font {
                static let bodyBold = Font.body.bold()
                static let footnoteBold = Font.footnote.bold()
                static let largeTitleBold = Font.largeTitle.bold()
                static let titleBold = Font.system(.title).bold()
                static let title3Bold = Font.title3.bold()
                static let headlineBold = Font.headline.bold()
                static let bodyWeightBold = Font.body.weight(.bold)
                static let fixedBold = Font.system(size: 15).bold()
                static let customBold = Font.custom("Inter", size: 17, relativeTo: .body).bold()
                static let lightThenBold = Font.system(.body, weight: .light).bold()
            }
            enum UIFonts {
                static let systemBold = UIFont.boldSystemFont(ofSize: 17)
                static let preferredBold = UIFont(
                    descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
                        .withSymbolicTraits(.traitBold)!, size: 0)
                static let calloutBold = UIFont(
                    descriptor: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .callout)
                        .withSymbolicTraits(.traitBold)!, size: 0)
            }
            """
        let scale = try SwiftSources.reading(source).typeScale(source: "Theme.swift").withoutPlaces
        let weights = Dictionary(uniqueKeysWithValues: scale.entries.map { ($0.name, $0.weight) })
        #expect(weights["bodyBold"] == 600)
        #expect(weights["footnoteBold"] == 600)
        #expect(weights["largeTitleBold"] == 700)
        #expect(weights["titleBold"] == 700)
        #expect(weights["title3Bold"] == 600)
        #expect(weights["headlineBold"] == 600)
        #expect(weights["bodyWeightBold"] == 700)
        #expect(weights["fixedBold"] == 600)
        #expect(weights["customBold"] == 700)
        #expect(weights["lightThenBold"] == 700)
        #expect(weights["systemBold"] == 600)
        #expect(weights["preferredBold"] == 600)
        #expect(weights["calloutBold"] == 600)
        #expect(scale.entries.count == 13, "\(scale.entries.map(\.name))")
    }

    @Test func systemTextStyleWithWeightAndModifiers() throws {
        let source = """
            extension Font {
                static let heading = Font.system(.title2, design: .default, weight: .bold)
                static let strong = Font.body.bold()
                static let quote: Font = .callout.italic()
                static let semi = Font.headline.weight(.semibold)
                static let digits = Font.body.monospacedDigit()
            }
            """
        let scale = try SwiftSources.reading(source).typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "heading") == TypeScaleEntry(name: "heading", textStyle: .title2, weight: 700))
        // `.bold()` on a text style is its emphasized weight: body's is semibold.
        #expect(scale.entry(named: "strong") == TypeScaleEntry(name: "strong", textStyle: .body, weight: 600))
        #expect(scale.entry(named: "quote") == TypeScaleEntry(name: "quote", textStyle: .callout, italic: true))
        #expect(scale.entry(named: "semi")?.weight == 600)
        #expect(scale.entry(named: "digits")?.features == ["tnum"])
    }

    @Test func uiKitForms() throws {
        let source = """
            import UIKit
            enum AppFonts {
                static let fixed = UIFont(name: "Inter-Regular", size: 15)!
                static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Inter-Regular", size: 17)!)
                static let footnote = UIFontMetrics.default.scaledFont(for: UIFont(name: "Inter-Medium", size: 13)!, maximumPointSize: 20)
                static let headline = UIFont.preferredFont(forTextStyle: .headline)
                static let small = UIFont.systemFont(ofSize: 12, weight: .semibold)
                static let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Inter-Bold", size: 28) ?? .systemFont(ofSize: 28))
            }
            """
        let scale = try SwiftSources.reading(source).typeScale(source: "AppFonts.swift").withoutPlaces
        #expect(
            scale.entry(named: "fixed")
                == TypeScaleEntry(name: "fixed", textStyle: .body, font: "Inter-Regular", size: 15, scaling: .fixed))
        #expect(
            scale.entry(named: "body")
                == TypeScaleEntry(name: "body", textStyle: .body, font: "Inter-Regular", size: 17, scaling: .uikit))
        #expect(
            scale.entry(named: "footnote")
                == TypeScaleEntry(
                    name: "footnote", textStyle: .body, font: "Inter-Medium", size: 13, scaling: .uikit,
                    maximumPointSize: 20))
        #expect(scale.entry(named: "headline") == TypeScaleEntry(name: "headline", textStyle: .headline))
        #expect(
            scale.entry(named: "small")
                == TypeScaleEntry(name: "small", textStyle: .body, weight: 600, size: 12, scaling: .fixed))
        #expect(
            scale.entry(named: "title")
                == TypeScaleEntry(name: "title", textStyle: .title, font: "Inter-Bold", size: 28, scaling: .uikit))
    }

    @Test func fixedUIFontThatOnlyFeedsUIFontMetricsIsNotAnEntry() throws {
        let source = """
            enum AppFonts {
                static let base = UIFont(name: "Inter-Regular", size: 17)!
                static let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: base)
            }
            """
        let reading = try SwiftSources.reading(source)
        #expect(reading.definitions.map(\.entryName) == ["body"])
        #expect(try reading.typeScale(source: "x").withoutPlaces.entry(named: "body")?.scaling == .uikit)
    }

    @Test func constantsFromOtherFilesAndTypes() throws {
        let sources = try SwiftSources([
            "Brand.swift": """
            enum Brand {
                static let family = "Inter"
                static let display = "InterDisplay-SemiBold"
                static let baseSize: CGFloat = 16
            }
            let globalSize = 12.5
            """,
            "Typography.swift": """
            extension Font {
                private static let headlineSize: CGFloat = baseSize * 1.25
                private static let baseSize = Brand.baseSize + 1
                static let body = Font.custom(Brand.family, size: baseSize)
                static let headline = Font.custom(Brand.display, size: Self.headlineSize, relativeTo: .headline)
                static let fine = Font.custom(Brand.family, size: CGFloat(globalSize), relativeTo: .caption2)
            }
            """,
        ])
        defer { sources.remove() }
        let scale = try sources.read().typeScale(source: "x").withoutPlaces
        #expect(scale.entry(named: "body")?.size == 17)
        #expect(scale.entry(named: "headline")?.size == 21.25)
        #expect(scale.entry(named: "headline")?.font == "InterDisplay-SemiBold")
        #expect(scale.entry(named: "fine")?.size == 12.5)
        #expect(scale.entries.count == 3)
    }

    @Test func enumSwitchSelfGivesOneEntryPerCase() throws {
        let source = """
            enum Typography: CaseIterable {
                case h1, h2
                case caption
                var font: Font {
                    switch self {
                    case .h1: return .custom("Inter-Bold", size: 32, relativeTo: .largeTitle)
                    case .h2: .custom("Inter-SemiBold", size: 24, relativeTo: .title2)
                    default: .custom("Inter", size: 12, relativeTo: .caption)
                    }
                }
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "x").withoutPlaces
        #expect(scale.entries.map(\.name) == ["h1", "h2", "caption"])
        #expect(scale.entry(named: "h2")?.size == 24)
        #expect(scale.entry(named: "caption")?.textStyle == .caption)
        // Each case's entry is defined where the case is declared.
        #expect(reading.definitions.map(\.location.line) == [2, 2, 3])
    }

    @Test func enumFontBuiltFromPerCaseProperties() throws {
        let source = """
            enum Heading {
                case large, small
                var size: CGFloat {
                    switch self {
                    case .large: 28
                    case .small: 15
                    }
                }
                var style: Font.TextStyle {
                    switch self {
                    case .large: .title
                    case .small: .subheadline
                    }
                }
                var font: Font { Font.custom("Inter-SemiBold", size: size, relativeTo: style) }
            }
            """
        let scale = try SwiftSources.reading(source).typeScale(source: "x").withoutPlaces
        #expect(
            scale.entry(named: "large")
                == TypeScaleEntry(name: "large", textStyle: .title, font: "Inter-SemiBold", size: 28))
        #expect(
            scale.entry(named: "small")
                == TypeScaleEntry(name: "small", textStyle: .subheadline, font: "Inter-SemiBold", size: 15))
    }

    @Test func clashingNamesAreQualifiedByType() throws {
        let source = """
            extension Font { static let title = Font.custom("Inter-Bold", size: 28, relativeTo: .title) }
            enum Legacy { static let title = UIFont.preferredFont(forTextStyle: .title1) }
            enum Other { static let body = Font.custom("Inter", size: 17) }
            """
        let reading = try SwiftSources.reading(source)
        #expect(reading.definitions.map(\.entryName) == ["Font.title", "Legacy.title", "body"])
        #expect(reading.definitions.map(\.location.line) == [1, 2, 3])
    }
}
