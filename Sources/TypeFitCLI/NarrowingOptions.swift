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
    @OptionGroup var placesOption: PlacesOption

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

/// `--places code` and `--code PATH…`: the containers the app's views give each string, read
/// from its Swift code, under the constraints file's own rules.
struct PlacesOption: ParsableArguments {
    /// Where places come from.
    enum Source: String, CaseIterable, ExpressibleByArgument {
        /// Read from the app's Swift views (`typefit places`).
        case code
    }

    @Option(
        name: .customLong("places"),
        help: ArgumentHelp(
            "code: check each string where the app's Swift views show it (its font, width, lines and case, as `typefit places` lists them), the constraints file's own rules first (they override what the code says); keys no view shows take the defaults.",
            valueName: "source"))
    var source: Source?

    @Option(
        name: .customLong("code"),
        help: ArgumentHelp(
            "With --places code: the Swift files or directories to read (default: the current directory); repeat for several.",
            valueName: "path"))
    var codePaths: [String] = []

    /// The Swift paths to read places from, or nil when places are not read from code.
    var placesFromCode: [String]? {
        source == .code ? (codePaths.isEmpty ? ["."] : codePaths) : nil
    }

    func validate() throws {
        if source == nil, !codePaths.isEmpty { throw ValidationError("--code is read with --places code") }
    }
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
