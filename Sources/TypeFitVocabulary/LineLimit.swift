/// How many lines the text may take.
public enum LineLimit: Sendable, Hashable {
    /// No limit (`"lines": null`, or UIKit's `0`).
    case unlimited
    /// At most this many lines (≥ 1).
    case lines(Int)

    /// The limit, nil for unlimited (as `LayoutOptions.lineLimit` takes it).
    public var maximum: Int? {
        switch self {
        case .unlimited: nil
        case .lines(let count): count
        }
    }
}
