import TypeFitVocabulary

/// What a container does with text longer than its lines can hold.
public struct ContainerOverflow: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The kinds of overflow iOS's system containers show.
    public enum Behaviour: String, Sendable, Hashable, Codable {
        /// Cut with "…" where ``ContainerOverflow/truncation`` says.
        case truncate
        /// Wrapped onto more lines (a limit, if any, then truncates at ``ContainerOverflow/truncation``).
        case wrap
        /// The font shrinks down to ``ContainerOverflow/minimumPointSize``, then the text is cut.
        case shrinkThenTruncate
        /// Another, shorter title is shown instead (``ContainerOverflow/fallbackTitle``), then none.
        case fallbackTitle
        /// The text scrolls inside its field.
        case scroll
    }

    /// What happens.
    public var behaviour: Behaviour
    /// Where the ellipsis goes when the text is cut.
    public var truncation: TruncationMode?
    /// The smallest point size the font shrinks to, points (pt).
    public var minimumPointSize: Double?
    /// The title shown instead (in English; iOS shows its own localization).
    public var fallbackTitle: String?

    /// `truncate (tail)`, `shrinkThenTruncate (to 10 pt, tail)`, `fallbackTitle ("Back")`.
    public var description: String {
        var details: [String] = []
        if let minimumPointSize { details.append("to \(minimumPointSize.pointsText(decimals: 1)) pt") }
        if let truncation { details.append(truncation.rawValue) }
        if let fallbackTitle { details.append("\"\(fallbackTitle)\"") }
        return behaviour.rawValue + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
    }
}
