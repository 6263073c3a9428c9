import Testing
import TypeFitVocabulary

/// The one way TypeFit writes a length in points, at the precision each output asks for.
@Suite("Points as text")
struct PointsTextTests {
    @Test("rounded half away from zero to the decimals asked for, no trailing zeros, -0 is 0")
    func rounding() {
        #expect(12.34.pointsText(decimals: 1) == "12.3")
        #expect(0.05.pointsText(decimals: 1) == "0.1")
        #expect((-0.04).pointsText(decimals: 1) == "0")
        #expect((-0.5).pointsText(decimals: 1) == "-0.5")
        #expect(20.5.pointsText(decimals: 2) == "20.5")
        #expect((1.0 / 3).pointsText(decimals: 2) == "0.33")
        #expect((49.0 / 3).pointsText(decimals: 3) == "16.333")
        #expect(17.0.pointsText(decimals: 3) == "17")
        #expect(16.5.pointsText(decimals: nil) == "16.5")
        #expect(361.0.pointsText(decimals: nil) == "361")
    }

    @Test("non-finite and huge values are written as they are")
    func edges() {
        #expect(Double.nan.pointsText(decimals: 1) == "nan")
        #expect(Double.infinity.pointsText(decimals: 2) == "inf")
        #expect((-Double.infinity).pointsText(decimals: nil) == "-inf")
        #expect(1e20.pointsText(decimals: 1) == String(1e20))
    }
}
