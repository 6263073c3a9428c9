internal import CICU

/// Numbers as a locale writes them (ICU `unum`): its digits, grouping separator, decimal
/// separator and minus sign. `12345` is `12,345` in English, `12.345` in German, `12 345` in
/// French and `١٢٬٣٤٥` in Arabic.
package enum LocaleNumberFormatter {
    /// How the number is written.
    package enum Style: Sendable, Hashable {
        /// Plain digits with grouping: `12,345.68`.
        case decimal
        /// Mantissa and exponent: `1.234568E4`.
        case scientific
    }

    /// `number` in `locale` (a BCP 47 tag or ICU ID), in `style`, with `minimumFractionDigits`
    /// to `maximumFractionDigits` digits after the decimal separator (each clamped to 0...20)
    /// and the locale's grouping when `grouping` is true. Throws when ICU fails.
    package static func format(
        _ number: Double, locale: String, style: Style = .decimal,
        minimumFractionDigits: Int = 0, maximumFractionDigits: Int = 0,
        grouping: Bool = true
    ) throws(UnicodeSegmentationError) -> String {
        let maximum = Int32(max(0, min(maximumFractionDigits, 20)))
        let minimum = Int32(max(0, min(minimumFractionDigits, Int(maximum))))
        let cStyle = style == .scientific ? TYPEFIT_ICU_NUMBER_SCIENTIFIC : TYPEFIT_ICU_NUMBER_DECIMAL
        var capacity: Int32 = 64
        while true {
            var output = [UInt16](repeating: 0, count: Int(capacity))
            let length = typefit_icu_format_number(
                locale, number, cStyle, minimum, maximum, grouping ? 1 : 0, &output, capacity)
            guard length >= 0 else {
                throw ICUFunnel.error(for: length, operation: "formatting \(number) in \(locale)")
            }
            if length <= capacity { return String(decoding: output.prefix(Int(length)), as: UTF16.self) }
            capacity = length
        }
    }
}
