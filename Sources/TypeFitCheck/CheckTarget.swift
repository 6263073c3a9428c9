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
    /// The text laid out: the string's text as the user sees it, its format arguments filled
    /// (``MeasuredTextBuilder``); the string's own text when it takes none.
    public var measuredText: String

    /// `string` in `entry` and `constraint`, measured as `measuredText` (default: its text).
    public init(string: LocalizedString, entry: ResolvedEntry, constraint: CheckConstraint, measuredText: String? = nil) {
        self.string = string
        self.entry = entry
        self.constraint = constraint
        self.measuredText = measuredText ?? string.text
    }
}
