import TypeFitStrings

extension CheckPlan {
    /// The pairs one string is checked in: each entry it is set in (narrowed by `--entry`), with
    /// the fields the constraints file gives it there; once per place when the rule giving them
    /// has `places` (``TypeFitStrings/ConstraintRule/places``), each place in its own entry when
    /// it names one. Walked lazily, so a string whose rule has no places costs what it did
    /// before places existed: no array per string or pair.
    struct Pairs: Sequence, IteratorProtocol {
        /// One string × entry (× place) pair: the entry's name, the fields it is checked with, and
        /// the place's name (nil when the rule has no places).
        struct Pair {
            var entry: String
            var rule: ResolvedConstraint
            var place: String?
        }

        /// The string.
        let string: LocalizedString
        /// The entries it is set in, in order (see ``entryNames(choosing:file:all:)``).
        let names: [String]
        /// `--entry`: the entries kept (empty: all).
        let wanted: [String]
        /// The constraints file, if any.
        let file: ConstraintsFile?
        /// The fields that chose the string's entry (the first rule without `entries`).
        let choosing: ResolvedConstraint
        /// Whether rules with `entries` exist (then each entry looks its rule up again).
        let perEntry: Bool
        /// Whether any rule has places (else no pair looks for them).
        let hasPlaces: Bool
        /// The next of ``names``.
        private var nameIndex = 0
        /// The rule with places being walked: its index, the entry, the next place, and whether
        /// a place that names an entry is kept to it (not in a rule with `entries`).
        private var walking: (rule: Int, entry: String, place: Int, ownEntries: Bool)?

        init(
            string: LocalizedString, names: [String], wanted: [String], file: ConstraintsFile?,
            choosing: ResolvedConstraint, perEntry: Bool, hasPlaces: Bool
        ) {
            self.string = string
            self.names = names
            self.wanted = wanted
            self.file = file
            self.choosing = choosing
            self.perEntry = perEntry
            self.hasPlaces = hasPlaces
        }

        mutating func next() -> Pair? {
            while true {
                if let current = walking, let file {
                    let places = file.rules[current.rule].places ?? []
                    var index = current.place
                    while index < places.count {
                        let rule = file.constraints(inPlace: index, ofRule: current.rule)
                        index += 1
                        if current.ownEntries, let entry = rule.entry, entry != current.entry { continue }
                        walking?.place = index
                        return Pair(entry: current.entry, rule: rule, place: places[index - 1].name)
                    }
                    walking = nil
                }
                guard nameIndex < names.count else { return nil }
                let name = names[nameIndex]
                nameIndex += 1
                guard wanted.isEmpty || wanted.contains(name) else { continue }
                let rule =
                    perEntry
                    ? file!.constraints(for: string.key, locale: string.locale, variant: string.variant, entry: name)
                    : choosing
                if hasPlaces, let index = rule.matchedRule, let file, file.rules[index].places != nil {
                    walking = (index, name, 0, file.rules[index].entries == nil)
                    continue
                }
                return Pair(entry: name, rule: rule, place: nil)
            }
        }

        /// The entries a string is set in when the rule choosing its entry has places: each
        /// place's entry (its own, else its rule's, else the defaults'), in order, each once;
        /// `all` (every `--entry`, else every entry of the scale) when a place has none. nil when
        /// that rule has no places.
        static func entryNames(choosing: ResolvedConstraint, file: ConstraintsFile, all: [String]) -> [String]? {
            guard let index = choosing.matchedRule, let places = file.rules[index].places else { return nil }
            var names: [String] = []
            for place in places.indices {
                guard let entry = file.constraints(inPlace: place, ofRule: index).entry else { return all }
                if !names.contains(entry) { names.append(entry) }
            }
            return names
        }
    }
}
