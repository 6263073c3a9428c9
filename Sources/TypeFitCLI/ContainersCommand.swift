import ArgumentParser
import TypeFit
import TypeFitReport

/// `typefit containers`: iOS's system text containers on one device at one Dynamic Type size.
struct ContainersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "containers",
        abstract:
            "Show iOS's system text containers on a device: font, Dynamic Type, lines, overflow, case and width (pt).",
        discussion: """
            Navigation titles, tab bar items, alerts, action sheets, list rows and headers, \
            segmented controls, the search field, buttons and text in a scroll view, on iOS and \
            iPadOS 15–18 in portrait. Widths are points left to the text, derived from the \
            device's screen and layout margin. Each fact is documented, measured, inferred or \
            unknown; unknown facts are never guessed.

            JSON: {"scope", "device": {"name", "width", "height"}, "size", "layoutMargin", \
            "containers": [{"container", "apis", "width", "font", "scaling", "largeContentViewer", \
            "lineLimit", "overflow", "textCase", "notes"}], "sources": [{"id", "title", "url", \
            "apple"}]}; each fact is {"value" (null when unknown), "confidence", "sources" (ids), \
            "note", "alternatives"}; lineLimit 0 is no limit.
            """
    )

    @OptionGroup var device: DeviceOption

    @Option(
        help: ArgumentHelp("Dynamic Type size (xSmall … accessibility5, AX1 … AX5). Default: large.", valueName: "size")
    )
    var size: String?

    @OptionGroup var output: FormatOption

    func run() throws {
        let width = try device.width()
        let dynamicTypeSize: DynamicTypeSize
        do {
            dynamicTypeSize = try size.map(DynamicTypeSize.parse) ?? .large
        } catch {
            throw OptionError("--size \(size ?? ""): \(error)")
        }
        try ContainersReport(device: width, size: dynamicTypeSize).write(as: output.format)
    }
}
