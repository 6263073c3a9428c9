import Foundation
import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

@Suite("Font weights")
struct FontWeightTests {
    @Test("the nine named weights and their weight classes")
    func named() {
        #expect(
            FontWeight.named.map(\.name) == [
                "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
            ])
        #expect(FontWeight.named.map(\.weight.value) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
        #expect(FontWeight.semibold.name == "semibold")
        #expect(FontWeight.regular < .bold)
    }

    @Test(
        "names parse case-insensitively, and numbers",
        arguments: [
            ("Semibold", 600), ("semiBold", 600), ("SemiBold", 600), ("semi-bold", 600), ("600", 600),
            ("ultraLight", 100), ("Ultra Light", 100), ("THIN", 200), ("Light", 300), ("Regular", 400),
            ("normal", 400), ("Medium", 500), ("Bold", 700), ("heavy", 800), ("Black", 900),
            ("450", 450), ("1", 1), ("1000", 1000),
        ])
    func parse(name: String, value: Int) {
        #expect(FontWeight(name: name)?.value == value)
    }

    @Test(
        "bad weights give nil, or a typed error", arguments: ["", "0", "1001", "-400", "boldest", "6OO", "extralight"])
    func bad(name: String) {
        #expect(FontWeight(name: name) == nil)
        #expect(throws: DynamicTypeError.self) { try FontWeight.parse(name) }
        #expect(FontWeight(value: 0) == nil && FontWeight(value: 1001) == nil)
    }

    @Test("description and Codable")
    func codable() throws {
        #expect(FontWeight(value: 450)?.description == "450")
        #expect(FontWeight.heavy.description == "heavy")
        let data = try JSONEncoder().encode([FontWeight.bold])
        #expect(String(decoding: data, as: UTF8.self) == #"["bold"]"#)
        let decoded = try JSONDecoder().decode([FontWeight].self, from: Data(#"["SemiBold", 300, "550"]"#.utf8))
        #expect(decoded.map(\.value) == [600, 300, 550])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([FontWeight].self, from: Data("[2000]".utf8))
        }
    }
}
