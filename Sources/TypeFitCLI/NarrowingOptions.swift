import ArgumentParser
import TypeFit
import TypeFitReport

/// The options that say which strings a run checks, where, and at which sizes: shared by
/// `check`, `report` and `baseline`, and handed to ``CheckInputs``; `render` takes the same
/// options, each group explained for drawing.
struct NarrowingOptions: ParsableArguments {
    @OptionGroup var constraintsOption: ConstraintsOption<Checking>
    @OptionGroup var entryOption: EntryOption<Checking>
    @OptionGroup var sizesOption: SizesOption<Checking>
    @OptionGroup var localeOption: LocaleOption<Checking>
    @OptionGroup var pseudoOption: PseudoOption<Checking>
    @OptionGroup var markupOption: MarkupOption
    @OptionGroup var textCaseOption: TextCaseOption

    var constraints: String? { constraintsOption.constraints }
    var entries: [String] { entryOption.entries }
    var sizes: String? { sizesOption.sizes }
    var locales: [String] { localeOption.locales }
    var pseudolanguages: [Pseudolanguage] { pseudoOption.pseudolanguages }
}

/// `--constraints FILE`.
struct ConstraintsOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(help: ArgumentHelp(Purpose.help("constraints"), valueName: "file")) var constraints: String?
}

/// `--entry NAME…`.
struct EntryOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(name: .customLong("entry"), help: ArgumentHelp(Purpose.help("entry"), valueName: "name"))
    var entries: [String] = []
}

/// `--sizes RANGE`, such as `large...accessibility2`.
struct SizesOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(help: ArgumentHelp(Purpose.help("sizes"), valueName: "range")) var sizes: String?
}

/// `--locale TAG…`.
struct LocaleOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(name: .customLong("locale"), help: ArgumentHelp(Purpose.help("locale"), valueName: "tag"))
    var locales: [String] = []
}

/// `--pseudo KIND…`.
struct PseudoOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(name: .customLong("pseudo"), help: ArgumentHelp(Purpose.help("pseudo"), valueName: "kind"))
    var pseudolanguages: [Pseudolanguage] = []
}

/// `--info-plist FILE`.
struct InfoPlistOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(name: .customLong("info-plist"), help: ArgumentHelp(Purpose.help("info-plist"), valueName: "file"))
    var infoPlist: String?
}

/// `--fonts PATH…`.
struct FontPathsOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(name: .customLong("fonts"), help: ArgumentHelp(Purpose.help("fonts"), valueName: "path"))
    var paths: [String] = []
}

/// `--format text|json`.
struct FormatOption: ParsableArguments {
    @Option(help: "Output format: text or json.") var format: OutputFormat = .text
}

extension Pseudolanguage: ExpressibleByArgument {}

extension OutputFormat: ExpressibleByArgument {}
