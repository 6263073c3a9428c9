import ArgumentParser
import TypeFit

extension TextCase: ExpressibleByArgument {}

/// `--text-case uppercase|lowercase`: the case strings are drawn in, as SwiftUI's
/// `.textCase(.uppercase)` or UIKit's `uppercased()` draw them (ICU's full case mapping in each
/// string's locale: `ß` → `SS`, Turkish `i` → `İ`). A constraints file's `textCase` (a rule's,
/// else its defaults') decides for the strings it covers; this option decides for the rest.
/// Without either, strings are measured in the case they are written in.
struct TextCaseOption: ParsableArguments {
    @Option(
        name: .customLong("text-case"),
        help: ArgumentHelp(
            "The case strings are drawn in: uppercase or lowercase (SwiftUI's .textCase; ICU's case mapping in each string's locale, so ß becomes SS). A constraints file's \"textCase\" takes precedence for the strings it covers; default: as written.",
            valueName: "case"))
    var textCase: TextCase?
}
