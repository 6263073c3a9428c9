import Foundation
import TypeFitVocabulary

/// Named device screen sizes in points, portrait, for constraints files (`"device": "iPhone 16"`).
///
/// Source: Apple Human Interface Guidelines, Layout → "iOS, iPadOS device screen sizes"
/// (developer.apple.com/design/human-interface-guidelines/layout), and Apple's technical
/// specifications for models released after that table was last checked (2025 models:
/// iPhone 17, 17 Pro, 17 Pro Max, Air, 16e). Widths are the full screen; subtract safe-area or
/// layout margins with `insets`.
///
/// Names are matched ignoring case, spaces, hyphens, underscores, parentheses and the word
/// "inch": `iPhone 16 Pro Max`, `iphone-16-pro-max` and `iPhone16ProMax` are the same device.
/// Every model listed in ``DeviceWidth/otherNames`` is accepted: `iPhone 14 Pro` gives the
/// 393 pt of `iPhone 15`.
public enum DeviceWidths {
    /// Where the table comes from.
    package static let source =
        "Apple Human Interface Guidelines, Layout: device screen sizes (points, portrait); Apple technical specifications for 2025 models"

    /// Every known screen, narrowest first.
    public static let all: [DeviceWidth] = [
        DeviceWidth(
            name: "iPhone SE (1st generation)", otherNames: ["iPhone SE 1", "iPhone 5s", "iPhone 5", "iPod touch"],
            width: 320, height: 568),
        DeviceWidth(
            name: "iPhone SE",
            otherNames: [
                "iPhone SE (2nd generation)", "iPhone SE (3rd generation)", "iPhone SE 2",
                "iPhone SE 3", "iPhone 8", "iPhone 7", "iPhone 6s", "iPhone 6",
            ],
            width: 375, height: 667),
        DeviceWidth(
            name: "iPhone 13 mini", otherNames: ["iPhone 12 mini", "iPhone 11 Pro", "iPhone XS", "iPhone X"],
            width: 375, height: 812),
        DeviceWidth(
            name: "iPhone 14", otherNames: ["iPhone 16e", "iPhone 13", "iPhone 13 Pro", "iPhone 12", "iPhone 12 Pro"],
            width: 390, height: 844),
        DeviceWidth(
            name: "iPhone 16", otherNames: ["iPhone 15", "iPhone 15 Pro", "iPhone 14 Pro"],
            width: 393, height: 852),
        DeviceWidth(
            name: "iPhone 16 Pro", otherNames: ["iPhone 17", "iPhone 17 Pro"],
            width: 402, height: 874),
        DeviceWidth(
            name: "iPhone 8 Plus", otherNames: ["iPhone 7 Plus", "iPhone 6s Plus", "iPhone 6 Plus"],
            width: 414, height: 736),
        DeviceWidth(
            name: "iPhone 11", otherNames: ["iPhone 11 Pro Max", "iPhone XR", "iPhone XS Max"],
            width: 414, height: 896),
        DeviceWidth(name: "iPhone Air", width: 420, height: 912),
        DeviceWidth(
            name: "iPhone 14 Plus", otherNames: ["iPhone 13 Pro Max", "iPhone 12 Pro Max"],
            width: 428, height: 926),
        DeviceWidth(
            name: "iPhone 16 Plus", otherNames: ["iPhone 15 Plus", "iPhone 15 Pro Max", "iPhone 14 Pro Max"],
            width: 430, height: 932),
        DeviceWidth(
            name: "iPhone 16 Pro Max", otherNames: ["iPhone 17 Pro Max"],
            width: 440, height: 956),
        DeviceWidth(
            name: "iPad mini", otherNames: ["iPad mini (6th generation)", "iPad mini (A17 Pro)", "iPad mini 8.3-inch"],
            width: 744, height: 1133),
        DeviceWidth(name: "iPad (9th generation)", otherNames: ["iPad 10.2-inch"], width: 810, height: 1080),
        DeviceWidth(
            name: "iPad",
            otherNames: [
                "iPad (10th generation)", "iPad (A16)", "iPad Air 11-inch", "iPad Air (4th generation)",
                "iPad Air (5th generation)", "iPad Air 10.9-inch",
            ],
            width: 820, height: 1180),
        DeviceWidth(
            name: "iPad Air (3rd generation)", otherNames: ["iPad Air 10.5-inch", "iPad Pro 10.5-inch"],
            width: 834, height: 1112),
        DeviceWidth(
            name: "iPad Pro 11-inch (4th generation)",
            otherNames: [
                "iPad Pro 11-inch (3rd generation)", "iPad Pro 11-inch (2nd generation)",
                "iPad Pro 11-inch (1st generation)",
            ],
            width: 834, height: 1194),
        DeviceWidth(
            name: "iPad Pro 11-inch", otherNames: ["iPad Pro 11-inch (M4)", "iPad Pro 11-inch (M5)"],
            width: 834, height: 1210),
        DeviceWidth(name: "iPad Air 13-inch", otherNames: ["iPad Pro 12.9-inch"], width: 1024, height: 1366),
        DeviceWidth(
            name: "iPad Pro 13-inch", otherNames: ["iPad Pro 13-inch (M4)", "iPad Pro 13-inch (M5)"],
            width: 1032, height: 1376),
    ]

    private static let byKey: [String: DeviceWidth] = {
        var table: [String: DeviceWidth] = [:]
        for device in all {
            for name in [device.name] + device.otherNames where table[key(name)] == nil { table[key(name)] = device }
        }
        return table
    }()

    /// The device called `name` (any of its names, loosely spelled); nil if unknown.
    public static func named(_ name: String) -> DeviceWidth? {
        byKey[key(name)]
    }

    /// Every canonical name, narrowest first, for messages.
    public static var names: [String] { all.map(\.name) }

    /// `name` lowercased without spaces, hyphens, underscores, parentheses, quotes or "inch".
    static func key(_ name: String) -> String {
        let dropped: Set<Character> = [" ", "-", "_", "(", ")", "\"", "″", "\u{00A0}"]
        return name.lowercased().filter { !dropped.contains($0) }.replacingOccurrences(of: "inch", with: "")
    }
}
