import TypeFitStrings
import TypeFitVocabulary

/// What a check covers and in which containers: the command-line tool's `--constraints`,
/// container options (`--width`, `--lines`, …), `--locale`, `--entry`, `--sizes`, `--markup` and
/// `--text-case`. The defaults check every string in every entry at every size in an iPhone 16
/// label (361 pt, at most 2 lines).
public struct CheckSelection: Sendable {
    /// Which keys use which containers and entries; nil: every string in ``container``.
    public var constraints: ConstraintsFile? = nil
    /// The container for whatever the constraints leave unset.
    public var container = TextContainer(width: 361, lineLimit: 2)
    /// Locales to check (as the strings files name them, or any tag that matches one); empty: all.
    public var locales: [String] = []
    /// Type scale entries to check; empty: the constraints' entries, else every entry.
    public var entries: [String] = []
    /// Sizes to check, smallest first.
    public var sizes: [DynamicTypeSize] = DynamicTypeSize.allCases
    /// How texts are read (Markdown or as written), when not the default for their file.
    public var markup: TextMarkup? = nil
    /// Upper- or lowercase every text, as `.textCase(_:)` shows it.
    public var textCase: TextCase? = nil

    /// How many of ``constraints``' rules the user wrote (the rest were read from the app's
    /// views): only those are warned about when they match no string; nil: all.
    package var handWrittenRules: Int? = nil
    /// What reading places from the code found, for the report's notes; nil when none were read.
    package var codePlacesNote: String? = nil

    /// Every string, every entry, every size, in the default container.
    public init() {}
}
