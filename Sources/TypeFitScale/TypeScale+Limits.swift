import Foundation
import TypeFitInput

extension TypeScale {
    /// The largest type scale, style dictionary or Info.plist read, in bytes: 16 MiB (a real
    /// type scale is a few KB, an Info.plist rarely 100 KB).
    public static let maximumFileBytes = 16 << 20
    /// The most entries a type scale may hold: 1,000 (every entry is laid out at every size).
    public static let maximumEntries = 1_000
    /// The most font families a type scale may register: 1,000.
    package static let maximumFamilies = 1_000
    /// The most fonts one family's cascade list may name: 64.
    package static let maximumCascadeFonts = 64
    /// The most OpenType features one entry may list: 64.
    package static let maximumFeaturesPerEntry = 64
    /// The largest `lineSpacing`, points: 1,000 (as the largest `size`).
    package static let maximumLineSpacing = 1_000.0
    /// The largest `tracking` either way, points per character: 1,000.
    package static let maximumTracking = 1_000.0

    /// The bytes of the file at `path`, refusing a missing, unreadable or oversized one (over
    /// ``maximumFileBytes``) before reading it whole.
    static func readFile(_ path: String) throws(InputError) -> Data {
        Data(try InputFile.bytes(path: path, maximumBytes: maximumFileBytes))
    }
}
