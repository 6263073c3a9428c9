/// What TypeFit knows about one face without shaping anything: its names, style, metrics and
/// where it came from.
public struct FontFaceDescriptor: Sendable, Equatable, Codable {
    /// PostScript name (`name` ID 6), the name `Font.custom(_:size:)` and `UIFont(name:size:)`
    /// look fonts up by; for a named instance of a variable font, the instance's name.
    public var postScriptName: String
    /// Typographic family (`name` ID 16), else the legacy family (ID 1).
    public var family: String
    /// Typographic subfamily (ID 17), else the legacy subfamily (ID 2), such as "SemiBold Italic".
    public var style: String
    /// Weight on the OS/2 `usWeightClass` scale (100 thin … 400 regular … 900 black).
    public var weight: Int
    /// Whether the face is italic or oblique (OS/2 `fsSelection` bits 0 or 9, or `head.macStyle`).
    public var isItalic: Bool
    /// Width in percent of normal (OS/2 `usWidthClass` mapped: 5 → 100).
    package var widthPercent: Double
    /// Design units per em (`head.unitsPerEm`); advances are given in these units.
    public var unitsPerEm: Int
    /// Number of glyphs (`maxp.numGlyphs`).
    package var glyphCount: Int
    /// Vertical metrics, font units.
    public var metrics: FontVerticalMetrics
    /// Variation axes; empty for a static face.
    public var axes: [VariationAxis]
    /// Named instances of a variable font; empty for a static face.
    package var namedInstances: [NamedInstance]
    /// Axis settings applied to this face (a named instance, or values asked for).
    public var variations: [VariationSetting]
    /// The file the face was loaded from.
    public var path: String
    /// Index of the face in a collection (0 for a single-face file).
    public var faceIndex: Int
    /// The face's own tracking from its AAT `trak` table, nil when it has none.
    public var tracking: FontTracking? = nil

    /// Whether the face has variation axes.
    public var isVariable: Bool { !axes.isEmpty }

    /// A one-line summary such as `Inter-SemiBold (Inter, 600, italic)`.
    public var summary: String {
        var parts = [family, String(weight)]
        if isItalic { parts.append("italic") }
        if !variations.isEmpty { parts.append(variations.map(\.description).joined(separator: " ")) }
        return "\(postScriptName) (\(parts.joined(separator: ", ")))"
    }
}
