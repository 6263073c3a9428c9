import Foundation
import Testing
import TypeFitInput
import TypeFitStrings

/// `"markup"` in a constraints file: which strings are read as Markdown and which literally.
@Suite("Constraints: markup")
struct ConstraintMarkupTests {
    static func parse(_ json: String) throws(InputError) -> ConstraintsFile {
        try ConstraintsFile.parse(data: Data(json.utf8), source: "constraints.json")
    }

    @Test("a rule's markup overrides the defaults'; unset everywhere it stays unset for the command line to fill")
    func ruleOverDefaults() throws {
        let file = try Self.parse(
            """
            {"defaults": {"markup": "none", "width": 300},
             "rules": [{"keys": "swiftui.*", "markup": "markdown"}, {"keys": "other", "lines": 2}]}
            """)
        #expect(file.constraints(for: "swiftui.title", locale: "en").markup == .markdown)
        #expect(file.constraints(for: "other", locale: "en").markup == TextMarkup.literal)
        #expect(file.constraints(for: "unmatched", locale: "en").markup == TextMarkup.literal)
        let unset = try Self.parse(#"{"defaults": {"width": 300}, "rules": [{"keys": "a", "lines": 1}]}"#)
        #expect(unset.constraints(for: "a", locale: "en").markup == nil)
        #expect(
            ResolvedConstraint(markup: .literal).merged(over: ResolvedConstraint(markup: .markdown)).markup
                == TextMarkup.literal)
        #expect(!ResolvedConstraint(markup: .markdown).isEmpty)
    }

    @Test(
        "an unknown markup, a non-string markup, or markup on a skipping rule is an error naming the file and key path")
    func badMarkup() {
        for (json, fragment) in [
            (#"{"defaults": {"markup": "html"}}"#, "unknown markup 'html' (accepted: markdown, none)"),
            (#"{"rules": [{"keys": "a", "markup": true}]}"#, "rules[0].markup"),
            (#"{"rules": [{"keys": "a", "skip": true, "markup": "none"}]}"#, "remove 'markup' or the skip"),
        ] {
            #expect {
                _ = try Self.parse(json)
            } throws: { error in
                let message = "\(error)"
                return message.contains("constraints.json") && message.contains(fragment)
            }
        }
    }
}
