import TypeFitCheck
import TypeFitReport
import TypeFitShaping

extension ProjectSetup {
    /// `text` shaped on one line in the face `fontName` at `pointSize` points (`typefit shape`),
    /// run by run with the face that measured each, through iOS's fallback cascade without a
    /// type scale; `features` are OpenType settings as HarfBuzz writes them (`-kern`, `ss01=1`).
    /// What the fonts note goes to `warn`.
    package func shape(
        _ text: String, fontName: String, pointSize: Double, locale: String?, features: [String],
        warn: (String) -> Void
    ) throws -> ShapeReport {
        let library = try fontLibrary(warn: warn)
        return try ShapeReport.shaping(
            text, fontName: fontName, pointSize: pointSize, locale: locale, features: features, library: library,
            measurer: TextMeasurer(fallback: try fallback(for: nil), neutralCharacters: neutralCharacters), warn: warn)
    }

    /// The responder to `typefit measure`'s requests: this setup's fonts (with TypeFit's bundled
    /// faces for a face they lack when `bundledFallback`), its SF Pro for the system font, and a
    /// word cache of at most `cacheBytes` bytes. What the fonts note goes to `warn`.
    package func measureResponder(bundledFallback: Bool, cacheBytes: Int, warn: (String) -> Void) throws
        -> MeasureResponder
    {
        let library = try fontLibrary(warn: warn)
        return try MeasureResponder(
            library: library, fontsGiven: !fontPaths.isEmpty, bundledFallback: bundledFallback,
            systemFontPaths: systemFontPaths,
            measurer: TextMeasurer(
                fallback: try fallback(for: nil), neutralCharacters: neutralCharacters,
                cache: ShapingCache(byteLimit: cacheBytes)))
    }

    /// The app's font registration (`typefit fonts --info-plist`): the files its Info.plist at
    /// `infoPlist` lists in UIAppFonts against this setup's fonts, and the faces and names the type
    /// scale `scale` uses (none when nil). What the fonts and the scale note goes to `warn`.
    package func fontRegistration(infoPlist: String, scale: String?, warn: (String) -> Void) throws
        -> FontRegistrationReport
    {
        let library = try fontLibrary(warn: warn)
        var setup = self
        return try FontRegistrationReport(infoPlist: infoPlist, library: library) {
            try scale.map { scale in
                setup.scale = scale
                return try setup.resolve(library: library, warn: warn)
            }
        }
    }
}
