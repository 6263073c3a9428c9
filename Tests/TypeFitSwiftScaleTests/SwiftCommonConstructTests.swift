import Testing
import TypeFitScale
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// Font code as apps commonly write it, each construct in a fixture written for the test: a
/// system style named like the constant that holds it, modifiers on the app's own constants,
/// stored fonts of structs, view modifiers, a brand helper over extensions of system types, and
/// preferred fonts for the app's trait collection. Each is read, or named in a warning.
@Suite struct SwiftCommonConstructTests {
    /// Where a font is expected, `.caption` is `Font.caption`: a constant of the same name in the
    /// app's own type is not a candidate (it used to be read as referring to itself).
    @Test func implicitSystemStyleInAConstantOfTheSameName() throws {
        let source = """
            enum T {
                static let caption: Font = .caption
                static let body = Font.custom("Inter", size: 17, relativeTo: .body)
                static let footnote: UIFont = .preferredFont(forTextStyle: .footnote)
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "caption") == TypeScaleEntry(name: "caption", textStyle: .caption))
        #expect(scale.entry(named: "body")?.font == "Inter")
        #expect(scale.entry(named: "footnote")?.textStyle == .footnote)
        #expect(!reading.warnings.contains { $0.message.contains("refers to itself") }, "\(reading.warnings)")
    }

    /// A modifier on another of the app's font constants is a font too, read or warned about,
    /// never dropped: `body.bold()`, `T.body.weight(.semibold)`, in a type with no declared font.
    @Test func modifiersOnTheAppsOwnFontConstants() throws {
        let source = """
            enum T {
                static let body = Font.custom("Inter", size: 17, relativeTo: .body)
                static let bodyBold = body.bold()
                static let bodySemi = T.body.weight(.semibold)
                static let bodyItalicBold = bodyBold.italic()
                static let unknown = body.weight(Settings.chosenWeight)
                static let spacing = 8
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "bodyBold")?.font == "Inter" && scale.entry(named: "bodyBold")?.weight == 700)
        #expect(scale.entry(named: "bodySemi")?.weight == 600)
        #expect(scale.entry(named: "bodyItalicBold")?.italic == true)
        #expect(scale.entries.map(\.name).sorted() == ["body", "bodyBold", "bodyItalicBold", "bodySemi"])
        #expect(
            reading.warnings.contains { $0.message.hasPrefix("'unknown' left out of the scale") },
            "\(reading.warnings.map(\.message))")
        #expect(!reading.warnings.contains { $0.message.contains("spacing") })
    }

    /// A stored font in a struct no static reaches is read, named by type and property; one a
    /// static holds is read through the holder only, not twice.
    @Test func storedFontsOfStructsNoStaticReaches() throws {
        let source = """
            struct CardFont { let title = Font.custom("HeptaSlab-Bold", size: 36) }
            struct Held { let caption = Font.custom("Inter", size: 12, relativeTo: .caption) }
            extension Font { static let held = Held() }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "CardFont.title")?.font == "HeptaSlab-Bold")
        #expect(scale.entry(named: "CardFont.title")?.size == 36)
        #expect(scale.entries.map(\.name).sorted() == ["CardFont.title", "held"], "\(scale.entries.map(\.name))")
    }

    /// The font a `ViewModifier` body or a `View` extension applies, with or without `self.` and
    /// with view modifiers after it, is an entry named by the type or the function.
    @Test func fontsViewModifiersApply() throws {
        let source = """
            import SwiftUI
            struct BodyStyle: ViewModifier {
                func body(content: Content) -> some View { content.font(.custom("Poppins-Regular", size: 16)) }
            }
            extension View {
                func title() -> some View { font(.system(size: 98, weight: .bold)).foregroundStyle(.primary) }
                func caption() -> some View { self.font(.caption).padding(4) }
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "BodyStyle")?.font == "Poppins-Regular")
        #expect(scale.entry(named: "BodyStyle")?.size == 16)
        #expect(scale.entry(named: "title()")?.size == 98 && scale.entry(named: "title()")?.weight == 700)
        #expect(scale.entry(named: "caption()")?.textStyle == .caption)
        #expect(scale.entries.count == 3, "\(scale.entries.map(\.name)) \(reading.warnings.map(\.message))")
    }

    /// The brand helper many apps copy: a face name from an extension of `Font.Weight` (switching
    /// on `self`) and a size from an extension of `Font.TextStyle` that asks UIKit for the style's
    /// size at Large, called with constant arguments.
    @Test func brandHelperOverSystemTypeExtensions() throws {
        let source = """
            import SwiftUI
            import UIKit
            extension Font {
                static func brand(_ weight: Font.Weight, textStyle: Font.TextStyle = .body) -> Font {
                    .custom(weight.brandFontName, size: textStyle.defaultSize, relativeTo: textStyle)
                }
            }
            extension Font.Weight {
                var brandFontName: String { switch self { case .bold: "Brand-Bold"; default: "Brand-Regular" } }
            }
            fileprivate extension Font.TextStyle {
                var uiTextStyle: UIFont.TextStyle {
                    switch self {
                    case .title: .title1
                    case .headline: .headline
                    default: .body
                    }
                }
                var defaultSize: CGFloat {
                    UIFont.preferredFont(forTextStyle: uiTextStyle,
                                         compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)).pointSize
                }
            }
            struct Screen: View {
                var body: some View {
                    Text("A").font(.brand(.bold, textStyle: .title))
                    Text("B").font(.brand(.regular))
                }
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        let names = scale.entries.map(\.name)
        let title = try #require(scale.entry(named: "brand(.bold, textStyle: .title)"), "\(names) \(reading.warnings)")
        #expect(title.font == "Brand-Bold" && title.size == 28 && title.textStyle == .title)
        let body = try #require(scale.entry(named: "brand(.regular)"), "\(names)")
        #expect(body.font == "Brand-Regular" && body.size == 17 && body.textStyle == .body)
    }

    /// A preferred font for the app's own trait collection follows the current size, as without
    /// `compatibleWith:`, with one note saying so; one for a fixed size category is pinned to it.
    @Test func preferredFontForTheAppsTraitCollection() throws {
        let source = """
            import UIKit
            final class TitleCell: UITableViewCell {
                func configure() {
                    textLabel?.font = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traitCollection)
                    detailTextLabel?.font = .preferredFont(forTextStyle: .footnote, compatibleWith: self.traitCollection)
                }
            }
            enum Fonts {
                static let current = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection.current)
                static let pinned = UIFont.preferredFont(
                    forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "current") == TypeScaleEntry(name: "current", textStyle: .body))
        #expect(scale.entry(named: "pinned")?.scaling == .fixed && scale.entry(named: "pinned")?.size == 17)
        // The fonts the cell sets scale with the user's size; nothing is left out.
        let used = reading.fonts.filter { $0.api == .uiFontPreferred }.map(\.textStyle)
        #expect(Set(used).isSuperset(of: [.headline, .footnote, .body]), "\(reading.fonts)")
        // Only the note that the app's trait collection is taken as the current one, once.
        #expect(reading.warnings.count == 1, "\(reading.warnings.map(\.message))")
        #expect(reading.warnings.first?.message.contains("taken as the current one") == true)
        #expect(reading.warnings.first?.message.hasSuffix("(and 2 more place(s))") == true)
    }

    /// `scaledFont(for:compatibleWith:)` scales for the traits' size category: the app's own traits
    /// follow the user's size; traits for one size category give a fixed size, the one
    /// `scaledValue(for:compatibleWith:)` gives for the same traits.
    @Test func scaledFontForATraitCollection() throws {
        let source = """
            import UIKit
            enum Fonts {
                static let extraLarge = UITraitCollection(preferredContentSizeCategory: .extraLarge)
                static let current = UIFontMetrics(forTextStyle: .body).scaledFont(
                    for: UIFont(name: "Inter", size: 17)!, compatibleWith: UITraitCollection.current)
                static let pinned = UIFontMetrics(forTextStyle: .body).scaledFont(
                    for: UIFont(name: "Inter", size: 17)!, compatibleWith: extraLarge)
                static let pinnedValue = UIFont(
                    name: "Inter", size: UIFontMetrics(forTextStyle: .body).scaledValue(for: 17, compatibleWith: extraLarge))!
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        let current = try #require(scale.entry(named: "current"), "\(reading.warnings.map(\.message))")
        #expect(current.scaling == .uikit && current.size == 17)
        let pinned = try #require(scale.entry(named: "pinned"))
        let value = try #require(scale.entry(named: "pinnedValue"))
        #expect(pinned.scaling == .fixed && value.scaling == .fixed)
        #expect(pinned.size == value.size && pinned.size.map { $0 > 17 } == true, "\(pinned) \(value)")
    }
}
