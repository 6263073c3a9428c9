import Testing
import TypeFitScale
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// `compatibleWith:` a trait collection: the app's own (the view's or view controller's
/// `traitCollection`, `UITraitCollection.current`, a parameter typed `UITraitCollection`, an
/// environment value) is the current Dynamic Type size, with a note saying so once per read; one
/// made for a fixed size category pins the font to it.
@Suite struct SwiftTraitCollectionTests {
    /// The note that the app's trait collection is taken as the current one, if any.
    static func note(_ reading: SwiftScaleReading) -> SwiftSourceWarning? {
        reading.warnings.first { $0.message.contains("taken as the current one") }
    }

    @Test(arguments: [
        "traitCollection", "self.traitCollection", "view.traitCollection", "UITraitCollection.current",
        "UIScreen.main.traitCollection", "window?.traitCollection ?? UITraitCollection.current",
    ])
    func theAppsTraitCollectionIsTheCurrentSize(traits: String) throws {
        let source = """
            import UIKit
            final class TitleController: UIViewController {
                static var title: UIFont { UIFont.preferredFont(forTextStyle: .title2, compatibleWith: \(traits)) }
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "title") == TypeScaleEntry(name: "title", textStyle: .title2), "\(reading.warnings)")
        let note = try #require(Self.note(reading), "\(reading.warnings.map(\.message))")
        #expect(note.location.line == 3 && note.message.contains("compatibleWith"), "\(note)")
    }

    /// A trait collection held in a local, a descriptor made for it, and one read from the
    /// environment all follow the size; the note is given once however many places use one.
    @Test func localsDescriptorsAndEnvironmentValues() throws {
        let source = """
            import UIKit
            import SwiftUI
            enum Fonts {
                static var local: UIFont {
                    let traits = UITraitCollection.current
                    return .preferredFont(forTextStyle: .headline, compatibleWith: traits)
                }
                static var described: UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .callout, compatibleWith: UITraitCollection.current)
                    return UIFont(descriptor: descriptor, size: 0)
                }
            }
            struct Card: View {
                @Environment(\\.sizeCategory) var sizeCategory
                var font: UIFont {
                    UIFont.preferredFont(forTextStyle: .subheadline, compatibleWith: UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory(sizeCategory)))
                }
                var body: some View { Text("x").font(Font(font)) }
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(
            scale.entry(named: "local") == TypeScaleEntry(name: "local", textStyle: .headline), "\(reading.warnings)")
        #expect(scale.entry(named: "described") == TypeScaleEntry(name: "described", textStyle: .callout))
        let card = reading.fonts.first { $0.textStyle == .subheadline }
        #expect(card?.api == .uiFontPreferred && card?.pointSizes == nil, "\(reading.fonts)")
        #expect(reading.warnings.count { $0.message.contains("taken as the current one") } == 1, "\(reading.warnings)")
    }

    /// A font function whose only required parameter is a trait collection is an entry, named
    /// as it would be called with the app's own; a call of it from a view controller is read.
    @Test func aFunctionOverATraitCollectionParameter() throws {
        let source = """
            import UIKit
            extension UIFont {
                static func title(compatibleWith traits: UITraitCollection) -> UIFont {
                    .preferredFont(forTextStyle: .title1, compatibleWith: traits)
                }
            }
            final class Controller: UIViewController {
                override func viewDidLoad() {
                    let label = UILabel()
                    label.font = .title(compatibleWith: traitCollection)
                }
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entries.map(\.name) == ["title(compatibleWith: traitCollection)"], "\(reading.warnings)")
        #expect(scale.entries.first?.textStyle == .title && scale.entries.first?.scaling == .relative)
        #expect(scale.entries.first?.size == nil && scale.entries.first?.font == nil)
        #expect(Self.note(reading) != nil, "\(reading.warnings.map(\.message))")
    }

    /// A trait collection for a fixed size category pins the font at that category's size, and
    /// is not the current one: no note.
    @Test func aFixedSizeCategoryStaysPinned() throws {
        let source = """
            enum Fonts {
                static let pinned = UIFont.preferredFont(
                    forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
                static let pinnedLarger = UIFont.preferredFont(
                    forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
            }
            """
        let reading = try SwiftSources.reading(source)
        let scale = try reading.typeScale(source: "Theme.swift").withoutPlaces
        #expect(scale.entry(named: "pinned")?.scaling == .fixed && scale.entry(named: "pinned")?.size == 17)
        #expect(scale.entry(named: "pinnedLarger")?.scaling == .fixed && scale.entry(named: "pinnedLarger")?.size == 28)
        #expect(Self.note(reading) == nil, "\(reading.warnings.map(\.message))")
    }
}
