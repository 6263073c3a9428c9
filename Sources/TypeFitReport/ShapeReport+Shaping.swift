import TypeFitInput
import TypeFitShaping

extension ShapeReport {
    /// `text` shaped on one line at `pointSize` (points) in the face named `fontName` (a
    /// PostScript name of `library`), with `features` as HarfBuzz writes them (`-kern`, `ss01=1`).
    /// An unknown face or feature is an ``OptionError``; the measurement's warnings go to `warn`.
    package static func shaping(
        _ text: String, fontName: String, pointSize: Double, locale: String?, features: [String],
        library: FontLibrary, measurer: TextMeasurer, warn: (String) -> Void
    ) throws(OptionError) -> ShapeReport {
        let face: FontFace
        do throws(FontError) { face = try library.face(postScriptName: fontName) } catch {
            throw OptionError(error.description)
        }
        var settings: [FontFeature] = []
        for setting in features {
            guard let feature = FontFeature(setting) else {
                throw OptionError("--feature \(setting): not an OpenType feature setting")
            }
            settings.append(feature)
        }
        let measurement = measurer.measure(text, face: face, locale: locale, features: settings)
        for warning in measurement.warnings { warn(warning) }
        return ShapeReport(text: text, pointSize: pointSize, measurement: measurement)
    }
}
