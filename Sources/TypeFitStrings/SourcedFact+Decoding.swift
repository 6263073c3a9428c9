import Foundation
import TypeFitDynamicType

/// A fact as `Tables/SystemContainers.json` writes it: `{"value", "confidence", "sources",
/// "note", "alternatives"}`, or `{"unknown": "what no source gives"}`.
extension SourcedFact: Decodable where Value: Decodable {
    private enum Keys: String, CodingKey {
        case value, confidence, sources, note, alternatives, unknown
    }

    private struct DecodedAlternative: Decodable {
        var value: Value
        var confidence: Confidence
        var sources: [String]
        var note: String?
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        if let reason = try container.decodeIfPresent(String.self, forKey: .unknown) {
            guard container.allKeys == [.unknown] else {
                throw DecodingError.dataCorruptedError(
                    forKey: .unknown, in: container, debugDescription: "an unknown fact has nothing but its reason")
            }
            self = .unknown(reason)
            return
        }
        let alternatives = try container.decodeIfPresent([DecodedAlternative].self, forKey: .alternatives) ?? []
        self.init(
            try container.decode(Value.self, forKey: .value),
            confidence: try container.decode(Confidence.self, forKey: .confidence),
            sources: try container.decode([String].self, forKey: .sources),
            note: try container.decodeIfPresent(String.self, forKey: .note),
            alternatives: alternatives.map {
                Alternative(value: $0.value, confidence: $0.confidence, sources: $0.sources, note: $0.note)
            })
    }
}
