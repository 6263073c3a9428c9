import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// A font as a Swift expression makes it, worked out statically: which API, which font name,
/// size and text style, and the modifiers applied.
package struct SwiftFontValue: Sendable, Equatable {
    /// The form of the API that makes the font: its row in ``FontAPICatalog`` names it and says
    /// how it scales.
    package typealias API = FontForm

    /// A style modifier applied to the font (`.bold()`, `.italic()`, `.weight(.semibold)`).
    package struct StyleModifier: Sendable, Equatable {
        /// As written: `bold()`, `italic()`, `weight(.semibold)`.
        package var written: String
        /// Where it is written.
        package var location: SwiftSourceLocation
    }

    /// The API.
    package var api: API
    /// Whether a view's `font(…)` applied it (`content.font(…)`, `font(…)` in a `View`
    /// extension): the chain after it is the view's, whose other modifiers keep the font.
    package var appliedToView = false
    /// Where the font-making call is written (the same form read through several definitions
    /// is one form).
    package var formLocation: SwiftSourceLocation
    /// The font-making call as the app writes it: the API's type, the function and the argument
    /// labels the call uses (`UIFont.boldSystemFont(ofSize:)`, `Font.system(size:weight:)`); nil
    /// where only the API is known.
    package var written: String?
    /// Whether the font is the system font (SF Pro).
    package var isSystem: Bool
    /// The font name (PostScript or family) for a custom font; nil for the system font, or when
    /// the name could not be resolved (see `unresolved`).
    package var name: String?
    /// Where the name is written as a string literal, when it is one (not a constant).
    package var nameLiteralLocation: SwiftSourceLocation?
    /// What the call names the font by when the literal is written elsewhere: the constant or
    /// call as written (`Brand.semibold`, `FontNames.fontName(for: .bold)`), whose declaration
    /// holds the literal at `nameLiteralLocation`; nil when the call writes the literal itself.
    package var nameSource: String?
    /// Points at the Large size; nil for a system text style, or when unresolved.
    package var size: Double?
    /// The text style the size follows (body when none is named).
    package var textStyle: TextStyle = .body
    /// Weight on the 1–1000 scale, when one is set.
    package var weight: Int?
    /// Whether the italic face is asked for.
    package var italic = false
    /// `scaledFont(for:maximumPointSize:)`, points.
    package var maximumPointSize: Double?
    /// `Font.leading(_:)`.
    package var leading: TypeScaleEntry.Leading = .standard
    /// OpenType features from modifiers (`.monospacedDigit()` → `tnum`).
    package var features: [String] = []
    /// `.bold()`, `.italic()`, `.weight(…)` as applied, for the face check.
    package var styleModifiers: [StyleModifier] = []
    /// What could not be worked out statically, each with where it is.
    package var unresolved: [SwiftSourceWarning] = []
    /// `design:` (or `.monospaced()`, a descriptor's design): `rounded`, `serif` or `monospaced`;
    /// nil for the default design.
    package var design: String?
    /// Whether the size given to the API follows Dynamic Type itself (it was computed from
    /// `preferredFont(forTextStyle:).pointSize`, `@ScaledMetric`, `scaledValue(for:)`…).
    package var sizeFromDynamicType = false
    /// Why the font scales twice (a scaled size given to a scaling API), for `scales-twice`.
    package var scalesTwice: String?
    /// The point size at each Dynamic Type size (`xSmall` … `accessibility5`), points, when the
    /// app's code computes it (evaluated once per size).
    package var pointSizes: [Double]?

    /// The call named for a message: as written, else by its API (`Font.custom(_:fixedSize:)`).
    package var writtenAPI: String { written ?? api.name }

    /// The argument labels of the call as written (`["size", "weight"]`; `_` for an unlabeled
    /// argument); empty when it is not known.
    package var writtenLabels: [String] {
        guard let written, let open = written.firstIndex(of: "(") else { return [] }
        return written[written.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
    }

    /// How the size follows Dynamic Type, as the type scale models it (from the form's row).
    package var scaling: TypeScaleEntry.Scaling {
        if pointSizes != nil { return .computed }
        switch api.row.scaling {
        case .relative(.receiver): return .uikit
        case .relative: return .relative
        case .fixed, .asReceiver, .notApplicable: return .fixed
        }
    }

    /// The weight the bold trait gives this font (SwiftUI `.bold()`, UIKit `.traitBold`), on the
    /// 1–1000 scale, as the form's row says (``AppleFontAPI/BoldTrait``): a system text style
    /// with no weight of its own takes the style's emphasized weight from the iOS table (body →
    /// semibold, the large title and title 1–2 → bold); the system font at a size of its own takes the weight
    /// `UIFont.systemFont(ofSize:)`'s row gives; a custom font, or a system font whose weight is
    /// set, takes bold (the family's bold face).
    package var boldTraitWeight: Int {
        guard isSystem, weight == nil, design != "monospaced" else { return FontWeight.bold.value }
        switch api.row.boldTrait {
        case .emphasizedWeightOfStyle:
            return (PlatformTypeTable.iOS.row(for: textStyle)?.emphasizedWeight ?? .bold).value
        case .weight(let weight): return weight.value
        case .familyBold, nil:
            // The system font named through a custom-font API: the system font at that size.
            guard case .weight(let weight)? = FontForm.uiFontSystemSize.row.boldTrait else {
                return FontWeight.bold.value
            }
            return weight.value
        }
    }

    /// Whether the size is the same at every Dynamic Type size.
    package var isFixedSize: Bool { !api.scales && pointSizes == nil && !sizeFromDynamicType }

    /// The type scale entry this font is, named `name`; nil when something is unresolved.
    func entry(named entryName: String, definedAt: SwiftSourceLocation? = nil) -> TypeScaleEntry? {
        guard unresolved.isEmpty else { return nil }
        if !isSystem, name == nil || (size == nil && pointSizes == nil) { return nil }
        let at = definedAt.map { "\($0.file):\($0.line)" }
        // The design is kept: `.monospaced` of the system font is SF Mono (measured with its
        // stand-in when the fonts lack it); `.rounded` and `.serif` are measured with the system
        // font and said to be approximate.
        let family = isSystem ? nil : name
        let asked = design.flatMap(FontDesign.init(rawValue:)) ?? .default
        if let pointSizes {
            return TypeScaleEntry(
                name: entryName, textStyle: textStyle, font: family, weight: weight, italic: italic,
                size: pointSizes[DynamicTypeSize.large.ordinal], scaling: .computed, leading: leading,
                features: features, pointSizes: pointSizes, definedAt: at, design: asked)
        }
        return TypeScaleEntry(
            name: entryName, textStyle: textStyle, font: family, weight: weight, italic: italic,
            size: size, scaling: scaling, leading: leading, maximumPointSize: maximumPointSize, features: features,
            definedAt: at, design: asked)
    }
}
