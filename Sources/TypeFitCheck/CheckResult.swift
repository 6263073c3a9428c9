import TypeFitDynamicType
import TypeFitScale
import TypeFitStrings
import TypeFitVocabulary

/// The answer for one string in one locale with one type scale entry: at which Dynamic Type size
/// it first truncates, and what happens at every size.
public struct CheckResult: Sendable, Equatable {
    /// What happens at one size. Codable with its field names as keys, as schema 1 of the
    /// check's JSON wrote each size (`hiddenLines` left out when nil).
    public struct SizeOutcome: Sendable, Equatable, Codable {
        /// Point size the text is set at, points (after autoshrink when it shrank).
        public var pointSize: Double
        /// Lines shown.
        public var lines: Int
        /// Lines the text needs with no limit.
        public var linesNeeded: Int
        /// By how much it overflows, points: the height of the lines that do not fit, or the
        /// width beyond the container for a single unbreakable line.
        public var overflow: Double
        /// Height of the text, points (plus scaled padding, when given).
        public var height: Double
        /// Widest line, points.
        public var width: Double
        /// The text as shown, with "…", when truncated.
        public var visibleText: String?
        /// Lines after an explicit line break (`\n`) that a one-line label never shows; nil
        /// when none are hidden (and in reports written before this field existed). ``overflow``
        /// is then their height, not a width.
        public var hiddenLines: Int? = nil
        // The flags come last so that a result's twelve outcomes pack tightly (80 bytes each, not
        // 96: a catalog's check holds over a million of them).
        /// Whether everything fits: no truncation, no overflow.
        public var fits: Bool
        /// Whether text is cut (ellipsis) or clipped.
        public var truncated: Bool
        /// Whether the verdict would change if the width moved by 0.5 pt either way.
        public var borderline: Bool
        /// Whether this size rests on a stand-in font or an inferred rule.
        public var approximate: Bool

        /// One size's outcome, as a report read back (JSON, a baseline) or a test builds it.
        public init(
            pointSize: Double, lines: Int, linesNeeded: Int, fits: Bool, truncated: Bool, overflow: Double,
            height: Double,
            width: Double, visibleText: String?, borderline: Bool, approximate: Bool, hiddenLines: Int? = nil
        ) {
            self.pointSize = pointSize
            self.lines = lines
            self.linesNeeded = linesNeeded
            self.fits = fits
            self.truncated = truncated
            self.overflow = overflow
            self.height = height
            self.width = width
            self.visibleText = visibleText
            self.borderline = borderline
            self.approximate = approximate
            self.hiddenLines = hiddenLines
        }
    }

    /// The string's key.
    public var key: String
    /// The string's locale.
    public var locale: String
    /// Plural or device variant, when the string has one.
    public var variant: String?
    /// The type scale entry it was set in: its position in the scale and its name.
    public var entry: TypeScaleEntry.Reference
    /// The place it was checked in, when its constraints rule has `places` (`tab bar`): one
    /// string in one entry has a result per place. nil without places (and in reports written
    /// before this field existed).
    public var place: String? = nil
    /// The text, as the strings file has it.
    public var text: String
    /// The text as measured, when it differs from ``text``: format arguments filled with
    /// values (`Alexandra`, `12,345`); nil when the text was measured as written (and in
    /// reports written before this field existed).
    public var measuredText: String? = nil
    /// The inline style runs of the text as measured (UTF-16 ranges into ``measuredText``, or
    /// ``text`` when that is nil): inline Markdown's bold, italic and code, each measured in its
    /// own face. nil when the text is all plain (and in reports written before this field
    /// existed); the check's JSON leaves it out, the specimens drawn from a check use it.
    public var inlineRuns: [StyledText.Run]? = nil
    /// The constraint it was checked against.
    public var constraint: TextContainer
    /// The smallest size at which the text truncates, or nil when it fits at every size checked.
    public var firstTruncatedSize: DynamicTypeSize?
    /// Every size checked: the outcome at each size, smallest first.
    public var sizes: SizeColumn<SizeOutcome>
    /// Characters no face could render.
    public var missingGlyphs: Int
    /// Faces that measured the text at the Large size (primary first).
    public var faces: [String]
    /// Why some numbers are approximate.
    public var approximationReasons: [String]
    /// The strings file the string was read from, as given (nil when unknown, and in reports
    /// written before this field existed).
    public var source: String? = nil
    /// 1-based line of the key in ``source``, when known.
    public var line: Int? = nil

    /// A result, as a report read back (JSON, a baseline) or a test builds it; `place` names the
    /// rule's place it was checked in (nil: the rule has no places).
    public init(
        key: String, locale: String, variant: String?, entry: TypeScaleEntry.Reference, text: String,
        measuredText: String? = nil,
        inlineRuns: [StyledText.Run]? = nil, constraint: TextContainer, firstTruncatedSize: DynamicTypeSize?,
        sizes: SizeColumn<SizeOutcome>, missingGlyphs: Int, faces: [String], approximationReasons: [String],
        source: String? = nil, line: Int? = nil, place: String? = nil
    ) {
        self.key = key
        self.locale = locale
        self.variant = variant
        self.entry = entry
        self.text = text
        self.measuredText = measuredText
        self.inlineRuns = inlineRuns
        self.constraint = constraint
        self.firstTruncatedSize = firstTruncatedSize
        self.sizes = sizes
        self.missingGlyphs = missingGlyphs
        self.faces = faces
        self.approximationReasons = approximationReasons
        self.source = source
        self.line = line
        self.place = place
    }

    /// The outcome at the first truncated size.
    public var firstTruncation: SizeOutcome? {
        firstTruncatedSize.flatMap { sizes[$0] }
    }
}
