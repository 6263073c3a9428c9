import TypeFitVocabulary

/// The constraints one string is laid out in, as far as a constraints file says: every field
/// is optional, and an unset field is for the next layer to fill (a rule's unset fields come
/// from the file's `defaults`; what the file leaves unset comes from command-line defaults),
/// with ``merged(over:)``.
///
/// The same type holds a rule's own fields and the file's `defaults`.
public struct ResolvedConstraint: Sendable, Hashable {
    /// The type scale entry the string is set in (`body`, `title2`).
    public var entry: String?
    /// The container width, before ``insets``: a rule's or the defaults' `width` (points) or
    /// `device` (that screen's portrait width).
    public var width: ContainerWidth?
    /// Taken from ``width`` on the leading and trailing sides. When a file is resolved
    /// (``ConstraintRule/constraint(over:)``), the defaults' insets reach a device width and the
    /// defaults' own width, never a rule's own width in points.
    public var insets: EdgeInsets?
    /// The line limit; ``LineLimit/unlimited`` is set (not inherited), unlike nil.
    public var lines: LineLimit?
    /// Where the ellipsis goes.
    public var truncation: TruncationMode?
    /// Autoshrink: 0 < f ≤ 1.
    public var minimumScaleFactor: Double?
    /// Padding at the Large size, points, scaled by the caller.
    public var padding: EdgeInsets?
    /// The container height, points.
    public var height: Double?
    /// Whether the text's inline Markdown is interpreted (`"markup": "markdown"`, SwiftUI's
    /// `Text` with a localized key) or shown as written (`"none"`, UIKit labels, `Text(verbatim:)`).
    public var markup: TextMarkup?
    /// The case the text is drawn in (`"textCase": "uppercase"`, SwiftUI's `.textCase`); nil: as
    /// written.
    public var textCase: TextCase?
    /// Values for the text's format arguments, in argument order (`"arguments": ["Alexandra", 3]`);
    /// arguments without a value get default samples (``FormatFiller``).
    public var arguments: [FormatArgument]?
    /// Values for the text's named placeholders, by name (`"arguments": {"COUNT": 3}`; see
    /// ``NamedPlaceholders`` for the syntaxes filled). Merged name by name over the fallback's.
    public var namedArguments: [String: FormatArgument]?
    /// A regular expression finding placeholders of another syntax, its one capture group the
    /// name (`"placeholder": "<<([A-Z]+)>>"`); validated when the file is read.
    public var placeholder: String?
    /// Whether the strings are left unchecked (a rule's `"skip": true`, which sets nothing else).
    public var skip: Bool
    /// The index of the rule that matched (in the file's `rules`); nil when no rule did.
    package var matchedRule: Int?

    /// Constraint fields; nil ones are unset.
    public init(
        entry: String? = nil, width: ContainerWidth? = nil, insets: EdgeInsets? = nil, lines: LineLimit? = nil,
        truncation: TruncationMode? = nil, minimumScaleFactor: Double? = nil,
        padding: EdgeInsets? = nil, height: Double? = nil, arguments: [FormatArgument]? = nil,
        skip: Bool = false, matchedRule: Int? = nil, markup: TextMarkup? = nil, textCase: TextCase? = nil,
        namedArguments: [String: FormatArgument]? = nil, placeholder: String? = nil
    ) {
        self.entry = entry
        self.width = width
        self.insets = insets
        self.lines = lines
        self.truncation = truncation
        self.minimumScaleFactor = minimumScaleFactor
        self.padding = padding
        self.height = height
        self.markup = markup
        self.textCase = textCase
        self.arguments = arguments
        self.namedArguments = namedArguments
        self.placeholder = placeholder
        self.skip = skip
        self.matchedRule = matchedRule
    }

    /// These fields, with every unset one taken from `fallback`, field by field. Fields are
    /// whole values: a set `padding` or `insets` replaces the fallback's, side for side; named
    /// arguments are merged name by name (this one's value wins).
    public func merged(over fallback: ResolvedConstraint) -> ResolvedConstraint {
        ResolvedConstraint(
            entry: entry ?? fallback.entry,
            width: width ?? fallback.width,
            insets: insets ?? fallback.insets,
            lines: lines ?? fallback.lines,
            truncation: truncation ?? fallback.truncation,
            minimumScaleFactor: minimumScaleFactor ?? fallback.minimumScaleFactor,
            padding: padding ?? fallback.padding,
            height: height ?? fallback.height,
            arguments: arguments ?? fallback.arguments,
            skip: skip || fallback.skip,
            matchedRule: matchedRule ?? fallback.matchedRule,
            markup: markup ?? fallback.markup,
            textCase: textCase ?? fallback.textCase,
            namedArguments: namedArguments.map { $0.merging(fallback.namedArguments ?? [:]) { own, _ in own } }
                ?? fallback.namedArguments,
            placeholder: placeholder ?? fallback.placeholder)
    }

    /// The width text may use (the effective container width): ``width`` minus ``insets``
    /// (none: 0), points, before any padding; nil without a width. May be 0 or less after merging with outside defaults: callers reject that.
    public var availableWidth: Double? {
        width.map { $0.points - (insets?.horizontal ?? 0) }
    }

    /// How the strings this rule covers are read: its own ``markup``, else `otherwise` (the
    /// command line's `--markup`), else Markdown, as SwiftUI's `Text` reads a localized key.
    public func markup(otherwise: TextMarkup?) -> TextMarkup {
        markup ?? otherwise ?? .default
    }

    /// How the strings this rule covers are prepared for measuring: its Markdown reading
    /// (``markup(otherwise:)``), its case (its own ``textCase``, else `textCase`, the command
    /// line's `--text-case`), its arguments and placeholder syntax.
    public func shownTextOptions(markup otherwiseMarkup: TextMarkup?, textCase otherwiseCase: TextCase?)
        -> ShownTextOptions
    {
        ShownTextOptions(
            arguments: arguments, namedArguments: namedArguments, placeholder: placeholder,
            markup: markup(otherwise: otherwiseMarkup), textCase: textCase ?? otherwiseCase)
    }

    /// Whether no field is set and nothing is skipped (``matchedRule`` aside).
    public var isEmpty: Bool {
        entry == nil && width == nil && insets == nil && lines == nil && truncation == nil
            && minimumScaleFactor == nil && padding == nil && height == nil && arguments == nil && !skip
            && markup == nil && textCase == nil && namedArguments == nil && placeholder == nil
    }
}
