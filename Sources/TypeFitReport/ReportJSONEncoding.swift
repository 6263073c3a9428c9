import Foundation

/// The one JSON encoding TypeFit's outputs share: keys sorted, slashes unescaped.
enum ReportJSONEncoding {
    /// An encoder with sorted keys and unescaped slashes, pretty-printed when `pretty`; when
    /// `nonFiniteAsStrings`, infinities and NaN are written as the strings `inf`, `-inf` and `nan`
    /// (otherwise encoding one throws).
    static func encoder(pretty: Bool, nonFiniteAsStrings: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        if nonFiniteAsStrings {
            encoder.nonConformingFloatEncodingStrategy = .convertToString(
                positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        }
        return encoder
    }

    /// `value` pretty-printed with sorted keys, ending with a newline.
    static func prettyData<T: Encodable>(_ value: T, nonFiniteAsStrings: Bool) throws -> Data {
        var data = try encoder(pretty: true, nonFiniteAsStrings: nonFiniteAsStrings).encode(value)
        data.append(0x0A)
        return data
    }
}
