import TypeFitDynamicType
import TypeFitShaping
import TypeFitVocabulary

/// One type scale entry at one Dynamic Type size: the font, size, line height and tracking iOS
/// would use, and how sure TypeFit is of them.
public struct ResolvedStyle: Sendable {
    /// The Dynamic Type size asked for.
    public var size: DynamicTypeSize
    /// The size the entry's `.dynamicTypeSize` range and the platform clamp it to.
    public var effectiveSize: DynamicTypeSize
    /// Point size, points.
    public var pointSize: Double
    /// Baseline-to-baseline distance, points, before line spacing: the platform table's leading
    /// for system text styles, the face's hhea ascender − descender + line gap for custom fonts,
    /// then ∓2 pt for `.tight` / `.loose`.
    public var lineHeight: Double
    /// Extra space between lines, points.
    public var lineSpacing: Double
    /// Letter spacing added after every character, points.
    public var tracking: Double
    /// The face that measures the text.
    public var face: FontFace
    /// OpenType features applied.
    public var features: [String]
    /// Whether the numbers rest on a stand-in or an inferred rule rather than Apple's own font
    /// and documented behaviour.
    public var isApproximate: Bool { !approximationReasons.isEmpty }
    /// Why the result is approximate.
    public var approximationReasons: [String]
    /// Other remarks: a missing weight or italic, a missing custom font.
    public var notes: [String]
    /// The faces of ``face``'s family among the fonts it came from (the app's, or the system
    /// font's): where inline Markdown's bold and italic runs find theirs
    /// (``face(for:library:)``).
    package var familyFaces: [FontFace] = []
    /// The weight `.bold()` gives a system text style at its own weight: the platform table's
    /// emphasized weight (body → semibold, title → bold). nil for a custom font or an explicit
    /// weight, where bold is the family's Bold (``boldWeight``).
    public var emphasizedWeight: Int? = nil
}

/// One type scale entry resolved at every Dynamic Type size.
public struct ResolvedEntry: Sendable {
    /// The entry as written.
    public var entry: TypeScaleEntry
    /// The Swift API the entry's scaling corresponds to, for reports.
    public var api: String
    /// The scaling model used (`leadingRatio` by default).
    public var model: ScalingModel
    /// Where the entry stands in its scale, and its name: what a check's results refer to it by.
    public var reference: TypeScaleEntry.Reference
    /// One resolution per Dynamic Type size, in size order (all twelve).
    public var styles: [ResolvedStyle]

    /// The resolution at `size`.
    public func style(at size: DynamicTypeSize) -> ResolvedStyle {
        styles[size.ordinal]
    }
}

/// A whole type scale resolved: every entry at every size.
public struct ResolvedTypeScale: Sendable {
    /// The scale as read.
    public var scale: TypeScale
    /// The entries, in scale order.
    public var entries: [ResolvedEntry]
    /// Where the system font came from.
    public var systemFontSource: SystemFontProvider.Source
    /// Remarks for the user: the scale's own notes and every distinct entry note.
    public var warnings: [String]
    /// The cascade lists the scale declares (`fonts.<family>.cascade`), resolved against the
    /// fonts given: family (lower-cased; both the scale's family name and the families of its
    /// registered faces) → faces, in list order.
    package var cascadeLists: [String: [FontFace]] = [:]
    /// The system font's faces for fallback (text cut): the user's SF Pro, or the Inter stand-in.
    package var systemFontFaces: [FontFace] = []
    /// Entries added to the app's scale for the places a constraints file names (the system
    /// font at a text style, a system container's font): a string is checked in one only where a
    /// rule or place names it, never as one of "every entry of the scale".
    public var placeOnlyEntries: Set<String> = []

    /// iOS's fallback cascade for this scale: each family's cascade list, then the system font
    /// (or its stand-in, marked as such), then `system`'s script fonts.
    package func fallbackCascade(system: SystemFontFallback? = .standard) -> FallbackCascade {
        FallbackCascade(
            cascadeLists: cascadeLists, systemFontFaces: systemFontFaces,
            systemFontIsStandIn: systemFontSource == .standIn, system: system)
    }

    /// The resolved entry called `name`, if any.
    public func entry(named name: String) -> ResolvedEntry? {
        entries.first { $0.entry.name == name }
    }

    /// The resolved entry `reference` refers to: the entry at its position when that entry has
    /// its name, else nil (a reference from another scale, or from a report read back from a
    /// file whose entries are in another order, is looked up by ``entry(named:)``).
    public func entry(_ reference: TypeScaleEntry.Reference) -> ResolvedEntry? {
        guard entries.indices.contains(reference.position) else { return nil }
        let entry = entries[reference.position]
        return entry.entry.name == reference.name ? entry : nil
    }
}
