import TypeFitCheck
import TypeFitDynamicType
import TypeFitScale
import TypeFitShaping
import TypeFitUnicode
import TypeFitVocabulary

/// What `typefit scale` prints: the resolved scale as a table and as JSON.
package struct ScaleReport: Encodable {
    package struct Cell: Encodable {
        package var pointSize: Double
        package var lineHeight: Double
        package var lineSpacing: Double
        package var tracking: Double
        package var face: String
        package var file: String
        package var approximate: Bool
        package var reasons: [String]
        /// Whether the point size is below the platform's HIG minimum for legible text
        /// (``Platform/minimumLegiblePointSize``: 11 pt on iOS).
        package var belowLegibleMinimum: Bool
    }

    /// What the code (or the scale) asks for, beside the faces measured: the system font's
    /// design, the weight and italic.
    package struct Requested: Encodable, Equatable {
        /// `default`, `rounded`, `serif` or `monospaced`.
        package var design: String
        /// The weight asked for, by name (`semibold`), or its number (`"450"`) where it has no
        /// name; for the system font without one, the text style's own weight (`semibold` for
        /// headline); nil for a custom font without one (the face its name gives).
        package var weight: String?
        package var italic: Bool

        /// What `entry` asks for, on `platform`.
        package init(_ entry: TypeScaleEntry, platform: Platform) {
            design = entry.design.rawValue
            let weight =
                entry.weight
                ?? (entry.usesSystemFont ? platform.typeTable.row(for: entry.textStyle)?.weight.value : nil)
            self.weight = weight.map { FontWeight(value: $0)?.name ?? String($0) }
            italic = entry.italic
        }

        private enum CodingKeys: String, CodingKey { case design, weight, italic }

        /// `weight` is written as `null` when nil, so every entry has the three keys.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(design, forKey: .design)
            try container.encode(weight, forKey: .weight)
            try container.encode(italic, forKey: .italic)
        }
    }

    package struct Entry: Encodable {
        package var name: String
        package var textStyle: String
        package var font: String
        /// What the code asks for: design, weight and italic (the faces measured are in `sizes`).
        package var requested: Requested
        /// How the size follows Dynamic Type: the Swift API whose scaling applies, or "computed by
        /// the app's code" for an entry whose sizes the app's code gives one per size.
        package var api: String
        /// Where the entry is defined (`Sources/Theme/Fonts.swift:12`); left out when unknown.
        package var definedAt: String?
        package var sizes: [String: Cell]
    }

    package var scale: String
    package var source: String
    package var platform: String
    package var model: String
    package var systemFont: String
    package var sizes: [String]
    package var entries: [Entry]
    package var warnings: [String]

    package init(_ resolved: ResolvedTypeScale) {
        scale = resolved.scale.name
        source = resolved.scale.source
        platform = resolved.scale.platform.rawValue
        model = resolved.entries.first?.model.rawValue ?? ScalingModel.default.rawValue
        systemFont = resolved.systemFontSource.rawValue
        sizes = DynamicTypeSize.allCases.map(\.rawValue)
        entries = resolved.entries.map { entry in
            var cells: [String: Cell] = [:]
            for style in entry.styles {
                cells[style.size.rawValue] = Cell(
                    pointSize: style.pointSize, lineHeight: style.lineHeight, lineSpacing: style.lineSpacing,
                    tracking: style.tracking, face: style.face.postScriptName, file: style.face.descriptor.path,
                    approximate: style.isApproximate, reasons: style.approximationReasons,
                    belowLegibleMinimum: style.pointSize < resolved.scale.platform.minimumLegiblePointSize)
            }
            return Entry(
                name: entry.entry.name, textStyle: entry.entry.textStyle.rawValue,
                font: entry.entry.lookedUpFont ?? "system",
                requested: Requested(entry.entry, platform: resolved.scale.platform), api: entry.api,
                definedAt: entry.entry.definedAt, sizes: cells)
        }
        warnings = resolved.warnings
        self.resolved = resolved
    }

    private let resolved: ResolvedTypeScale
    private enum CodingKeys: String, CodingKey {
        case scale, source, platform, model, systemFont, sizes, entries, warnings
    }

    /// The designer's table: entries × sizes, then faces, tracking and caveats.
    package func rendered() -> String {
        let sizeCases = DynamicTypeSize.allCases
        var table = TextTable(
            header: ["entry", "style"] + sizeCases.map { $0 == .large ? "\($0.shortName)*" : $0.shortName },
            rightAligned: Set(2..<(2 + sizeCases.count)))
        var approximate = false
        let minimum = resolved.scale.platform.minimumLegiblePointSize
        var small: [(entry: String, size: DynamicTypeSize, pointSize: Double)] = []
        for entry in resolved.entries {
            table.append(
                [entry.entry.name, entry.entry.textStyle.rawValue]
                    + entry.styles.map { style in
                        approximate = approximate || style.isApproximate
                        let isSmall = style.pointSize < minimum
                        if isSmall { small.append((entry.entry.name, style.size, style.pointSize)) }
                        return "\(style.pointSize.pointsText(decimals: 2))/\(style.lineHeight.pointsText(decimals: 2))"
                            + (style.isApproximate ? "~" : "") + (isSmall ? Self.smallMarker : "")
                    })
        }
        var text =
            "\(resolved.scale.name) · \(resolved.scale.platform.rawValue) · \(resolved.entries.first?.model.summary ?? "")\n"
        text +=
            "cells: point size / line height (pt); * default size" + (approximate ? "; ~ approximate (see below)" : "")
            + (small.isEmpty ? "" : "; \(Self.smallMarker) below \(minimum.pointsText(decimals: 2)) pt") + "\n\n"
        text += table.rendered() + "\n"
        // "defined at" only when the scale says where its entries are (a scale read from Swift).
        let showsDefinition = resolved.entries.contains { $0.entry.definedAt != nil }
        var faces = TextTable(
            header: ["entry", "API", "faces (sizes)", "tracking pt"] + (showsDefinition ? ["defined at"] : []))
        for entry in resolved.entries {
            faces.append(
                [entry.entry.name, entry.api, Self.faceRanges(entry), Self.trackingRange(entry)]
                    + (showsDefinition ? [entry.entry.definedAt ?? ""] : []))
        }
        text += faces.rendered()
        if !small.isEmpty {
            text +=
                "\n\(Self.smallMarker) below \(minimum.pointsText(decimals: 2)) pt, the smallest size Apple's Human Interface Guidelines "
                + "recommend for legible text on \(resolved.scale.platform.displayName): \(Self.describe(small))\n"
        }
        let reasons = Array(Set(resolved.entries.flatMap { $0.styles.flatMap(\.approximationReasons) })).sorted()
        if !reasons.isEmpty {
            text += "\napproximate:\n" + reasons.map { "  ~ \($0)\n" }.joined()
        }
        return text
    }

    /// The marker of a cell whose point size is below the platform's legible minimum.
    static let smallMarker = "†"

    /// "caption at xSmall–medium (10 pt), caption2 at xSmall (9.75 pt)": the small cells by
    /// entry, consecutive sizes grouped.
    static func describe(_ small: [(entry: String, size: DynamicTypeSize, pointSize: Double)]) -> String {
        var groups: [(entry: String, first: DynamicTypeSize, last: DynamicTypeSize, low: Double, high: Double)] = []
        for cell in small {
            if let last = groups.last, last.entry == cell.entry, last.last.ordinal + 1 == cell.size.ordinal {
                groups[groups.count - 1].last = cell.size
                groups[groups.count - 1].low = min(last.low, cell.pointSize)
                groups[groups.count - 1].high = max(last.high, cell.pointSize)
            } else {
                groups.append((cell.entry, cell.size, cell.size, cell.pointSize, cell.pointSize))
            }
        }
        return groups.map { group in
            let sizes =
                group.first == group.last ? group.first.shortName : "\(group.first.shortName)–\(group.last.shortName)"
            let points =
                group.low == group.high
                ? group.low.pointsText(decimals: 2)
                : "\(group.low.pointsText(decimals: 2))–\(group.high.pointsText(decimals: 2))"
            return "\(group.entry) at \(sizes) (\(points) pt)"
        }.joined(separator: ", ")
    }

    /// "Inter-Regular xS–XXXL, InterDisplay-Regular AX1–AX5"; for a variable font whose `opsz`
    /// is set, the range it takes follows ("DMSans-9ptRegular (opsz 15–40)").
    static func faceRanges(_ entry: ResolvedEntry) -> String {
        let names = faceNames(entry)
        let opticalSizes = entry.styles.compactMap { style in
            style.face.descriptor.variations.first { $0.tag == "opsz" }?.value
        }
        guard let low = opticalSizes.min(), let high = opticalSizes.max() else { return names }
        let range =
            low == high ? low.pointsText(decimals: 2) : "\(low.pointsText(decimals: 2))–\(high.pointsText(decimals: 2))"
        return "\(names) (opsz \(range))"
    }

    private static func faceNames(_ entry: ResolvedEntry) -> String {
        var groups: [(face: String, first: DynamicTypeSize, last: DynamicTypeSize)] = []
        for style in entry.styles {
            if let last = groups.last, last.face == style.face.postScriptName {
                groups[groups.count - 1].last = style.size
            } else {
                groups.append((style.face.postScriptName, style.size, style.size))
            }
        }
        if groups.count == 1 { return groups[0].face }
        return groups.map { "\($0.face) \($0.first.shortName)–\($0.last.shortName)" }.joined(separator: ", ")
    }

    static func trackingRange(_ entry: ResolvedEntry) -> String {
        let values = entry.styles.map(\.tracking)
        let low = values.min() ?? 0
        let high = values.max() ?? 0
        return low == high
            ? low.pointsText(decimals: 2) : "\(low.pointsText(decimals: 2))…\(high.pointsText(decimals: 2))"
    }
}
