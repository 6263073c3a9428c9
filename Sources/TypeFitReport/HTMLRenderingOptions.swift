/// Which cells of an HTML page get a rendering, how many, and at what scale.
package struct HTMLRenderingOptions: Sendable {
    /// Which cells get a rendering.
    package var images: HTMLImagePolicy
    /// At most this many cell renderings.
    package var maximumImages: Int
    /// At most this many results in the string matrix (``HTMLReport/maximumRows``).
    package var maximumRows: Int
    /// Pixels per point of the renderings.
    package var scaleFactor: Double

    package init(
        images: HTMLImagePolicy = .problems, maximumImages: Int = 300, maximumRows: Int = HTMLReport.defaultMaximumRows,
        scaleFactor: Double = 2
    ) {
        self.images = images
        self.maximumImages = maximumImages
        self.maximumRows = maximumRows
        self.scaleFactor = scaleFactor
    }
}
