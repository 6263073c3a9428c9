import Foundation
import Testing
import TypeFitStrings

/// Apple's format specifiers parsed with their UTF-16 ranges, and filled with values as the app
/// shows them in a locale (ICU number formatting).
@Suite("format strings")
struct FormatStringTests {
    @Test(
        "every specifier kind is recognised and filled with its default sample in English",
        arguments: [
            ("%@", FormatSpecifier.Kind.object, "Alexandra"),
            ("%d", .integer, "12,345"), ("%i", .integer, "12,345"), ("%u", .unsigned, "12,345"),
            ("%ld", .integer, "12,345"), ("%lld", .integer, "12,345"), ("%lu", .unsigned, "12,345"),
            ("%hd", .integer, "12,345"),
            ("%qd", .integer, "12,345"), ("%zu", .unsigned, "12,345"),
            ("%f", .float, "1,234.560000"), ("%.2f", .float, "1,234.56"), ("%.0f", .float, "1,235"),
            ("%F", .float, "1,234.560000"),
            ("%e", .scientific, "1.234560e+03"), ("%.1E", .scientific, "1.2E+03"),
            ("%g", .general, "1234.56"), ("%.2g", .general, "1.2e+03"),
            ("%c", .character, "W"), ("%C", .character, "W"), ("%s", .cString, "Alexandra"),
            ("%S", .cString, "Alexandra"),
            ("%o", .octal, "30071"), ("%x", .hexadecimal, "3039"), ("%X", .hexadecimal, "3039"),
            ("%#x", .hexadecimal, "0x3039"),
            ("%p", .pointer, "0x16fdfb4c8"),
            ("%a", .hexadecimalFloat, String(format: "%a", 1234.56)),
        ])
    func everyKind(specifier: String, kind: FormatSpecifier.Kind, filled: String) throws {
        let format = try FormatString("[\(specifier)]")
        #expect(format.specifiers.count == 1)
        let found = try #require(format.specifiers.first)
        #expect(found.kind == kind)
        #expect(found.utf16Range == 1..<(1 + specifier.utf16.count))
        #expect(found.argument == 1)
        let result = try FormatFiller(locale: "en").fill(format)
        #expect(result.text == "[\(filled)]")
        #expect(
            result.replacements == [
                .init(template: 1..<(1 + specifier.utf16.count), filled: 1..<(1 + filled.utf16.count))
            ])
    }

    @Test("%% is a percent sign, takes no argument, and is kept in text that is a format")
    func percent() throws {
        let format = try FormatString("%d%% done")
        #expect(format.specifiers.map(\.kind) == [.integer, .percent])
        #expect(format.argumentCount == 1)
        #expect(try FormatFiller(locale: "en").fill(format, arguments: [.number(40)]).text == "40% done")
    }

    @Test("text with no valid specifier is not a format: its % signs are shown as written")
    func notAFormat() throws {
        for text in ["100%", "50 % off", "Save 20%!", "%", "20 % of 50 % done"] {
            let format = try FormatString(text)
            #expect(format.specifiers.isEmpty, "\(text)")
            #expect(try FormatFiller(locale: "en").fill(format).text == text)
        }
    }

    @Test(
        "flags and widths pad the value",
        arguments: [
            ("%8@|", "Alexandra|"), ("%12@|", "   Alexandra|"), ("%-12@|", "Alexandra   |"), ("%+d", "+12,345"),
            ("%08.1f", "01,234.6"), ("%'d", "12,345"), ("%.3s", "Ale"),
        ])
    func flagsAndWidths(template: String, filled: String) throws {
        #expect(try FormatFiller(locale: "en").fill(FormatString(template)).text == filled)
    }

    @Test("positional arguments take their numbered value; ordered ones the next in order")
    func positional() throws {
        let format = try FormatString("%2$@ has %1$lld new messages from %2$@")
        #expect(format.specifiers.map(\.argument) == [2, 1, 2])
        #expect(format.specifiers.allSatisfy { $0.isPositional })
        let filled = try FormatFiller(locale: "en").fill(format, arguments: [.number(3), .string("Sam")])
        #expect(filled.text == "Sam has 3 new messages from Sam")
        // The replacements locate every template range in the filled text.
        #expect(filled.replacements.map(\.template) == [0..<4, 9..<15, 34..<38])
        #expect(filled.replacements.map(\.filled) == [0..<3, 8..<9, 28..<31])
        let messages = "%2$@ has %1$lld new messages".utf16.count
        #expect(filled.filledRange(forTemplateRange: 15..<messages) == 9..<22)  // " new messages"
        let ordered = try FormatString("%@ sent %d photos to %@")
        #expect(ordered.specifiers.map(\.argument) == [1, 2, 3])
        #expect(
            try FormatFiller(locale: "en").fill(ordered, arguments: [.string("Ana"), .number(2)]).text
                == "Ana sent 2 photos to Alexandra")
    }

    @Test(
        "numbers are written as the locale writes them",
        arguments: [
            ("en", "12,345 · 1,234.56"), ("de", "12.345 · 1.234,56"), ("fr", "12\u{202F}345 · 1\u{202F}234,56"),
            ("ar", "١٢٬٣٤٥ · ١٬٢٣٤٫٥٦"), ("ja", "12,345 · 1,234.56"), ("hi", "12,345 · 1,234.56"),
        ])
    func localeNumbers(locale: String, expected: String) throws {
        #expect(try FormatFiller(locale: locale).fill(FormatString("%lld · %.2f")).text == expected)
    }

    @Test(
        "malformed specifiers in a format are refused, saying where",
        arguments: [
            ("%1$y and %@", "offset 0"), ("%@ and %-5", "the text ends before the conversion"),
            ("%@ and %*d", "'*'"),
            ("%@ %0$@", "start at 1"),
            ("%@ %#@@", "needs a name"), ("%@ and %ly", "no conversion character"),
        ])
    func malformed(template: String, mention: String) {
        #expect(throws: FormatStringError.self) { try FormatString(template) }
        do { _ = try FormatString(template) } catch { #expect(error.message.contains(mention), "\(error.message)") }
    }

    @Test(
        "a specifier the end of the text cuts off is dropped, as Foundation drops it",
        arguments: [
            ("went up a whopping %1$@%", "went up a whopping Alex", "%"), ("%d minute%#", "3 minute", "%#"),
            ("%d a%-", "3 a", "%-"), ("%d a%1$#", "3 a", "%1$#"), ("%@ and % ", "Alex and ", "% "),
        ])
    func cutOffAtTheEnd(template: String, shown: String, dropped: String) throws {
        let format = try FormatString(template)
        #expect(format.cutOffSpecifier?.text(in: template) == dropped)
        #expect(format.cutOffSpecifier?.argument == nil)
        let arguments: [FormatArgument] = [.string("Alex"), .number(3)].filter {
            template.hasPrefix("%d") ? $0 == .number(3) : $0 == .string("Alex")
        }
        let filled = try FormatFiller(locale: "en").fill(format, arguments: arguments)
        #expect(filled.text == shown)
        var builder = MeasuredTextBuilder()
        let string = LocalizedString(key: "k", locale: "en", text: template, source: "t.json")
        let seen = try builder.shownText(for: string, options: ShownTextOptions(arguments: arguments, markup: .literal))
        #expect(seen.text == shown)
        #expect(
            seen.readingNotes == [
                "the text ends in '\(dropped)', a format specifier with no conversion character, which Foundation drops (write %% for a percent sign)"
            ])
    }

    @Test("a cut-off specifier in text that is no format, and a cut-off '%'' are not dropped")
    func cutOffOnlyInFormats() throws {
        // No specifier at all: the text is shown as written.
        #expect(try FormatString("100%").specifiers.isEmpty)
        // Foundation shows a cut-off `%'` as `'`: not a specifier it drops.
        #expect(throws: FormatStringError.self) { try FormatString("%d a%'") }
    }

    @Test("arguments that do not fit the format are refused")
    func argumentsThatDoNotFit() throws {
        let format = try FormatString("%d of %d")
        #expect(throws: FormatStringError.self) {
            try FormatFiller(locale: "en").fill(format, arguments: [.number(1), .number(2), .number(3)])
        }
        do {
            _ = try FormatFiller(locale: "en").fill(format, arguments: [.string("two")])
        } catch { #expect(error.message.contains("argument 1 is the string \"two\", but '%d' shows a number")) }
        // A number for %@ is shown as the locale writes it.
        #expect(try FormatFiller(locale: "de").fill(FormatString("%@"), arguments: [.number(1234.5)]).text == "1.234,5")
    }

    @Test("hostile: %99999$@ is refused without allocating 99,999 arguments; 10,000 specifiers parse and fill")
    func hostile() throws {
        do {
            _ = try FormatString("%99999$@")
            Issue.record("accepted %99999$@")
        } catch { #expect(error.message.contains("argument 99999")) }
        let many = String(repeating: "%1$@ ", count: 10_000)
        let format = try FormatString(many)
        #expect(format.specifiers.count == 10_000)
        let filled = try FormatFiller(locale: "en").fill(format)
        #expect(filled.text == String(repeating: "Alexandra ", count: 10_000))
        #expect(filled.replacements.count == 10_000)
        #expect(throws: FormatStringError.self) { try FormatString(String(repeating: "%@", count: 10_000)) }
    }
}
