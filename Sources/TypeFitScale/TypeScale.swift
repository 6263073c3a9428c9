import TypeFitDynamicType

/// A type scale: the app's text roles and the fonts they use, in one place.
///
/// Read one from a JSON type scale file (`TypeScale.load(path:)`, format in docs/type-scales.md), from a
/// ScaledFont style dictionary (`TypeScale.loadStyleDictionary(path:)`), or take a default
/// (`TypeScale.defaultInter`, `TypeScale.defaultSystem`).
public struct TypeScale: Sendable, Equatable {
    /// A name for reports.
    public var name: String
    /// Where the scale came from (a path, or a description of a built-in scale).
    public var source: String
    /// The platform whose Dynamic Type table the scale follows.
    public var platform: Platform
    /// Families registered by the scale.
    public var fonts: [FontRegistration]
    /// The entries, in document order.
    public var entries: [TypeScaleEntry]
    /// Remarks about the scale itself (too many entries; style-dictionary fallbacks).
    public var notes: [String]

    /// A scale that defines more entries than this earns a note: a type scale that large is a
    /// design smell.
    public static let recommendedMaximumEntries = 10

    /// A scale of `entries`. `definedEntryCount` is how many of them the app itself defines
    /// (default: all); only those count toward ``recommendedMaximumEntries`` (a ScaledFont style
    /// dictionary leaves the styles it lacks to the system font, and those are not the app's).
    public init(
        name: String, source: String, platform: Platform = .iOS, fonts: [FontRegistration] = [],
        entries: [TypeScaleEntry], notes: [String] = [], definedEntryCount: Int? = nil
    ) {
        self.name = name
        self.source = source
        self.platform = platform
        self.fonts = fonts
        self.entries = entries
        self.notes = notes
        let defined = definedEntryCount ?? entries.count
        if defined > Self.recommendedMaximumEntries {
            self.notes.append(
                "the scale defines \(defined) entries; more than \(Self.recommendedMaximumEntries) is usually a sign the scale should be consolidated"
            )
        }
    }

    /// The entry called `name`, if any.
    public func entry(named name: String) -> TypeScaleEntry? {
        entries.first { $0.name == name }
    }

    /// The registration of `family` (case-insensitive), if the scale has one.
    public func registration(of family: String) -> FontRegistration? {
        fonts.first { $0.family.lowercased() == family.lowercased() }
    }
}
