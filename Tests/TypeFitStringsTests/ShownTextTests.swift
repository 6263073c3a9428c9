import Testing
import TypeFitVocabulary

@testable import TypeFitStrings

/// Strings as users see them: case, Apple's inflection markup and named placeholders, with
/// style runs kept exact through every step.
@Suite("Text as shown")
struct ShownTextTests {
    func shown(
        _ text: String, locale: String = "en", variant: String? = nil, _ options: ShownTextOptions = ShownTextOptions()
    ) throws -> ShownText {
        var builder = MeasuredTextBuilder()
        return try builder.shownText(
            for: LocalizedString(key: "k", locale: locale, text: text, variant: variant, source: "t"),
            options: options)
    }

    func styled(_ shown: ShownText) -> String {
        StyledText(
            pieces: shown.runs.map { run in
                (StyledText(plain: shown.text).text(of: StyledText.Run(range: run.range, style: .plain)), run.style)
            }
        ).description
    }

    @Test("uppercase in German: ß becomes SS and the bold run grows with it")
    func germanUppercase() throws {
        let result = try shown("Die **Straße** ist zu", locale: "de", ShownTextOptions(textCase: .uppercase))
        #expect(result.text == "DIE STRASSE IST ZU")
        #expect(styled(result) == "[plain]“DIE ”[bold]“STRASSE”[plain]“ IST ZU”")
        let lower = try shown("Die **STRASSE**", locale: "de", ShownTextOptions(textCase: .lowercase))
        #expect(lower.text == "die strasse")
    }

    @Test("uppercase in Turkish: i becomes İ; a pseudolanguage is cased as its base")
    func turkishUppercase() throws {
        #expect(try shown("istanbul", locale: "tr", ShownTextOptions(textCase: .uppercase)).text == "İSTANBUL")
        #expect(try shown("istanbul", locale: "tr-TR", ShownTextOptions(textCase: .uppercase)).text == "İSTANBUL")
        #expect(
            try shown("istanbul", locale: "tr-x-pseudo-double", ShownTextOptions(textCase: .uppercase)).text
                == "İSTANBUL")
        #expect(try shown("istanbul", locale: "en", ShownTextOptions(textCase: .uppercase)).text == "ISTANBUL")
    }

    @Test("a placeholder without a value keeps its name's case; a value is cased")
    func unvaluedKeepsCase() throws {
        let options = ShownTextOptions(namedArguments: ["state": .string("an")], textCase: .uppercase)
        let result = try shown("${toggle} Schnellsuche ${state}", locale: "de", options)
        #expect(result.text == "${toggle} SCHNELLSUCHE AN")
    }

    @Test("arguments are filled before the case: a value is cased too")
    func caseAfterArguments() throws {
        let result = try shown(
            "Hallo %@", locale: "de", ShownTextOptions(arguments: [.string("Groß")], textCase: .uppercase))
        #expect(result.text == "HALLO GROSS")
    }

    @Test("a named {COUNT} is filled, a number as the locale writes it; every syntax is filled")
    func namedPlaceholders() throws {
        let count = ShownTextOptions(namedArguments: ["COUNT": .number(12_345)])
        #expect(try shown("{COUNT} Fotos", locale: "de", count).text == "12.345 Fotos")
        #expect(try shown("{COUNT} photos", locale: "en", count).text == "12,345 photos")
        let all = ShownTextOptions(namedArguments: [
            "A": .string("1"), "B": .string("2"), "C": .string("3"), "D": .string("4"), "E": .string("5"),
            "F": .string("6"), "user.name": .string("Ana"),
        ])
        #expect(try shown("{A} {{B}} %{C} %(D)@ %(E)s $F$ {user.name}", all).text == "1 2 3 4 5 6 Ana")
        #expect(try shown("{{A}}", all).text == "1")
        #expect(try shown("Turn ${user.name} on", all).text == "Turn Ana on")
        #expect(try shown("Turn ${toggle} on").unvaluedPlaceholders == ["${toggle}"])
    }

    @Test("a value is never read as Markdown or as a format specifier, and runs stay right")
    func valuesAreLiteral() throws {
        let options = ShownTextOptions(namedArguments: ["NAME": .string("**%@** 100%")])
        let result = try shown("Hi *{NAME}*, %@", options)
        #expect(result.text == "Hi **%@** 100%, Alexandra")
        #expect(styled(result) == "[plain]“Hi ”[italic]“**%@** 100%”[plain]“, Alexandra”")
    }

    @Test("a placeholder without a value is measured as written and reported once, even beside printf specifiers")
    func unvalued() throws {
        let result = try shown("Check in {CHECKIN} at %@, out %{CHECKOUT} {CHECKIN}")
        #expect(result.text == "Check in {CHECKIN} at Alexandra, out %{CHECKOUT} {CHECKIN}")
        #expect(result.unvaluedPlaceholders == ["{CHECKIN}", "%{CHECKOUT}"])
    }

    @Test("ordinary braces and dollars are not placeholders")
    func noFalsePositives() throws {
        for text in [
            "{0} items", "{ name }", "{count, plural, one {# item} other {# items}}", "$5$ off", "costs $5 or $10",
            #"{"a": 1}"#, "{9LIVES}", "$ NAME $",
        ] {
            #expect(try shown(text).unvaluedPlaceholders.isEmpty, "\(text)")
        }
    }

    @Test("a rule's placeholder pattern finds another syntax; a bad pattern is an error")
    func customPattern() throws {
        let options = ShownTextOptions(namedArguments: ["CITY": .string("Köln")], placeholder: "<<([A-Z]+)>>")
        #expect(try shown("Welcome to <<CITY>>, <<GUEST>>", options).text == "Welcome to Köln, <<GUEST>>")
        #expect(try shown("Welcome to <<CITY>>, <<GUEST>>", options).unvaluedPlaceholders == ["<<GUEST>>"])
        #expect(throws: FormatStringError.self) {
            _ = try shown("x", ShownTextOptions(placeholder: "<<[A-Z]+>>"))
        }
        #expect(throws: FormatStringError.self) { _ = try shown("x", ShownTextOptions(placeholder: "((")) }
    }

    @Test("a placeholder pattern that backtracks without end is an error, not a hang; a long text still matches")
    func backtrackingPatternIsBounded() throws {
        let runaway = ShownTextOptions(placeholder: "((?:a+)+)$")
        // Exponential in the run of a's for a backtracking engine: 2^40 ways to fail.
        let error = #expect(throws: FormatStringError.self) {
            _ = try shown(String(repeating: "a", count: 40) + "!", runaway)
        }
        #expect(error?.message.contains("backtracks too much") == true)
        let options = ShownTextOptions(namedArguments: ["NAME": .string("Alexandra")], placeholder: "<<([A-Z_]+)>>")
        let long = String(repeating: "word ", count: 100_000) + "<<NAME>>"
        #expect(try shown(long, options).text.hasSuffix("word Alexandra"))
    }

    @Test("English inflection: the counted noun agrees with its number")
    func englishInflection() throws {
        #expect(try shown("^[%lld Photo](inflect: true)").text == "12,345 Photos")
        #expect(try shown("^[%lld Photo](inflect: true)", ShownTextOptions(arguments: [.number(1)])).text == "1 Photo")
        #expect(try shown("^[%lld Photo](inflect: true)", ShownTextOptions(arguments: [.number(0)])).text == "0 Photos")
        #expect(try shown("You have ^[%lld new Box](inflect: true)").text == "You have 12,345 new Boxes")
        #expect(try shown("^[%lld Story](inflect: true, partOfSpeech: \"noun\")").text == "12,345 Stories")
        #expect(try shown("^[%lld Day](inflect: true)").text == "12,345 Days")
        #expect(try shown("^[%lld Photos](inflect: true)").text == "12,345 Photos")
        #expect(try shown("^[%lld Photo](inflect: true)").approximationReasons.isEmpty)
        #expect(InflectionAgreement.plural(of: "MATCH") == "MATCHES")
        #expect(InflectionAgreement.plural(of: "Bus") == "Buses")
        #expect(InflectionAgreement.plural(of: "Person") == "People")
        #expect(InflectionAgreement.plural(of: "CHILD") == "CHILDREN")
        #expect(InflectionAgreement.plural(of: "shelf") == "shelves")
        #expect(InflectionAgreement.plural(of: "Sheep") == nil)
    }

    @Test("a named count inside an inflection span agrees too")
    func namedCountInflects() throws {
        let five = ShownTextOptions(namedArguments: ["COUNT": .number(5)])
        #expect(try shown("^[{COUNT} Photo](inflect: true) left", five).text == "5 Photos left")
        let one = ShownTextOptions(namedArguments: ["COUNT": .number(1)])
        #expect(try shown("^[{COUNT} Photo](inflect: true) left", one).text == "1 Photo left")
    }

    @Test("inflection with styles, then case: runs stay on their words")
    func inflectionWithStylesAndCase() throws {
        let result = try shown("^[**%lld** Photo](inflect: true) saved", ShownTextOptions(textCase: .uppercase))
        #expect(result.text == "12,345 PHOTOS SAVED")
        #expect(styled(result) == "[bold]“12,345”[plain]“ PHOTOS SAVED”")
    }

    @Test("inflection elsewhere is shown as filled and marked approximate; other attributes only show their text")
    func otherInflection() throws {
        let french = try shown("^[%lld photo](inflect: true)", locale: "fr")
        #expect(french.text == "12\u{202F}345 photo")
        #expect(
            french.approximationReasons == [
                "inflection: Apple's morphology engine decides agreement in fr (shown uninflected)"
            ])
        let morphology = try shown(#"^[Photo](morphology: { number: "plural" })"#)
        #expect(morphology.text == "Photo")
        #expect(morphology.approximationReasons.count == 1)
        let custom = try shown("Tap ^[here](custom: 1) (now)")
        #expect(custom.text == "Tap here (now)")
        #expect(custom.approximationReasons.isEmpty)
        #expect(TextMarkup.markdown.styledText("^[*a*](inflect: true)").description == "[italic]“a”")
    }

    @Test("with markup none, inflection syntax is literal")
    func literalInflection() throws {
        let result = try shown("^[%lld Photo](inflect: true)", ShownTextOptions(markup: .literal))
        #expect(result.text == "^[12,345 Photo](inflect: true)")
        #expect(result.approximationReasons.isEmpty)
    }

    @Test("an unclosed caret is literal Markdown")
    func unclosed() throws {
        #expect(try shown("^[%lld Photo (inflect: true)").text == "^[12,345 Photo (inflect: true)")
        #expect(try shown("x ^[a](b").text == "x ^[a](b")
    }

    @Test("attribute syntax inside a code span is code, shown as written; outside it is still read")
    func attributeSyntaxInCode() throws {
        let code = try shown("Write `^[%lld Photo](inflect: true)` here", locale: "fr")
        #expect(code.text == "Write ^[12\u{202F}345 Photo](inflect: true) here")
        #expect(code.approximationReasons.isEmpty)
        let mixed = try shown("``a ` ^[b](c)`` then ^[%lld Photo](inflect: true)")
        #expect(mixed.text == "a ` ^[b](c) then 12,345 Photos")
        #expect(try shown("a `b ^[%lld Photo](inflect: true)").text == "a `b 12,345 Photos")
    }
}
