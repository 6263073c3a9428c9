import Foundation
import TypeFitInput
import TypeFitUnicode

/// Named placeholders in a text, the syntaxes localization tools other than Apple's write:
/// `{NAME}`, `{{NAME}}`, `%{NAME}`, `%(NAME)@`, `%(NAME)s` and `$NAME$`, and App Intents'
/// parameter syntax `${NAME}` (in Shortcuts phrases and parameter summaries), plus whatever a
/// constraints rule's `placeholder` regular expression finds (its one capture group is the name).
///
/// **What counts as one.** A name is an identifier: a letter or `_`, then letters, digits, `_`,
/// `.` or `-` (`[A-Za-z_][A-Za-z0-9_.-]*`), written right inside the syntax with no space. So
/// `{0}`, `{ name }`, `{count, plural, …}`, `$5$` and `$ 5 $` are ordinary text, and JSON-looking
/// text such as `{"a": 1}` is too. Where syntaxes overlap the longest wins at the same place
/// (`{{NAME}}` over `{NAME}`), else the one that starts first (`%{NAME}` and `${NAME}` over the
/// `{NAME}` inside them).
///
/// **Filling.** A name with a value (a constraints rule's or the defaults' `"arguments"` object)
/// is replaced by it: a string as given, a number as the locale writes it (`12,345` in
/// English, grouped, up to 6 fraction digits). A name without one is measured as written and
/// reported (``MeasuredTextBuilder/shownText(for:options:)``).
package struct NamedPlaceholders: Sendable {
    /// One placeholder found: its UTF-16 range in the text, as written, and its name.
    package struct Match: Sendable, Hashable {
        package var range: Range<Int>
        package var written: String
        package var name: String
    }

    /// The name syntax (an identifier).
    static let name = "[A-Za-z_][A-Za-z0-9_.-]*"

    /// The built-in syntaxes, longest first where they start at the same character.
    static let builtIn: NSRegularExpression = {
        let patterns = [
            "\\{\\{(\(name))\\}\\}", "%\\{(\(name))\\}", "\\$\\{(\(name))\\}", "%\\((\(name))\\)[@s]",
            "\\{(\(name))\\}",
            "\\$(\(name))\\$",
        ]
        do { return try NSRegularExpression(pattern: patterns.joined(separator: "|")) } catch {
            preconditionFailure("the built-in placeholder syntax is a valid expression: \(error)")
        }
    }()

    /// Whether `text` may hold a built-in placeholder: it has a `{` or `$`, or `%(` (so the
    /// many format strings with `%@` alone cost one scan, not an expression search).
    static func mayHold(_ text: String) -> Bool {
        var previousIsPercent = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") { return true }
            if previousIsPercent, byte == UInt8(ascii: "(") { return true }
            previousIsPercent = byte == UInt8(ascii: "%")
        }
        return false
    }

    /// The rule's own syntax, if any, matched with a bound on its work (a pattern a user writes
    /// may backtrack without end).
    private let custom: BoundedRegularExpression?

    /// Placeholders of the built-in syntaxes, and of `pattern` (a regular expression with one
    /// capture group) when given. Throws when `pattern` is not one (see ``validatedPattern(_:)``).
    package init(pattern: String? = nil) throws(FormatStringError) {
        guard let pattern else {
            custom = nil
            return
        }
        let expression: BoundedRegularExpression
        do throws(BoundedRegularExpression.Failure) {
            expression = try BoundedRegularExpression(pattern)
        } catch {
            throw FormatStringError("placeholder pattern \(pattern.debugDescription) \(error)")
        }
        guard expression.captureGroups == 1 else {
            throw FormatStringError(
                "placeholder pattern \(pattern.debugDescription) has \(expression.captureGroups) capture groups; it needs exactly one, the name"
            )
        }
        custom = expression
    }

    /// The pattern `reader` holds (a constraints file's `placeholder`), checked: a string that is
    /// a regular expression (ICU syntax, as `NSRegularExpression` reads it) with exactly one
    /// capture group. The error names the key path.
    package static func validatedPattern(_ reader: DocumentReader) throws(InputError) -> String {
        let pattern = try reader.string()
        guard !pattern.isEmpty else { throw reader.error("a placeholder pattern cannot be empty") }
        guard pattern.count <= 1_000 else {
            throw reader.error("a placeholder pattern is at most 1000 characters long, found \(pattern.count)")
        }
        do throws(FormatStringError) {
            _ = try NamedPlaceholders(pattern: pattern)
        } catch {
            throw reader.error(
                error.message
                    + " (a regular expression whose one capture group is the placeholder's name, such as \"<<([A-Z_]+)>>\")"
            )
        }
        return pattern
    }

    /// The placeholders in `text`, in order, not overlapping. Throws when the rule's own pattern
    /// gives up on `text` (it backtracks past ICU's work limit).
    package func matches(in text: String) throws(FormatStringError) -> [Match] {
        let hasStart = Self.mayHold(text)
        guard hasStart || custom != nil else { return [] }
        var found: [Match] = []
        if hasStart {
            let whole = NSRange(location: 0, length: text.utf16.count)
            for result in Self.builtIn.matches(in: text, range: whole) where result.range.length > 0 {
                let range = result.range.location..<(result.range.location + result.range.length)
                guard
                    let nameRange = (1..<result.numberOfRanges).lazy.map({ result.range(at: $0) }).first(where: {
                        $0.location != NSNotFound && $0.length > 0
                    })
                else { continue }
                found.append(
                    Match(range: range, written: Self.substring(text, range), name: Self.substring(text, nameRange)))
            }
        }
        if let custom {
            let matches: [(whole: Range<Int>, group: Range<Int>?)]
            do throws(BoundedRegularExpression.Failure) {
                matches = try custom.matches(in: text)
            } catch {
                throw FormatStringError("placeholder pattern \(custom.pattern.debugDescription) \(error)")
            }
            for match in matches {
                guard let name = match.group, !name.isEmpty else { continue }
                found.append(
                    Match(
                        range: match.whole, written: Self.substring(text, match.whole),
                        name: Self.substring(text, name)))
            }
        }
        found.sort { ($0.range.lowerBound, -$0.range.count) < ($1.range.lowerBound, -$1.range.count) }
        var kept: [Match] = []
        for match in found where kept.last.map({ $0.range.upperBound <= match.range.lowerBound }) ?? true {
            kept.append(match)
        }
        return kept
    }

    private static func substring(_ text: String, _ range: Range<Int>) -> String {
        let units = text.utf16
        let start = units.index(units.startIndex, offsetBy: range.lowerBound)
        let end = units.index(start, offsetBy: range.count)
        return String(units[start..<end]) ?? String(decoding: Array(units[start..<end]), as: UTF16.self)
    }

    private static func substring(_ text: String, _ range: NSRange) -> String {
        substring(text, range.location..<(range.location + range.length))
    }
}
