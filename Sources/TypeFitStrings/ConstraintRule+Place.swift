extension ConstraintRule {
    /// One of the containers a rule's strings are checked in (`"places": [{"name": "tab bar",
    /// "width": 80}, {"name": "navigation title", "entry": "headline"}]`): a key that is both a tab
    /// title and a navigation title is checked in both, one result per place.
    public struct Place: Sendable, Hashable {
        /// The place's name, unique within its rule (`tab bar`); every output names the result's
        /// place with it.
        public var name: String
        /// The fields the place sets (its ``ResolvedConstraint/matchedRule`` is nil; it never
        /// skips), laid over its rule's own fields (``ConstraintRule/constraint(in:over:)``).
        public var constraint: ResolvedConstraint

        /// A place named `name` setting `constraint`.
        public init(name: String, constraint: ResolvedConstraint) {
            self.name = name
            self.constraint = constraint
        }
    }

    /// The fields of `place` laid over this rule's own fields, then over the file's `defaults`,
    /// with the insets meaning what they mean for a rule (``constraint(over:)``): a place's own
    /// `width` in points takes no insets from the rule or the defaults; a place's `device` takes
    /// the rule's insets, else the defaults'; a place without a width keeps the rule's width and
    /// insets; a place's own `insets` apply to whatever width it ends with.
    package func constraint(in place: Place, over defaults: ResolvedConstraint) -> ResolvedConstraint {
        var resolved = place.constraint.merged(over: constraint(over: defaults))
        if place.constraint.insets == nil, let width = place.constraint.width {
            switch width {
            case .points: resolved.insets = nil
            case .device: resolved.insets = constraint.insets ?? defaults.insets
            }
        }
        return resolved
    }
}
