import Foundation
import Testing
import TypeFitInput
import TypeFitScale
import TypeFitTestSupport

@testable import TypeFitSwiftScale

/// Files of many generated font definitions, one a line (`static let f1 = Font.custom("Inter",
/// size: 9, relativeTo: .body)` in `enum Gen`): every definition is an entry, in order, with its
/// own size and line; over the scale's limit of entries the read stops with an error naming the
/// file, the limit and where it stopped; lint reads such a file whole, with the views that write
/// the same font name inline.
@Suite struct SwiftManyDefinitionsTests {
    /// `count` definitions in `enum Gen`; definition n is `fn`, of size 8 + n % 40 points, on
    /// line n + 3.
    static func generated(_ count: Int) -> String {
        var lines = ["import SwiftUI", "", "enum Gen {"]
        for n in 1...count {
            lines.append("    static let f\(n) = Font.custom(\"Inter\", size: \(8 + n % 40), relativeTo: .body)")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everyDefinitionUpToTheLimitIsAnEntryInOrder() throws {
        let count = TypeScale.maximumEntries
        let sources = try SwiftSources(["Gen.swift": Self.generated(count)])
        defer { sources.remove() }
        let reading = try SwiftScaleReader.read(paths: [sources.directory.path], maximumDefinitions: count)
        #expect(reading.warnings.isEmpty)
        #expect(reading.definitions.map(\.location.line) == (1...count).map { $0 + 3 })
        let scale = try reading.typeScale(source: sources.path("Gen.swift"))
        #expect(scale.entries.map(\.name) == (1...count).map { "f\($0)" })
        #expect(scale.entries.map(\.size) == (1...count).map { Double(8 + $0 % 40) })
        #expect(scale.entries.allSatisfy { $0.font == "Inter" && $0.textStyle == .body })
    }

    @Test func aReadWithALimitStopsOnceTheDefinitionsAreOverIt() throws {
        let sources = try SwiftSources(["Gen.swift": Self.generated(3_000)])
        defer { sources.remove() }
        let path = sources.path("Gen.swift")
        // Definition 1,001 (line 1,004) is the first over the limit.
        #expect(
            throws: InputError(
                path: path, kind: .tooLarge,
                message: "more than 1000 font definitions, over the limit of 1000 (reading stopped at \(path):1004)")
        ) {
            try SwiftScaleReader.read(paths: [path], maximumDefinitions: TypeScale.maximumEntries)
        }
    }

    @Test func aDirectoryOverTheLimitNamesTheDirectory() throws {
        let sources = try SwiftSources([
            "A.swift": Self.generated(600),
            "B.swift": Self.generated(600).replacingOccurrences(of: "enum Gen", with: "enum More"),
        ])
        defer { sources.remove() }
        // Each file's 600 names are also the other's: qualified by type they are 1,200 entries.
        do {
            _ = try SwiftScaleReader.read(paths: [sources.directory.path], maximumDefinitions: 1_000)
            Issue.record("a scale of 1,200 entries was read under a limit of 1,000")
        } catch {
            #expect(error.path == sources.directory.path)
            #expect(error.kind == .tooLarge)
            #expect(error.message.hasPrefix("more than 1000 font definitions, over the limit of 1000"))
        }
        let whole = try SwiftScaleReader.read(paths: [sources.directory.path])
        #expect(whole.definitions.count == 1_200)
        #expect(whole.definitions.first?.entryName == "Gen.f1")
        #expect(whole.definitions.last?.entryName == "More.f600")
    }

    @Test func withoutALimitEveryDefinitionIsReadAndTheScaleIsRefusedAfter() throws {
        let count = 1_500
        let sources = try SwiftSources(["Gen.swift": Self.generated(count)])
        defer { sources.remove() }
        let reading = try sources.read()
        #expect(reading.definitions.map(\.entryName) == (1...count).map { "f\($0)" })
        #expect(reading.fonts.count == count)
        #expect(
            throws: InputError(
                path: "Gen.swift", kind: .tooLarge, message: "1500 font definitions, over the limit of 1000")
        ) {
            try reading.typeScale(source: "Gen.swift")
        }
    }

    @Test func lintReadsManyDefinitionsAndEveryInlineUseOfTheirFontName() throws {
        let uses = 300
        var view = ["import SwiftUI", "", "struct Row: View {", "    var body: some View {", "        VStack {"]
        for n in 1...uses {
            view.append("            Text(\"\(n)\").font(.custom(\"Inter\", size: 12, relativeTo: .body))")
        }
        view += ["        }", "    }", "}"]
        let sources = try SwiftSources([
            "Gen.swift": Self.generated(2_000), "Row.swift": view.joined(separator: "\n") + "\n",
        ])
        defer { sources.remove() }
        let reading = try sources.read()
        #expect(reading.definitions.count == 2_000)
        let findings = SwiftLinter().findings(for: reading)
        let scattered = findings.filter { $0.rule == .scatteredFontName }
        #expect(scattered.map(\.line) == (1...uses).map { $0 + 5 })
        let gen = sources.path("Gen.swift")
        #expect(
            scattered.allSatisfy {
                $0.message
                    == "font name \"Inter\" is written here and again in the type scale at \(gen):4; use a type scale entry instead"
            })
        // 40 sizes: one finding for the whole scale, at its first definition.
        let treatments = findings.filter { $0.rule == .tooManyTypeTreatments }
        #expect(treatments.count == 1)
        #expect(treatments.first?.line == 4)
        #expect(treatments.first?.message.hasPrefix("the type scale has 40 type treatments") == true)
    }
}
