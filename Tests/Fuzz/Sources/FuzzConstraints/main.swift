import Foundation
import FuzzSupport
import TypeFit

/// Constraints files: parsed, then every rule matched against a few keys, locales, variants and
/// entries. Only
/// `InputError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    guard let file = try? ConstraintsFile.parse(data: Data(input), source: "fuzz.json", limits: FuzzSupport.limits)
    else { return 0 }
    let cases: [(key: String, locale: String, variant: String?)] = [
        ("settings.title", "de", nil), ("tab.home", "ja", "plural.one|device.ipad"),
        ("*", "zh-Hant-HK", "plural.other"),
        ("", "und", nil),
    ]
    let strings = cases.map { key, locale, variant in
        LocalizedString(key: key, locale: locale, text: key, variant: variant, source: "fuzz")
    }
    for string in strings {
        for entry in [nil, "body", "title2"] {
            let constraint = file.constraints(
                for: string.key, locale: string.locale, variant: string.variant, entry: entry)
            _ = constraint.availableWidth
            _ = constraint.width?.description
        }
    }
    _ = file.entryNames
    _ = file.unusedRules(in: strings, entries: ["body", "title2"])
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
