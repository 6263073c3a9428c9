import Foundation
import TypeFitConcurrency
import TypeFitInput

/// Reads Xcode String Catalogs (`.xcstrings`, JSON) into one ``LocalizedString`` per key,
/// locale and variation case.
///
/// What is read, and how:
/// - **Every locale**, the `sourceLanguage` first, then the others by identifier. A key with
///   no localization for the source language (Xcode leaves the source text implicit) gives
///   one source-language string whose text is the key itself.
/// - **Variations**: `plural` and `device` cases (and any other kind Xcode may add) become
///   separate strings, with ``LocalizedString/variant`` `plural.one`, `device.iphone`; nested
///   device → plural cases give `plural.other|device.ipad` (plural first, whatever the nesting).
/// - **Substitutions** (`%#@name@` in a value, forms under `substitutions.name.variations`):
///   each form's `%arg` becomes the argument's specifier (`%1$lld` from `argNum` and
///   `formatSpecifier`), and the token is replaced by the form. All combinations of the forms
///   of the substitutions a value uses are produced (one at a time, others at `other`, beyond
///   64 combinations). A sole substitution in a value without its own plural variation is
///   named `plural.one`; otherwise `name.plural.one` (`apples.plural.one|pears.plural.other`).
/// - **`shouldTranslate: false`** entries are kept: they still display (in the source text).
///   `extractionState` (stale, manual, …) does not filter either.
/// - `stringUnit.state` is kept in ``LocalizedString/state``; the key's `comment` in
///   ``LocalizedString/comment``; the line of the key in ``LocalizedString/line``.
/// - Unknown keys are ignored (the format grows with Xcode); known keys with the wrong type
///   are errors naming the key path: `strings["Hello"].localizations.de.stringUnit.value`.
package enum StringCatalogReader {
    /// Reads the catalog at `path`.
    package static func read(path: String, limits: StringsLimits = .standard) throws(InputError) -> [LocalizedString] {
        try parse(
            data: Data(InputFile.bytes(path: path, maximumBytes: limits.maximumFileBytes)), source: path, limits: limits
        )
    }

    /// Parses catalog `data` (UTF-8, or UTF-16 with a byte-order mark); `source` names it in
    /// messages and in ``LocalizedString/source``.
    package static func parse(data: Data, source: String, limits: StringsLimits = .standard) throws(InputError)
        -> [LocalizedString]
    {
        let root = try DocumentReader.json(
            data, source: source, maximumBytes: limits.maximumFileBytes, what: "catalog", splittingMember: "strings"
        ) { parts in
            OrderedFanOut(count: parts.count, perRun: 1).map { DocumentReader.parsedJSON(parts[$0]) }
        }
        let top = try root.object()
        guard let languageReader = top["sourceLanguage"] else { throw root.error("missing key 'sourceLanguage'") }
        let sourceLanguage = try languageReader.string()
        _ = try top["version"]?.string()
        guard let stringsReader = top["strings"] else { throw root.error("missing key 'strings'") }
        guard let entries = stringsReader.value as? [String: Any] else {
            throw stringsReader.error("expected an object, found \(stringsReader.typeName)")
        }
        try limits.check(count: entries.count, source: source)

        let located = JSONKeyLines(utf8: root.jsonUTF8 ?? [], path: ["strings"])
        let keys =
            located.order.filter { entries[$0] != nil } + entries.keys.filter { located.lines[$0] == nil }.sorted()
        // Keys are read over all cores, then tallied in order: the error a file gets is the one
        // of its first key in order that has one, as if read one key at a time.
        let catalog = CatalogValues(strings: stringsReader, entries: entries, lines: located.lines)
        let perKey = OrderedFanOut(count: keys.count, perRun: 256).map { index in
            Result { () throws(InputError) in
                try strings(
                    of: keys[index], in: catalog, sourceLanguage: sourceLanguage, source: source, limits: limits)
            }
        }
        var tally = StringsTally(limits: limits, source: source)
        for strings in perKey {
            for string in try strings.get() { try tally.append(string) }
        }
        return tally.strings
    }

    /// The decoded `strings` object of a catalog, shared by the threads that read its keys:
    /// Foundation's decoded values and the readers' places are never changed once made.
    private struct CatalogValues: @unchecked Sendable {
        let strings: DocumentReader
        let entries: [String: Any]
        /// Each key's line in the file.
        let lines: [String: Int]
    }

    /// The strings of one key: each locale's cases, the source language first.
    private static func strings(
        of key: String, in catalog: CatalogValues, sourceLanguage: String, source: String, limits: StringsLimits
    ) throws(InputError) -> [LocalizedString] {
        let entry = catalog.strings.subscripted(key, catalog.entries[key]!)
        let fields = try entry.members()
        let comment = try fields["comment"]?.string()
        _ = try fields["shouldTranslate"]?.bool()
        _ = try fields["isCommentAutoGenerated"]?.bool()
        _ = try fields["extractionState"]?.string()
        let localizations = try fields["localizations"]?.members()
        let locales = (localizations?.keys.filter { $0 != sourceLanguage } ?? []).sorted()
        var strings: [LocalizedString] = []
        for locale in [sourceLanguage] + locales {
            var cases =
                try localizations?[locale].map { reader throws(InputError) in
                    try localizationCases(reader, limits: limits)
                } ?? []
            if cases.isEmpty && locale == sourceLanguage {
                cases = [VariantCase(components: [], text: key, state: nil)]
            }
            for item in cases {
                var string = LocalizedString(
                    key: key, locale: locale, text: item.text, variant: VariantExpansion.variant(item.components),
                    comment: comment, source: source, line: catalog.lines[key], state: item.state)
                string.countArguments = VariantExpansion.countArguments(item.components)
                strings.append(string)
            }
        }
        return strings
    }

    /// The cases of one localization: its `stringUnit`, its variations, with substitutions
    /// filled in.
    private static func localizationCases(_ reader: DocumentReader, limits: StringsLimits) throws(InputError)
        -> [VariantCase]
    {
        let fields = try reader.members()
        var cases: [VariantCase] = []
        if let unit = fields["stringUnit"] { cases.append(try stringUnit(unit, components: [])) }
        if let variations = fields["variations"] { cases += try variationCases(variations, components: []) }
        guard let substitutionsReader = fields["substitutions"] else { return cases }
        var substitutions: [Substitution] = []
        for (name, substitution) in try substitutionsReader.object().sorted(by: { $0.key < $1.key }) {
            substitutions.append(try Self.substitution(name: name, substitution))
        }
        var expanded: [VariantCase] = []
        var spent = 0
        for item in cases {
            do throws(VariantExpansion.TooLong) {
                expanded += try VariantExpansion.expand(
                    item, substitutions: substitutions, limits: limits, spent: &spent)
            } catch {
                throw reader.error("\(error.message); refusing to read the file", kind: .stringTooLong)
            }
        }
        return expanded
    }

    /// `{"variations": {"plural": {"one": {…}, …}}}` flattened to cases, nested variations
    /// included.
    private static func variationCases(_ reader: DocumentReader, components: [VariantComponent]) throws(InputError)
        -> [VariantCase]
    {
        let kinds = try reader.members()
        var cases: [VariantCase] = []
        for kind in VariantExpansion.orderedKinds(kinds.keys) {
            let kindReader = kinds[kind]!
            let values = try kindReader.members()
            for value in VariantExpansion.ordered(values.keys) {
                let caseReader = values[value]!
                let path = components + [VariantComponent(kind: kind, value: value)]
                let fields = try caseReader.members()
                if let unit = fields["stringUnit"] { cases.append(try stringUnit(unit, components: path)) }
                if let nested = fields["variations"] { cases += try variationCases(nested, components: path) }
            }
        }
        return cases
    }

    /// `{"state": "translated", "value": "…"}`.
    private static func stringUnit(_ reader: DocumentReader, components: [VariantComponent]) throws(InputError)
        -> VariantCase
    {
        let fields = try reader.members()
        guard let value = fields["value"] else { throw reader.error("missing key 'value'") }
        return VariantCase(components: components, text: try value.string(), state: try fields["state"]?.string())
    }

    /// One `substitutions` member: its forms, with `%arg` replaced by the argument's specifier.
    private static func substitution(name: String, _ reader: DocumentReader) throws(InputError) -> Substitution {
        let fields = try reader.members()
        let argument = try fields["argNum"].map { reader throws(InputError) -> Int in
            let number = try reader.number()
            guard number >= 1, number == number.rounded(), number < 1000 else {
                throw reader.error("argNum must be a whole number from 1, found \(number)")
            }
            return Int(number)
        }
        let specifier = try fields["formatSpecifier"]?.string() ?? "@"
        let placeholder = "%" + (argument.map { "\($0)$" } ?? "") + specifier
        var forms: [VariantCase] = []
        if let unit = fields["stringUnit"] { forms.append(try stringUnit(unit, components: [])) }
        if let variations = fields["variations"] { forms += try variationCases(variations, components: []) }
        for index in forms.indices {
            forms[index].text = forms[index].text.replacingOccurrences(of: "%arg", with: placeholder)
        }
        return Substitution(name: name, forms: forms, argument: argument)
    }
}
