import Foundation
import TypeFitInput

/// Reads `Localizable.strings` files: the old-style property-list strings format
/// (`"key" = "value";`, see the syntax notes below), in UTF-8 or UTF-16 with a byte-order mark
/// as older Xcode versions write them. A `.strings` file that is an XML or binary property list
/// (as Xcode copies into app bundles) is read too: a dictionary of strings.
///
/// - The **locale** is the `locale` argument, else the `xx` of a parent directory
///   `xx.lproj`, else `und`.
/// - The **comment** just before a pair becomes its ``LocalizedString/comment``: the last
///   comment before the key, if no blank line separates them (so a file header is not taken
///   for the first pair's comment); consecutive `//` lines form one comment; a comment on the
///   same line after a pair's `;` belongs to no pair.
/// - A **repeated key** keeps its last value (as CoreFoundation does), at the last position.
/// - **Syntax**: `"key" = "value";`; `/* … */` and `// …` comments; escapes `\"`, `\\`, `\'`,
///   `\n`, `\t`, `\r`, `\a`, `\b`, `\f`, `\v`, octal `\ooo`, `\U` / `\u` + 1–4 hex digits (a
///   UTF-16 unit; surrogate pairs as two escapes), any other `\c` is `c`; unquoted keys and
///   values of `[A-Za-z0-9_.$:/-]`; `"key";` stands for `"key" = "key";`; the pairs may be
///   wrapped in `{ … }`.
/// - A **syntax error** names the file, line and column and what was expected:
///   `Localizable.strings:3:17: expected ';' after value, found '"'`.
package enum StringsFileReader: SingleLocaleStringsReader {
    /// Reads the strings file at `path` like ``read(path:locale:limits:)``, and adds a warning to
    /// `warnings` for each key the file gives more than once (see ``duplicateWarning(source:key:firstLine:lastLine:)``).
    package static func read(
        path: String, locale: String? = nil, limits: StringsLimits = .standard,
        warnings: inout [String]
    ) throws(InputError) -> [LocalizedString] {
        try parse(
            data: Data(InputFile.bytes(path: path, maximumBytes: limits.maximumFileBytes)), source: path,
            locale: PathLocale.locale(locale, path: path), limits: limits, warnings: &warnings)
    }

    /// The warning for a key given twice: both lines, and which value is checked.
    ///
    /// iOS keeps the **last** value: CoreFoundation's strings-file parser stores each pair into
    /// a dictionary as it reads it, so a repeated key's later value replaces the earlier one,
    /// and Xcode's copy step (`copyStrings`, which converts the file to a binary property list)
    /// reads it with the same parser. That is how CoreFoundation behaves, not a documented
    /// promise, hence "almost certainly".
    package static func duplicateWarning(source: String, key: String, firstLine: Int, lastLine: Int) -> String {
        "\(source):\(lastLine): key \"\(key)\" is also given at line \(firstLine); the value at line \(lastLine) is checked, the last one, which iOS almost certainly shows (CoreFoundation keeps the last value of a repeated key)"
    }

    /// Parses strings-file `data`; `source` names it in messages and in
    /// ``LocalizedString/source``.
    package static func parse(
        data: Data, source: String, locale: String = "und",
        limits: StringsLimits = .standard
    ) throws(InputError) -> [LocalizedString] {
        var ignored: [String] = []
        return try parse(data: data, source: source, locale: locale, limits: limits, warnings: &ignored)
    }

    /// Parses strings-file `data`, adding a warning to `warnings` for each repeated key.
    package static func parse(
        data: Data, source: String, locale: String = "und",
        limits: StringsLimits = .standard, warnings: inout [String]
    ) throws(InputError) -> [LocalizedString] {
        try limits.check(byteCount: data.count, source: source)
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("bplist".utf8)) {
            return try propertyList(data, source: source, locale: locale, limits: limits)
        }
        let text = try limits.text(data, source: source)
        let head = text.prefix(64).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if head.hasPrefix("<?xml") || head.hasPrefix("<plist") || head.hasPrefix("<!DOCTYPE plist") {
            return try propertyList(data, source: source, locale: locale, limits: limits)
        }
        var parser = StringsFileParser(text: text, source: source, limits: limits)
        // A repeated key keeps its last value and position.
        let pairs = try parser.parse()
        for repeated in parser.duplicates {
            warnings.append(
                duplicateWarning(
                    source: source, key: repeated.key, firstLine: repeated.firstLine, lastLine: repeated.lastLine))
        }
        if parser.unreportedDuplicates > 0 {
            warnings.append(
                "\(source): \(parser.unreportedDuplicates) more repeated keys (the last value of each is checked)")
        }
        var tally = StringsTally(limits: limits, source: source)
        for pair in pairs {
            try tally.append(
                LocalizedString(
                    key: pair.key, locale: locale, text: pair.value, comment: pair.comment, source: source,
                    line: pair.line))
        }
        return tally.strings
    }

    /// A strings file stored as a property list: a dictionary of strings, in key order.
    private static func propertyList(
        _ data: Data, source: String, locale: String,
        limits: StringsLimits
    ) throws(InputError) -> [LocalizedString] {
        let root = try DocumentReader.propertyList(data, source: source, maximumBytes: limits.maximumFileBytes)
        var tally = StringsTally(limits: limits, source: source)
        for (key, reader) in try root.stringsEntries(expecting: "a dictionary of strings", limits: limits) {
            try tally.append(LocalizedString(key: key, locale: locale, text: try reader.string(), source: source))
        }
        return tally.strings
    }
}
