import Foundation

/// Reads a flat JSON object of strings, `{"greeting": "Hello", "farewell": "Goodbye"}`, in
/// file order, with the line of each key. Values must be strings: a nested object (as some
/// web i18n formats use) is an error naming its key (`["onboarding"]`); flatten such files
/// first. The locale comes as for ``StringsFileReader``.
public enum JSONStringsReader {
    /// Reads the JSON strings file at `path`; `locale` overrides the `.lproj` directory's.
    public static func read(path: String, locale: String? = nil, limits: StringsLimits = .standard) throws(StringsError) -> [LocalizedString] {
        try parse(data: Data(FileInput.bytes(path: path, limits: limits)), source: path,
                  locale: FileInput.locale(locale, path: path), limits: limits)
    }

    /// Parses JSON `data`; `source` names it in messages and in ``LocalizedString/source``.
    public static func parse(data: Data, source: String, locale: String = "und",
                             limits: StringsLimits = .standard) throws(StringsError) -> [LocalizedString] {
        try limits.check(byteCount: data.count, source: source)
        let text = try FileInput.text([UInt8](data), source: source)
        let root = try DocumentReader.json(text, source: source)
        guard let entries = root.value as? [String: Any] else {
            throw root.error("expected an object of strings, found \(root.typeName)")
        }
        try limits.check(count: entries.count, source: source)
        let located = JSONKeyLines(utf8: Array(text.utf8), path: [])
        let keys = located.order.filter { entries[$0] != nil } + entries.keys.filter { located.lines[$0] == nil }.sorted()
        var tally = StringsTally(limits: limits, source: source)
        for key in keys {
            let reader = root.subscripted(key, entries[key]!)
            guard let value = reader.value as? String else {
                let hint = reader.value is [String: Any] ? " (nested objects are not supported: flatten the keys, e.g. \"a.b\")" : ""
                throw reader.error("expected a string, found \(reader.typeName)\(hint)")
            }
            try tally.append(LocalizedString(key: key, locale: locale, text: value, source: source, line: located.lines[key]))
        }
        return tally.strings
    }
}
