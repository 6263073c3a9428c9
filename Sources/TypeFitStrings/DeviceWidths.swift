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
    /// The table as `Tables/DeviceWidths.json` has it: where it comes from, and every screen.
    private struct File: Decodable {
        let source: String
        let devices: [DeviceWidth]
    }

    private static let file = EmbeddedTable.decode(
        File.self, from: PackageResources.DeviceWidths_json, name: "DeviceWidths.json")

    /// Where the table comes from.
    package static var source: String { file.source }

    /// Every known screen, narrowest first.
    public static var all: [DeviceWidth] { file.devices }

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
