import Foundation
import Testing
import TypeFitDynamicType
import TypeFitVocabulary

@testable import TypeFitStrings

/// The system container table itself: it decodes, every known fact has a confidence and a source
/// the table lists, unknown facts say what is missing, and every device gets every container.
@Suite("System containers: the table")
struct SystemContainerTableTests {
    @Test("the table decodes, with a row for every container on phones and iPads")
    func decodes() {
        #expect(SystemContainers.rows.count >= 25)
        #expect(SystemContainers.scope.contains("iOS"))
        let ids = SystemContainers.rows.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(Set(SystemContainer.examples).count == SystemContainer.examples.count)
        // Every row but the inline tab bar item (reached on iPad) is some example's row on a phone.
        let phoneRows = Set(SystemContainer.examples.map { $0.rowID(ipad: false) })
        #expect(Set(ids).subtracting(phoneRows) == ["tabBarItem.inline"])
        for container in SystemContainer.examples {
            for ipad in [false, true] {
                #expect(SystemContainers.row(container.rowID(ipad: ipad)) != nil, "\(container) has no row")
            }
        }
    }

    @Test("every fact of every row has a confidence and a listed source, unless unknown")
    func everyFactSourced() {
        let known = Set(SystemContainers.sources.map(\.id))
        #expect(known.count == SystemContainers.sources.count)
        for row in SystemContainers.rows {
            #expect(!row.apis.isEmpty && !row.name.isEmpty)
            for fact in row.facts {
                let label = "\(row.id).\(fact.field)"
                if fact.confidence == "unknown" {
                    #expect(fact.sources.isEmpty, "\(label): an unknown fact cites no source")
                    #expect(fact.note?.isEmpty == false, "\(label): an unknown fact says what is missing")
                } else {
                    #expect(!fact.sources.isEmpty, "\(label) has no source")
                }
                for source in fact.sources + fact.alternativeSources.flatMap({ $0 }) {
                    #expect(known.contains(source), "\(label) cites \(source), which the table does not list")
                }
                #expect(fact.alternativeSources.allSatisfy { !$0.isEmpty }, "\(label): an alternative has no source")
            }
        }
        for source in SystemContainers.sources {
            #expect(source.url.hasPrefix("https://"), "\(source.id)")
            #expect(source.apple == source.url.hasPrefix("https://developer.apple.com/"), "\(source.id)")
        }
    }

    @Test("fonts that follow a text style match Apple's table at Large")
    func fontsMatchTheTypeTable() throws {
        for row in SystemContainers.rows {
            guard let font = row.font.value, let scaling = row.scaling.value else { continue }
            switch scaling {
            case .textStyle, .textStyleFromLarge:
                let style = try #require(font.style, "\(row.id) scales by a text style it does not name")
                #expect(PlatformTypeTable.iOS.metrics(for: style, at: .large)?.pointSize == font.pointSize, "\(row.id)")
            case .pointSizes(let sizes):
                #expect(sizes[DynamicTypeSize.large.ordinal] == font.pointSize, "\(row.id)")
            case .fixed:
                break
            }
        }
    }

    @Test("every device gets every container; derived widths fit on the screen")
    func everyDevice() {
        for device in DeviceWidths.all {
            #expect(SystemContainers.layoutMargin(on: device).value != nil, "\(device.name)")
            for container in SystemContainer.examples {
                for size in [DynamicTypeSize.xSmall, .large, .accessibility5] {
                    let place = SystemContainers.place(for: container, device: device, size: size)
                    if let width = place.width.value {
                        #expect(width > 0 && width <= device.width, "\(container) on \(device.name): \(width)")
                        #expect(place.width.confidence != nil)
                    } else {
                        #expect(
                            place.width.note?.isEmpty == false,
                            "\(container) on \(device.name): unknown without a reason")
                    }
                }
            }
        }
    }

    @Test("a fact decodes as a value with confidence and sources, or as unknown with its reason")
    func factDecoding() throws {
        let known =
            #"{"value": 17, "confidence": "measured", "sources": ["a"], "alternatives": [{"value": 16, "confidence": "inferred", "sources": ["b"], "note": "older"}]}"#
        let fact = try JSONDecoder().decode(SourcedFact<Double>.self, from: Data(known.utf8))
        #expect(fact.value == 17 && fact.confidence == .measured && fact.sources == ["a"])
        #expect(fact.alternatives.first?.value == 16 && fact.alternatives.first?.note == "older")
        let unknown = try JSONDecoder().decode(
            SourcedFact<Double>.self, from: Data(#"{"unknown": "not published"}"#.utf8))
        #expect(unknown.isUnknown && unknown.confidenceName == "unknown" && unknown.note == "not published")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(SourcedFact<Double>.self, from: Data(#"{"unknown": "x", "value": 3}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                SourcedFact<Double>.self, from: Data(#"{"value": 3, "confidence": "guessed", "sources": []}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ContainerWidthRule.self, from: Data(#"{"rule": "halfScreen"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                ContainerFontScaling.self, from: Data(#"{"rule": "pointSizes", "pointSizes": [1, 2]}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ContainerLineCount].self, from: Data("[0]".utf8))
        }
    }
}
