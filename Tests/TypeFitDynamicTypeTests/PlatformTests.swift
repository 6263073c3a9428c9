import Foundation
import Testing

@testable import TypeFitDynamicType

@Suite("Platforms and watch case sizes")
struct PlatformTests {
    @Test(
        "names parse case-insensitively; iPadOS is iOS; iOS is the default",
        arguments: [
            ("ios", Platform.iOS), ("iOS", .iOS), ("IPADOS", .iOS), ("iPadOS", .iOS), ("watchOS", .watchOS),
            ("macos", .macOS), ("MacOS", .macOS), ("tvOS", .tvOS),
        ])
    func parse(name: String, expected: Platform) {
        #expect(Platform(name: name) == expected)
        #expect(Platform.default == .iOS)
    }

    @Test("bad platform names", arguments: ["", "android", "visionOS", "mac os x", "ios17"])
    func bad(name: String) {
        #expect(Platform(name: name) == nil)
        #expect {
            try Platform.parse(name)
        } throws: { error in
            (error as? DynamicTypeError)?.description.contains("watchOS") == true
        }
    }

    @Test("raw values and display names")
    func rawValues() {
        #expect(Platform.allCases.map(\.rawValue) == ["ios", "watchos", "macos", "tvos"])
        #expect(Platform.allCases.map(\.displayName) == ["iOS", "watchOS", "macOS", "tvOS"])
    }

    @Test("watch case sizes parse", arguments: [("38mm", "38mm"), ("41", "41mm"), ("49 mm", "49mm"), ("45MM", "45mm")])
    func watchSizes(name: String, expected: String) {
        #expect(WatchCaseSize(name: name)?.name == expected)
    }

    @Test("bad watch case sizes", arguments: ["46mm", "", "mm", "40cm", "-38"])
    func badWatchSizes(name: String) {
        #expect(WatchCaseSize(name: name) == nil)
        #expect(throws: DynamicTypeError.self) { try WatchCaseSize.parse(name) }
    }
}
