import TypeFitCheck
import TypeFitVocabulary

/// How one string fits in one type scale entry and container, in each of its locales (and
/// plural or device variants), at every size checked: what ``TypeFitProject/check(_:entry:width:lines:locale:sizes:)``
/// answers. Its description names, for each locale that truncates, the first size, the point
/// size and the text as shown, so a failing test says what the phone would show.
public struct StringFit: Sendable, CustomStringConvertible {
    /// The string's key.
    public var key: String
    /// The type scale entry it was set in.
    public var entry: String
    /// One result per locale (and variant) the key has, in file order.
    public var results: [CheckResult]

    /// The smallest size at which the string truncates in any locale, or nil when it fits
    /// everywhere at every size checked.
    public var firstTruncatedSize: DynamicTypeSize? {
        results.compactMap(\.firstTruncatedSize).min()
    }

    /// The results that truncate at some size, earliest first (then by locale).
    public var truncating: [CheckResult] {
        results.filter { $0.firstTruncatedSize != nil }
            .sorted { ($0.firstTruncatedSize!, $0.locale) < ($1.firstTruncatedSize!, $1.locale) }
    }

    /// `settings.title in headline: fits at every size in 3 locales`, or one line per
    /// truncating locale: `de: truncates from xxLarge (23 pt): "Einstellun…" (2 of 1 lines)`.
    public var description: String {
        let locales = Set(results.map(\.locale)).count
        let failing = truncating
        guard !failing.isEmpty else {
            return "\(key) in \(entry): fits at every size in \(locales) locale\(locales == 1 ? "" : "s")"
        }
        var lines = ["\(key) in \(entry): truncates in \(failing.count) of \(results.count) results"]
        for result in failing {
            let size = result.firstTruncatedSize!
            let outcome = result.firstTruncation
            let name = CheckResult.ID.name(key: result.locale, variant: result.variant, place: result.place)
            var line = "  \(name): truncates from \(size.rawValue)"
            if let outcome {
                line +=
                    " (\(outcome.pointSize.pointsText(decimals: 2)) pt, \(outcome.linesNeeded) lines needed, \(outcome.lines) shown)"
                if let visible = outcome.visibleText { line += ": \"\(visible)\"" }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
