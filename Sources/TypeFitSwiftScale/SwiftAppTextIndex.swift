import TypeFitConcurrency

/// What every file of the app tells about how it shows text, gathered before any file's uses
/// are read: its own views and functions that show a text they are given, its generated string
/// accessors (and, with the catalog's keys, the generated accessors whose file is not in the
/// tree), its UIKit label classes and its SwiftUI button styles. One walk per file, on every
/// core.
struct SwiftAppTextIndex: Sendable {
    let forwardings: SwiftTextForwardingIndex
    let generated: SwiftGeneratedStrings
    let labelClasses: SwiftLabelClasses
    let buttonStyles: SwiftButtonStyles
    /// The catalog keys' generated symbols, and the roots written in the code that are
    /// namespaces of them (``SwiftCatalogSymbols/namespaces(references:declared:)``).
    let catalogSymbols: SwiftCatalogSymbols
    let symbolNamespaces: Set<String>
    /// The app's own alert controller styles that are an action sheet on iPhone.
    let alertStyles: SwiftAlertStyles
    /// The structs the app declares as SwiftUI views.
    let viewTypes: Set<String>

    /// Nothing known (a file read on its own).
    static let empty = SwiftAppTextIndex(
        forwardings: SwiftTextForwardingIndex([]), generated: SwiftGeneratedStrings([]),
        labelClasses: SwiftLabelClasses([]), buttonStyles: SwiftButtonStyles([]), catalogSymbols: .empty,
        symbolNamespaces: [], alertStyles: SwiftAlertStyles([]), viewTypes: [])

    private init(
        forwardings: SwiftTextForwardingIndex, generated: SwiftGeneratedStrings, labelClasses: SwiftLabelClasses,
        buttonStyles: SwiftButtonStyles, catalogSymbols: SwiftCatalogSymbols, symbolNamespaces: Set<String>,
        alertStyles: SwiftAlertStyles, viewTypes: Set<String>
    ) {
        self.forwardings = forwardings
        self.generated = generated
        self.labelClasses = labelClasses
        self.buttonStyles = buttonStyles
        self.catalogSymbols = catalogSymbols
        self.symbolNamespaces = symbolNamespaces
        self.alertStyles = alertStyles
        self.viewTypes = viewTypes
    }

    /// The index of `files` (nil: a file that could not be parsed); `catalogKeys`, when given,
    /// are the keys whose generated accessors are looked for.
    init(_ files: [SwiftSourceFile?], catalogKeys: Set<String> = []) {
        let symbols = SwiftCatalogSymbols(keys: catalogKeys)
        let perFile = OrderedFanOut(count: files.count, perRun: 1).map { index in
            files[index].map {
                (
                    SwiftTextForwardingCollector.collect($0), SwiftGeneratedStrings.collect($0),
                    SwiftLabelClasses.collect($0), SwiftButtonStyles.collect($0),
                    symbols.isEmpty ? SwiftCatalogSymbols.References() : SwiftCatalogSymbols.References.collect($0),
                    SwiftAlertStyles.collect($0), SwiftViewPlacements.viewTypes(in: $0)
                )
            }
        }.compactMap { $0 }
        let references = SwiftCatalogSymbols.References.merged(perFile.map(\.4))
        self.init(
            forwardings: SwiftTextForwardingIndex(perFile.flatMap(\.0)),
            generated: SwiftGeneratedStrings(perFile.flatMap(\.1)),
            labelClasses: SwiftLabelClasses(perFile.flatMap(\.2)),
            buttonStyles: SwiftButtonStyles(perFile.map(\.3)), catalogSymbols: symbols,
            symbolNamespaces: symbols.namespaces(
                references: references.pathsByRoot, declared: references.declaredTypes),
            alertStyles: SwiftAlertStyles(perFile.flatMap(\.5)), viewTypes: Set(perFile.flatMap(\.6)))
    }

    /// The catalog key a generated accessor path gives (`["LocalString", "common_ok"]`): one
    /// of the generated file in the tree, else a symbol of a catalog key on a generated
    /// namespace.
    func generatedKey(for path: [String]) -> String? {
        if let key = generated.key(for: path) { return key }
        guard path.count >= 2, symbolNamespaces.contains(path[0]) else { return nil }
        return catalogSymbols.key(forPath: path.dropFirst())
    }
}
