import Foundation
import TypeFitStrings
import TypeFitTestSupport

enum Fixtures {
    /// A fixture file of this test target.
    static func path(_ name: String) -> String {
        TestFixtures.path(name, in: "TypeFitStringsTests")
    }
}

extension Array where Element == LocalizedString {
    /// The strings of `key` in `locale`, keyed by variant ("" for none).
    func texts(_ key: String, _ locale: String) -> [String: String] {
        var result: [String: String] = [:]
        for string in self where string.key == key && string.locale == locale {
            result[string.variant ?? ""] = string.text
        }
        return result
    }

    /// The single string of `key` in `locale` with `variant`.
    func one(_ key: String, _ locale: String, _ variant: String? = nil) -> LocalizedString? {
        let matches = filter { $0.key == key && $0.locale == locale && $0.variant == variant }
        return matches.count == 1 ? matches[0] : nil
    }
}
