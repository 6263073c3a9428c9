import Foundation
import Testing
import TypeFitDynamicType
import TypeFitScale
import TypeFitTestSupport
import TypeFitVocabulary

@testable import TypeFitSwiftScale

/// Real apps' font code (Fixtures/RealApps, `.swift.txt` copies read as `.swift` from a temporary
/// directory) against the hand-read answer key, expected.json: every record matches an entry
/// defined on its line (or `alsoLines`, or up to `endLine`), with the same font, the same size at
/// Large (within 0.01 pt) and the same scaling.
@Suite struct RealAppFixtureTests {
    static let realApps = URL(fileURLWithPath: TestFixtures.path("RealApps", in: "TypeFitSwiftScaleTests"))

    struct Record: Decodable {
        var repo: String
        var file: String
        var line: Int
        var endLine: Int?
        var alsoLines: [Int]?
        var name: String
        var font: String
        var size: Double?
        var textStyle: String
        var scaling: String

        var lines: Set<Int> { Set(line...(endLine ?? line)).union(alsoLines ?? []) }
        var key: String { "\(file):\(line) \(name)" }
    }

    struct AnswerKey: Decodable { var definitions: [Record] }

    static let apps = [
        "mbta__mobile_app", "duckduckgo__DesignResourcesKit", "Decathlon__vitamin-ios", "wikimedia__wikipedia-ios",
        "corona-warn-app__cwa-app-ios",
    ]

    /// Records TypeFit gets wrong today (each an evaluator bug, reported; see the final list in
    /// the commit that added this suite). Keyed by `file:line name`.
    static let knownWrong: Set<String> = []

    static func answerKey() throws -> [Record] {
        let data = try Data(contentsOf: realApps.appendingPathComponent("expected.json"))
        return try JSONDecoder().decode(AnswerKey.self, from: data).definitions
    }

    /// One app's scale: its files copied as `.swift`; each entry with the fixture file it is
    /// defined in (`app/Name.swift.txt`) and its line.
    static func entries(_ app: String) throws -> [(file: String, line: Int, entry: TypeScaleEntry)] {
        let folder = realApps.appendingPathComponent(app)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift.txt")
        {
            files[String(name.dropLast(4))] = try String(
                contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        let sources = try SwiftSources(files)
        defer { sources.remove() }
        let scale = try sources.read().typeScale(source: app)
        return try scale.entries.map { entry in
            let place = try #require(entry.definedAt)
            let colon = try #require(place.lastIndex(of: ":"))
            let file = URL(fileURLWithPath: String(place[..<colon])).lastPathComponent
            return ("\(app)/\(file).txt", try #require(Int(place[place.index(after: colon)...])), entry)
        }
    }

    /// The record's Large size: its size, or its text style's at Large.
    static func largeSize(_ record: Record) -> Double? {
        if let size = record.size { return size }
        guard let style = TextStyle(rawValue: record.textStyle) ?? uiKitStyle(record.textStyle) else { return nil }
        return Platform.iOS.typeTable.metrics(for: style, at: .large)?.pointSize
    }

    static func uiKitStyle(_ name: String) -> TextStyle? {
        switch name {
        case "title1": .title
        case "caption1": .caption
        default: nil
        }
    }

    /// The entry's scaling in the answer key's words.
    static func scaling(_ entry: TypeScaleEntry) -> String {
        if entry.font == nil, entry.size == nil, entry.scaling == .relative { return "system-style" }
        return entry.scaling.rawValue
    }

    /// Whether the record's font is the entry's face: the same name, or the record's PostScript
    /// name for the entry's family with its weight and italic (`Georgia-BoldItalic` is `Georgia`
    /// at weight 700, italic, as `withSymbolicTraits([.traitBold, .traitItalic])` asks).
    static func sameFace(_ written: String, _ entry: TypeScaleEntry) -> Bool {
        let font = entry.font ?? "system"
        if font.lowercased() == written.lowercased() { return true }
        let style = ((entry.weight ?? 400) >= 700 ? "Bold" : "") + (entry.italic ? "Italic" : "")
        return !style.isEmpty && entry.font != nil && "\(font)-\(style)".lowercased() == written.lowercased()
    }

    /// What differs between the record and the entry, or nil when they agree.
    static func difference(_ record: Record, _ entry: TypeScaleEntry) -> String? {
        var problems: [String] = []
        let font = entry.font ?? "system"
        if !sameFace(record.font, entry) { problems.append("font \(font), expected \(record.font)") }
        let size =
            entry.size
            ?? TextStyle(rawValue: entry.textStyle.rawValue).flatMap {
                Platform.iOS.typeTable.metrics(for: $0, at: .large)?.pointSize
            }
        if let want = largeSize(record), abs((size ?? .nan) - want) < 0.01 {
        } else {
            problems.append(
                "size \(size.map { "\($0)" } ?? "nil"), expected \(largeSize(record).map { "\($0)" } ?? "nil")")
        }
        if scaling(entry) != record.scaling { problems.append("scaling \(scaling(entry)), expected \(record.scaling)") }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    @Test(arguments: apps) func entriesMatchTheAnswerKey(app: String) throws {
        let records = try Self.answerKey().filter { $0.repo == app }
        #expect(!records.isEmpty)
        let entries = try Self.entries(app)
        var report: [String] = []
        for record in records {
            let matches = entries.filter { $0.file == record.file && record.lines.contains($0.line) }
            let differences = matches.map { Self.difference(record, $0.entry) }
            let right = differences.contains { $0 == nil }
            if Self.knownWrong.contains(record.key) {
                #expect(!right, "\(record.key) now matches: take it off knownWrong")
                continue
            }
            if matches.isEmpty {
                report.append("\(record.key): no entry")
            } else if !right {
                report.append(
                    "\(record.key): \(zip(matches, differences).map { "\($0.entry.name): \($1 ?? "")" }.joined(separator: " | "))"
                )
            }
        }
        #expect(report.isEmpty, "\(report.joined(separator: "\n"))")
    }
}
