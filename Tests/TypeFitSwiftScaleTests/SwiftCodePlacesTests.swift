import Foundation
import Testing
import TypeFitStrings
import TypeFitSwiftScale
import TypeFitVocabulary

/// The places read from the views as constraints: keys matched to the catalogs', one exact rule
/// per key, and the text `typefit init` writes reading back as a constraints file.
@Suite struct SwiftCodePlacesTests {
    static let source = """
        struct V: View {
            var body: some View {
                VStack {
                    Text("")
                    Text("glob*key?")
                    Text("Hello \\(name)").lineLimit(1)
                    Text("plain")
                }
            }
        }
        """

    static func places(catalogKeys: Set<String>?) throws -> SwiftCodePlaces {
        let uses = try SwiftTextUseTests.uses(source)
        return SwiftCodePlaces(
            uses: uses, device: DeviceWidths.named("iPhone 16")!, scaleEntries: [], catalogKeys: catalogKeys)
    }

    @Test func keysMatchTheCatalogsAndRulesAreExact() throws {
        let places = try Self.places(catalogKeys: ["Hello %lld", "glob*key?", "plain", "globXkeyY"])
        #expect(places.placesByKey.map(\.key) == ["", "Hello %lld", "glob*key?", "plain"])
        #expect(SwiftCodePlaces.exactPattern("") == nil)
        #expect(SwiftCodePlaces.exactPattern(#"a*b?c\"#) == #"a\*b\?c\\"#)
        let rules = places.rules
        #expect(rules.count == 3, "the empty key gets no rule")
        let glob = try #require(
            rules.first { $0.keys.first?.exactKey == "glob*key?" || $0.matches(key: "glob*key?", locale: "en") })
        #expect(!glob.matches(key: "globXkeyY", locale: "en"), "a key's rule matches it alone")
    }

    @Test func theTextInitWritesIsAConstraintsFile() throws {
        let places = try Self.places(catalogKeys: nil)
        let text =
            "{\"rules\": [\n" + places.constraintRulesText(relativeTo: "/nowhere").joined(separator: ",\n") + "\n]}"
        let file = try ConstraintsFile.parse(data: Data(text.utf8), source: "typefit-constraints.json")
        #expect(file.rules.count == 3)
        let hello = try #require(file.rules.first { $0.matches(key: "Hello %@", locale: "en") })
        #expect(hello.places?.first?.constraint.lines == .lines(1))
        #expect(hello.places?.first?.constraint.entry == "system.body")
    }
}
