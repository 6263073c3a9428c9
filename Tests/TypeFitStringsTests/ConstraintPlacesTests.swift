import Foundation
import Testing
import TypeFitInput
import TypeFitVocabulary

@testable import TypeFitStrings

/// A rule's `places`: one key checked in several named containers, each place's fields over
/// the rule's, then the defaults; and what a malformed `places` says.
@Suite("Constraints places")
struct ConstraintPlacesTests {
    func parse(_ json: String) throws -> ConstraintsFile {
        try ConstraintsFile.parse(data: Data(json.utf8), source: "constraints.json")
    }

    @Test("places are read in order, each over its rule's fields and the defaults")
    func placesOverRuleAndDefaults() throws {
        let file = try parse(
            """
            {
              "defaults": {"entry": "body", "device": "iPhone 16", "insets": 16, "lines": 2},
              "rules": [
                {"keys": "settings.title", "lines": 1, "truncation": "middle", "places": [
                  {"name": "tab bar", "entry": "caption", "width": 80, "textCase": "uppercase"},
                  {"name": "navigation title", "entry": "headline"},
                  {"name": "sidebar", "device": "iPad mini", "lines": null, "comment": "iPad only"},
                  {"name": "inset row", "insets": 24, "markup": "none", "arguments": ["Ada"]}
                ]}
              ]
            }
            """)
        let rule = try #require(file.rules.first)
        #expect(rule.places?.map(\.name) == ["tab bar", "navigation title", "sidebar", "inset row"])
        let tab = file.constraints(inPlace: 0, ofRule: 0)
        #expect(tab.entry == "caption")
        #expect(tab.availableWidth == 80)  // a place's own width takes no insets
        #expect(tab.lines == .lines(1))  // from the rule
        #expect(tab.truncation == .middle)
        #expect(tab.textCase == .uppercase)
        #expect(tab.matchedRule == 0)
        let title = file.constraints(inPlace: 1, ofRule: 0)
        #expect(title.entry == "headline")
        #expect(title.availableWidth == 361)  // 393 − 2 × 16: the defaults' device and insets
        let sidebar = file.constraints(inPlace: 2, ofRule: 0)
        #expect(sidebar.availableWidth == 712)  // 744 − 2 × 16: a place's device takes the defaults' insets
        #expect(sidebar.lines == .unlimited)
        #expect(sidebar.entry == "body")
        let row = file.constraints(inPlace: 3, ofRule: 0)
        #expect(row.availableWidth == 345)  // 393 − 48
        #expect(row.markup == .literal)
        #expect(row.arguments == [.string("Ada")])
        #expect(file.hasPlaces)
        #expect(file.entryNames == ["body", "caption", "headline"])
    }

    @Test("a place's device takes its rule's insets before the defaults'; a rule width stays the rule's")
    func placeInsets() throws {
        let file = try parse(
            """
            {"defaults": {"device": "iPhone 16", "insets": 16},
             "rules": [
               {"keys": "a", "insets": 4, "places": [{"name": "phone"}, {"name": "pad", "device": "iPad mini"}]},
               {"keys": "b", "width": 200, "places": [{"name": "same"}, {"name": "narrow", "width": 100, "insets": 10}]}
             ]}
            """)
        #expect(file.constraints(inPlace: 0, ofRule: 0).availableWidth == 385)  // 393 − 8
        #expect(file.constraints(inPlace: 1, ofRule: 0).availableWidth == 736)  // 744 − 8
        #expect(file.constraints(inPlace: 0, ofRule: 1).availableWidth == 200)
        #expect(file.constraints(inPlace: 1, ofRule: 1).availableWidth == 80)
    }

    @Test("a rule without places has none, and a file without them says so")
    func noPlaces() throws {
        let file = try parse(#"{"rules": [{"keys": "a", "width": 100}]}"#)
        #expect(file.rules[0].places == nil)
        #expect(!file.hasPlaces)
    }

    @Test("places in a rule with entries apply in those entries; their insets may come from a place's device")
    func placesWithEntries() throws {
        let file = try parse(
            """
            {"rules": [
              {"keys": "*", "entries": ["title*"], "places": [{"name": "a", "width": 100}, {"name": "b", "width": 200}]},
              {"keys": "c", "insets": 8, "places": [{"name": "pad", "device": "iPad mini"}]}
            ]}
            """)
        #expect(file.rules[0].places?.count == 2)
        #expect(file.constraints(inPlace: 0, ofRule: 1).availableWidth == 728)  // 744 − 16
    }

    static let malformed: [(json: String, keyPath: String, message: String)] = [
        (#"{"rules": [{"keys": "a", "places": []}]}"#, "rules[0].places", "expected at least one place"),
        (#"{"rules": [{"keys": "a", "places": {}}]}"#, "rules[0].places", "expected an array, found an object"),
        (#"{"rules": [{"keys": "a", "places": ["tab"]}]}"#, "rules[0].places[0]", "expected an object, found a string"),
        (#"{"rules": [{"keys": "a", "places": [{"width": 80}]}]}"#, "rules[0].places[0]", "missing key 'name'"),
        (
            #"{"rules": [{"keys": "a", "places": [{"name": " "}]}]}"#, "rules[0].places[0].name",
            "a place name cannot be empty"
        ),
        (
            #"{"rules": [{"keys": "a", "places": [{"name": 3}]}]}"#, "rules[0].places[0].name",
            "expected a string, found a number"
        ),
        (
            #"{"rules": [{"keys": "a", "places": [{"name": "tab"}, {"name": "nav"}, {"name": "tab"}]}]}"#,
            "rules[0].places[2].name", "places[0] is already named 'tab'; each place of a rule needs its own name"
        ),
        (
            #"{"rules": [{"keys": "a", "places": [{"name": "tab", "keys": "b"}]}]}"#, "rules[0].places[0].keys",
            "unknown key (allowed: arguments, comment, device, entry, height, insets, lines, markup, minimumScaleFactor, name, padding, placeholder, textCase, truncation, width)"
        ),
        (
            #"{"rules": [{"keys": "a", "places": [{"name": "tab", "width": 0}]}]}"#, "rules[0].places[0].width",
            "width must be more than 0 and at most 100000 points, found 0"
        ),
        (
            #"{"rules": [{"keys": "a", "places": [{"name": "tab", "width": 80, "device": "iPad"}]}]}"#,
            "rules[0].places[0].width", "give either 'width' or 'device', not both"
        ),
        (
            #"{"rules": [{"keys": "a", "skip": true, "places": [{"name": "tab"}]}]}"#, "rules[0].skip",
            "a rule that skips its strings sets nothing else; remove 'places' or the skip"
        ),
        (
            #"{"rules": [{"keys": "a", "entries": ["body"], "places": [{"name": "tab", "entry": "caption"}]}]}"#,
            "rules[0].places[0].entry",
            "a rule with 'entries' applies when a string is checked in those entries; its places cannot choose an 'entry'"
        ),
        (
            #"{"defaults": {"width": 100}, "rules": [{"keys": "a", "insets": 30, "places": [{"name": "tab", "insets": 50}]}]}"#,
            "rules[0].places[0]",
            "with the rule and the defaults, the insets (100 pt in all) leave no room in the width (100 pt)"
        ),
        (
            #"{"rules": [{"keys": "a", "places": [{"name": "tab", "insets": 4}]}]}"#, "rules[0].places[0].insets",
            "insets have no width to take from: give this place, its rule or the defaults a 'width' or 'device'"
        ),
    ]

    @Test("each malformed places list names its key path", arguments: malformed.indices)
    func malformedPlaces(index: Int) {
        let (json, keyPath, message) = Self.malformed[index]
        do {
            _ = try parse(json)
            Issue.record("accepted: \(json)")
        } catch let error as InputError {
            #expect(error.path == "constraints.json")
            #expect(error.keyPath == keyPath, "\(json)")
            #expect(error.message.hasPrefix(message), "\(error.message)")
            #expect(error.description.hasPrefix("constraints.json:1: \(keyPath): "), "\(error)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test("more places than the limit are refused as too large")
    func tooManyPlaces() {
        let places = (0...ConstraintsParser.maximumPlaces).map { #"{"name": "p\#($0)"}"# }.joined(separator: ",")
        do {
            _ = try parse(#"{"rules": [{"keys": "a", "places": [\#(places)]}]}"#)
            Issue.record("accepted \(ConstraintsParser.maximumPlaces + 1) places")
        } catch let error as InputError {
            #expect(error.kind == .tooLarge)
            #expect(error.keyPath == "rules[0].places")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
