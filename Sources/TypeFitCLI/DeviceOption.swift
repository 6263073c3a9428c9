import ArgumentParser
import TypeFit

/// `--device NAME`: the phone or iPad (portrait) widths are worked out for.
struct DeviceOption: ParsableArguments {
    @Option(
        help: ArgumentHelp("Device (portrait), as constraints files name it. Default: iPhone 16.", valueName: "name"))
    var device: String?

    /// The device named, else an iPhone 16; an unknown name is an ``OptionError`` listing the
    /// devices.
    func width() throws(OptionError) -> DeviceWidth {
        let name = device ?? "iPhone 16"
        guard let width = DeviceWidths.named(name) else {
            throw OptionError(
                "--device \(name): unknown device\(NameSuggestions.didYouMean(name, among: DeviceWidths.names)); "
                    + "devices: \(NameSuggestions.list(DeviceWidths.names))")
        }
        return width
    }
}
