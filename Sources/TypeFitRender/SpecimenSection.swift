/// One string in one type scale entry on a specimen sheet: a heading and one row per size.
package struct SpecimenSection: Sendable {
    /// The heading: usually the string itself.
    package var title: String
    /// The line under the heading: key, locale, entry, face, container.
    package var subtitle: String
    /// One cell per Dynamic Type size, smallest first.
    package var cells: [SpecimenCell]

    package init(title: String, subtitle: String, cells: [SpecimenCell]) {
        self.title = title
        self.subtitle = subtitle
        self.cells = cells
    }
}

/// A specimen sheet as drawn, with where everything went.
package struct RenderedSheet: Sendable {
    /// One section's rows.
    package struct Section: Sendable {
        package var title: String
        /// The section's area on the canvas, pixels.
        package var frame: PixelRect
        /// One per cell, in the section's order.
        package var cells: [CellGeometry]
        /// Fallback faces in the legend, with their colours.
        package var fallbackFaces: [(name: String, color: RGBAColor)]
    }

    /// The picture.
    package var canvas: Canvas
    /// The sections, top to bottom.
    package var sections: [Section]
    /// The options it was drawn with.
    package var options: SpecimenRenderOptions
}

/// A single cell drawn on its own (for the HTML report), with where everything went.
package struct RenderedCell: Sendable {
    /// The picture: the container box with a margin around it.
    package var canvas: Canvas
    /// Where the box, lines and glyphs are on ``canvas``.
    package var geometry: CellGeometry
    /// Fallback faces drawn, with their colours.
    package var fallbackFaces: [(name: String, color: RGBAColor)]
}
