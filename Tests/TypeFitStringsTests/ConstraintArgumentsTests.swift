import Foundation
import Testing
import TypeFitInput
import TypeFitVocabulary

@testable import TypeFitStrings

/// `"arguments"` as an object of named values, `"placeholder"` and `"textCase"` in a
/// constraints file: read, merged, and refused with the file and key path when wrong.
@Suite("Constraints: named arguments, placeholder, textCase")
struct ConstraintArgumentsTests {
    static func parse(_ json: String) throws(InputError) -> ConstraintsFile {
        try ConstraintsFile.parse(data: Data(json.utf8), source: "constraints.json")
    }

    @Test("an arguments object gives named values; a rule's names merge over the defaults'")
    func namedArguments() throws {
        let file = try Self.parse(
            """
            {"defaults": {"arguments": {"APP": "Photos", "COUNT": 1}, "textCase": "uppercase"},
             "rules": [{"keys": "a", "arguments": {"COUNT": 12345, "DATE": "Mon 3 Mar"}, "placeholder": "<<(\\\\w+)>>"},
                       {"keys": "b", "arguments": ["Alexandra"], "textCase": "lowercase"}]}
            """)
        let a = file.constraints(for: "a", locale: "en")
        #expect(a.namedArguments == ["APP": .string("Photos"), "COUNT": .number(12345), "DATE": .string("Mon 3 Mar")])
        #expect(a.placeholder == "<<(\\w+)>>")
        #expect(a.textCase == .uppercase)
        let b = file.constraints(for: "b", locale: "en")
        #expect(b.arguments == [.string("Alexandra")])
        #expect(b.namedArguments == ["APP": .string("Photos"), "COUNT": .number(1)])
        #expect(b.textCase == .lowercase)
        #expect(b.shownTextOptions(markup: nil, textCase: nil).textCase == .lowercase)
        #expect(ResolvedConstraint().shownTextOptions(markup: nil, textCase: .uppercase).textCase == .uppercase)
        #expect(!ResolvedConstraint(placeholder: "(x)").isEmpty)
    }

    @Test("bad named arguments, placeholder patterns and text cases are errors naming the file and key path")
    func badInput() {
        for (json, fragment) in [
            (#"{"rules": [{"keys": "a", "arguments": {"COUNT": true}}]}"#, "rules[0].arguments.COUNT"),
            (#"{"rules": [{"keys": "a", "arguments": {"COUNT": [1]}}]}"#, "a string or a number"),
            (#"{"defaults": {"arguments": {"": 1}}}"#, "a placeholder name cannot be empty"),
            (#"{"rules": [{"keys": "a", "placeholder": "<<[A-Z]+>>"}]}"#, "rules[0].placeholder"),
            (#"{"rules": [{"keys": "a", "placeholder": "<<([A-Z]+)>>(x)"}]}"#, "has 2 capture groups"),
            (#"{"rules": [{"keys": "a", "placeholder": "(("}]}"#, "is not a regular expression"),
            (#"{"rules": [{"keys": "a", "placeholder": 3}]}"#, "rules[0].placeholder"),
            (#"{"defaults": {"textCase": "title"}}"#, "unknown text case 'title' (accepted: uppercase, lowercase)"),
            (#"{"rules": [{"keys": "a", "skip": true, "textCase": "uppercase"}]}"#, "remove 'textCase' or the skip"),
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
