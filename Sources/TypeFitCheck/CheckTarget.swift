import TypeFitScale
import TypeFitStrings

/// One string set in one type scale entry, in one container.
public struct CheckTarget: Sendable {
    /// The string (key, locale, text).
    public var string: LocalizedString
    /// The entry, resolved at every size.
    public var entry: ResolvedEntry
    /// The container.
    public var constraint: CheckConstraint

    public init(string: LocalizedString, entry: ResolvedEntry, constraint: CheckConstraint) {
        self.string = string
        self.entry = entry
        self.constraint = constraint
    }
}
