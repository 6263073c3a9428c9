import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

extension CheckSelection {
    /// The device places read from code are worked out for when the constraints file's defaults
    /// name none.
    package static let codePlacesDevice = "iPhone 16"

    /// Adds the places the app's views give its strings (``SwiftCodePlaces``), read from the
    /// Swift code under `paths`, after the constraints file's own rules: a hand-written rule
    /// takes its keys first, so it overrides what the code says. The places are worked out on the
    /// device the file's defaults name (else an iPhone 16). What was read is said in
    /// ``codePlacesNote``, which the report's notes carry.
    package mutating func addPlaces(readFrom paths: [String], in project: TypeFitProject) throws(TypeFitError) {
        let keys = Set(project.strings.map(\.key))
        let reading: SwiftTextUseReader.Reading
        do { reading = try SwiftTextUseReader.read(paths: paths, catalogKeys: keys) } catch {
            throw TypeFitError(error.description)
        }
        let file = constraints ?? ConstraintsFile(source: "places read from the code")
        var device = DeviceWidths.named(Self.codePlacesDevice)!
        if case .device(let named) = file.defaults.width { device = named }
        let places = SwiftCodePlaces(
            uses: reading.uses, device: device,
            scaleEntries: Set(project.resolved.entries.map(\.entry.name)).subtracting(
                project.resolved.placeOnlyEntries), catalogKeys: keys)
        let placed = places.placesByKey.filter { keys.contains($0.key) }
        handWrittenRules = file.rules.count
        constraints = ConstraintsFile(source: file.source, defaults: file.defaults, rules: file.rules + places.rules)
        let wraps = placed.filter { $0.places.allSatisfy { !$0.canTruncate } }.count
        codePlacesNote =
            "places read from the code (\(reading.filesRead.count) Swift file(s), \(device.name)): \(placed.count) of \(keys.count) key(s) have a place, \(wraps) of them only where they wrap (checked for lines and height, never truncated); keys without one take the defaults"
    }
}
