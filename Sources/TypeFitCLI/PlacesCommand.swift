import ArgumentParser
import TypeFit
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
            code uses. Each use's place follows: the system container its view puts it in (navigation \
            title, tab bar item, toolbar button, alert, list row, section header…) or the app's own layout; \
            the type scale entry its font is (system.headline, container.tabBarItem.stacked, or an entry \
            of --scale); its width on --device, lines, truncation and case, each marked as read from the \
            code, the container's default, or assumed. With --strings, also keys shown on one line whose \
            translation is much longer than the source. `typefit check --places code` checks the strings \
            in these places. Exit codes: 0 read, 2 bad input.
            """)

    @Argument(
        help: ArgumentHelp(
            "Swift files or directories (walked recursively). Default: the current directory.", valueName: "path"))
    var paths: [String] = []

    @OptionGroup var strings: StringsOption<Placing>

    @OptionGroup var device: DeviceOption

    @Option(
        help: ArgumentHelp(
            "The app's type scale (as check reads it): a view's .font(…) naming one of its entries is placed in that entry.",
            valueName: "path"))
    var scale: String?

    @Option(help: ArgumentHelp("The locale translations are compared with. Default: en.", valueName: "tag"))
    var developmentLanguage = "en"

    @Option(help: "Output format: text (each key and its uses, then the counts) or json.")
    var format: PlacesOutputFormat = .text

    @OptionGroup var output: OutputFileOption

    func run() throws {
        let report = try PlacesReport(
            paths: paths, strings: strings.stringFiles, device: try device.width(),
            scaleEntries: Set(try scale.map { try TypeScaleLoader.load($0).entries.map(\.name) } ?? []),
            developmentLanguage: developmentLanguage)
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
