import Foundation
import FuzzSupport
import TypeFit

/// Constraints files: parsed, then every rule matched against a few keys and locales. Only
/// `StringsError` may come back.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = FuzzSupport.input(data, size)
    guard let file = try? ConstraintsFile.parse(data: Data(input), source: "fuzz.json", limits: FuzzSupport.limits) else { return 0 }
    let strings = [("settings.title", "de"), ("tab.home", "ja"), ("*", "zh-Hant-HK"), ("", "und")].map { key, locale in
        LocalizedString(key: key, locale: locale, text: key, source: "fuzz")
    }
    for string in strings {
        let constraint = file.constraints(for: string.key, locale: string.locale)
        _ = constraint.availableWidth
        _ = constraint.width?.description
    }
    _ = file.entryNames
    _ = file.unusedRules(in: strings)
    return 0
}

FuzzSupport.runLibFuzzer(fuzz)
