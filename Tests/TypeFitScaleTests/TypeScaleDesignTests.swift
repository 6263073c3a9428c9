import Foundation
import Testing
import TypeFitInput
import TypeFitVocabulary

@testable import TypeFitScale

/// An entry's `design` (the system font's design the code asks for): read from and written to
/// the JSON type scale, left out when it is the default so older files read as before, refused
/// when unknown, and resolved as Apple draws it (SF Mono through its stand-in; rounded and
/// serif with the system font, said approximate).
@Suite("Type scale design")
struct TypeScaleDesignTests {
    @Test("design is read, written back only when not the default, and the scale reads back equal")
    func roundTrip() throws {
        let scale = try ScaleFixtures.scale(
            """
            {"entries": [
              {"name": "friendly", "textStyle": "title", "design": "rounded"},
              {"name": "quote", "size": 20, "scaling": "fixed", "weight": "medium", "design": "serif"},
              {"name": "code", "textStyle": "footnote", "design": "monospaced"},
              {"name": "plain", "textStyle": "body", "design": "default"}
            ]}
            """)
        #expect(scale.entries.map(\.design) == [.rounded, .serif, .monospaced, .default])
        let text = scale.jsonText()
        #expect(text.contains(#""name": "friendly", "textStyle": "title", "design": "rounded""#), "\(text)")
        #expect(!text.contains(#""design": "default""#))
        let again = try TypeScale.parse(Data(text.utf8), source: "again.json")
        #expect(again.entries == scale.entries)
    }

    @Test("a scale written before design existed reads with the default design")
    func olderFiles() throws {
        let scale = try ScaleFixtures.scale(
            #"{"entries": [{"name": "body", "font": "Inter", "size": 17, "weight": "semibold", "italic": true}]}"#)
        #expect(scale.entries.first?.design == .default)
        #expect(!scale.jsonText().contains("design"))
    }

    @Test("an unknown design is an error naming the key path and the accepted designs")
    func unknownDesign() throws {
        do {
            _ = try ScaleFixtures.scale(#"{"entries": [{"name": "body", "textStyle": "body", "design": "fancy"}]}"#)
            Issue.record("an unknown design was accepted")
        } catch {
            let message = String(describing: error)
            #expect(message.contains("entries[0].design"), "\(message)")
            #expect(message.contains("unknown design 'fancy' (accepted: default, rounded, serif, monospaced)"))
        }
    }

    @Test("rounded and serif are measured with the system font and said approximate; monospaced is SF Mono")
    func resolved() throws {
        let scale = try ScaleFixtures.scale(
            """
            {"entries": [
              {"name": "friendly", "textStyle": "title", "design": "rounded"},
              {"name": "quote", "textStyle": "body", "design": "serif"},
              {"name": "code", "textStyle": "footnote", "design": "monospaced"},
              {"name": "plain", "textStyle": "title"}
            ]}
            """)
        let resolved = try ScaleFixtures.resolver().resolve(scale)
        let friendly = try #require(resolved.entry(named: "friendly")).style(at: .large)
        let plain = try #require(resolved.entry(named: "plain")).style(at: .large)
        #expect(friendly.face.postScriptName == plain.face.postScriptName)
        #expect(friendly.pointSize == plain.pointSize)
        #expect(
            friendly.approximationReasons.contains("design .rounded (SF Pro Rounded) is measured with the system font"))
        #expect(!plain.approximationReasons.contains { $0.contains("design") })
        let quote = try #require(resolved.entry(named: "quote")).style(at: .large)
        #expect(quote.approximationReasons.contains { $0.contains("New York") })
        let code = try #require(resolved.entry(named: "code")).style(at: .large)
        #expect(code.face.descriptor.family == "DejaVu Sans Mono")
        #expect(code.approximationReasons.contains("DejaVu Sans Mono stands in for SF Mono"))
    }
}
