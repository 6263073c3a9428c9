/// A face's vertical metrics in font units (y up: ascenders positive, descenders negative), as
/// its tables state them.
public struct FontVerticalMetrics: Sendable, Equatable, Codable {
    /// `hhea.ascender`, font units.
    package var hheaAscender: Int
    /// `hhea.descender`, font units (negative below the baseline).
    package var hheaDescender: Int
    /// `hhea.lineGap`, font units.
    package var hheaLineGap: Int
    /// `OS/2.sTypoAscender`, font units; nil when the face has no OS/2 table.
    package var typoAscender: Int?
    /// `OS/2.sTypoDescender`, font units.
    package var typoDescender: Int?
    /// `OS/2.sTypoLineGap`, font units.
    package var typoLineGap: Int?
    /// `OS/2.sCapHeight`, font units, when the OS/2 version carries it.
    package var capHeight: Int?
    /// `OS/2.sxHeight`, font units, when the OS/2 version carries it.
    package var xHeight: Int?

    /// Whether the hhea values are all zero, in which case Apple's text stack (and TypeFit)
    /// falls back to the OS/2 typographic values.
    package var hheaIsEmpty: Bool { hheaAscender == 0 && hheaDescender == 0 && hheaLineGap == 0 }

    /// The ascender used for line layout, font units: hhea, or OS/2 typo when hhea is empty.
    public var ascender: Int { hheaIsEmpty ? (typoAscender ?? 0) : hheaAscender }
    /// The descender used for line layout, font units (negative).
    public var descender: Int { hheaIsEmpty ? (typoDescender ?? 0) : hheaDescender }
    /// The line gap used for line layout, font units.
    public var lineGap: Int { hheaIsEmpty ? (typoLineGap ?? 0) : hheaLineGap }

    /// Default line height in font units, as `UIFont.lineHeight` is built for custom fonts:
    /// ascender − descender + line gap (inferred for CoreText; see the reference notes).
    public var lineHeight: Int { ascender - descender + lineGap }
}
