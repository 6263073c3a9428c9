import ArgumentParser
import TypeFit
import TypeFitReport

extension TextMarkup: ExpressibleByArgument {}

/// `--markup markdown|none`: whether strings are read as inline Markdown, as SwiftUI's `Text`
/// reads a localized key (the default), or shown as written, as UIKit labels and
/// `Text(verbatim:)` show them. A constraints file's `markup` (a rule's, else its defaults')
/// decides for the strings it covers; this option decides for the rest.
struct MarkupOption: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "How strings are read: markdown (inline Markdown interpreted, as SwiftUI's Text does with a localized key; the default) or none (shown as written, as UIKit labels and Text(verbatim:) do). A constraints file's \"markup\" takes precedence for the strings it covers.",
            valueName: "markup"))
    var markup: TextMarkup?

}
