import Foundation
import TypeFitInput

/// Reads `.stringsdict` files (XML or binary property lists): one ``LocalizedString`` per key
/// and plural form (or device / width case).
///
/// Each key's `NSStringLocalizedFormatKey` is expanded with its variables' forms: every
/// `%#@name@` (or `%1$#@name@`) is replaced by the variable's `zero`, `one`, `two`, `few`,
/// `many` or `other` form, giving ``LocalizedString/variant`` `plural.one` and so on. A format
/// with several variables gives every combination of their forms (one variable at a time,
/// others at `other`, beyond 64), named `name.plural.one|other.plural.few`. Form texts keep
/// their format specifiers (`%d`). `NSStringDeviceSpecificRuleType` (`device.iphone`) and
/// `NSStringVariableWidthRuleType` (`width.20`) rules are read too, with plural formats nested
/// in them. The locale comes as for ``StringsFileReader``. Property lists carry no positions,
/// so ``LocalizedString/line`` is nil; errors name the key path
/// (`["files"].count.NSStringFormatSpecTypeKey`). A key whose rules cannot be read (a rule type
/// other than these, a plural rule without `other`) is one string with a
/// ``LocalizedString/problem``, which a check lists and does not measure; the file's other keys
/// are read.
package enum StringsDictReader: SingleLocaleStringsReader {
    /// Parses stringsdict `data`; `source` names it in messages and in ``LocalizedString/source``.
    package static func parse(
        data: Data, source: String, locale: String = "und",
        limits: StringsLimits = .standard
    ) throws(InputError) -> [LocalizedString] {
        let root = try DocumentReader.propertyList(data, source: source, maximumBytes: limits.maximumFileBytes)
        var tally = StringsTally(limits: limits, source: source)
        for (key, reader) in try root.stringsEntries(expecting: "a dictionary", limits: limits) {
            var spent = 0
            let items: [VariantCase]
            do throws(InputError) {
                items = try cases(reader, limits: limits, spent: &spent)
            } catch  where error.kind == .invalidValue {
                // A key whose rules TypeFit cannot read is one string it cannot check: a finding
                // of the check, while the file's other keys are read.
                var string = LocalizedString(key: key, locale: locale, text: "", source: source)
                string.problem = error.detail
                try tally.append(string)
                continue
            }
            for item in items {
                var string = LocalizedString(
                    key: key, locale: locale, text: item.text,
                    variant: VariantExpansion.variant(item.components), source: source)
                string.countArguments = VariantExpansion.countArguments(item.components)
                try tally.append(string)
            }
        }
        return tally.strings
    }

    private static let formatKey = "NSStringLocalizedFormatKey"
    private static let deviceRule = "NSStringDeviceSpecificRuleType"
    private static let widthRule = "NSStringVariableWidthRuleType"
    private static let pluralForms = ["zero", "one", "two", "few", "many", "other"]

    /// The cases of a rule value: a plain string, a format with plural variables, or a device
    /// or width rule.
    /// `spent` counts the UTF-16 code units expanded so far for the key, across nested rules.
    private static func cases(_ reader: DocumentReader, limits: StringsLimits, spent: inout Int) throws(InputError)
        -> [VariantCase]
    {
        if let text = reader.value as? String { return [VariantCase(components: [], text: text)] }
        let fields = try reader.object()
        for (rule, kind) in [(deviceRule, "device"), (widthRule, "width")] {
            guard let ruleReader = fields[rule] else { continue }
            if let extra = fields.keys.sorted().first(where: { $0 != rule }) {
                throw fields[extra]!.error("unexpected key next to \(rule)")
            }
            let values = try ruleReader.object()
            var result: [VariantCase] = []
            for name in VariantExpansion.ordered(values.keys) {
                for var item in try cases(values[name]!, limits: limits, spent: &spent) {
                    item.components.insert(VariantComponent(kind: kind, value: name), at: 0)
                    result.append(item)
                }
            }
            return result
        }
        guard let formatReader = fields[formatKey] else {
            throw reader.error("missing key '\(formatKey)' (or \(deviceRule), \(widthRule))")
        }
        let format = try formatReader.string()
        var variables: [Substitution] = []
        for name in fields.keys.sorted() where name != formatKey {
            variables.append(try variable(name: name, fields[name]!))
        }
        do throws(VariantExpansion.TooLong) {
            return try VariantExpansion.expand(
                VariantCase(components: [], text: format), substitutions: variables, limits: limits, spent: &spent)
        } catch {
            throw reader.error("\(error.message); refusing to read the file", kind: .stringTooLong)
        }
    }

    /// A plural variable: `NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`, its value
    /// type, and its forms (`other` required).
    private static func variable(name: String, _ reader: DocumentReader) throws(InputError) -> Substitution {
        let fields = try reader.object(
            allowing: Set(pluralForms + ["NSStringFormatSpecTypeKey", "NSStringFormatValueTypeKey"]))
        guard let typeReader = fields["NSStringFormatSpecTypeKey"] else {
            throw reader.error("missing key 'NSStringFormatSpecTypeKey'")
        }
        let type = try typeReader.string()
        guard type == "NSStringPluralRuleType" else {
            throw typeReader.error("unknown rule type '\(type)' (expected NSStringPluralRuleType)")
        }
        _ = try fields["NSStringFormatValueTypeKey"]?.string()
        guard fields["other"] != nil else { throw reader.error("missing key 'other' (every plural rule needs it)") }
        var forms: [VariantCase] = []
        for form in pluralForms {
            guard let formReader = fields[form] else { continue }
            forms.append(
                VariantCase(components: [VariantComponent(kind: "plural", value: form)], text: try formReader.string()))
        }
        return Substitution(name: name, forms: forms)
    }
}
