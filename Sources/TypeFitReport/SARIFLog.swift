import Foundation

/// The part of the SARIF 2.1.0 object model TypeFit writes (and reads back in tests), as
/// `Codable` values: the one model of `check --format sarif` and `lint --format sarif`. Optional
/// properties that are nil are left out of the JSON.
///
/// See ``SARIFReport`` for how a ``CheckReport`` maps onto it, ``LintSARIFReport`` for lint
/// findings.
package struct SARIFLog: Sendable, Codable, Equatable {
    /// The schema URI TypeFit writes.
    package static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The SARIF version TypeFit writes.
    package static let sarifVersion = "2.1.0"

    /// `$schema`.
    package var schema: String
    /// `version`: `2.1.0`.
    package var version: String
    /// One run per check.
    package var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema"
        case version, runs
    }

    /// A log of the given runs with TypeFit's schema and version.
    package init(runs: [Run]) {
        schema = Self.schemaURI
        version = Self.sarifVersion
        self.runs = runs
    }

    /// `result.level` and `reportingConfiguration.level`.
    package enum Level: String, Sendable, Codable, CaseIterable {
        case none, note, warning, error
    }

    /// A plain-text message (`message`, `shortDescription`, `fullDescription`, `help`).
    package struct Message: Sendable, Codable, Equatable {
        package var text: String
        package init(text: String) { self.text = text }
    }

    /// One invocation of one tool.
    package struct Run: Sendable, Codable, Equatable {
        package var tool: Tool
        package var results: [Result]
        /// The check's scale, model, system font and sizes.
        package var properties: RunProperties?
        /// The one invocation of `typefit`, carrying the run-level notes (approximation,
        /// warnings) once; nil in logs that have none.
        package var invocations: [Invocation]?
    }

    /// `invocation`: whether the run completed and its notes for the whole run.
    package struct Invocation: Sendable, Codable, Equatable {
        package var executionSuccessful: Bool
        package var toolExecutionNotifications: [Notification]?
    }

    /// `notification`: a remark about the run, not about one result.
    package struct Notification: Sendable, Codable, Equatable {
        package var level: Level
        package var message: Message
    }

    /// `tool`: only the driver.
    package struct Tool: Sendable, Codable, Equatable {
        package var driver: Driver
    }

    /// `tool.driver`.
    package struct Driver: Sendable, Codable, Equatable {
        package var name: String
        package var version: String?
        package var informationUri: String?
        package var rules: [Rule]
    }

    /// `reportingDescriptor`: a rule results refer to by `ruleId` and `ruleIndex`.
    package struct Rule: Sendable, Codable, Equatable {
        package var id: String
        /// The rule's name in words; lint's rules have none (their id is their name).
        package var name: String?
        package var shortDescription: Message
        package var fullDescription: Message?
        package var help: Message?
        package var helpUri: String?
        package var defaultConfiguration: Configuration
    }

    /// `reportingConfiguration`.
    package struct Configuration: Sendable, Codable, Equatable {
        package var level: Level
    }

    /// One finding.
    package struct Result: Sendable, Codable, Equatable {
        package var ruleId: String
        package var ruleIndex: Int
        package var level: Level
        package var message: Message
        /// The strings file; nil when the result does not know where its string came from.
        package var locations: [Location]?
        /// `typefitResult/v1`: a stable hash of key, locale, variant and entry (and place, when
        /// there is one), so a check's finding keeps its identity when lines move; nil for lint.
        package var partialFingerprints: [String: String]?
        /// What identifies a check's string; nil for lint.
        package var properties: ResultProperties?
    }

    /// `location`.
    package struct Location: Sendable, Codable, Equatable {
        package var physicalLocation: PhysicalLocation
    }

    /// `physicalLocation`.
    package struct PhysicalLocation: Sendable, Codable, Equatable {
        package var artifactLocation: ArtifactLocation
        package var region: Region?
    }

    /// `artifactLocation`: a relative URI reference for a relative path, a `file://` URI for an
    /// absolute one (``uri(forPath:)``).
    package struct ArtifactLocation: Sendable, Codable, Equatable {
        package var uri: String
    }

    /// A file path as a SARIF `artifactLocation.uri` (RFC 3986): a relative path stays relative
    /// (a URI reference, resolved against the repository root by GitHub), an absolute path
    /// becomes a `file://` URI; every byte of the UTF-8 path but the unreserved characters,
    /// sub-delimiters, `/` and `@` is percent-encoded (so a `:` never reads as a scheme), and
    /// backslashes become slashes. A path that already is a URI (`file:`, `https:`) is kept.
    package static func uri(forPath path: String) -> String {
        if path.hasPrefix("file:") || path.hasPrefix("http://") || path.hasPrefix("https://") { return path }
        let slashed = path.replacingOccurrences(of: "\\", with: "/")
        var encoded = ""
        for byte in slashed.utf8 {
            let scalar = Unicode.Scalar(byte)
            let unreserved =
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || "-._~/!$&'()*+,;=@".unicodeScalars.contains(scalar)
            if unreserved {
                encoded.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return slashed.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `region`: the 1-based line (of the key, or of the code a lint finding is about), and
    /// for lint the 1-based column.
    package struct Region: Sendable, Codable, Equatable {
        package var startLine: Int
        package var startColumn: Int?
    }

    /// The result's property bag: what identifies the string and what happens to it.
    package struct ResultProperties: Sendable, Codable, Equatable {
        package var key: String
        package var locale: String
        package var variant: String?
        package var entry: String
        /// The rule's place the result was checked in (`tab bar`); left out when none.
        package var place: String?
        /// The text as checked.
        package var text: String
        /// For TF001: the first size that truncates (SwiftUI name).
        package var firstTruncatedSize: String?
        /// For TF001: every size that does not fit; for TF002: every borderline size.
        package var sizes: [String]
        /// For TF001: overflow at the first truncated size, points.
        package var overflow: Double?
        /// Whether any number rests on a stand-in font or an inferred rule.
        package var approximate: Bool
    }

    /// The run's property bag.
    package struct RunProperties: Sendable, Codable, Equatable {
        package var scale: String
        package var model: String
        package var systemFont: String
        package var sizes: [String]
    }
}
