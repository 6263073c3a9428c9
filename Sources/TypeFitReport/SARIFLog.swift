import TypeFitCheck
/// The part of the SARIF 2.1.0 object model TypeFit writes (and reads back in tests), as
/// `Codable` values. Optional properties that are nil are left out of the JSON.
///
/// See ``SARIFReport`` for how a ``CheckReport`` maps onto it.
public struct SARIFLog: Sendable, Codable, Equatable {
    /// The schema URI TypeFit writes.
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The SARIF version TypeFit writes.
    public static let sarifVersion = "2.1.0"

    /// `$schema`.
    public var schema: String
    /// `version`: `2.1.0`.
    public var version: String
    /// One run per check.
    public var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// A log of the given runs with TypeFit's schema and version.
    public init(runs: [Run]) {
        schema = Self.schemaURI
        version = Self.sarifVersion
        self.runs = runs
    }

    /// `result.level` and `reportingConfiguration.level`.
    public enum Level: String, Sendable, Codable, CaseIterable {
        case none, note, warning, error
    }

    /// A plain-text message (`message`, `shortDescription`, `fullDescription`, `help`).
    public struct Message: Sendable, Codable, Equatable {
        public var text: String
        public init(text: String) { self.text = text }
    }

    /// One invocation of one tool.
    public struct Run: Sendable, Codable, Equatable {
        public var tool: Tool
        public var results: [Result]
        /// The check's scale, model, system font and sizes.
        public var properties: RunProperties?
        /// The one invocation of `typefit`, carrying the run-level notes (approximation,
        /// warnings) once; nil in logs that have none.
        public var invocations: [Invocation]?
    }

    /// `invocation`: whether the run completed and its notes for the whole run.
    public struct Invocation: Sendable, Codable, Equatable {
        public var executionSuccessful: Bool
        public var toolExecutionNotifications: [Notification]?
    }

    /// `notification`: a remark about the run, not about one result.
    public struct Notification: Sendable, Codable, Equatable {
        public var level: Level
        public var message: Message
    }

    /// `tool`: only the driver.
    public struct Tool: Sendable, Codable, Equatable {
        public var driver: Driver
    }

    /// `tool.driver`.
    public struct Driver: Sendable, Codable, Equatable {
        public var name: String
        public var version: String?
        public var informationUri: String?
        public var rules: [Rule]
    }

    /// `reportingDescriptor`: a rule results refer to by `ruleId` and `ruleIndex`.
    public struct Rule: Sendable, Codable, Equatable {
        public var id: String
        public var name: String
        public var shortDescription: Message
        public var fullDescription: Message
        public var help: Message?
        public var helpUri: String?
        public var defaultConfiguration: Configuration
    }

    /// `reportingConfiguration`.
    public struct Configuration: Sendable, Codable, Equatable {
        public var level: Level
    }

    /// One finding.
    public struct Result: Sendable, Codable, Equatable {
        public var ruleId: String
        public var ruleIndex: Int
        public var level: Level
        public var message: Message
        /// The strings file; nil when the result does not know where its string came from.
        public var locations: [Location]?
        /// `typefitResult/v1`: a stable hash of key, locale, variant and entry, so a finding
        /// keeps its identity when lines move.
        public var partialFingerprints: [String: String]
        public var properties: ResultProperties
    }

    /// `location`.
    public struct Location: Sendable, Codable, Equatable {
        public var physicalLocation: PhysicalLocation
    }

    /// `physicalLocation`.
    public struct PhysicalLocation: Sendable, Codable, Equatable {
        public var artifactLocation: ArtifactLocation
        public var region: Region?
    }

    /// `artifactLocation`: a relative URI reference for a relative path, a `file://` URI for an
    /// absolute one.
    public struct ArtifactLocation: Sendable, Codable, Equatable {
        public var uri: String
    }

    /// `region`: the 1-based line of the key.
    public struct Region: Sendable, Codable, Equatable {
        public var startLine: Int
    }

    /// The result's property bag: what identifies the string and what happens to it.
    public struct ResultProperties: Sendable, Codable, Equatable {
        public var key: String
        public var locale: String
        public var variant: String?
        public var entry: String
        /// The text as checked.
        public var text: String
        /// For TF001: the first size that truncates (SwiftUI name).
        public var firstTruncatedSize: String?
        /// For TF001: every size that does not fit; for TF002: every borderline size.
        public var sizes: [String]
        /// For TF001: overflow at the first truncated size, points.
        public var overflow: Double?
        /// Whether any number rests on a stand-in font or an inferred rule.
        public var approximate: Bool
    }

    /// The run's property bag.
    public struct RunProperties: Sendable, Codable, Equatable {
        public var scale: String
        public var model: String
        public var systemFont: String
        public var sizes: [String]
    }
}
