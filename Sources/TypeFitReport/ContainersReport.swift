import TypeFitDynamicType
import TypeFitInput
import TypeFitStrings
import TypeFitVocabulary

/// What `typefit containers` prints: iOS's system text containers on one device at one Dynamic
/// Type size, each fact with its confidence (text) or its confidence, sources and alternatives
/// (JSON).
package struct ContainersReport {
    /// One fact in the JSON: `value` (null when unknown), `confidence` (`unknown` then), the
    /// identifiers of its `sources`, a `note`, and the `alternatives` the table keeps.
    package struct Fact<Value: Encodable>: Encodable {
        package struct Alternative: Encodable {
            var value: Value
            var confidence: String
            var sources: [String]
            var note: String?
        }

        var value: Value?
        var confidence: String
        var sources: [String]
        var note: String?
        var alternatives: [Alternative]

        private enum CodingKeys: String, CodingKey {
            case value, confidence, sources, note, alternatives
        }

        /// Writes `value` as null when unknown, rather than leaving it out.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .value)
            try container.encode(confidence, forKey: .confidence)
            try container.encode(sources, forKey: .sources)
            try container.encodeIfPresent(note, forKey: .note)
            try container.encode(alternatives, forKey: .alternatives)
        }

        init<Stored>(_ fact: SourcedFact<Stored>, _ transform: (Stored) -> Value) {
            value = fact.value.map(transform)
            confidence = fact.confidenceName
            sources = fact.sources
            note = fact.note
            alternatives = fact.alternatives.map {
                Alternative(
                    value: transform($0.value), confidence: $0.confidence.rawValue, sources: $0.sources, note: $0.note)
            }
        }
    }

    /// One container's place in the JSON. `lineLimit` 0 is no limit, as `measure` reads it.
    package struct Place: Encodable {
        var container: String
        var apis: [String]
        var width: Fact<Double>
        var font: Fact<ContainerFont>
        var scaling: Fact<String>
        var largeContentViewer: Fact<Bool>
        var lineLimit: Fact<Int>
        var overflow: Fact<ContainerOverflow>
        var textCase: Fact<String>
        var notes: [String]
    }

    /// The JSON document: exactly `scope`, `device`, `size`, `layoutMargin`, `containers`,
    /// `sources`.
    package struct JSON: Encodable {
        package struct Device: Encodable {
            var name: String
            var width: Double
            var height: Double
        }

        var scope: String
        var device: Device
        var size: String
        var layoutMargin: Fact<Double>
        var containers: [Place]
        var sources: [ContainerSource]
    }

    /// The device, portrait.
    package let device: DeviceWidth
    /// The Dynamic Type size.
    package let size: DynamicTypeSize
    /// Every container's place, in ``SystemContainer/examples``' order.
    package let places: [ContainerPlace]

    /// The report for `device` (portrait) at `size`.
    package init(device: DeviceWidth, size: DynamicTypeSize) {
        self.device = device
        self.size = size
        places = SystemContainer.examples.map { SystemContainers.place(for: $0, device: device, size: size) }
    }

    /// The container's name with the parameters its width reads: `tab bar item title (5 tabs)`.
    package static func label(of place: ContainerPlace) -> String {
        switch place.container {
        case .tabBarItem(let tabs): "\(place.name), \(tabs) tabs"
        case .segment(let segments): "\(place.name), \(segments) segments"
        default: place.name
        }
    }

    package var json: JSON {
        JSON(
            scope: SystemContainers.scope,
            device: .init(name: device.name, width: device.width, height: device.height), size: size.rawValue,
            layoutMargin: Fact(SystemContainers.layoutMargin(on: device)) { $0 },
            containers: places.map { place in
                Place(
                    container: Self.label(of: place), apis: place.apis, width: Fact(place.width) { $0 },
                    font: Fact(place.font) { $0 }, scaling: Fact(place.scaling) { $0.ruleName },
                    largeContentViewer: Fact(place.largeContentViewer) { $0 },
                    lineLimit: Fact(place.lineLimit) { $0.maximum ?? 0 }, overflow: Fact(place.overflow) { $0 },
                    textCase: Fact(place.textCase) { $0.rawValue }, notes: place.notes)
            },
            sources: SystemContainers.sources)
    }

    /// The table for a person: one row per container with its font, Dynamic Type rule, lines,
    /// overflow, case and width, "unknown" where no source gives a fact; then the margin and
    /// where the sources are.
    package func rendered() -> String {
        var table = TextTable(
            header: ["container", "font", "dynamic type", "lines", "overflow", "case", "width pt", "width is"],
            rightAligned: [6])
        func text<Value>(_ fact: SourcedFact<Value>, _ describe: (Value) -> String) -> String {
            fact.value.map(describe) ?? "unknown"
        }
        for place in places {
            table.append([
                Self.label(of: place),
                text(place.font) { $0.description },
                text(place.scaling) { $0.ruleName },
                text(place.lineLimit) { $0.maximum.map(String.init) ?? "unlimited" },
                text(place.overflow) { $0.description },
                text(place.textCase) { $0.rawValue },
                text(place.width) { $0.pointsText(decimals: 2) },
                place.width.confidenceName,
            ])
        }
        let margin = SystemContainers.layoutMargin(on: device)
        var lines = [
            "iOS system text containers on \(device) at \(size.rawValue)",
            "",
            table.rendered(),
            "Layout margin: \(margin.value.map { $0.pointsText(decimals: 2) + " pt" } ?? "unknown") per side "
                + "(\(margin.confidenceName)). Widths are points left to the text.",
        ]
        let unknown = places.filter { $0.width.isUnknown }.map(Self.label(of:))
        if !unknown.isEmpty {
            lines.append("Width unknown (no source gives it): \(unknown.joined(separator: "; ")).")
        }
        lines.append(
            "Each fact's confidence, sources, notes and alternative readings: --format json "
                + "(\(SystemContainers.sources.count) sources).")
        return lines.joined(separator: "\n") + "\n"
    }
}
