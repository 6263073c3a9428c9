/// The colours and label sizes of specimen sheets and cell images. Label sizes in points.
package struct SpecimenTheme: Sendable, Equatable {
    /// Behind everything.
    package var background = RGBAColor.white
    /// The string's own glyphs from the face asked for (and the ellipsis, as iOS draws it in
    /// the text colour).
    package var text = RGBAColor.black
    /// The container's outline.
    package var containerOutline = RGBAColor(hex: 0x8E8E93)
    /// The scaled padding between the outline and the text area.
    package var padding = RGBAColor(hex: 0xDCE7F7)
    /// Baselines, dashed.
    package var baseline = RGBAColor(hex: 0x5E9CF0)
    /// Behind a line that holds the ellipsis.
    package var truncatedLine = RGBAColor(hex: 0xFFE3E1)
    /// Behind a character no installed face renders (drawn as `.notdef`).
    package var missingGlyph = RGBAColor(hex: 0xFFB3B0)
    /// Verdict colours: fits, borderline, truncates.
    package var fits = RGBAColor(hex: 0x1F7A36)
    package var borderline = RGBAColor(hex: 0xA35200)
    package var truncates = RGBAColor(hex: 0xC7000F)
    /// Labels and headings.
    package var label = RGBAColor(hex: 0x3A3A3C)
    package var secondaryLabel = RGBAColor(hex: 0x6C6C70)
    /// One colour per fallback face, in the order the faces first appear; reused in turn.
    package var fallbackPalette: [RGBAColor] = [
        RGBAColor(hex: 0x0A5BD3), RGBAColor(hex: 0x8E24AA), RGBAColor(hex: 0x00796B),
        RGBAColor(hex: 0xC2185B), RGBAColor(hex: 0xB25E00), RGBAColor(hex: 0x455A64),
    ]
    /// Point size of row labels.
    package var labelPointSize = 11.0
    /// Point size of section headings.
    package var headingPointSize = 15.0

    package init() {}

    /// The default theme.
    package static let standard = SpecimenTheme()
}
