import Foundation

/// SwiftUI's automatic grammar agreement (`^[%lld Photo](inflect: true)`) where TypeFit can
/// decide it, and a reason to call the result approximate where it cannot.
///
/// Apple's morphology engine inflects the bracketed text on the device. TypeFit applies one
/// simple, documented rule and nothing else: in English (`en`, `en-GB`, …; a pseudolanguage
/// by its base), with `inflect: true`, the last word of the span after its first number is a
/// counted noun, written in the singular, and takes the plural when the number is not `1`
/// (`1 Photo`, `12,345 Photos`, `0 Photos`, `3 new Messages`; adjectives before it stay): `+es` after s, x, z, ch or sh (`Box` → `Boxes`),
/// `y` after a consonant → `ies` (`Story` → `Stories`), else `+s`; in the word's case
/// (`PHOTO` → `PHOTOS`). Common irregular nouns take their own plural (``irregularPlurals``:
/// `Person` → `People`, `Child` → `Children`), and nouns the same in both (`sheep`, `series`)
/// are kept. A word that already ends in a plural `s` (not `ss`, `us`, `is`) is
/// kept. A span without a number is shown as written. Anything else — another language,
/// `morphology`, agreement with another argument or a referent concept — is shown as filled
/// (uninflected) and marked approximate: `inflection: Apple's morphology engine decides
/// agreement in fr (shown uninflected)`. Other attributes (`^[text](custom: 1)`) do not
/// change the text.
package enum InflectionAgreement {
    /// What agreement does to one span: edits (UTF-16 ranges into the whole text, with the new
    /// text) and, when the rule cannot decide, the approximation reason.
    package struct Outcome: Sendable, Hashable {
        package var edits: [Edit] = []
        package var reason: String?
    }

    /// One word replaced: its UTF-16 range and the text it becomes.
    package struct Edit: Sendable, Hashable {
        package var range: Range<Int>
        package var text: String
    }

    /// A number, then (after spaces or no-break spaces, and any words) the last word: the
    /// counted noun, when it ends the searched range.
    private static let countedNoun: NSRegularExpression = {
        do {
            return try NSRegularExpression(
                pattern:
                    "(?<![\\p{L}\\p{N}])([0-9][0-9,.]*)(?:[ \\u00A0\\u202F]+\\p{L}+)*[ \\u00A0\\u202F]+(\\p{L}+)(?![\\p{L}\\p{N}])"
            )
        } catch { preconditionFailure("the counted-noun expression is valid: \(error)") }
    }()

    /// Agreement for the span `range` of `text` (filled, uncased) with `attributes` as written,
    /// in `locale` (the string's, a pseudolanguage's base).
    package static func agree(_ text: String, range: Range<Int>, attributes: String, locale: String) -> Outcome {
        let inflects = attributes.range(of: #"\binflect\s*:\s*true\b"#, options: .regularExpression) != nil
        let morphology =
            attributes.range(
                of: #"\b(morphology|agreeWithArgument|agreeWithConcept|referentConcept)\b"#, options: .regularExpression
            )
            != nil
        guard inflects || morphology else { return Outcome() }
        let approximate = Outcome(
            reason: "inflection: Apple's morphology engine decides agreement in \(locale) (shown uninflected)")
        guard !morphology, isEnglish(locale) else { return approximate }
        let nsRange = NSRange(location: range.lowerBound, length: range.count)
        guard let found = countedNoun.firstMatch(in: text, range: nsRange) else { return Outcome() }
        let number = (text as NSString).substring(with: found.range(at: 1))
        guard number != "1" else { return Outcome() }
        let wordRange = found.range(at: 2)
        let word = (text as NSString).substring(with: wordRange)
        guard let plural = plural(of: word) else { return Outcome() }
        return Outcome(
            edits: [Edit(range: wordRange.location..<(wordRange.location + wordRange.length), text: plural)])
    }

    /// Whether `locale` is English (`en`, `en-GB`, `en_US`).
    static func isEnglish(_ locale: String) -> Bool {
        let lowered = locale.lowercased()
        return lowered == "en" || lowered.hasPrefix("en-") || lowered.hasPrefix("en_")
    }

    /// English nouns whose plural no suffix rule gives (lowercase singular → plural); a noun
    /// mapped to itself is the same in both numbers.
    static let irregularPlurals: [String: String] = [
        "person": "people", "child": "children", "man": "men", "woman": "women", "foot": "feet",
        "tooth": "teeth", "mouse": "mice", "goose": "geese", "leaf": "leaves", "life": "lives",
        "knife": "knives", "wife": "wives", "half": "halves", "shelf": "shelves", "wolf": "wolves",
        "sheep": "sheep", "fish": "fish", "deer": "deer", "series": "series", "species": "species",
        "aircraft": "aircraft", "index": "indices", "criterion": "criteria", "phenomenon": "phenomena",
    ]

    /// The English plural of a singular noun by the rules above; nil when it is kept.
    package static func plural(of word: String) -> String? {
        guard let last = word.last else { return nil }
        let lower = word.lowercased()
        let upper = last.isUppercase && word.count > 1
        func suffix(_ text: String) -> String { upper ? text.uppercased() : text }
        if let irregular = irregularPlurals[lower] {
            guard irregular != lower else { return nil }
            if upper { return irregular.uppercased() }
            return word.first!.isUppercase ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular
        }
        if lower.hasSuffix("s"), !lower.hasSuffix("ss"), !lower.hasSuffix("us"), !lower.hasSuffix("is") {
            return nil
        }
        if ["s", "x", "z"].contains(where: { lower.hasSuffix($0) }) || lower.hasSuffix("ch") || lower.hasSuffix("sh") {
            return word + suffix("es")
        }
        if lower.hasSuffix("y"), lower.count > 1, !"aeiou".contains(lower[lower.index(lower.endIndex, offsetBy: -2)]) {
            return String(word.dropLast()) + suffix("ies")
        }
        return word + suffix("s")
    }
}
