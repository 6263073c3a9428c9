/// One string in one type scale entry on a specimen sheet: a heading and one row per size.
public struct SpecimenSection: Sendable {
    /// The heading: usually the string itself.
    public var title: String
    /// The line under the heading: key, locale, entry, face, container.
    public var subtitle: String
    /// One cell per Dynamic Type size, smallest first.
    public var cells: [SpecimenCell]

    public init(title: String, subtitle: String, cells: [SpecimenCell]) {
        self.title = title
        self.subtitle = subtitle
        self.cells = cells
    }
}

/// A specimen sheet as drawn, with where everything went.
public struct RenderedSheet: Sendable {
    /// One section's rows.
    public struct Section: Sendable {
        public var title: String
        /// The section's area on the canvas, pixels.
        public var frame: PixelRect
        /// One per cell, in the section's order.
        public var cells: [CellGeometry]
        /// Fallback faces in the legend, with their colours.
        public var fallbackFaces: [(name: String, color: RGBAColor)]
    }

    /// The picture.
    public var canvas: Canvas
    /// The sections, top to bottom.
    public var sections: [Section]
    /// The options it was drawn with.
    public var options: SpecimenRenderOptions
}

/// A single cell drawn on its own (for the HTML report), with where everything went.
public struct RenderedCell: Sendable {
    /// The picture: the container box with a margin around it.
    public var canvas: Canvas
    /// Where the box, lines and glyphs are on ``canvas``.
    public var geometry: CellGeometry
    /// Fallback faces drawn, with their colours.
    public var fallbackFaces: [(name: String, color: RGBAColor)]
}
