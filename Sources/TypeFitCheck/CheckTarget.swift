import TypeFitScale
import TypeFitStrings
import TypeFitVocabulary

/// One string set in one type scale entry, in one container.
public struct CheckTarget: Sendable {
    /// The string (key, locale, text).
    public var string: LocalizedString
    /// The entry, resolved at every size.
    public var entry: ResolvedEntry {
        get { entryBox.entry }
        set { entryBox = SharedEntry(newValue) }
    }
    /// The entry, held by reference: the targets of one entry (every string of a catalog in it)
    /// share one copy, so copying a target retains one object instead of every array of the
    /// entry's twelve styles.
    package private(set) var entryBox: SharedEntry
    /// The container.
    public var constraint: TextContainer
    /// The text laid out: the string's text as the user sees it, its inline Markdown
    /// interpreted (``InlineMarkdownParser``) and its format arguments filled
    /// (``MeasuredTextBuilder``); the string's own text when it has neither.
    public var measuredText: String
    /// The inline styles of ``measuredText`` (UTF-16 ranges into it: bold, italic, code, links),
    /// covering it in order; empty when it is all plain. Each style's runs are measured in the
    /// face that style takes at each size (``TypeFitScale/ResolvedStyle/face(for:library:)``).
    public var inlineRuns: [StyledText.Run]
    /// Why the text shown may differ from the device's (grammar agreement TypeFit does not
    /// decide: `inflection: …`); every size of the result is then approximate.
    public var approximationReasons: [String]
    /// The name of the place the string is checked in, when its rule has `places` (`tab bar`);
    /// nil otherwise.
    public var place: String?

    /// `string` in `entry` and `constraint`, measured as `measuredText` (default: its text) with
    /// `inlineRuns` (default: all plain), in the rule's place named `place` (nil: no places).
    public init(
        string: LocalizedString, entry: ResolvedEntry, constraint: TextContainer, measuredText: String? = nil,
        inlineRuns: [StyledText.Run] = [], approximationReasons: [String] = [], place: String? = nil
    ) {
        self.init(
            string: string, sharedEntry: SharedEntry(entry), constraint: constraint, measuredText: measuredText,
            inlineRuns: inlineRuns, approximationReasons: approximationReasons, place: place)
    }

    /// A target whose entry is `sharedEntry`, shared with the other targets of that entry.
    package init(
        string: LocalizedString, sharedEntry: SharedEntry, constraint: TextContainer, measuredText: String? = nil,
        inlineRuns: [StyledText.Run] = [], approximationReasons: [String] = [], place: String? = nil
    ) {
        self.approximationReasons = approximationReasons
        self.string = string
        self.entryBox = sharedEntry
        self.constraint = constraint
        self.measuredText = measuredText ?? string.text
        self.inlineRuns = inlineRuns.allSatisfy { $0.style.faceStyles.isEmpty } ? [] : inlineRuns
        self.place = place
    }
}
