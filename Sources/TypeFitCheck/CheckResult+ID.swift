extension CheckResult {
    /// What identifies a result across runs and outputs: key, locale, variant, type scale entry
    /// and place (not the source file, which may move, nor the text, which is what changes). Two
    /// places of one string in one entry are two results. Baselines, comparisons and every
    /// output that names a result use this one identity.
    public struct ID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
        public var key: String
        public var locale: String
        public var variant: String?
        /// The type scale entry's name.
        public var entry: String
        /// The rule's place the result was checked in; nil when its rule has no places.
        public var place: String?

        public init(key: String, locale: String, variant: String? = nil, entry: String, place: String? = nil) {
            self.key = key
            self.locale = locale
            self.variant = variant
            self.entry = entry
            self.place = place
        }

        /// Orders by entry, locale, key, variant, then place (none first).
        public static func < (lhs: ID, rhs: ID) -> Bool {
            if lhs.entry != rhs.entry { return lhs.entry < rhs.entry }
            if lhs.locale != rhs.locale { return lhs.locale < rhs.locale }
            if lhs.key != rhs.key { return lhs.key < rhs.key }
            if lhs.variant != rhs.variant {
                return (lhs.variant ?? "") < (rhs.variant ?? "") || (lhs.variant == nil && rhs.variant != nil)
            }
            return (lhs.place ?? "") < (rhs.place ?? "") || (lhs.place == nil && rhs.place != nil)
        }

        /// The string's name in reports: the key, then ` [variant]` when it has one, then
        /// ` in place` when it was checked in one of its rule's places (`settings.title in tab bar`).
        public var name: String { Self.name(key: key, variant: variant, place: place) }

        /// `entry.locale key [variant] in place`, as the JUnit report names the result.
        public var description: String { "\(entry).\(locale) \(name)" }

        /// The name of a string in reports (see ``name``).
        public static func name(key: String, variant: String?, place: String? = nil) -> String {
            let name = variant.map { "\(key) [\($0)]" } ?? key
            return place.map { "\(name) in \($0)" } ?? name
        }
    }

    /// The result's identity.
    public var id: ID { ID(key: key, locale: locale, variant: variant, entry: entry.name, place: place) }
}
