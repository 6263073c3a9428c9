/// One step of a variant: a variation kind and case (`plural` `one`), optionally belonging to a
/// named substitution or `.stringsdict` variable.
struct VariantComponent: Hashable {
    var kind: String
    var value: String
    var variable: String?
    /// For a plural case of a substitution or variable: the 1-based format argument that is its
    /// count, when known.
    var argument: Int? = nil

    /// `plural.one`, or `name.plural.one` when the variable is named.
    func rendered(naming: Bool) -> String {
        if naming, let variable { return "\(variable).\(kind).\(value)" }
        return "\(kind).\(value)"
    }
}

/// A text with the variation cases that lead to it.
struct VariantCase {
    var components: [VariantComponent]
    var text: String
    var state: String? = nil
}

/// A substitution (`%#@name@`) with its forms.
struct Substitution {
    var name: String
    var forms: [VariantCase]
    /// The 1-based format argument it counts (a String Catalog's `argNum`); nil to take the
    /// argument of its `%#@name@` token in the text.
    var argument: Int? = nil
}

/// Shared rules for naming, ordering and expanding variations.
enum VariantExpansion {
    /// Above this many combinations of substitution forms, forms vary one substitution at a time.
    static let maximumCombinations = 64
    /// The most substitutions one text may use, directly or through other forms (real strings
    /// use one to three); more is refused, as each one multiplies the work.
    static let maximumSubstitutionsPerText = 64

    /// CLDR plural categories in their natural order, then device names as Xcode writes them.
    private static let caseOrder = [
        "zero", "one", "two", "few", "many",
        "iphone", "ipod", "ipad", "mac", "applewatch", "appletv", "applevision", "other",
    ]

    /// Variation case names in a stable, natural order: plural categories, devices, numbers
    /// (widths) ascending, then the rest by name; `other` last.
    static func ordered(_ names: some Collection<String>) -> [String] {
        names.sorted { a, b in
            let ra = rank(a)
            let rb = rank(b)
            if ra != rb { return ra < rb }
            if let na = Double(a), let nb = Double(b), na != nb { return na < nb }
            return a < b
        }
    }

    private static func rank(_ name: String) -> Int {
        if let index = caseOrder.firstIndex(of: name) { return name == "other" ? 1000 : index }
        return Double(name) != nil ? 100 : 500
    }

    /// Variation kinds in the order variants are written: plural, device, then others by name.
    static func orderedKinds(_ kinds: some Collection<String>) -> [String] {
        kinds.sorted { a, b in
            let ra = kindRank(a)
            let rb = kindRank(b)
            return ra != rb ? ra < rb : a < b
        }
    }

    private static func kindRank(_ kind: String) -> Int {
        switch kind {
        case "plural": 0
        case "device": 1
        default: 2
        }
    }

    /// The variant string for `components` (nil when there are none); see
    /// ``LocalizedString/variant``.
    static func variant(_ components: [VariantComponent]) -> String? {
        guard !components.isEmpty else { return nil }
        let variables = Set(components.compactMap(\.variable))
        let ownPlural = components.contains { $0.variable == nil && $0.kind == "plural" }
        let naming = variables.count > 1 || ownPlural
        let sorted = components.enumerated().sorted { lhs, rhs in
            let l = (naming && lhs.element.variable != nil ? 3 : kindRank(lhs.element.kind), lhs.offset)
            let r = (naming && rhs.element.variable != nil ? 3 : kindRank(rhs.element.kind), rhs.offset)
            return l < r
        }
        return sorted.map { $0.element.rendered(naming: naming) }.joined(separator: "|")
    }

    /// For each plural component of `components` that belongs to a substitution whose argument
    /// is known, the component as ``variant(_:)`` writes it (`plural.one`, `apples.plural.one`)
    /// and that argument; nil when there is none. See ``LocalizedString/countArguments``.
    static func countArguments(_ components: [VariantComponent]) -> [String: Int]? {
        guard let rendered = variant(components)?.split(separator: "|").map(String.init),
            rendered.count == components.count
        else { return nil }
        let variables = Set(components.compactMap(\.variable))
        let ownPlural = components.contains { $0.variable == nil && $0.kind == "plural" }
        let naming = variables.count > 1 || ownPlural
        var result: [String: Int] = [:]
        for component in components where component.kind == "plural" {
            if let argument = component.argument { result[component.rendered(naming: naming)] = argument }
        }
        return result.isEmpty ? nil : result
    }

    /// The 1-based argument of the `%#@name@` token in `text`, when `text` parses as a format.
    static func tokenArgument(named name: String, in text: String) -> Int? {
        guard let format = try? FormatString(text) else { return nil }
        return format.specifiers.first { $0.kind == .substitution && $0.substitutionName == name }?.argument
    }

    /// The names of `%#@name@` (or `%1$#@name@`) tokens in `text`, in order.
    static func tokens(in text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let percent = rest.firstIndex(of: "%") {
            rest = rest[rest.index(after: percent)...]
            if rest.first == "%" {
                rest = rest.dropFirst()  // "%%" is a literal percent sign
            } else if let (name, after) = token(after: rest) {
                names.append(name)
                rest = after
            }
        }
        return names
    }

    /// The name of the `#@name@` token (optionally after `1$`) that `text` starts with, and the
    /// text after it.
    private static func token(after text: Substring) -> (name: String, rest: Substring)? {
        var body = text
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, text[digits.endIndex...].first == "$" {
            body = text[text.index(after: digits.endIndex)...]
        }
        guard body.hasPrefix("#@") else { return nil }
        let nameStart = body.dropFirst(2)
        guard let end = nameStart.firstIndex(of: "@"), end > nameStart.startIndex else { return nil }
        return (String(nameStart[..<end]), nameStart[nameStart.index(after: end)...])
    }

    /// Texts that grew past a length limit while substitutions were filled in.
    struct TooLong: Error {
        /// What is too long, for the user.
        var message: String
    }

    /// `text` with each `%#@name@` token whose name is in `choices` replaced by the chosen text
    /// (repeatedly, for forms that use other substitutions; at most 8 levels). Throws
    /// ``TooLong`` as soon as the result passes `limit` UTF-16 code units: a form that uses
    /// its own token several times would otherwise multiply the text at every level.
    static func substitute(_ text: String, _ choices: [String: String], limit: Int) throws(TooLong) -> String {
        var result = text
        for _ in 0..<8 {
            var changed = false
            var output = ""
            var length = 0
            func append(_ piece: some StringProtocol) throws(TooLong) {
                length += piece.utf16.count
                guard length <= limit else {
                    throw TooLong(
                        message:
                            "with its substitutions filled in, a text is over the limit of \(limit) UTF-16 code units for one string"
                    )
                }
                output += piece
            }
            var rest = Substring(result)
            while let percent = rest.firstIndex(of: "%") {
                try append(rest[..<percent])
                let afterPercent = rest[rest.index(after: percent)...]
                if afterPercent.first == "%" {
                    try append("%%")
                    rest = afterPercent.dropFirst()
                } else if let (name, after) = token(after: afterPercent), let replacement = choices[name] {
                    try append(replacement)
                    rest = after
                    changed = true
                } else {
                    try append("%")
                    rest = afterPercent
                }
            }
            try append(rest)
            result = output
            if !changed { break }
        }
        return result
    }

    /// Every case of `base` with its substitutions filled in. Substitutions used by the text
    /// (directly or through another substitution's forms) vary over all combinations of their
    /// forms, or, beyond ``maximumCombinations``, one at a time with the others at `other`.
    /// Throws ``TooLong`` when a filled-in text passes the limit for one string, or when `spent`
    /// (UTF-16 code units of the texts expanded so far for the same key, this call's added)
    /// passes the limit for one file.
    static func expand(
        _ base: VariantCase, substitutions: [Substitution], limits: StringsLimits,
        spent: inout Int
    ) throws(TooLong) -> [VariantCase] {
        let byName = Dictionary(substitutions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var used: [Substitution] = []
        var pending = tokens(in: base.text)
        var next = 0
        while next < pending.count {
            let name = pending[next]
            next += 1
            guard let substitution = byName[name], !used.contains(where: { $0.name == name }),
                !substitution.forms.isEmpty
            else { continue }
            used.append(substitution)
            guard used.count <= maximumSubstitutionsPerText else {
                throw TooLong(message: "the text uses more than \(maximumSubstitutionsPerText) substitutions")
            }
            for form in substitution.forms { pending += tokens(in: form.text) }
        }
        guard !used.isEmpty else { return [base] }
        let counts = used.map(\.forms.count)
        var combinations: [[Int]] = []
        let total = counts.reduce(1) { $0 > maximumCombinations ? $0 : $0 * $1 }
        if total <= maximumCombinations {
            combinations = [[]]
            for count in counts { combinations = combinations.flatMap { prefix in (0..<count).map { prefix + [$0] } } }
        } else {
            let defaults = used.map { substitution in
                substitution.forms.firstIndex { $0.components.last?.value == "other" } ?? substitution.forms.count - 1
            }
            var seen: Set<[Int]> = []
            for (position, count) in counts.enumerated() {
                for form in 0..<count {
                    var combination = defaults
                    combination[position] = form
                    if seen.insert(combination).inserted { combinations.append(combination) }
                }
            }
        }
        var cases: [VariantCase] = []
        for combination in combinations {
            var choices: [String: String] = [:]
            var components = base.components
            for (substitution, form) in zip(used, combination) {
                let chosen = substitution.forms[form]
                choices[substitution.name] = chosen.text
                let argument = substitution.argument ?? tokenArgument(named: substitution.name, in: base.text)
                components += chosen.components.map {
                    VariantComponent(kind: $0.kind, value: $0.value, variable: substitution.name, argument: argument)
                }
            }
            let text = try substitute(base.text, choices, limit: limits.maximumStringUTF16Count)
            spent += text.utf16.count
            guard spent <= limits.maximumTotalUTF16Count else {
                throw TooLong(
                    message:
                        "its variants hold more than \(limits.maximumTotalUTF16Count) UTF-16 code units together, over the limit for one file"
                )
            }
            cases.append(VariantCase(components: components, text: text, state: base.state))
        }
        return cases
    }
}
