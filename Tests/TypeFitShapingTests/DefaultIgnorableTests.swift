import Testing

@testable import TypeFitShaping

/// Face choice reads default-ignorable code points from ranges: they must be exactly the
/// running Swift's Unicode data, so a new Unicode version that adds one fails here.
@Suite("Default-ignorable code points: the ranges agree with Unicode's property")
struct DefaultIgnorableTests {
    @Test("every Unicode scalar: the ranges and the property agree")
    func rangesAgree() {
        var differing: [UInt32] = []
        var ignorable = 0
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let byProperty = scalar.properties.isDefaultIgnorableCodePoint
            if byProperty { ignorable += 1 }
            if TextMeasurer.isDefaultIgnorable(scalar) != byProperty { differing.append(value) }
        }
        #expect(differing.isEmpty, "differ: \(differing.prefix(20).map { String($0, radix: 16) })")
        #expect(ignorable > 4_000, "the tag and variation-selector planes are ignorable")
        #expect(TextMeasurer.isDefaultIgnorable("\u{200D}") && !TextMeasurer.isDefaultIgnorable("a"))
    }
}
