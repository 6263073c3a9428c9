import TypeFitDynamicType

/// A font definition found in the code, before entries are named: where it is, how the code
/// names it, and the font it evaluates to.
struct SwiftDefinitionCandidate {
    /// The name as the code gives it: a property, an enum case, `compound.bodyLG`, `title()`,
    /// `app(.headline, weight: .semibold)`.
    var name: String
    /// The enclosing type (`Font`, `Theme.Typography`); empty at the top level.
    var typeName: String
    /// The property or function that gives the font (for an enum case, the enum's property).
    var propertyName: String
    /// Whether the name is an enum case's (qualified with its property on a clash).
    var isEnumCase: Bool
    var location: SwiftSourceLocation
    var font: SwiftFontValue
    /// The name to use where the type-qualified name still clashes (`enaFont(for: .title1)`);
    /// nil: the qualified name and the property.
    var fullName: String?

    /// Whether it is a UIKit font (declared in `UIFont` or made with a UIKit API), for pairing
    /// `Font`/`UIFont` twins.
    var isUIKit: Bool {
        font.api.isUIKit || typeName.hasSuffix(FontForm.uiFontNamed.typeName)
    }
}
