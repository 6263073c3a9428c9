import Foundation
import Testing
import TypeFitStrings

/// Device variants in their device's containers, and `arguments` in constraints files.
@Suite("device variants and constraint arguments")
struct VariantSelectionTests {
    static func string(_ variant: String?, locale: String = "en") -> LocalizedString {
        LocalizedString(key: "k", locale: locale, text: "t", variant: variant, source: "test")
    }

    @Test(
        "an iPhone container shows device.iphone, an iPad container device.ipad, device.other where there is no own variant"
    )
    func deviceVariants() throws {
        let strings = [
            Self.string("device.iphone"), Self.string("device.ipad"), Self.string("device.other"),
            Self.string("plural.one|device.other", locale: "de"), Self.string("plural.one|device.iphone", locale: "de"),
        ]
        let selection = DeviceVariantSelection(strings: strings)
        let iPhone = try #require(DeviceWidths.named("iPhone 16"))
        let iPad = try #require(DeviceWidths.named("iPad mini"))
        #expect(selection.otherDevice(strings[0], container: .device(iPhone)) == nil)
        #expect(selection.otherDevice(strings[1], container: .device(iPhone)) == "iPhone 16 (device.iphone)")
        #expect(selection.otherDevice(strings[2], container: .device(iPhone)) == "iPhone 16 (device.iphone)")
        #expect(selection.otherDevice(strings[0], container: .device(iPad)) == "iPad mini (device.ipad)")
        #expect(selection.otherDevice(strings[1], container: .device(iPad)) == nil)
        // German has no iPad variant of its own: device.other is what an iPad shows.
        #expect(selection.otherDevice(strings[3], container: .device(iPad)) == nil)
        #expect(selection.otherDevice(strings[3], container: .device(iPhone)) == "iPhone 16 (device.iphone)")
        // A width in points could be any device.
        #expect(selection.otherDevice(strings[1], container: .points(300)) == nil)
        #expect(selection.otherDevice(Self.string(nil), container: .device(iPhone)) == nil)
    }

    @Test("arguments in a rule and in the defaults: strings and numbers, in order")
    func argumentsParse() throws {
        let json = #"{"defaults": {"arguments": ["Sam"]}, "rules": [{"keys": "a", "arguments": ["Ana", 3, 2.5]}]}"#
        let file = try ConstraintsFile.parse(data: Data(json.utf8), source: "c.json")
        #expect(file.constraints(for: "a", locale: "en").arguments == [.string("Ana"), .number(3), .number(2.5)])
        #expect(file.constraints(for: "b", locale: "en").arguments == [.string("Sam")])
    }

    @Test(
        "arguments that are not a list of strings and numbers are refused, naming the key path",
        arguments: [
            (#"{"rules": [{"keys": "a", "arguments": [true]}]}"#, "rules[0].arguments[0]"),
            (#"{"rules": [{"keys": "a", "arguments": "Sam"}]}"#, "rules[0].arguments"),
            (#"{"defaults": {"arguments": [{"name": "x"}]}}"#, "defaults.arguments[0]"),
            (#"{"rules": [{"keys": "a", "skip": true, "arguments": []}]}"#, "rules[0].skip"),
        ])
    func badArguments(json: String, path: String) {
        do {
            _ = try ConstraintsFile.parse(data: Data(json.utf8), source: "c.json")
            Issue.record("accepted \(json)")
        } catch {
            #expect(error.description.contains(path), "\(error.description)")
        }
    }
}
