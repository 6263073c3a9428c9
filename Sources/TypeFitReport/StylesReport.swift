import TypeFitDynamicType
import TypeFitInput
import TypeFitVocabulary

/// The table `typefit styles` prints, resolved from the command's options.
package struct StylesReport {
    /// The JSON document: exactly `platform`, `sizes`, `defaultSize`, `styles`.
    package struct JSON: Encodable {
        package struct Style: Encodable {
            package var weight: String
            package var emphasizedWeight: String
            package var pointSize: [Double]
            package var leading: [Double]
            package var confidence: String
        }

        package var platform: String
        package var sizes: [String]
        package var defaultSize: String
        package var styles: [String: Style]
    }

    package let table: PlatformTypeTable
    package let watchSize: WatchCaseSize?
    package let defaultSize: DynamicTypeSize

    /// Reads the platform and watch size, failing with the model's message.
    package init(platformName: String?, watchSizeName: String?) throws(OptionError) {
        let watchSize: WatchCaseSize?
        let platform: Platform
        do {
            watchSize = try watchSizeName.map(WatchCaseSize.parse)
            platform = try platformName.map(Platform.parse) ?? (watchSize == nil ? .default : .watchOS)
        } catch {
            throw OptionError("\(error)")
        }
        if let watchSizeName, platform != .watchOS {
            throw OptionError("--watch-size \(watchSizeName) applies only to watchOS, not \(platform.displayName)")
        }
        // Every stored property is set once, after the last throw.
        self.watchSize = watchSize
        table = platform.typeTable
        defaultSize = watchSize?.defaultDynamicTypeSize ?? table.defaultSize
    }

    /// The key a row has in the JSON `styles` object: the SwiftUI style, else Apple's row name.
    package static func key(of row: PlatformTypeTable.Row) -> String {
        row.style?.rawValue ?? row.name
    }

    package var json: JSON {
        var styles: [String: JSON.Style] = [:]
        for row in table.rows {
            styles[Self.key(of: row)] = JSON.Style(
                weight: row.weight.description, emphasizedWeight: row.emphasizedWeight.description,
                pointSize: row.pointSizes, leading: row.leadings, confidence: row.confidence.rawValue)
        }
        return JSON(
            platform: table.platform.rawValue, sizes: table.sizes.map(\.rawValue),
            defaultSize: defaultSize.rawValue, styles: styles)
    }

    /// The table for a person: one row per style, `size/leading` per Dynamic Type size, the
    /// default size's column marked `*`, then the source, confidence and notes.
    package func rendered() -> String {
        let platform = table.platform
        let sizeColumns = table.sizes.map { size -> String in
            let name = platform.hasDynamicType ? size.shortName : "all sizes"
            return size == defaultSize && platform.hasDynamicType ? name + "*" : name
        }
        let firstSizeColumn = 3
        var text = TextTable(
            header: ["style", "weight", "emphasized"] + sizeColumns + ["confidence"],
            rightAligned: Set(firstSizeColumn..<(firstSizeColumn + sizeColumns.count)))
        for row in table.rows {
            let cells = zip(row.pointSizes, row.leadings).map {
                "\($0.pointsText(decimals: 2))/\($1.pointsText(decimals: 2))"
            }
            text.append(
                [Self.label(of: row), row.weight.description, row.emphasizedWeight.description]
                    + cells + [row.confidence.rawValue])
        }

        var lines: [String] = []
        lines.append("\(platform.displayName) text styles: point size/leading in pt (leading = baseline to baseline)")
        lines.append("")
        var output = lines.joined(separator: "\n") + "\n" + text.rendered() + "\n"

        var footer: [String] = []
        switch platform {
        case .iOS:
            footer.append("* default size: \(defaultSize.rawValue). AX1…AX5 = accessibility1…accessibility5.")
        case .watchOS:
            let which =
                watchSize.map { "on a \($0.name) watch" }
                ?? "on 40, 41 and 42 mm watches (small on 38 mm, xLarge on 44, 45 and 49 mm; see --watch-size)"
            footer.append(
                "* default size: \(defaultSize.rawValue) \(which). AX1…AX3 = accessibility1…accessibility3; watchOS has no medium, AX4 or AX5."
            )
        case .macOS, .tvOS:
            footer.append("\(platform.displayName) has no Dynamic Type: one fixed table, the same at every size.")
        }
        if let minimum = table.minimumPointSize {
            footer.append(
                "Text styles never go below \(minimum.pointsText(decimals: 2)) pt on \(platform.displayName).")
        }
        footer.append("Source: \(table.source).")
        let uncertain = table.rows.filter { $0.confidence != .documented }
        if uncertain.isEmpty {
            footer.append("Confidence: every row documented.")
        } else {
            let names = uncertain.map { "\(Self.label(of: $0)) (\($0.confidence.rawValue))" }
            footer.append("Confidence: documented except \(names.joined(separator: ", ")).")
        }
        let noted = table.rows.filter { $0.note != nil }
        if !noted.isEmpty {
            footer.append("Notes:")
            for row in noted {
                footer.append("  \(Self.label(of: row)) [\(row.confidence.rawValue)]: \(row.note ?? "")")
            }
        }
        output += footer.joined(separator: "\n") + "\n"
        return output
    }

    /// A row's label: the SwiftUI style, with Apple's row name when it differs
    /// (`title (title1)`), or Apple's row name alone when no style maps to it.
    package static func label(of row: PlatformTypeTable.Row) -> String {
        guard let style = row.style else { return "\(row.name) (no SwiftUI style)" }
        return style.rawValue == row.name ? row.name : "\(style.rawValue) (\(row.name))"
    }
}
