/// A string as a user sees it (``MeasuredTextBuilder/shownText(for:options:)``): the text
/// measured, its inline style runs, and what the measurement cannot be sure of.
public struct ShownText: Sendable, Hashable {
    /// The text shown: Markdown read, arguments and named placeholders filled, inflected where
    /// TypeFit can decide it, then cased.
    public var text: String
    /// Inline style runs, UTF-16 ranges into ``text`` covering it in order; empty when plain.
    public var runs: [StyledText.Run]
    /// Why the text may differ from the device's (`inflection: …`); empty when it should not.
    public var approximationReasons: [String]
    /// Named placeholders without a value, as written (`{CHECKIN}`), once each, in order:
    /// measured as written.
    public var unvaluedPlaceholders: [String]
    /// What in the text as written is not a valid format and is shown as iOS shows it, for
    /// the user to fix (`the text ends in '%', …: Foundation drops it`); empty when nothing.
    public var readingNotes: [String]

    public init(
        text: String, runs: [StyledText.Run] = [], approximationReasons: [String] = [],
        unvaluedPlaceholders: [String] = [], readingNotes: [String] = []
    ) {
        self.text = text
        self.runs = runs
        self.approximationReasons = approximationReasons
        self.unvaluedPlaceholders = unvaluedPlaceholders
        self.readingNotes = readingNotes
    }
}
