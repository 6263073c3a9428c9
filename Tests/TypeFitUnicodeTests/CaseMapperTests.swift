import Testing

@testable import TypeFitUnicode

/// ICU's full, locale-sensitive case mapping, as the text a user sees in `.textCase`.
@Suite("Case mapping")
struct CaseMapperTests {
    @Test("German ß uppercases to SS, lengthening the text")
    func germanSharpS() throws {
        let upper = try CaseMapper.map("Straße", to: .uppercase, locale: "de")
        #expect(upper == "STRASSE")
        #expect(upper.utf16.count == "Straße".utf16.count + 1)
    }

    @Test("Turkish and Azerbaijani i uppercase to dotted İ, ı to I; elsewhere i is I")
    func turkishDottedI() throws {
        #expect(try CaseMapper.map("istanbul ılık", to: .uppercase, locale: "tr") == "İSTANBUL ILIK")
        #expect(try CaseMapper.map("bilet", to: .uppercase, locale: "az-AZ") == "BİLET")
        #expect(try CaseMapper.map("istanbul", to: .uppercase, locale: "en") == "ISTANBUL")
        #expect(try CaseMapper.map("İSTANBUL", to: .lowercase, locale: "tr") == "istanbul")
        // Without a locale, root: İ lowercases to i with a combining dot above.
        #expect(try CaseMapper.map("İ", to: .lowercase, locale: nil) == "i\u{307}")
    }

    @Test("Greek drops its accents in uppercase; final sigma in lowercase")
    func greek() throws {
        #expect(try CaseMapper.map("Ώρα άφιξης", to: .uppercase, locale: "el") == "ΩΡΑ ΑΦΙΞΗΣ")
        #expect(try CaseMapper.map("ΟΔΟΣ", to: .lowercase, locale: "el") == "οδος".dropLast() + "ς")
    }

    @Test("Lithuanian keeps the dot of i under an accent in lowercase")
    func lithuanian() throws {
        #expect(try CaseMapper.map("Ì", to: .lowercase, locale: "lt") == "i\u{307}\u{300}")
        #expect(try CaseMapper.map("Ì", to: .lowercase, locale: "en") == "ì")
    }

    @Test("empty text stays empty; a locale with a NUL is refused, not a crash")
    func edges() throws {
        #expect(try CaseMapper.map("", to: .uppercase, locale: "de") == "")
        #expect(throws: UnicodeSegmentationError.invalidLocale("d\u{0}e")) {
            try CaseMapper.map("a", to: .uppercase, locale: "d\u{0}e")
        }
        let long = String(repeating: "ß", count: 5_000)
        #expect(try CaseMapper.map(long, to: .uppercase, locale: "de") == String(repeating: "SS", count: 5_000))
    }
}
