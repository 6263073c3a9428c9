/// Where the ellipsis goes when text is cut; the same cases and raw values as the layout
/// module's `TruncationMode` (map with `TruncationMode(rawValue: mode.rawValue)`).
public enum ConstraintTruncationMode: String, Sendable, Hashable, CaseIterable {
    /// "…" at the end.
    case tail
    /// "…" at the start.
    case head
    /// "…" in the middle.
    case middle
}
