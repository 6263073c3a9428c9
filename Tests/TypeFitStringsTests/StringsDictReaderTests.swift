import Foundation
import Testing
import TypeFitStrings

/// `.stringsdict`: plural forms, several variables, device rules.
@Suite("Stringsdict reader")
struct StringsDictReaderTests {
    let strings: [LocalizedString]

    init() throws {
        strings = try StringsDictReader.read(path: Fixtures.path("ar.lproj/Localizable.stringsdict"))
    }

    @Test("one variable: each Arabic plural form replaces %#@days@ in the format")
    func arabicPlural() {
        #expect(
            strings.filter { $0.key == "%d days" }.map(\.variant)
                == ["plural.zero", "plural.one", "plural.two", "plural.few", "plural.many", "plural.other"])
        #expect(
            strings.texts("%d days", "ar") == [
                "plural.zero": "متبقٍ: لا أيام", "plural.one": "متبقٍ: يوم واحد", "plural.two": "متبقٍ: يومان",
                "plural.few": "متبقٍ: %d أيام", "plural.many": "متبقٍ: %d يومًا", "plural.other": "متبقٍ: %d يوم",
            ])
        #expect(strings.allSatisfy { $0.locale == "ar" && $0.line == nil && $0.comment == nil })
    }

    @Test("two positional variables: every combination, named by variable")
    func twoVariables() {
        #expect(
            strings.texts("files_in_folders", "ar") == [
                "files.plural.one|folders.plural.one": "ملف واحد في مجلد واحد",
                "files.plural.one|folders.plural.other": "ملف واحد في %2$d مجلدات",
                "files.plural.other|folders.plural.one": "%1$d ملفات في مجلد واحد",
                "files.plural.other|folders.plural.other": "%1$d ملفات في %2$d مجلدات",
            ])
    }

    @Test("device-specific rule with a plural format nested for iPad")
    func deviceRule() {
        #expect(
            strings.filter { $0.key == "greeting" }.map(\.variant)
                == ["device.iphone", "plural.one|device.ipad", "plural.other|device.ipad"])
        #expect(
            strings.texts("greeting", "ar") == [
                "device.iphone": "أهلًا",
                "plural.one|device.ipad": "أهلًا، لديك رسالة واحدة",
                "plural.other|device.ipad": "أهلًا، لديك %d رسائل",
            ])
        #expect(strings.count == 13)
    }

    static let malformed: [(xml: String, keyPath: String, message: String)] = [
        (
            "<key>k</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>one</key><string>x</string></dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string></dict>",
            #"["k"].v"#, "missing key 'other' (every plural rule needs it)"
        ),
        (
            "<key>k</key><dict><key>NSStringLocalizedFormatKey</key><integer>3</integer></dict>",
            #"["k"].NSStringLocalizedFormatKey"#, "expected a string, found a number"
        ),
        (
            "<key>k</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringGenderRuleType</string><key>other</key><string>x</string></dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string></dict>",
            #"["k"].v.NSStringFormatSpecTypeKey"#,
            "unknown rule type 'NSStringGenderRuleType' (expected NSStringPluralRuleType)"
        ),
        (
            "<key>k</key><dict><key>v</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>other</key><string>x</string><key>lots</key><string>y</string></dict><key>NSStringLocalizedFormatKey</key><string>%#@v@</string></dict>",
            #"["k"].v.lots"#, "unknown key"
        ),
        (
            "<key>k</key><dict><key>v</key><string>oops</string></dict>",
            #"["k"]"#, "missing key 'NSStringLocalizedFormatKey'"
        ),
    ]

    @Test(
        "a key whose rules cannot be read is one string with a problem naming the key path; the other keys are read",
        arguments: malformed.indices)
    func malformedEntry(index: Int) throws {
        let (body, keyPath, message) = Self.malformed[index]
        let fine = "<key>fine</key><string>Fine</string>"
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>\(body)\(fine)</dict></plist>"
        let strings = try StringsDictReader.parse(data: Data(xml.utf8), source: "x.stringsdict", locale: "en")
        #expect(Set(strings.map(\.key)) == ["k", "fine"])
        let problem = try #require(strings.first { $0.key == "k" }?.problem)
        #expect(problem.hasPrefix("\(keyPath): \(message)"), "\(problem)")
        let read = try #require(strings.first { $0.key == "fine" })
        #expect(read.problem == nil)
        #expect(read.text == "Fine")
    }

    @Test("a malformed property list is a syntax error")
    func malformedPropertyList() {
        do {
            _ = try StringsDictReader.parse(
                data: Data("<?xml version=\"1.0\"?><plist><dict><key>x</key>".utf8), source: "x.stringsdict")
            Issue.record("accepted")
        } catch {
            #expect(error.kind == .syntax)
            #expect(error.description.hasPrefix("x.stringsdict: malformed property list: "))
        }
    }
}
