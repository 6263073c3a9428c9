import TypeFitDynamicType

/// One fact of the system container table (a font, a width in points, a line limit…), with how
/// sure TypeFit is of it and where it comes from.
///
/// A fact nobody has published is unknown: its ``value`` and ``confidence`` are nil and
/// ``note`` says what is missing; TypeFit never fills it with a guess. A fact the sources
/// disagree on keeps the other readings as ``alternatives``, each with its own confidence and
/// sources, as the scaling models keep theirs.
public struct SourcedFact<Value: Sendable & Hashable>: Sendable, Hashable {
    /// A reading the table does not take as the value, kept so it stays visible.
    public struct Alternative: Sendable, Hashable {
        /// The other value.
        public var value: Value
        /// How sure its source is.
        public var confidence: Confidence
        /// The identifiers of its sources (``SystemContainers/source(_:)``).
        public var sources: [String]
        /// Why it differs (another iOS version, another copy of UIKit's metrics…).
        public var note: String?
    }

    /// The value; nil when unknown.
    public var value: Value?
    /// How sure the table is of the value: documented, measured or inferred; nil when unknown.
    public var confidence: Confidence?
    /// The identifiers of the sources (``SystemContainers/source(_:)``); empty when unknown.
    public var sources: [String]
    /// What the value means, how it was derived, or (when unknown) what nobody has published.
    public var note: String?
    /// Other readings of the same fact.
    public var alternatives: [Alternative]

    /// A known value.
    public init(
        _ value: Value, confidence: Confidence, sources: [String], note: String? = nil,
        alternatives: [Alternative] = []
    ) {
        self.value = value
        self.confidence = confidence
        self.sources = sources
        self.note = note
        self.alternatives = alternatives
    }

    /// An unknown value: `reason` says what no source gives.
    public static func unknown(_ reason: String) -> SourcedFact {
        SourcedFact(value: nil, confidence: nil, sources: [], note: reason, alternatives: [])
    }

    private init(value: Value?, confidence: Confidence?, sources: [String], note: String?, alternatives: [Alternative])
    {
        self.value = value
        self.confidence = confidence
        self.sources = sources
        self.note = note
        self.alternatives = alternatives
    }

    /// True when no source gives the value.
    public var isUnknown: Bool { value == nil }

    /// `documented`, `measured`, `inferred` or `unknown`.
    public var confidenceName: String { confidence?.rawValue ?? "unknown" }

    /// The fact with its value (and its alternatives' values) transformed; a value `transform`
    /// cannot give (nil) makes the fact unknown, or drops that alternative.
    func map<Other>(
        unknownReason: String? = nil, _ transform: (Value) -> Other?
    ) -> SourcedFact<Other> {
        guard let value, let confidence, let mapped = transform(value) else {
            return .unknown(unknownReason ?? note ?? "unknown")
        }
        let others = alternatives.compactMap { alternative in
            transform(alternative.value).map {
                SourcedFact<Other>.Alternative(
                    value: $0, confidence: alternative.confidence, sources: alternative.sources,
                    note: alternative.note)
            }
        }
        return SourcedFact<Other>(mapped, confidence: confidence, sources: sources, note: note, alternatives: others)
    }

    /// The fact without alternatives that repeat its value or an earlier alternative's (a rule's
    /// other reading that gives the same width on this device).
    func withoutRepeatedAlternatives() -> SourcedFact {
        var seen: Set<Value> = value.map { [$0] } ?? []
        var fact = self
        fact.alternatives = alternatives.filter { seen.insert($0.value).inserted }
        return fact
    }

    /// The fact as sure as the weaker of itself and `other` (a width derived from a margin is no
    /// surer than the margin), with both facts' sources.
    func combined<Other>(with other: SourcedFact<Other>) -> SourcedFact {
        guard let value, let confidence else { return self }
        guard let otherConfidence = other.confidence else {
            return .unknown(other.note ?? "unknown")
        }
        var sources = self.sources
        for source in other.sources where !sources.contains(source) { sources.append(source) }
        return SourcedFact(
            value, confidence: min(confidence, otherConfidence), sources: sources, note: note,
            alternatives: alternatives)
    }
}
