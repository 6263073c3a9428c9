import Testing

@testable import TypeFitShaping

/// The script of a character, read from the Basic Multilingual Plane's table or asked of
/// HarfBuzz above it.
@Suite("Scripts of characters")
struct ScriptTableTests {
    @Test(
        "scripts in and above the Basic Multilingual Plane",
        arguments: [
            (0x41, "Latn"), (0xE9, "Latn"), (0x3042, "Hira"), (0x30A2, "Kana"), (0x6F22, "Hani"), (0xD55C, "Hang"),
            (0x627, "Arab"), (0x5D0, "Hebr"), (0x915, "Deva"), (0x3B1, "Grek"), (0x416, "Cyrl"), (0x20, "Zyyy"),
            (0x300, "Zinh"), (0xFFFF, "Zzzz"), (0x1D400, "Zyyy"), (0x1F600, "Zyyy"), (0x20000, "Hani"),
            (0x10900, "Phnx"),
        ] as [(UInt32, String)])
    func script(scalar: UInt32, expected: String) {
        #expect(SFNTContainer.tagString(HarfBuzzShaper.script(of: scalar)) == expected)
    }
}
