import ArgumentParser
import TypeFitOutput
import TypeFitReport

/// `typefit places`: where the app's views show each localized string.
struct PlacesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "places",
        abstract: "List where the app's Swift code shows each localized string.",
        discussion: """
            Reads the Swift files under the paths given (default: the current directory) for every key \
            given to a SwiftUI view or title modifier (Text, Button, Label, Toggle, Picker, Section, Link, \
            TextField, Menu, NavigationLink, .navigationTitle, .alert, .confirmationDialog) and every \
            localized string (String(localized:), NSLocalizedString, LocalizedStringKey, \
            LocalizedStringResource, "key".localized) with where it goes: a view, a UIKit label, button, \
            navigation item, tab bar item, alert or bar button item, or a place the code does not show. \
            Each use lists the font, line limit, text case, width and padding its code sets (with the \
            file:line that sets it) and the views that enclose it. With --strings, also the share of \
            catalog keys with a place found, keys used in code but in no catalog, and catalog keys no \
            code uses. Exit codes: 0 read, 2 bad input.
            """)

    @Argument(
        help: ArgumentHelp(
            "Swift files or directories (walked recursively). Default: the current directory.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var strings: StringsOption<Placing>

    @Option(help: "Output format: text (each key and its uses, then the counts) or json.")
    var format: PlacesOutputFormat = .text

    @OptionGroup var output: OutputFileOption

    func run() throws {
        let report = try PlacesReport(paths: paths, strings: strings.stringFiles)
        for warning in report.reading.warnings { WarningPrinter.warn(warning.description) }
        switch format {
        case .text: try OutputWriter.write(report.text, to: output.path)
        case .json: try OutputWriter.write(try OutputWriter.json(report.json), to: output.path)
        }
    }
}

/// `typefit places --format`.
enum PlacesOutputFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

/// `places`: the strings whose keys are looked for in the code.
enum Placing: OptionPurpose {
    static let help = [
        "strings":
            "The app's strings (.xcstrings, .strings, .stringsdict, or a directory of them): report the share of their keys with a place found, keys used in code but in no catalog, and keys no code uses."
    ]
}
