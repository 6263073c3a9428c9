import TypeFitCheck
import TypeFitDynamicType
import TypeFitVocabulary

/// Small helpers shared by the JUnit, SARIF and baseline writers: size order and result labels,
/// so every format names things the same way (points: `Double.pointsText(decimals:)`).
enum ReportFormatting {
    /// A string's name in reports: the key, then ` [variant]` when it has one, then ` in place`
    /// when it was checked in one of its rule's places (`settings.title in tab bar`).
    static func name(key: String, variant: String?, place: String? = nil) -> String {
        CheckResult.ID.name(key: key, variant: variant, place: place)
    }

    /// `text` on one line (line breaks and tabs as spaces), cut to `limit` characters with `…`:
    /// for terminal text only (JSON keeps texts whole).
    static func oneLine(_ text: String, limit: Int) -> String {
        let flat = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        return flat.count <= limit ? flat : String(flat.prefix(limit - 1)) + "…"
    }

    /// How many characters of a text a terminal line shows before cutting it with `…`.
    static let shownTextLimit = 40

    /// A changed text for a terminal, both sides on one line and each cut to
    /// ``shownTextLimit`` characters: `text changed “Wiederherstellen” → “Daten wiederherstellen”`.
    static func textChange(from before: String, to after: String) -> String {
        "text changed “\(oneLine(before, limit: shownTextLimit))” → “\(oneLine(after, limit: shownTextLimit))”"
    }

    /// The sizes at which a result does not fit, in size order.
    static func failingSizes(_ result: CheckResult) -> [DynamicTypeSize] {
        result.sizes.filter { !$0.value.fits }.map(\.size)
    }

    /// The sizes at which a result's verdict is borderline, in size order.
    static func borderlineSizes(_ result: CheckResult) -> [DynamicTypeSize] {
        result.sizes.filter { $0.value.borderline }.map(\.size)
    }

    /// Whether any number in a result rests on a stand-in font or an inferred rule.
    static func isApproximate(_ result: CheckResult) -> Bool {
        !result.approximationReasons.isEmpty || result.sizes.values.contains { $0.approximate }
    }

    /// The run-level approximation notes, one line per distinct reason in order of first
    /// appearance: how many of the results it applies to and their entries, then the reason
    /// (`approximate for 96 of 120 results (entries title2, headline): SF Pro is not available …`).
    /// Results marked approximate without a reason share the line `stand-in font or inferred
    /// rule`. Empty when nothing is approximate. Report writers print these once per run, so
    /// each result's own output needs only what is specific to it.
    static func approximationNotes(_ results: [CheckResult]) -> [String] {
        var order: [String] = []
        var counts: [String: Int] = [:]
        var entries: [String: [String]] = [:]
        for result in results where isApproximate(result) {
            let reasons =
                result.approximationReasons.isEmpty ? ["stand-in font or inferred rule"] : result.approximationReasons
            for reason in Set(reasons).sorted(by: { reasons.firstIndex(of: $0)! < reasons.firstIndex(of: $1)! }) {
                if counts[reason] == nil { order.append(reason) }
                counts[reason, default: 0] += 1
                if entries[reason, default: []].contains(result.entry.name) == false {
                    entries[reason, default: []].append(result.entry.name)
                }
            }
        }
        return order.map { reason in
            let named = entries[reason] ?? []
            let shown =
                named.prefix(maximumNamedEntries).joined(separator: ", ")
                + (named.count > maximumNamedEntries ? ", and \(named.count - maximumNamedEntries) more" : "")
            let label = named.count == 1 ? "entry" : "entries"
            return "approximate for \(counts[reason] ?? 0) of \(results.count) results (\(label) \(shown)): \(reason)"
        }
    }

    /// How many entries an approximation note names before it says "and N more".
    static let maximumNamedEntries = 12

    /// 64-bit FNV-1a of the UTF-8 bytes, as 16 lowercase hex digits: a hash that is the same on
    /// every run and platform (unlike `Hasher`), for fingerprints.
    static func stableHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
