internal import CICU

extension BidiAnalyzer {
    /// The base (paragraph) direction requested for bidi analysis.
    package enum BaseDirection: Sendable, Hashable, Codable, CaseIterable {
        /// The first strong character decides (UAX #9 P2–P3); left to right if there is none.
        /// ICU's `UBIDI_DEFAULT_LTR`.
        case auto
        /// Paragraph level 0.
        case leftToRight
        /// Paragraph level 1.
        case rightToLeft

        /// The `TYPEFIT_ICU_BIDI_*` constant for the C funnel.
        var icuValue: Int32 {
            switch self {
            case .auto: TYPEFIT_ICU_BIDI_AUTO
            case .leftToRight: TYPEFIT_ICU_BIDI_LTR
            case .rightToLeft: TYPEFIT_ICU_BIDI_RTL
            }
        }
    }
}
