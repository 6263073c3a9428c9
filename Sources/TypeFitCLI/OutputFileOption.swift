import ArgumentParser

/// `--output FILE`: where a command writes what it would print (a check's report, a lint's
/// findings, a baseline comparison), declared once for every command that has it. The file is
/// written atomically (``TypeFitOutput``): a reader never sees half of it.
struct OutputFileOption: ParsableArguments {
    @Option(
        name: .customLong("output"),
        help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var path: String?
}
