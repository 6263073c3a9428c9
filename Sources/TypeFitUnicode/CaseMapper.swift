internal import CICU

/// Text in upper- or lowercase as a locale writes it (ICU's full case mapping,
/// `u_strToUpper` / `u_strToLower`): German `Straße` is `STRASSE` in uppercase, Turkish and
/// Azerbaijani `i` is `İ`, Greek drops its accents in uppercase (`Ώρα` is `ΩΡΑ`), Lithuanian
/// keeps the dot of an accented i in lowercase. The result may have more or fewer UTF-16 code
/// units than the text.
package enum CaseMapper {
    /// Which case to map to.
    package enum Target: Sendable, Hashable {
        case uppercase
        case lowercase
    }

    /// `text` in `target` case under `locale` (a BCP 47 tag or ICU ID; nil or empty: root, the
    /// language-neutral mapping). Throws when the locale holds a NUL, the text is too long for
    /// ICU, or ICU fails.
    package static func map(_ text: String, to target: Target, locale: String?) throws(UnicodeSegmentationError)
        -> String
    {
        if text.isEmpty { return text }
        if let locale, locale.utf8.contains(0) { throw .invalidLocale(locale) }
        let units = Array(text.utf16)
        guard let length = Int32(exactly: units.count), units.count <= Int(Int32.max) / 3 else {
            throw .textTooLong(utf16Length: units.count)
        }
        let cCase = target == .uppercase ? TYPEFIT_ICU_CASE_UPPER : TYPEFIT_ICU_CASE_LOWER
        let operation = "\(target == .uppercase ? "uppercasing" : "lowercasing") in \(locale ?? "root")"
        var capacity = length + 16
        while true {
            var output = [UInt16](repeating: 0, count: Int(capacity))
            let written = units.withUnsafeBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    func call(_ cLocale: UnsafePointer<CChar>?) -> Int32 {
                        typefit_icu_case_map(source.baseAddress, length, cLocale, cCase, target.baseAddress, capacity)
                    }
                    return locale.map { $0.withCString(call) } ?? call(nil)
                }
            }
            guard written >= 0 else { throw ICUFunnel.error(for: written, operation: operation) }
            if written <= capacity { return String(decoding: output.prefix(Int(written)), as: UTF16.self) }
            capacity = written
        }
    }
}
