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
    /// Remarks about reading the scale (style-dictionary fallbacks), which every command that
    /// uses the scale passes on.
    public var notes: [String]
    /// How many entries the app itself defines (see ``init(name:source:platform:fonts:entries:notes:definedEntryCount:)``).
    public var definedEntryCount: Int

    /// A scale that defines more entries than this earns ``consolidationAdvice``: a type scale
    /// that large is a design smell.
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
        self.definedEntryCount = definedEntryCount ?? entries.count
    }

    /// Advice about the scale's design when the app defines more than
    /// ``recommendedMaximumEntries`` entries; nil otherwise. Advice about the scale, not about a
    /// run: `typefit scale` says it (and `typefit lint` has its own rule), never `check`,
    /// `report`, `baseline` or `render`.
    public var consolidationAdvice: String? {
        guard definedEntryCount > Self.recommendedMaximumEntries else { return nil }
        return
            "the scale defines \(definedEntryCount) entries; more than \(Self.recommendedMaximumEntries) is usually a sign the scale should be consolidated"
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
