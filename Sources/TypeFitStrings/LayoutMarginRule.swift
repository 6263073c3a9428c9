import TypeFitDynamicType
import TypeFitVocabulary

/// The root view's layout margin, points per side, on a range of portrait screens: iOS gives
/// 16 or 20 points by device, and most system containers sit between these margins.
struct LayoutMarginRule: Sendable, Decodable {
    /// `iphone` or `ipad` (``DeviceWidth/variationName``).
    var idiom: String
    /// The narrowest screen the rule covers, points (none: from 0).
    var fromWidth: Double?
    /// The widest screen the rule covers, points (none: no bound).
    var throughWidth: Double?
    /// The margin on those screens, as sure as the screens not measured, with its sources.
    var margin: SourcedFact<Double>
    /// Screen widths, points, on which the margin was measured: ``measuredConfidence`` there.
    var measuredWidths: [Double]?
    /// How sure the margin is on the measured widths.
    var measuredConfidence: Confidence?

    /// Does the rule cover `device`?
    func covers(_ device: DeviceWidth) -> Bool {
        device.variationName == idiom && device.width >= (fromWidth ?? 0)
            && device.width <= (throughWidth ?? .infinity)
    }

    /// The margin on `device`, with the measured confidence on a measured width.
    func margin(on device: DeviceWidth) -> SourcedFact<Double> {
        guard let measuredConfidence, measuredWidths?.contains(device.width) == true else { return margin }
        var fact = margin
        fact.confidence = measuredConfidence
        return fact
    }
}
