import ArgumentParser
import TypeFit
import TypeFitOutput
import TypeFitReport
import TypeFitVocabulary

/// `typefit styles`: a platform's published text-style table, every style at every Dynamic Type
/// size the platform has.
struct StylesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "styles",
        abstract:
            "Show a platform's text-style table: point size/leading (pt) of every style at every Dynamic Type size.",
        discussion: """
            Values are Apple's Human Interface Guidelines tables (Typography > Specifications); \
            each style says how sure the model is of it (documented, measured or inferred), and the \
            text output's footer gives the source and the notes on inferred or anomalous rows.

            Sizes: iOS/iPadOS has 12 (xSmall … accessibility5, default large); watchOS has 9 (no \
            medium, accessibility4 or accessibility5) and its default depends on the watch case \
            (--watch-size; without it, large, the 40/41/42 mm default). macOS (no Dynamic Type) and \
            tvOS publish one fixed table: it is reported as the single size "large" (every Dynamic \
            Type size gives these values), so "sizes" is ["large"] and every array has one number.

            JSON: {"platform", "sizes": [SwiftUI size names, smallest first], "defaultSize", \
            "styles": {NAME: {"weight", "emphasizedWeight", "pointSize": [pt…], "leading": [pt…], \
            "confidence"}}}; arrays are indexed like "sizes". NAME is the SwiftUI text style \
            (title, not title1); a published row no SwiftUI style serves (watchOS footnote2) keeps \
            Apple's row name.
            """
    )

    @Option(
        help: ArgumentHelp(
            "Platform: ios (also iPadOS), watchos, macos or tvos. Default: ios, or watchos when --watch-size is given.",
            valueName: "platform"))
    var platform: String?

    @Option(
        help: ArgumentHelp(
            "watchOS case size in mm (38, 40, 41, 42, 44, 45 or 49); sets the default size: small on 38, large on 40–42, xLarge on 44–49. Implies --platform watchos.",
            valueName: "mm"))
    var watchSize: String?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let report = try StylesReport(platformName: platform, watchSizeName: watchSize)
        switch format {
        case .json: try OutputWriter.write(try OutputWriter.json(report.json), to: nil)
        case .text: try OutputWriter.write(report.rendered(), to: nil)
        }
    }
}

/// The table `typefit styles` prints, resolved from the command's options.
struct StylesReport {
    /// The JSON document: exactly `platform`, `sizes`, `defaultSize`, `styles`.
    struct JSON: Encodable {
        struct Style: Encodable {
            var weight: String
            var emphasizedWeight: String
            var pointSize: [Double]
            var leading: [Double]
            var confidence: String
        }

        var platform: String
        var sizes: [String]
        var defaultSize: String
        var styles: [String: Style]
    }

    let table: PlatformTypeTable
    let watchSize: WatchCaseSize?
    let defaultSize: DynamicTypeSize

    /// Reads the platform and watch size, failing with the bad-input exit and the model's message.
    init(platformName: String?, watchSizeName: String?) throws {
        do {
            let watchSize = try watchSizeName.map(WatchCaseSize.parse)
            let platform = try platformName.map(Platform.parse) ?? (watchSize == nil ? .default : .watchOS)
            if let watchSizeName, platform != .watchOS {
                throw CommandFailure.badInput(
                    "--watch-size \(watchSizeName) applies only to watchOS, not \(platform.displayName)")
            }
            table = platform.typeTable
            self.watchSize = watchSize
            defaultSize = watchSize?.defaultDynamicTypeSize ?? table.defaultSize
        } catch let error as DynamicTypeError {
            throw CommandFailure.badInput(error.description)
        }
    }

    /// The key a row has in the JSON `styles` object: the SwiftUI style, else Apple's row name.
    static func key(of row: PlatformTypeTable.Row) -> String {
        row.style?.rawValue ?? row.name
    }

    var json: JSON {
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
    func rendered() -> String {
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
                "\($0.formattedForTable)/\($1.formattedForTable)"
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
                watchSize.map { "on a \($0.rawValue) watch" }
                ?? "on 40, 41 and 42 mm watches (small on 38 mm, xLarge on 44, 45 and 49 mm; see --watch-size)"
            footer.append(
                "* default size: \(defaultSize.rawValue) \(which). AX1…AX3 = accessibility1…accessibility3; watchOS has no medium, AX4 or AX5."
            )
        case .macOS, .tvOS:
            footer.append("\(platform.displayName) has no Dynamic Type: one fixed table, the same at every size.")
        }
        if let minimum = table.minimumPointSize {
            footer.append("Text styles never go below \(minimum.formattedForTable) pt on \(platform.displayName).")
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
    static func label(of row: PlatformTypeTable.Row) -> String {
        guard let style = row.style else { return "\(row.name) (no SwiftUI style)" }
        return style.rawValue == row.name ? row.name : "\(style.rawValue) (\(row.name))"
    }
}
