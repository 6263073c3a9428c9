import Foundation
import Testing
import TypeFitInput

@testable import TypeFitStrings

/// Input that would cost unbounded time or memory is refused with a message naming the file and
/// the key (or line), within the documented ``StringsLimits``.
@Suite("Strings limits")
struct LimitTests {
    /// Limits small enough to reach with test-sized input.
    static let small = StringsLimits(maximumStringUTF16Count: 10, maximumTotalUTF16Count: 25)

    @Test("the default limits are documented values")
    func defaults() {
        let limits = StringsLimits.standard
        #expect(limits.maximumFileBytes == 67_108_864)
        #expect(limits.maximumStrings == 1_000_000)
        #expect(limits.maximumStringUTF16Count == 1_048_576)
        #expect(limits.maximumTotalUTF16Count == 67_108_864)
        #expect(limits.maximumRules == 10_000)
        #expect(limits.maximumPatterns == 100_000)
    }

    @Test(
        "a text over the per-string limit is refused in every format, naming the key and line",
        arguments: [
            ("a.strings", "\"ok\" = \"short\";\n\"long\" = \"elevenchars\";\n", 2),
            ("a.json", "{\"ok\": \"short\",\n \"long\": \"elevenchars\"}", 2),
            ("a.txt", "short\nelevenchars\n", 2),
        ])
    func overlongText(name: String, content: String, line: Int) throws {
        let data = Data(content.utf8)
        let key = name.hasSuffix(".txt") ? "line 2" : "long"
        let expected = InputError(
            path: name, kind: .stringTooLong, line: line,
            message:
                "the text of \"\(key)\" [und] is 11 UTF-16 code units long, over the limit of 10 for one string; refusing to read the file"
        )
        #expect(throws: expected) {
            switch StringsFormat(path: name)! {
            case .strings: _ = try StringsFileReader.parse(data: data, source: name, limits: Self.small)
            case .json: _ = try JSONStringsReader.parse(data: data, source: name, limits: Self.small)
            default: _ = try PlainTextStringsReader.parse(data: data, source: name, limits: Self.small)
            }
        }
        // At the limit exactly, the same text is read.
        let atLimit = StringsLimits(maximumStringUTF16Count: 11)
        #expect(
            try PlainTextStringsReader.parse(data: Data("elevenchars".utf8), source: "b.txt", limits: atLimit).count
                == 1)
    }

    @Test("the per-string limit counts UTF-16 code units: an emoji is two")
    func utf16Units() throws {
        let text = String(repeating: "👍", count: 5) + "x"  // 11 UTF-16 code units, 6 characters
        #expect(throws: InputError.self) {
            try PlainTextStringsReader.parse(data: Data(text.utf8), source: "e.txt", limits: Self.small)
        }
        #expect(
            try PlainTextStringsReader.parse(
                data: Data(String(repeating: "👍", count: 5).utf8), source: "e.txt", limits: Self.small
            ).count == 1)
    }

    @Test("a catalog or stringsdict text over the limit names its key, locale and variant")
    func catalogAndStringsDict() throws {
        let catalog =
            #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"de": {"variations": {"plural": {"one": {"stringUnit": {"value": "elevenchars"}}}}}}}}}"#
        #expect(
            throws: InputError(
                path: "c.xcstrings", kind: .stringTooLong, line: 1,
                message:
                    "the text of \"k\" [de, plural.one] is 11 UTF-16 code units long, over the limit of 10 for one string; refusing to read the file"
            )
        ) {
            try StringCatalogReader.parse(data: Data(catalog.utf8), source: "c.xcstrings", limits: Self.small)
        }
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>n</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@x@</string>
            <key>x</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>one</string><key>other</key><string>elevenchars</string></dict>
            </dict></dict></plist>
            """
        // The format is filled in with each form, so the limit is met while substituting.
        #expect(
            throws: InputError(
                path: "s.stringsdict", kind: .stringTooLong, keyPath: "[\"n\"]",
                message:
                    "with its substitutions filled in, a text is over the limit of 10 UTF-16 code units for one string; refusing to read the file"
            )
        ) {
            try StringsDictReader.parse(data: Data(plist.utf8), source: "s.stringsdict", limits: Self.small)
        }
    }

    @Test("a key over the per-string limit is refused too")
    func overlongKey() throws {
        #expect(
            throws: InputError(
                path: "k.json", kind: .stringTooLong, line: 1,
                message:
                    "the key \"elevenchars\" [und] is 11 UTF-16 code units long, over the limit of 10 for one string; refusing to read the file"
            )
        ) {
            try JSONStringsReader.parse(data: Data(#"{"elevenchars": "v"}"#.utf8), source: "k.json", limits: Self.small)
        }
    }

    @Test("a file whose strings together pass the total limit is refused at the string that passes it")
    func totalLength() throws {
        let text = (1...6).map { "line\($0)" }.joined(separator: "\n")  // 6 × 5 units = 30 > 25
        #expect(
            throws: InputError(
                path: "t.txt", kind: .stringTooLong, line: 6,
                message:
                    "the strings up to \"line 6\" [und] hold more than 25 UTF-16 code units together, over the limit for one file (variants included); refusing to read the file (split it, or raise the limit)"
            )
        ) {
            try PlainTextStringsReader.parse(data: Data(text.utf8), source: "t.txt", limits: Self.small)
        }
        #expect(
            try PlainTextStringsReader.parse(
                data: Data(text.utf8), source: "t.txt", limits: StringsLimits(maximumTotalUTF16Count: 30)
            ).count == 6)
    }

    @Test("a string of 1 Mi UTF-16 code units is read; one more is refused (default limit)")
    func defaultPerStringLimit() throws {
        let limit = StringsLimits.standard.maximumStringUTF16Count
        let atLimit = Data(repeating: UInt8(ascii: "a"), count: limit)
        #expect(try PlainTextStringsReader.parse(data: atLimit, source: "big.txt").first?.text.utf16.count == limit)
        let over = Data(repeating: UInt8(ascii: "a"), count: limit + 1)
        #expect(
            throws: InputError(
                path: "big.txt", kind: .stringTooLong, line: 1,
                message:
                    "the text of \"line 1\" [und] is 1048577 UTF-16 code units long, over the limit of 1048576 for one string; refusing to read the file"
            )
        ) {
            try PlainTextStringsReader.parse(data: over, source: "big.txt")
        }
    }

    @Test("a substitution that repeats itself cannot multiply a small catalog into gigabytes")
    func selfMultiplyingSubstitution() throws {
        // Each of the 8 levels of substitution would multiply the text by 10: 10^8 copies.
        let form = String(repeating: "%#@x@", count: 10)
        let catalog = """
            {"sourceLanguage": "en", "strings": {"bomb": {"localizations": {"en": {
              "stringUnit": {"value": "%#@x@"},
              "substitutions": {"x": {"variations": {"plural": {"other": {"stringUnit": {"value": "\(form)"}}}}}}}}}}}
            """
        #expect(
            throws: InputError(
                path: "bomb.xcstrings", kind: .stringTooLong, line: 1, keyPath: "strings[\"bomb\"].localizations.en",
                message:
                    "with its substitutions filled in, a text is over the limit of 1048576 UTF-16 code units for one string; refusing to read the file"
            )
        ) {
            try StringCatalogReader.parse(data: Data(catalog.utf8), source: "bomb.xcstrings")
        }
    }

    @Test("a stringsdict variable whose forms repeat it is refused the same way")
    func selfMultiplyingVariable() throws {
        let form = String(repeating: "%#@x@", count: 10)
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>bomb</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@x@</string>
            <key>x</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>other</key><string>\(form)</string></dict>
            </dict></dict></plist>
            """
        #expect(
            throws: InputError(
                path: "bomb.stringsdict", kind: .stringTooLong, keyPath: "[\"bomb\"]",
                message:
                    "with its substitutions filled in, a text is over the limit of 1048576 UTF-16 code units for one string; refusing to read the file"
            )
        ) {
            try StringsDictReader.parse(data: Data(plist.utf8), source: "bomb.stringsdict")
        }
    }

    @Test("expansions under nested device rules share one budget for the file")
    func nestedExpansionsShareBudget() throws {
        let variable = """
            <dict><key>NSStringLocalizedFormatKey</key><string>%#@x@</string>
            <key>x</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>one</key><string>aaaa</string><key>other</key><string>bbbbbbbb</string></dict></dict>
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>n</key><dict><key>NSStringDeviceSpecificRuleType</key><dict>
            <key>iphone</key>\(variable)<key>ipad</key>\(variable)<key>mac</key>\(variable)
            </dict></dict></dict></plist>
            """
        // 12 UTF-16 code units per device: the third passes 25.
        #expect(
            throws: InputError(
                path: "d.stringsdict", kind: .stringTooLong, keyPath: "[\"n\"].NSStringDeviceSpecificRuleType.mac",
                message:
                    "its variants hold more than 25 UTF-16 code units together, over the limit for one file; refusing to read the file"
            )
        ) {
            try StringsDictReader.parse(data: Data(plist.utf8), source: "d.stringsdict", limits: Self.small)
        }
        let strings = try StringsDictReader.parse(
            data: Data(plist.utf8), source: "d.stringsdict", limits: StringsLimits(maximumTotalUTF16Count: 36))
        #expect(strings.count == 6)
    }

    @Test("a text using more than 64 substitutions is refused")
    func tooManySubstitutions() throws {
        let names = (0...64).map { "s\($0)" }
        let substitutions = names.map {
            #""\#($0)": {"variations": {"plural": {"other": {"stringUnit": {"value": "x"}}}}}"#
        }
        let catalog = """
            {"sourceLanguage": "en", "strings": {"many": {"localizations": {"en": {
              "stringUnit": {"value": "\(names.map { "%#@\($0)@" }.joined())"},
              "substitutions": {\(substitutions.joined(separator: ","))}}}}}}
            """
        #expect(
            throws: InputError(
                path: "many.xcstrings", kind: .stringTooLong, line: 1, keyPath: "strings[\"many\"].localizations.en",
                message: "the text uses more than 64 substitutions; refusing to read the file")
        ) {
            try StringCatalogReader.parse(data: Data(catalog.utf8), source: "many.xcstrings")
        }
    }

    @Test("a .strings file repeating one key counts it once, keeping the last value")
    func repeatedKeysCountOnce() throws {
        let text = String(repeating: "\"k\" = \"v\";\n", count: 5_000) + "\"k\" = \"last\";\n\"other\" = \"o\";\n"
        let strings = try StringsFileReader.parse(
            data: Data(text.utf8), source: "r.strings", limits: StringsLimits(maximumStrings: 2))
        #expect(strings.map(\.key) == ["k", "other"])
        #expect(strings.map(\.text) == ["last", "o"])
        #expect(strings.first?.line == 5_001)
        #expect(
            throws: InputError(
                path: "r.strings", kind: .tooManyStrings,
                message: "more than 1 strings; refusing to read (split the file, or raise the limit)")
        ) {
            try StringsFileReader.parse(
                data: Data(text.utf8), source: "r.strings", limits: StringsLimits(maximumStrings: 1))
        }
    }

    @Test("a long run of // comment lines becomes one comment for the key after it")
    func longCommentRun() throws {
        let count = 20_000
        let text = (0..<count).map { "// note \($0)\n" }.joined() + "\"k\" = \"v\";\n"
        let strings = try StringsFileReader.parse(data: Data(text.utf8), source: "c.strings")
        let comment = try #require(strings.first?.comment)
        #expect(comment.split(separator: "\n").count == count)
        #expect(comment.hasPrefix("note 0\nnote 1\n") && comment.hasSuffix("note \(count - 1)"))
    }

    @Test("an error about a megabyte-long key shows its first 200 characters")
    func longKeyInMessage() throws {
        let key = String(repeating: "k", count: 100_000)
        let json = #"{"\#(key)": 1}"#
        do {
            _ = try JSONStringsReader.parse(data: Data(json.utf8), source: "long.json")
            Issue.record("expected an error")
        } catch {
            #expect(error.keyPath == "[\"" + String(repeating: "k", count: 200) + "…\"]")
            #expect(error.description.count < 400)
        }
    }

    @Test("constraints files over the rule, pattern and pattern-length limits are refused, naming the rule")
    func constraintsLimits() throws {
        let rules = (0..<4).map { #"{"keys": ["a\#($0)", "b\#($0)"], "width": 100}"# }.joined(separator: ",")
        let data = Data(#"{"rules": [\#(rules)]}"#.utf8)
        #expect(
            try ConstraintsFile.parse(
                data: data, source: "c.json", limits: StringsLimits(maximumRules: 4, maximumPatterns: 8)
            ).rules.count == 4)
        #expect(
            throws: InputError(
                path: "c.json", kind: .tooLarge, line: 1, keyPath: "rules",
                message:
                    "4 rules, over the limit of 3; refusing to read the file (each string is matched against the rules in order)"
            )
        ) {
            try ConstraintsFile.parse(data: data, source: "c.json", limits: StringsLimits(maximumRules: 3))
        }
        #expect(
            throws: InputError(
                path: "c.json", kind: .tooLarge, line: 1, keyPath: "rules[3]",
                message:
                    "the rules up to here hold more than 7 key, locale, variant and entry patterns, over the limit; refusing to read the file"
            )
        ) {
            try ConstraintsFile.parse(data: data, source: "c.json", limits: StringsLimits(maximumPatterns: 7))
        }
        let long = String(repeating: "*a", count: 501)
        #expect(
            throws: InputError(
                path: "p.json", kind: .tooLarge, line: 1, keyPath: "rules[0].keys[0]",
                message: "a key pattern is at most 1000 characters long, found 1002")
        ) {
            try ConstraintsFile.parse(data: Data(#"{"rules": [{"keys": ["\#(long)"]}]}"#.utf8), source: "p.json")
        }
        #expect(
            throws: InputError(
                path: "big.json", kind: .tooLarge,
                message: "file is 40 bytes, over the limit of 39 bytes; refusing to read it")
        ) {
            try ConstraintsFile.parse(
                data: Data(#"{"defaults": {"width": 100, "lines": 2}}"#.utf8), source: "big.json",
                limits: StringsLimits(maximumFileBytes: 39))
        }
    }
}
