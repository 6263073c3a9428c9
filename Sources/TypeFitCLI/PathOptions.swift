import ArgumentParser

/// `--strings FILE-OR-DIR…`: the strings a command reads, declared once; its help comes from
/// the command's purpose (checked, or drawn).
struct StringsOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(name: .customLong("strings"), help: ArgumentHelp(Purpose.help("strings"), valueName: "file-or-dir"))
    var stringFiles: [String] = []
}

/// `--system-font PATH…`: the user's own SF Pro, declared once; its help comes from the command's
/// purpose (a type scale's system text, or `measure`'s requests).
struct SystemFontOption<Purpose: OptionPurpose>: ParsableArguments {
    @Option(name: .customLong("system-font"), help: ArgumentHelp(Purpose.help("system-font"), valueName: "path"))
    var systemFontPaths: [String] = []
}
