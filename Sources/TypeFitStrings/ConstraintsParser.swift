import Foundation
import TypeFitInput
import TypeFitVocabulary

/// Strict parsing of constraints files (format: ``ConstraintsFile``).
enum ConstraintsParser {
    private static let fieldKeys: Set<String> = [
        "entry", "width", "device", "insets", "lines", "truncation", "minimumScaleFactor", "padding", "height",
        "arguments", "comment",
        "markup", "textCase", "placeholder",
    ]

    /// The most values one `arguments` list may hold (formats take at most
    /// ``FormatString/maximumArgument`` arguments).
    static let maximumArguments = FormatString.maximumArgument

    /// What a rule takes besides the constraint fields: which strings it applies to, `skip` and
    /// `places`.
    private static let ruleKeys: Set<String> = ["keys", "locales", "variants", "entries", "skip", "places"]

    /// The most places one rule may list.
    static let maximumPlaces = 100

    /// The longest key pattern or locale, in characters (matching a glob against a key takes
    /// time in proportion to both lengths).
    static let maximumPatternLength = 1_000

    static func parse(data: Data, source: String, limits: StringsLimits) throws(InputError) -> ConstraintsFile {
        let root = try DocumentReader.json(data, source: source, maximumBytes: limits.maximumFileBytes)
        return try parse(root, source: source, limits: limits)
    }

    /// The constraints `root` holds (a whole document, or a member of one such as a project
    /// file's `constraints`; messages name its key paths and lines).
    static func parse(_ root: DocumentReader, source: String, limits: StringsLimits) throws(InputError)
        -> ConstraintsFile
    {
        let top = try root.object(allowing: ["defaults", "rules", "comment"])
        _ = try top["comment"]?.string()
        let defaults =
            try top["defaults"].map { reader throws(InputError) in try constraint(reader, allowing: fieldKeys) }
            ?? ResolvedConstraint()
        var rules: [ConstraintRule] = []
        let items =
            try top["rules"]?.array(
                atMost: limits.maximumRules, of: "rules",
                note: "; refusing to read the file (each string is matched against the rules in order)") ?? []
        var patternCount = 0
        for item in items {
            let fields = try item.object(allowing: fieldKeys.union(ruleKeys))
            guard let keysReader = fields["keys"] else {
                throw item.error("missing key 'keys' (a key pattern or a list of them)")
            }
            let keys = try patterns(keysReader, what: "key pattern").map(KeyPattern.init)
            let locales = try fields["locales"].map { reader throws(InputError) in try patterns(reader, what: "locale")
            }
            let variants = try fields["variants"].map { reader throws(InputError) in
                try patterns(reader, what: "variant pattern").map(KeyPattern.init)
            }
            let entries = try fields["entries"].map { reader throws(InputError) in
                try patterns(reader, what: "entry pattern").map(KeyPattern.init)
            }
            patternCount += keys.count + (locales?.count ?? 0) + (variants?.count ?? 0) + (entries?.count ?? 0)
            guard patternCount <= limits.maximumPatterns else {
                throw item.error(
                    "the rules up to here hold more than \(limits.maximumPatterns) key, locale, variant and entry patterns, over the limit; refusing to read the file",
                    kind: .tooLarge)
            }
            var own = try constraint(item, allowing: fieldKeys.union(ruleKeys))
            if let skip = fields["skip"] {
                own.skip = try skip.bool()
                if own.skip,
                    let set = fields.keys.filter({ (fieldKeys.contains($0) && $0 != "comment") || $0 == "places" })
                        .sorted().first
                {
                    throw skip.error("a rule that skips its strings sets nothing else; remove '\(set)' or the skip")
                }
            }
            if let entries = fields["entries"], fields["entry"] != nil {
                throw entries.error(
                    "a rule with 'entries' applies when a string is checked in those entries and cannot also choose an 'entry'; give one or the other"
                )
            }
            var rule = ConstraintRule(
                keys: keys, locales: locales, variants: variants, entries: entries, constraint: own)
            if let placesReader = fields["places"] {
                rule.places = try places(placesReader, of: rule, defaults: defaults)
            }
            let merged = rule.constraint(over: defaults)
            if let width = merged.width, let insets = merged.insets, insets.horizontal >= width.points {
                throw item.error(
                    "with the defaults, the insets (\(ContainerWidth.format(insets.horizontal)) pt in all) leave no room in the width (\(width))"
                )
            }
            if own.insets != nil, merged.width == nil, !(rule.places?.contains(where: takesInsetsFromRule) ?? false),
                let insets = fields["insets"]
            {
                throw insets.error(
                    "insets have no width to take from: give this rule or the defaults a 'width' or 'device' (the command line's --width is the width the text has)"
                )
            }
            rules.append(rule)
        }
        if defaults.insets != nil, defaults.width == nil,
            !rules.contains(where: { rule in
                if case .device = rule.constraint.width { return rule.constraint.insets == nil }
                return rule.constraint.insets == nil && (rule.places?.contains(where: takesInsetsFromRule) ?? false)
            }),
            let insets = try top["defaults"]?.object(allowing: fieldKeys)["insets"]
        {
            throw insets.error(
                "insets have no width to take from: the defaults give no 'width' or 'device', and no rule names a 'device' without its own insets (a rule's own 'width' takes no default insets)"
            )
        }
        return ConstraintsFile(source: source, defaults: defaults, rules: rules)
    }

    /// A rule's `places`: a non-empty list of objects, each with a `name` (non-empty, unique in
    /// the rule) and any constraint fields, checked with the rule's own fields and the defaults
    /// under them (``ConstraintRule/constraint(in:over:)``).
    private static func places(_ reader: DocumentReader, of rule: ConstraintRule, defaults: ResolvedConstraint)
        throws(InputError) -> [ConstraintRule.Place]
    {
        let items = try reader.array(atMost: maximumPlaces, of: "places")
        guard !items.isEmpty else {
            throw reader.error(
                "expected at least one place (an object with a 'name'); leave 'places' out for one container")
        }
        let allowed = fieldKeys.union(["name"])
        var places: [ConstraintRule.Place] = []
        for item in items {
            let fields = try item.object(allowing: allowed)
            guard let nameReader = fields["name"] else {
                throw item.error("missing key 'name' (what the place is, such as \"tab bar\")")
            }
            let name = try nameReader.string()
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw nameReader.error("a place name cannot be empty")
            }
            guard name.count <= maximumPatternLength else {
                throw nameReader.error(
                    "a place name is at most \(maximumPatternLength) characters long, found \(name.count)",
                    kind: .tooLarge)
            }
            if let earlier = places.firstIndex(where: { $0.name == name }) {
                throw nameReader.error(
                    "places[\(earlier)] is already named '\(name)'; each place of a rule needs its own name")
            }
            if let entry = fields["entry"], rule.entries != nil {
                throw entry.error(
                    "a rule with 'entries' applies when a string is checked in those entries; its places cannot choose an 'entry'"
                )
            }
            let place = ConstraintRule.Place(name: name, constraint: try constraint(item, allowing: allowed))
            let merged = rule.constraint(in: place, over: defaults)
            if let width = merged.width, let insets = merged.insets, insets.horizontal >= width.points {
                throw item.error(
                    "with the rule and the defaults, the insets (\(ContainerWidth.format(insets.horizontal)) pt in all) leave no room in the width (\(width))"
                )
            }
            if place.constraint.insets != nil, merged.width == nil, let insets = fields["insets"] {
                throw insets.error(
                    "insets have no width to take from: give this place, its rule or the defaults a 'width' or 'device' (the command line's --width is the width the text has)"
                )
            }
            places.append(place)
        }
        return places
    }

    /// Whether a place takes its rule's or the defaults' insets: it names a `device` and gives no
    /// insets of its own.
    private static func takesInsetsFromRule(_ place: ConstraintRule.Place) -> Bool {
        if case .device = place.constraint.width { place.constraint.insets == nil } else { false }
    }

    /// A string or a non-empty array of non-empty strings.
    private static func patterns(_ reader: DocumentReader, what: String) throws(InputError) -> [String] {
        let items: [DocumentReader] = reader.value is String ? [reader] : try reader.array()
        guard !items.isEmpty else { throw reader.error("expected at least one \(what)") }
        var result: [String] = []
        for item in items {
            guard let text = item.value as? String else {
                throw item.error(
                    "expected \(what.first.map { "aeiou".contains($0) } == true ? "an" : "a") \(what) (a string), found \(item.typeName)"
                )
            }
            guard !text.isEmpty else { throw item.error("a \(what) cannot be empty") }
            guard text.count <= maximumPatternLength else {
                throw item.error(
                    "a \(what) is at most \(maximumPatternLength) characters long, found \(text.count)", kind: .tooLarge
                )
            }
            result.append(text)
        }
        return result
    }

    /// The constraint fields of `defaults` or a rule.
    private static func constraint(_ reader: DocumentReader, allowing allowed: Set<String>) throws(InputError)
        -> ResolvedConstraint
    {
        let fields = try reader.object(allowing: allowed)
        var result = ResolvedConstraint()
        _ = try fields["comment"]?.string()
        if let entry = fields["entry"] {
            let name = try entry.string()
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw entry.error("entry name cannot be empty")
            }
            result.entry = name
        }
        if let width = fields["width"] {
            if fields["device"] != nil { throw width.error("give either 'width' or 'device', not both") }
            let points = try width.number()
            guard points > 0, points <= 100_000 else {
                throw width.error(
                    "width must be more than 0 and at most 100000 points, found \(ContainerWidth.format(points))")
            }
            result.width = .points(points)
        }
        if let device = fields["device"] {
            let name = try device.string()
            guard let known = DeviceWidths.named(name) else {
                throw device.error(
                    "unknown device '\(name)' (accepted: \(DeviceWidths.names.joined(separator: ", ")), and the models they list)"
                )
            }
            result.width = .device(known)
        }
        if let insets = fields["insets"] {
            if insets.value is [String: Any] {
                let sides = try insets.object(allowing: ["leading", "trailing"])
                result.insets = EdgeInsets(
                    leading: try length(sides["leading"]) ?? 0, trailing: try length(sides["trailing"]) ?? 0)
            } else {
                result.insets = EdgeInsets(horizontal: try length(insets)!)
            }
            if let width = result.width, let total = result.insets?.horizontal, total >= width.points {
                throw insets.error(
                    "insets (\(ContainerWidth.format(total)) pt in all) leave no room in the width (\(width))")
            }
        }
        if let lines = fields["lines"] {
            if lines.isNull {
                result.lines = .unlimited
            } else {
                let count = try lines.number()
                guard count >= 0, count == count.rounded(), count <= 100_000 else {
                    throw lines.error("lines must be a whole number ≥ 1, or null (or 0) for unlimited, found \(count)")
                }
                result.lines = count == 0 ? .unlimited : .lines(Int(count))
            }
        }
        if let truncation = fields["truncation"] {
            result.truncation = try truncation.choice(of: TruncationMode.self, what: "truncation mode")
        }
        if let factor = fields["minimumScaleFactor"] {
            let value = try factor.number()
            guard value > 0, value <= 1 else {
                throw factor.error("minimumScaleFactor must be more than 0 and at most 1, found \(value)")
            }
            result.minimumScaleFactor = value
        }
        if let padding = fields["padding"] {
            if padding.value is [String: Any] {
                let sides = try padding.object(allowing: ["top", "leading", "bottom", "trailing"])
                result.padding = EdgeInsets(
                    top: try length(sides["top"]) ?? 0, leading: try length(sides["leading"]) ?? 0,
                    bottom: try length(sides["bottom"]) ?? 0, trailing: try length(sides["trailing"]) ?? 0)
            } else {
                let all = try length(padding)!
                result.padding = EdgeInsets(top: all, leading: all, bottom: all, trailing: all)
            }
        }
        if let height = fields["height"] {
            let points = try height.number()
            guard points > 0, points <= 100_000 else {
                throw height.error(
                    "height must be more than 0 and at most 100000 points, found \(ContainerWidth.format(points))")
            }
            result.height = points
        }
        if let markup = fields["markup"] {
            result.markup = try markup.choice(of: TextMarkup.self, what: "markup")
        }
        if let textCase = fields["textCase"] {
            result.textCase = try textCase.choice(of: TextCase.self, what: "text case")
        }
        if let placeholder = fields["placeholder"] {
            result.placeholder = try NamedPlaceholders.validatedPattern(placeholder)
        }
        if let arguments = fields["arguments"], arguments.value is [String: Any] {
            result.namedArguments = try namedArguments(arguments)
        } else if let arguments = fields["arguments"] {
            let items = try arguments.array(
                atMost: maximumArguments, of: "arguments", note: " (formats take at most that many)")
            var values: [FormatArgument] = []
            for item in items {
                if let text = item.value as? String {
                    values.append(.string(text))
                } else if item.typeName == "a number" {
                    values.append(try argumentNumber(item))
                } else {
                    throw item.error("expected an argument value (a string or a number), found \(item.typeName)")
                }
            }
            result.arguments = values
        }
        return result
    }

    /// `"arguments": {"COUNT": 3, "NAME": "Alexandra"}`: values by placeholder name.
    private static func namedArguments(_ reader: DocumentReader) throws(InputError) -> [String: FormatArgument] {
        let members = try reader.object(atMost: maximumArguments, of: "named arguments")
        var values: [String: FormatArgument] = [:]
        for name in members.keys.sorted() {
            let item = members[name]!
            guard !name.isEmpty else { throw item.error("a placeholder name cannot be empty") }
            if let text = item.value as? String {
                values[name] = .string(text)
            } else if item.typeName == "a number" {
                values[name] = try argumentNumber(item)
            } else {
                throw item.error(
                    "expected a value for placeholder '\(name)' (a string or a number), found \(item.typeName)")
            }
        }
        return values
    }

    /// A number argument: finite and below 1e15 in size.
    private static func argumentNumber(_ item: DocumentReader) throws(InputError) -> FormatArgument {
        let number = try item.number()
        guard number.isFinite, abs(number) < 1e15 else {
            throw item.error("an argument number must be finite and below 1e15 in size, found \(number)")
        }
        return .number(number)
    }

    /// A length ≥ 0, points; nil when absent.
    private static func length(_ reader: DocumentReader?) throws(InputError) -> Double? {
        guard let reader else { return nil }
        let value = try reader.number()
        guard value >= 0, value <= 100_000 else {
            throw reader.error("must be 0 or more points (at most 100000), found \(ContainerWidth.format(value))")
        }
        return value
    }
}
