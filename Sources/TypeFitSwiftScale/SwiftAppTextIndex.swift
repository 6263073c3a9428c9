import TypeFitConcurrency

/// What every file of the app tells about how it shows text, gathered before any file's uses
/// are read: its own views and functions that show a text they are given, its generated string
/// accessors, its UIKit label classes and its SwiftUI button styles. One walk per file, on
/// every core.
struct SwiftAppTextIndex: Sendable {
    let forwardings: SwiftTextForwardingIndex
    let generated: SwiftGeneratedStrings
    let labelClasses: SwiftLabelClasses
    let buttonStyles: SwiftButtonStyles

    /// Nothing known (a file read on its own).
    static let empty = SwiftAppTextIndex(
        forwardings: SwiftTextForwardingIndex([]), generated: SwiftGeneratedStrings([]),
        labelClasses: SwiftLabelClasses([]), buttonStyles: SwiftButtonStyles([]))

    private init(
        forwardings: SwiftTextForwardingIndex, generated: SwiftGeneratedStrings, labelClasses: SwiftLabelClasses,
        buttonStyles: SwiftButtonStyles
    ) {
        self.forwardings = forwardings
        self.generated = generated
        self.labelClasses = labelClasses
        self.buttonStyles = buttonStyles
    }

    /// The index of `files` (nil: a file that could not be parsed).
    init(_ files: [SwiftSourceFile?]) {
        let perFile = OrderedFanOut(count: files.count, perRun: 1).map { index in
            files[index].map {
                (
                    SwiftTextForwardingCollector.collect($0), SwiftGeneratedStrings.collect($0),
                    SwiftLabelClasses.collect($0), SwiftButtonStyles.collect($0)
                )
            }
        }.compactMap { $0 }
        self.init(
            forwardings: SwiftTextForwardingIndex(perFile.flatMap(\.0)),
            generated: SwiftGeneratedStrings(perFile.flatMap(\.1)),
            labelClasses: SwiftLabelClasses(perFile.flatMap(\.2)),
            buttonStyles: SwiftButtonStyles(perFile.map(\.3)))
    }
}
