import Foundation
import Testing
import TypeFitInput
import TypeFitStrings

/// Every malformed constraints file names the file and the key path.
@Suite("Constraints file bad input")
struct ConstraintsBadInputTests {
    static let cases: [(json: String, keyPath: String, message: String)] = [
        (
            #"{"rules": [{"keys": "a", "colour": "red"}]}"#, "rules[0].colour",
            "unknown key (allowed: arguments, comment, device, entries, entry, height, insets, keys, lines, locales, markup, minimumScaleFactor, padding, placeholder, places, skip, textCase, truncation, variants, width)"
        ),
        (#"{"rules": [{"keys": "a", "width": "320"}]}"#, "rules[0].width", "expected a number, found a string"),
        (
            #"{"rules": [{"keys": "a"}, {"keys": "b"}, {"keys": "c", "width": -10}]}"#, "rules[2].width",
            "width must be more than 0 and at most 100000 points, found -10"
        ),
        (#"{"defaults": {"width": true}}"#, "defaults.width", "expected a number, found a boolean"),
        (
            #"{"rules": [{"keys": "a", "device": "iPhone 99"}]}"#, "rules[0].device",
            "unknown device 'iPhone 99' (accepted: iPhone SE (1st generation), iPhone SE,"
        ),
        (
            #"{"defaults": {"truncation": "start"}}"#, "defaults.truncation",
            "unknown truncation mode 'start' (accepted: tail, head, middle)"
        ),
        (
            #"{"rules": [{"keys": "a", "width": 300, "device": "iPad"}]}"#, "rules[0].width",
            "give either 'width' or 'device', not both"
        ),
        (#"{"rules": [{"entry": "body"}]}"#, "rules[0]", "missing key 'keys' (a key pattern or a list of them)"),
        (#"{"rules": [{"keys": []}]}"#, "rules[0].keys", "expected at least one key pattern"),
        (#"{"rules": [{"keys": ["a", 3]}]}"#, "rules[0].keys[1]", "expected a key pattern (a string), found a number"),
        (#"{"rules": [{"keys": ["a", ""]}]}"#, "rules[0].keys[1]", "a key pattern cannot be empty"),
        (#"{"rules": [{"keys": "a", "locales": []}]}"#, "rules[0].locales", "expected at least one locale"),
        (
            #"{"rules": [{"keys": "a", "lines": 1.5}]}"#, "rules[0].lines",
            "lines must be a whole number ≥ 1, or null (or 0) for unlimited, found 1.5"
        ),
        (#"{"rules": [{"keys": "a", "lines": "2"}]}"#, "rules[0].lines", "expected a number, found a string"),
        (
            #"{"defaults": {"minimumScaleFactor": 0}}"#, "defaults.minimumScaleFactor",
            "minimumScaleFactor must be more than 0 and at most 1, found 0.0"
        ),
        (#"{"defaults": {"insets": -4}}"#, "defaults.insets", "must be 0 or more points (at most 100000), found -4"),
        (
            #"{"defaults": {"insets": {"leading": 4, "top": 2}}}"#, "defaults.insets.top",
            "unknown key (allowed: leading, trailing)"
        ),
        (
            #"{"rules": [{"keys": "a", "padding": {"leading": -1}}]}"#, "rules[0].padding.leading",
            "must be 0 or more points (at most 100000), found -1"
        ),
        (
            #"{"defaults": {"width": 20, "insets": 10}}"#, "defaults.insets",
            "insets (20 pt in all) leave no room in the width (20 pt)"
        ),
        (
            #"{"defaults": {"width": 30}, "rules": [{"keys": "a", "insets": 16}]}"#, "rules[0]",
            "with the defaults, the insets (32 pt in all) leave no room in the width (30 pt)"
        ),
        (
            #"{"defaults": {"insets": 200}, "rules": [{"keys": "a", "device": "iPhone SE (1st generation)"}]}"#,
            "rules[0]",
            "with the defaults, the insets (400 pt in all) leave no room in the width (iPhone SE (1st generation) (320 pt))"
        ),
        (#"{"rule": []}"#, "rule", "unknown key (allowed: comment, defaults, rules)"),
        (#"{"rules": {}}"#, "rules", "expected an array, found an object"),
        (#"{"rules": [{"keys": "a", "entry": " "}]}"#, "rules[0].entry", "entry name cannot be empty"),
        (
            #"{"rules": [{"keys": "a", "height": 0}]}"#, "rules[0].height",
            "height must be more than 0 and at most 100000 points, found 0"
        ),
        (#"{"defaults": {"keys": "a"}}"#, "defaults.keys", "unknown key"),
        (#"["a"]"#, "", "expected an object, found an array"),
    ]

    @Test("each malformed constraints file names its key path", arguments: cases.indices)
    func malformed(index: Int) {
        let (json, keyPath, message) = Self.cases[index]
        do {
            _ = try ConstraintsFile.parse(data: Data(json.utf8), source: "constraints.json")
            Issue.record("accepted: \(json)")
        } catch {
            #expect(error.kind == .invalidValue)
            #expect(error.path == "constraints.json")
            #expect(error.keyPath == keyPath, "\(json)")
            #expect(error.message.hasPrefix(message), "\(error.message)")
            // One-line documents: a key path's line is 1.
            #expect(
                error.description.hasPrefix(
                    keyPath.isEmpty ? "constraints.json: " : "constraints.json:1: \(keyPath): "), "\(error)")
        }
    }

    @Test("malformed JSON is a syntax error with a line and column")
    func malformedJSON() {
        #expect(
            throws: InputError(
                path: "constraints.json", kind: .syntax, line: 2, column: 3,
                message: "malformed JSON: Invalid value around character 4.")
        ) {
            try ConstraintsFile.parse(data: Data("{\n  ,}".utf8), source: "constraints.json")
        }
    }
}
