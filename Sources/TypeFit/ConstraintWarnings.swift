import TypeFitCheck
import TypeFitStrings

/// What a run says about its constraints file's rules: rules that match no string, and rules
/// that never apply to a key they name because an earlier rule takes it first.
package enum ConstraintWarnings {
    /// Most shadowed rule × key pairs listed one per warning; the rest are counted in one more.
    static let listedShadows = 10

    /// The warnings about `file`'s rules for `strings` checked in `entries` (the type scale's):
    /// each shadowed rule × key once (up to ``listedShadows``, then "and N more"), then each rule
    /// that matches no string and is not already named as shadowed.
    /// With `handWrittenRules`, only the first that many rules are the user's (the rest were
    /// read from the app's views, and a hand-written rule taking their keys first is an override).
    package static func warnings(
        for file: ConstraintsFile, strings: [LocalizedString], entries: [String], handWrittenRules: Int? = nil
    ) -> [String] {
        var (unused, shadows) = file.ruleUse(in: strings, entries: entries)
        if let handWrittenRules {
            unused = unused.filter { $0 < handWrittenRules }
            shadows = shadows.filter { $0.rule < handWrittenRules }
        }
        var warnings = shadows.prefix(listedShadows).map { shadowWarning($0, in: file) }
        if shadows.count > listedShadows {
            let more = shadows.count - listedShadows
            warnings.append(
                "\(file.source): and \(more) more key\(more == 1 ? "" : "s") a rule never applies to because an earlier rule takes \(more == 1 ? "it" : "them") first"
            )
        }
        let shadowed = Set(shadows.map(\.rule))
        for index in unused where !shadowed.contains(index) {
            warnings.append("\(file.source): rules[\(index)] matches no string")
        }
        return warnings
    }

    /// `constraints.json: rules[3] ("settings.title") never applies to settings.title: rules[1]
    /// takes it first; give rules[1] "places" to check it in both containers`.
    static func shadowWarning(_ shadow: RuleShadow, in file: ConstraintsFile) -> String {
        let rule = file.rules[shadow.rule]
        let taker = file.rules[shadow.takenBy]
        var message =
            "\(file.source): rules[\(shadow.rule)] (\(describe(rule))) never applies to \(shadow.key): rules[\(shadow.takenBy)] takes it first"
        let namedByTaker = taker.keys.contains { $0.exactKey == shadow.key || $0.pattern == shadow.key }
        if !namedByTaker {
            message += "; put rules[\(shadow.rule)] before rules[\(shadow.takenBy)] to make it the exception"
        } else if !rule.constraint.skip, !taker.constraint.skip {
            message +=
                taker.places == nil
                ? "; give rules[\(shadow.takenBy)] \"places\" to check it in both containers"
                : "; add a place to rules[\(shadow.takenBy)] to check it there too"
        }
        return message
    }

    /// A rule's keys as written, quoted: `"settings.title", "tab.*"` (the first three, then "…").
    static func describe(_ rule: ConstraintRule) -> String {
        let quoted = rule.keys.prefix(3).map { "\"\($0.pattern)\"" }
        return (quoted + (rule.keys.count > 3 ? ["…"] : [])).joined(separator: ", ")
    }
}
