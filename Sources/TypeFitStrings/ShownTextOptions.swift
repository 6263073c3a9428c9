import TypeFitVocabulary

/// How a string becomes the text a user sees (``MeasuredTextBuilder/shownText(for:options:)``):
/// what a constraints rule (over the defaults and the command line) says about its markup,
/// case, arguments and placeholders. Two strings with equal options and text are shown alike.
public struct ShownTextOptions: Sendable, Hashable {
    /// Values for printf-style format arguments, in argument order; nil: default samples.
    public var arguments: [FormatArgument]?
    /// Values for named placeholders, by name (``NamedPlaceholders``); nil: none given.
    public var namedArguments: [String: FormatArgument]?
    /// A regular expression (one capture group: the name) for placeholders of another syntax.
    public var placeholder: String?
    /// Whether inline Markdown (and Apple's `^[text](attributes)`) is read.
    public var markup: TextMarkup
    /// The case the text is drawn in; nil: as written.
    public var textCase: TextCase?

    public init(
        arguments: [FormatArgument]? = nil, namedArguments: [String: FormatArgument]? = nil,
        placeholder: String? = nil, markup: TextMarkup = .default, textCase: TextCase? = nil
    ) {
        self.arguments = arguments
        self.namedArguments = namedArguments
        self.placeholder = placeholder
        self.markup = markup
        self.textCase = textCase
    }
}
