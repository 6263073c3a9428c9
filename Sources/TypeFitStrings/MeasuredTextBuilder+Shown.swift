import TypeFitUnicode
import TypeFitVocabulary

extension MeasuredTextBuilder {
    /// The text of `string` as a user sees it, with its inline style runs: its inline Markdown
    /// read when `markup` is ``TextMarkup/markdown`` (``InlineMarkdownParser``), then its format
    /// arguments filled (``measuredText(for:arguments:)``), as SwiftUI's `Text` reads a
    /// localized key's Markdown before the values go in, so a value is never read as Markdown.
    /// The runs are UTF-16 ranges into the shown text, covering it in order; empty when the
    /// text is all plain.
    /// - Throws: ``FormatStringError`` for a malformed specifier or arguments that do not fit.
    package mutating func shownText(
        for string: LocalizedString, arguments: [FormatArgument]? = nil, markup: TextMarkup = .default
    ) throws(FormatStringError) -> (text: String, runs: [StyledText.Run]) {
        let shown = try shownText(for: string, options: ShownTextOptions(arguments: arguments, markup: markup))
        return (shown.text, shown.runs)
    }

    /// The text of `string` as a user sees it, in this order:
    /// 1. its inline Markdown read, when `options.markup` is ``TextMarkup/markdown``
    ///    (``InlineMarkdownParser``), Apple's `^[text](attributes)` included (the text shown,
    ///    the attributes kept for step 4); with ``TextMarkup/literal`` nothing is read;
    /// 2. its named placeholders (``NamedPlaceholders``) set aside, each as one character the
    ///    text does not hold, so that the format parser never sees them;
    /// 3. its printf format arguments filled (``measuredText(for:arguments:)``);
    /// 4. the named placeholders' values put in (a name without a value as written), then
    ///    grammar agreement where ``InflectionAgreement`` decides it;
    /// 5. the case applied (`options.textCase`, ICU's full case mapping in the string's locale,
    ///    a pseudolanguage's base), run by run, so that each run keeps exactly its own text
    ///    (`ß` → `SS` lengthens its run); a placeholder without a value stays as written (it
    ///    stands for a value the app cases, not for its name).
    ///
    /// Values go in after the Markdown and the format are read, so a value is never read as
    /// Markdown or as a specifier. The runs are mapped through every step.
    /// - Throws: ``FormatStringError`` for a malformed specifier, arguments that do not fit, a
    ///   placeholder pattern that is not one, or ICU failing to case the text.
    package mutating func shownText(for string: LocalizedString, options: ShownTextOptions)
        throws(FormatStringError) -> ShownText
    {
        var displayed = string.text
        var runs: [StyledText.Run] = []
        var spans: [InlineMarkdownParser.AttributedSpan] = []
        if options.markup == .markdown, InlineMarkdownParser.mayContainMarkdown(string.text) {
            let parsed = InlineMarkdownParser.parseAttributed(string.text)
            displayed = parsed.styled.text
            runs = parsed.styled.isPlain ? [] : parsed.styled.runs
            spans = parsed.spans
        }
        let locale = Self.rulesLocale(string.locale)
        let syntax = try placeholderSyntax(options.placeholder)
        let found = try syntax.matches(in: displayed)
        var unvalued: [String] = []
        var values: [String] = []
        var asWritten: [Int] = []
        for (index, match) in found.enumerated() {
            if let value = options.namedArguments?[match.name] {
                values.append(try Self.written(value, locale: locale))
            } else {
                values.append(match.written)
                asWritten.append(index)
                if !unvalued.contains(match.written) { unvalued.append(match.written) }
            }
        }
        let token = Self.token(avoiding: displayed)
        let masked = FilledFormat.replacing(displayed, found.map { ($0.range, token) })
        var template = string
        template.text = masked.text
        let filled = try measuredText(for: template, arguments: options.arguments)
        let unmasked = FilledFormat.replacing(
            filled.text,
            zip(masked.replacements, values).map { replacement, value in
                let offset = filled.filledOffset(forTemplateOffset: replacement.filled.lowerBound)
                return (offset..<(offset + 1), value)
            })
        var maps = [masked, filled, unmasked]
        var reasons: [String] = []
        var agreements: [(range: Range<Int>, with: String)] = []
        for span in spans {
            let outcome = InflectionAgreement.agree(
                unmasked.text, range: Self.map(span.range, through: maps), attributes: span.attributes,
                locale: locale)
            if let reason = outcome.reason, !reasons.contains(reason) { reasons.append(reason) }
            agreements += outcome.edits.map { ($0.range, $0.text) }
        }
        var text = unmasked.text
        if !agreements.isEmpty {
            let agreed = FilledFormat.replacing(text, agreements.sorted { $0.range.lowerBound < $1.range.lowerBound })
            maps.append(agreed)
            text = agreed.text
        }
        runs = runs.map { StyledText.Run(range: Self.map($0.range, through: maps), style: $0.style) }
        if let textCase = options.textCase {
            let kept = asWritten.map { Self.map(unmasked.replacements[$0].filled, through: maps.dropFirst(3)) }
            (text, runs) = try Self.cased(text, runs: runs, keeping: kept, textCase: textCase, locale: locale)
        }
        let notes = Self.readingNotes(of: masked.text)
        return ShownText(
            text: text, runs: runs, approximationReasons: reasons, unvaluedPlaceholders: unvalued, readingNotes: notes)
    }

    /// What in `template` (the text as the format parser reads it) is not a valid format and
    /// is shown as Foundation shows it: a specifier the end of the text cuts off
    /// (``FormatString/cutOffSpecifier``). Only text with a `%` is parsed (again: the filled
    /// text does not keep it); empty for the rest.
    static func readingNotes(of template: String) -> [String] {
        guard template.utf8.contains(UInt8(ascii: "%")), let format = try? FormatString(template),
            let cutOff = format.cutOffSpecifier
        else { return [] }
        return [droppedAtEndNote(cutOff.text(in: template))]
    }

    /// The note for a specifier the end of the text cuts off (`specifier` as written).
    static func droppedAtEndNote(_ specifier: String) -> String {
        "the text ends in '\(specifier)', a format specifier with no conversion character, which Foundation drops (write %% for a percent sign)"
    }

    /// The placeholder syntaxes for a rule's `pattern`, compiled once.
    private mutating func placeholderSyntax(_ pattern: String?) throws(FormatStringError) -> NamedPlaceholders {
        if let known = placeholderSyntaxes[pattern] { return known }
        let made = try NamedPlaceholders(pattern: pattern)
        placeholderSyntaxes[pattern] = made
        return made
    }

    /// A named value as shown: a string as given, a number as `locale` writes it.
    private static func written(_ value: FormatArgument, locale: String) throws(FormatStringError) -> String {
        switch value {
        case .string(let text): return text
        case .number(let number):
            do {
                return try LocaleNumberFormatter.format(number, locale: locale, maximumFractionDigits: 6)
            } catch { throw FormatStringError("writing \(number) in \(locale): \(error)") }
        }
    }

    /// A one-unit stand-in for a placeholder while the format is read: a noncharacter `text`
    /// does not hold (the format parser copies it as text).
    private static func token(avoiding text: String) -> String {
        let present = Set(text.unicodeScalars.filter { $0.value >= 0xFDD0 && $0.value <= 0xFDEF }.map(\.value))
        let free = (UInt32(0xFDD0)...0xFDEF).first { !present.contains($0) } ?? 0xFFFE
        return String(Character(Unicode.Scalar(free)!))
    }

    /// `range` mapped through each step's replacements in turn.
    static func map(_ range: Range<Int>, through maps: some Sequence<FilledFormat>) -> Range<Int> {
        maps.reduce(range) { $1.filledRange(forTemplateRange: $0) }
    }

    /// `text` in `textCase` under `locale`, piece by piece between run boundaries so that each
    /// run's range stays exact however casing changes lengths; the ranges `kept` stay as written.
    static func cased(
        _ text: String, runs: [StyledText.Run], keeping kept: [Range<Int>] = [], textCase: TextCase, locale: String
    ) throws(FormatStringError) -> (text: String, runs: [StyledText.Run]) {
        let target: CaseMapper.Target = textCase == .uppercase ? .uppercase : .lowercase
        let units = Array(text.utf16)
        let edges =
            runs.flatMap { [$0.range.lowerBound, $0.range.upperBound] }
            + kept.flatMap { [$0.lowerBound, $0.upperBound] }
        let bounds = Set([0, units.count] + edges).filter { $0 >= 0 && $0 <= units.count }.sorted()
        let keptStarts = Set(kept.filter { !$0.isEmpty }.map(\.lowerBound))
        var output = ""
        var moved: [Int: Int] = [0: 0]
        var length = 0
        do {
            for (start, end) in zip(bounds, bounds.dropFirst()) {
                let written = String(decoding: units[start..<end], as: UTF16.self)
                let piece =
                    keptStarts.contains(start) ? written : try CaseMapper.map(written, to: target, locale: locale)
                output += piece
                length += piece.utf16.count
                moved[end] = length
            }
        } catch { throw FormatStringError("\(textCase.rawValue) in \(locale): \(error)") }
        let mapped = runs.map { run in
            StyledText.Run(
                range: (moved[run.range.lowerBound] ?? 0)..<(moved[run.range.upperBound] ?? length), style: run.style)
        }
        return (output, mapped)
    }
}
