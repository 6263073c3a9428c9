import TypeFitCheck
import TypeFitVocabulary

extension BaselineComparison {
    /// The comparison for a terminal: the two runs, a count line, then one group per kind of
    /// change (in ``Change/Kind`` order, empty groups left out), one line per change, sorted by
    /// result (entry, locale, key, variant, place) and size. Regressions end with `(regression)`.
    /// A change of a result whose text changed shows the text before and now (each cut to 40
    /// characters), and the result is also listed under `Text changes`.
    ///
    /// ```text
    /// Baseline: scale Inter, model apple, system font stand-in, 12 sizes
    /// Current:  scale Inter, model apple, system font stand-in, 12 sizes
    /// 42 results compared: 5 changes, 1 regression.
    ///
    /// New truncations (1):
    ///   body.de restore [plural.one]: text changed “Wiederherstellen” → “Käufe wiederherstellen”; now truncates at accessibility1, accessibility2 (regression)
    /// Line count changes (1):
    ///   headline.en welcome @ xxLarge: 2 → 3 lines
    /// Height changes (1):
    ///   body.en title @ large: 20.5 → 22 pt (+1.5 pt)
    /// Text changes (2):
    ///   body.de restore [plural.one]: text changed “Wiederherstellen” → “Käufe wiederherstellen”
    ///   body.en done: text changed “Done” → “Finish”
    /// ```
    ///
    /// Ends with a newline. With no changes, the count line reads `… no changes.`
    package func text() -> String {
        var out = "Baseline: \(Self.describe(before))\n"
        out += "Current:  \(Self.describe(after))\n"
        let regressions = summary.regressions
        if changes.isEmpty {
            out += "\(summary.compared) result\(summary.compared == 1 ? "" : "s") compared: no changes.\n"
            return out
        }
        out += "\(summary.compared) result\(summary.compared == 1 ? "" : "s") compared: "
        out += "\(changes.count) change\(changes.count == 1 ? "" : "s"), "
        out += "\(regressions) regression\(regressions == 1 ? "" : "s").\n"
        for kind in Change.Kind.allCases {
            let group = self.changes(kind)
            guard !group.isEmpty else { continue }
            out += "\n\(Self.title(kind)) (\(group.count)):\n"
            for change in group {
                out += "  \(Self.line(change))\(change.regression ? " (regression)" : "")\n"
            }
        }
        return out
    }

    /// `scale Inter, model apple, system font stand-in, 12 sizes`.
    static func describe(_ run: RunInfo) -> String {
        "scale \(run.scale), model \(run.model), system font \(run.systemFont), \(run.sizes.count) size\(run.sizes.count == 1 ? "" : "s")"
    }

    /// The heading of a group.
    static func title(_ kind: Change.Kind) -> String {
        switch kind {
        case .newTruncation: "New truncations"
        case .fixedTruncation: "Fixed truncations"
        case .lineCountChanged: "Line count changes"
        case .heightChanged: "Height changes"
        case .added: "Added"
        case .removed: "Removed"
        case .textChanged: "Text changes"
        }
    }

    /// One change on one line, without the regression marker. When the result's text changed,
    /// both texts come first: `body.de restore: text changed “Wiederherstellen” → “Daten
    /// wiederherstellen”; now truncates at medium, large`.
    package static func line(_ change: Change) -> String {
        let name = change.result.description
        let sizes = (change.sizes ?? []).map(\.rawValue).joined(separator: ", ")
        let size = change.size?.rawValue ?? "?"
        let text = textChange(change)
        let changed = text.map { $0 + "; " } ?? ""
        switch change.kind {
        case .newTruncation:
            return "\(name): \(changed)now truncates at \(sizes)"
        case .fixedTruncation:
            return "\(name): \(changed)now fits at \(sizes)"
        case .lineCountChanged:
            let before = change.linesBefore.map(String.init) ?? "?"
            let after = change.linesAfter.map(String.init) ?? "?"
            return "\(name) @ \(size): \(changed)\(before) → \(after) line\(change.linesAfter == 1 ? "" : "s")"
        case .heightChanged:
            guard let before = change.heightBefore, let after = change.heightAfter else {
                return "\(name) @ \(size): \(changed)height changed"
            }
            let delta = after - before
            let signed = (delta >= 0 ? "+" : "") + delta.pointsText(decimals: 1)
            return
                "\(name) @ \(size): \(changed)\(before.pointsText(decimals: 1)) → \(after.pointsText(decimals: 1)) pt (\(signed) pt)"
        case .textChanged:
            return "\(name): \(text ?? "text changed")"
        case .added:
            return sizes.isEmpty ? "\(name): fits at every size" : "\(name): truncates at \(sizes)"
        case .removed:
            return sizes.isEmpty ? "\(name)" : "\(name): truncated at \(sizes)"
        }
    }

    /// `text changed “before” → “after”` when the change carries both texts, else nil.
    static func textChange(_ change: Change) -> String? {
        guard let before = change.textBefore, let after = change.textAfter else { return nil }
        return ReportFormatting.textChange(from: before, to: after)
    }
}
