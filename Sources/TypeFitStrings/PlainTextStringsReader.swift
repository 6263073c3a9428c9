import Foundation
import TypeFitInput

/// Reads plain text, one string per line: the key of line N is `line N`, blank (empty or
/// whitespace-only) lines are skipped, a line's text is kept as written (without its line
/// ending, `\n` or `\r\n`). The locale comes as for ``StringsFileReader``.
package enum PlainTextStringsReader: SingleLocaleStringsReader {
    /// Parses text `data`; `source` names it in messages and in ``LocalizedString/source``.
    package static func parse(
        data: Data, source: String, locale: String = "und",
        limits: StringsLimits = .standard
    ) throws(InputError) -> [LocalizedString] {
        let text = try limits.text(data, source: source)
        var tally = StringsTally(limits: limits, source: source)
        for (index, line) in text.split(
            omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
        ).enumerated() {
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            try tally.append(
                LocalizedString(
                    key: "line \(index + 1)", locale: locale, text: String(line), source: source, line: index + 1))
        }
        return tally.strings
    }
}
