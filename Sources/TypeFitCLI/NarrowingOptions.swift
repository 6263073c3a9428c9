import ArgumentParser
import TypeFit
import TypeFitReport

/// The options that say which strings a run checks, where, and at which sizes: shared by
/// `check`, `report` and `baseline`, and handed to ``CheckInputs``.
struct NarrowingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "A constraints file (JSON): which keys use which entry, width or device, lines, truncation, padding; which to skip.",
            valueName: "file"))
    var constraints: String?

    @Option(
        name: .customLong("entry"),
        help: ArgumentHelp(
            "Check only in this type scale entry; repeat for several. Strings whose entry the constraints file sets are checked only if it is one of these.",
            valueName: "name"))
    var entries: [String] = []

    @Option(
        help: ArgumentHelp(
            "Sizes to check, as a range such as xSmall...xxxLarge, ...accessibility2 or large... (default: all 12).",
            valueName: "range"))
    var sizes: String?

    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "Check only this locale, as the strings file names it (de-DE does not match de); repeat for several.",
            valueName: "tag"))
    var locales: [String] = []

    @Option(
        name: .customLong("pseudo"),
        help: ArgumentHelp(
            "Also check a pseudolanguage made from the development language's strings: double, accented, bounded, rtl or expanded; repeat for several. Its locale is named like en-x-pseudo-double.",
            valueName: "kind"))
    var pseudolanguages: [Pseudolanguage] = []

    @OptionGroup var markupOption: MarkupOption

    @OptionGroup var textCaseOption: TextCaseOption
}

extension Pseudolanguage: ExpressibleByArgument {}
