extension TypeScaleEntry {
    /// A reference to one entry of a type scale: where it stands among the scale's entries, and
    /// its name. A check's results carry one, so a report finds the entry a result was set in by
    /// position (``ResolvedTypeScale/entry(_:)``) rather than by looking its name up, and lists
    /// results in the scale's order.
    ///
    /// Two references are equal when they name the same entry: the name is what a result is
    /// identified by across runs and type scales (``position`` differs between two scales that
    /// order their entries differently, and in a report read back from a file it is the order
    /// in which the file first names the entries).
    public struct Reference: Sendable, Hashable, CustomStringConvertible {
        /// The entry's position among the scale's entries, from 0.
        public var position: Int
        /// The entry's name (`headline`).
        public var name: String

        /// The entry at `position` in its scale, called `name`.
        public init(position: Int, name: String) {
            self.position = position
            self.name = name
        }

        public static func == (lhs: Reference, rhs: Reference) -> Bool { lhs.name == rhs.name }

        public func hash(into hasher: inout Hasher) { hasher.combine(name) }

        /// The entry's name.
        public var description: String { name }
    }

    /// References to entries read back by name (from a check's JSON, a baseline): the first name
    /// seen is position 0, the next new one 1, and so on.
    package struct ReferenceTable: Sendable {
        private var positions: [String: Int] = [:]

        package init() {}

        /// The reference for the entry called `name`, numbered the first time it is seen.
        package mutating func reference(named name: String) -> Reference {
            if let position = positions[name] { return Reference(position: position, name: name) }
            let position = positions.count
            positions[name] = position
            return Reference(position: position, name: name)
        }
    }
}
