import Foundation
import TypeFitInput

/// Reads a flat JSON object of strings, `{"greeting": "Hello", "farewell": "Goodbye"}`, in
/// file order, with the line of each key. Values must be strings: a nested object (as some
/// web i18n formats use) is an error naming its key (`["onboarding"]`); flatten such files
/// first. The locale comes as for ``StringsFileReader``.
package enum JSONStringsReader: SingleLocaleStringsReader {
    /// Parses JSON `data`; `source` names it in messages and in ``LocalizedString/source``.
    package static func parse(
        data: Data, source: String, locale: String = "und",
        limits: StringsLimits = .standard
    ) throws(InputError) -> [LocalizedString] {
        let root = try DocumentReader.json(data, source: source, maximumBytes: limits.maximumFileBytes)
        let located = JSONKeyLines(utf8: root.jsonUTF8 ?? [], path: [])
        var tally = StringsTally(limits: limits, source: source)
        for (key, reader) in try root.stringsEntries(
            expecting: "an object of strings", limits: limits, order: located.order)
        {
            guard let value = reader.value as? String else {
                let hint =
                    reader.value is [String: Any]
                    ? " (nested objects are not supported: flatten the keys, e.g. \"a.b\")" : ""
                throw reader.error("expected a string, found \(reader.typeName)\(hint)")
            }
            try tally.append(
                LocalizedString(key: key, locale: locale, text: value, source: source, line: located.lines[key]))
        }
        return tally.strings
    }
}
