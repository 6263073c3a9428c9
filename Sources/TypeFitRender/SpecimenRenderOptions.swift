/// How specimens are drawn.
package struct SpecimenRenderOptions: Sendable, Equatable {
    /// Pixels per point (2 draws as a 2× Retina screen does). 0.5…8.
    package var scaleFactor: Double
    /// Draw a dashed line on every baseline.
    package var showsBaselines: Bool
    /// Shade the scaled padding between the container's outline and the text area.
    package var showsPadding: Bool
    /// Draw glyphs from fallback faces in a colour per face (and underline colour emoji), with
    /// a legend, so a reviewer sees which glyphs came from where.
    package var marksFallback: Bool
    /// Colours and label sizes.
    package var theme: SpecimenTheme
    /// Anti-aliasing levels glyph coverage is rounded to (2…256; 256 keeps FreeType's 8-bit
    /// coverage exactly). Fewer levels make pictures that fit a small palette, so their PNGs
    /// are several times smaller (the HTML report uses 16).
    package var coverageLevels: Int

    package init(
        scaleFactor: Double = 2, showsBaselines: Bool = false, showsPadding: Bool = true,
        marksFallback: Bool = true, theme: SpecimenTheme = .standard, coverageLevels: Int = 256
    ) {
        self.scaleFactor = scaleFactor
        self.showsBaselines = showsBaselines
        self.showsPadding = showsPadding
        self.marksFallback = marksFallback
        self.theme = theme
        self.coverageLevels = coverageLevels
    }

    /// Checks the values; throws ``RenderError/invalidOption(_:)`` naming a bad one.
    package func validated() throws(RenderError) -> SpecimenRenderOptions {
        guard scaleFactor.isFinite, scaleFactor >= 0.5, scaleFactor <= 8 else {
            throw .invalidOption("scale factor \(scaleFactor): it must be between 0.5 and 8 pixels per point")
        }
        guard (2...256).contains(coverageLevels) else {
            throw .invalidOption("coverage levels \(coverageLevels): it must be between 2 and 256")
        }
        return self
    }
}
