import TypeFitVocabulary

extension BaselineDiff {
    /// The review for a terminal: the two sides, the summary, one block per string × entry, and
    /// the count of height-only cells.
    ///
    /// ```text
    /// Baseline:  typefit-baseline.jsonl (scale Default (Inter), model leadingRatio, system font standIn, 12 sizes)
    /// Candidate: scale.json (scale Brand, model leadingRatio, system font standIn, 12 sizes)
    /// 5157 results compared: 132 regressions.
    /// New truncations: 2 (body: de 1, ja 1)
    /// Fixed truncations: none
    /// Moved first truncations: 124 (body: de 40, fr 43, ja 41)
    /// Line count changes: 150 results
    /// Text changes: 1 result
    ///
    /// body · Settings
    ///   de “Einstellungen”: first truncates at AX4 (was AX5); xLarge…AX5: 1 → 2 lines (regression)
    ///   fr: text changed “Réglages” → “Paramètres de l'application”; now truncates at AX3…AX5 (regression)
    ///
    /// 6714 cells changed height or width without changing a verdict; --verbose lists them
    /// ```
    ///
    /// Blocks are listed until they take `maximumBlockLines` lines (regressions first), and the
    /// rest counted; `verbose` lists every block and every height-only cell. A locale whose text
    /// changed shows both texts (each cut to 40 characters) instead of the current one. When the
    /// baseline records no texts, `Text changes` says they are unknown. Ends with a newline.
    package func text(verbose: Bool = false, maximumBlockLines: Int = 50) -> String {
        var out = "Baseline:  \(Self.describe(baseline))\n"
        out += "Candidate: \(Self.describe(candidate))\n"
        let compared = "\(summary.compared) result\(summary.compared == 1 ? "" : "s") compared"
        if blocks.isEmpty && verdictNeutral.isEmpty {
            return out + "\(compared): no changes.\n" + (summary.textChanges == nil ? Self.textsUnknown + "\n" : "")
        }
        out += "\(compared): \(summary.regressions) regression\(summary.regressions == 1 ? "" : "s").\n"
        out += "New truncations: \(Self.counts(summary.newTruncations))\n"
        out += "Fixed truncations: \(Self.counts(summary.fixedTruncations))\n"
        out += "Moved first truncations: \(Self.counts(summary.movedFirstTruncations))\n"
        out += "Line count changes: \(summary.lineCountChanges) result\(summary.lineCountChanges == 1 ? "" : "s")\n"
        if let textChanges = summary.textChanges {
            out += "Text changes: \(textChanges) result\(textChanges == 1 ? "" : "s")\n"
        } else {
            out += Self.textsUnknown + "\n"
        }
        if summary.added + summary.removed > 0 {
            out += "Added: \(summary.added), removed: \(summary.removed)\n"
        }
        var used = 0
        var shown = 0
        for block in blocks {
            let lines = Self.lines(block)
            if !verbose, shown > 0, used + lines.count + 1 > maximumBlockLines { break }
            out += "\n" + lines.joined(separator: "\n") + "\n"
            used += lines.count + 1
            shown += 1
        }
        if shown < blocks.count {
            let rest = blocks[shown...]
            let results = rest.reduce(0) { $0 + $1.locales.count }
            out += "\n… \(rest.count) more string\(rest.count == 1 ? "" : "s") (\(results) result"
            out += "\(results == 1 ? "" : "s")) changed; --verbose lists them\n"
        }
        if !verdictNeutral.isEmpty {
            let count = verdictNeutral.count
            if verbose {
                out += "\n\(count) cell\(count == 1 ? "" : "s") changed height or width without changing a verdict:\n"
                for change in verdictNeutral { out += "  \(Self.line(change))\n" }
            } else {
                out += "\n\(count) cell\(count == 1 ? "" : "s") changed height or width without changing a verdict; "
                out += "--verbose lists them\n"
            }
        }
        return out
    }

    /// The summary line of a baseline that records no texts (written before format 3).
    static let textsUnknown = "Text changes: unknown, the baseline records no texts (record it again to list them)"

    /// `base.jsonl (scale Inter, model apple, system font stand-in, 12 sizes)`; without a file,
    /// `this run (…)`.
    static func describe(_ side: Side) -> String {
        let run =
            "scale \(side.scale), model \(side.model), system font \(side.systemFont), \(side.sizes) size\(side.sizes == 1 ? "" : "s")"
        return "\(side.file ?? "this run") (\(run))"
    }

    /// `3 (body: de 2, fr 1; title: de 1)`, or `none`.
    static func counts(_ counts: [Count]) -> String {
        let total = counts.reduce(0) { $0 + $1.results }
        guard total > 0 else { return "none" }
        var entries: [String] = []
        var index = counts.startIndex
        while index < counts.endIndex {
            let entry = counts[index].entry
            var locales: [String] = []
            while index < counts.endIndex, counts[index].entry == entry {
                locales.append("\(counts[index].locale) \(counts[index].results)")
                index += 1
            }
            entries.append("\(entry): \(locales.joined(separator: ", "))")
        }
        return "\(total) (\(entries.joined(separator: "; ")))"
    }

    /// A block's lines: `entry · key [variant] in place`, then one indented line per locale: the
    /// locale, its text as checked now (unless the text changed: then the parts begin with both),
    /// and what changed.
    static func lines(_ block: Block) -> [String] {
        let name = ReportFormatting.name(
            key: ReportFormatting.oneLine(block.key, limit: 60), variant: block.variant,
            place: block.place.map { ReportFormatting.oneLine($0, limit: 40) })
        var lines = ["\(block.entry) · \(name)"]
        for change in block.locales {
            var line = "  \(change.locale)"
            if change.textBefore == nil, let text = change.text {
                line += " “\(ReportFormatting.oneLine(text, limit: ReportFormatting.shownTextLimit))”"
            }
            line += ": " + parts(change).joined(separator: "; ")
            if change.regression { line += " (regression)" }
            lines.append(line)
        }
        return lines
    }

    /// What changed for one locale, each part with its sizes merged into ranges; a changed text
    /// first (`text changed “Réglages” → “Paramètres”`).
    static func parts(_ change: LocaleChange) -> [String] {
        var parts: [String] = []
        if let before = change.textBefore, let after = change.text {
            parts.append(ReportFormatting.textChange(from: before, to: after))
        }
        switch change.presence {
        case "added":
            parts.append(
                change.nowTruncates.isEmpty
                    ? "added, fits at every size" : "added, truncates at \(ranges(change.nowTruncates))")
            return parts
        case "removed":
            return [change.firstTruncatedBefore.map { "removed (truncated from \(short($0)))" } ?? "removed"]
        default: break
        }
        switch change.verdict {
        case .newTruncation:
            parts.append("now truncates at \(ranges(change.nowTruncates))")
        case .fixedTruncation:
            parts.append("now fits at every size (truncated from \(change.firstTruncatedBefore.map(short) ?? "?"))")
        case .movedFirstTruncation:
            if change.firstTruncatedBefore != change.firstTruncatedAfter {
                let after = change.firstTruncatedAfter.map(short) ?? "?"
                let before = change.firstTruncatedBefore.map(short) ?? "?"
                parts.append("first truncates at \(after) (was \(before))")
            } else {
                if !change.nowTruncates.isEmpty { parts.append("now truncates at \(ranges(change.nowTruncates))") }
                if !change.nowFits.isEmpty { parts.append("now fits at \(ranges(change.nowFits))") }
            }
        case nil: break
        }
        for range in change.lines {
            let span = range.from == range.to ? short(range.from) : "\(short(range.from))…\(short(range.to))"
            parts.append("\(span): \(range.linesBefore) → \(range.linesAfter) line\(range.linesAfter == 1 ? "" : "s")")
        }
        return parts
    }

    /// `xLarge…AX5, AX2`: ranges with the short size names of the text reports.
    static func ranges(_ ranges: [SizeRange]) -> String {
        ranges.map { $0.from == $0.to ? short($0.from) : "\(short($0.from))…\(short($0.to))" }
            .joined(separator: ", ")
    }

    /// The short name of a size (`AX1` for `accessibility1`).
    static func short(_ size: DynamicTypeSize) -> String { size.shortName }

    /// A height-only change: `body.de key @ large: 20.5 → 22 pt (+1.5 pt)`.
    static func line(_ change: NeutralChange) -> String {
        let delta = change.heightAfter - change.heightBefore
        let signed = (delta >= 0 ? "+" : "") + delta.pointsText(decimals: 1)
        let name =
            "\(change.result.entry).\(change.result.locale) "
            + ReportFormatting.name(
                key: ReportFormatting.oneLine(change.result.key, limit: 60), variant: change.result.variant,
                place: change.result.place.map { ReportFormatting.oneLine($0, limit: 40) })
        return
            "\(name) @ \(short(change.size)): \(change.heightBefore.pointsText(decimals: 1)) → \(change.heightAfter.pointsText(decimals: 1)) pt (\(signed) pt)"
    }
}
