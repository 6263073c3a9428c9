/// One font the app's code defines as part of its type scale: a static property
/// (`static let titleH6: Font = .custom(…)`), or one case of an enum's font property.
package struct SwiftFontDefinition: Sendable, Equatable {
    /// The entry's name in the scale: the property or case name, qualified by its type
    /// (`Font.title`) only where two types define the same name.
    package var entryName: String
    /// The property's or case's own name.
    package var name: String
    /// The enclosing type (`Font`, `Theme.Typography`); empty at the top level.
    package var typeName: String
    /// The property that gives the font (for an enum case: the enum's property, such as `font`).
    package var propertyName: String
    /// Where the property (or the enum case's branch) is written.
    package var location: SwiftSourceLocation
    /// The font, as worked out.
    package var font: SwiftFontValue
}
