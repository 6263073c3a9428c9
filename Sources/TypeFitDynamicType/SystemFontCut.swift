/// The optical-size cut of the static SF Pro fonts: SF Pro Text below 20 pt, SF Pro Display from
/// 20 pt (documented, WWDC20 "The details of UI typography"). The variable SF Pro font
/// interpolates optical size continuously instead; this switch applies to the static cuts.
package enum SystemFontCut: String, CaseIterable, Sendable, Codable {
    /// SF Pro Text: point sizes below 20 pt.
    case text
    /// SF Pro Display: point sizes of 20 pt and more.
    case display

    /// The smallest point size that uses SF Pro Display, in points (pt): 20.
    package static let displayThreshold: Double = 20

    /// The cut used at `pointSize` (pt).
    ///
    /// Throws ``DynamicTypeError/invalidValue(parameter:value:requirement:)`` when `pointSize` is
    /// NaN, infinite or ≤ 0.
    package init(pointSize: Double) throws(DynamicTypeError) {
        try DynamicTypeError.requirePositive(pointSize, "point size (pt)")
        self = pointSize < SystemFontCut.displayThreshold ? .text : .display
    }

    /// The family name of the cut: `SF Pro Text` or `SF Pro Display`.
    package var familyName: String {
        switch self {
        case .text: "SF Pro Text"
        case .display: "SF Pro Display"
        }
    }
}
