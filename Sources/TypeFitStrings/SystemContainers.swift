import Foundation
import TypeFitDynamicType
import TypeFitVocabulary

/// iOS's system text containers as data: for each container iOS's own UI gives a string (a
/// navigation title, a tab bar item, an alert button, a list row…), its font, whether it follows
/// Dynamic Type, its lines, what overflowing text does, its text case, and the width it leaves
/// the text on any device, each fact with its confidence and sources.
///
/// The facts are the table `Tables/SystemContainers.json` (iOS and iPadOS 15–18, portrait),
/// embedded in the binary like the Dynamic Type tables; widths are rules over the device's
/// screen and its layout margin (``layoutMargin(on:)``), so every device of
/// ``DeviceWidths`` gets them. A fact no source gives is unknown, never guessed.
public enum SystemContainers {
    /// The table as `Tables/SystemContainers.json` has it.
    private struct File: Decodable {
        let scope: String
        let sources: [ContainerSource]
        let largeContentViewerFrom: SourcedFact<DynamicTypeSize>
        let layoutMargins: [LayoutMarginRule]
        let containers: [SystemContainerRow]
    }

    private static let file = EmbeddedTable.decode(
        File.self, from: PackageResources.SystemContainers_json, name: "SystemContainers.json")

    private static let rowsByID = Dictionary(
        file.containers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// What the table covers (platform versions, orientation).
    public static var scope: String { file.scope }

    /// Every source the table cites.
    public static var sources: [ContainerSource] { file.sources }

    /// The source with identifier `id`, or nil.
    public static func source(_ id: String) -> ContainerSource? {
        file.sources.first { $0.id == id }
    }

    /// Every row of the table, in its order.
    package static var rows: [SystemContainerRow] { file.containers }

    /// The row `id`, or nil.
    package static func row(_ id: String) -> SystemContainerRow? { rowsByID[id] }

    /// The smallest Dynamic Type size at which containers that keep their size offer the Large
    /// Content Viewer (AX1).
    public static var largeContentViewerFrom: SourcedFact<DynamicTypeSize> { file.largeContentViewerFrom }

    /// The root view's layout margin on `device`, points per side (16 on 375-wide and narrower
    /// iPhones, 20 on wider ones and on iPads), with its confidence, sources and the older
    /// reading as an alternative.
    public static func layoutMargin(on device: DeviceWidth) -> SourcedFact<Double> {
        guard let rule = file.layoutMargins.first(where: { $0.covers(device) }) else {
            return .unknown("no layout margin is known for a \(device.width.pointsText(decimals: 1))-pt-wide screen")
        }
        return rule.margin(on: device)
    }

    /// Where a string shown in `container` lays out on `device` (portrait) at `size`: width in
    /// points, font, line limit, overflow and text case, each with its confidence and sources.
    public static func place(
        for container: SystemContainer, device: DeviceWidth, size: DynamicTypeSize
    ) -> ContainerPlace {
        let ipad = device.variationName == "ipad"
        let id = container.rowID(ipad: ipad)
        guard let row = rowsByID[id] else {
            preconditionFailure("TypeFit's built-in table SystemContainers.json has no row \(id)")
        }
        let accessibility = size.isAccessibilitySize
        let lines = (accessibility ? row.accessibilityLines : nil) ?? row.lines
        return ContainerPlace(
            container: container, device: device, size: size, name: row.name, apis: row.apis,
            width: width(of: row, for: container, on: device, ipad: ipad, size: size).withoutRepeatedAlternatives(),
            font: font(of: row, at: size), scaling: row.scaling,
            largeContentViewer: largeContentViewer(of: row, at: size),
            lineLimit: lines.map { $0.limit },
            overflow: (accessibility ? row.accessibilityOverflow : nil) ?? row.overflow,
            textCase: row.textCase, notes: row.notes ?? [])
    }

    /// The font of the table's row `id` at `size` (its point size by the row's scaling), or nil
    /// when the table has no such row.
    package static func font(ofRow id: String, at size: DynamicTypeSize) -> SourcedFact<ContainerFont>? {
        rowsByID[id].map { font(of: $0, at: size) }
    }

    /// The row's font at `size`: its point size by the row's scaling, as sure as the weaker of
    /// the font and (away from Large) the scaling.
    private static func font(of row: SystemContainerRow, at size: DynamicTypeSize) -> SourcedFact<ContainerFont> {
        guard size != .large else { return row.font }
        guard let scaling = row.scaling.value else {
            return .unknown(
                "the font at Large is \(row.font.value.map(\.description) ?? "unknown"); "
                    + (row.scaling.note ?? "how it follows Dynamic Type is unknown"))
        }
        return row.font.map { font in
            scaling.pointSize(of: font, at: size).map {
                ContainerFont(pointSize: $0, weight: font.weight, style: font.style)
            }
        }.combined(with: row.scaling)
    }

    /// Whether the row's Large Content Viewer is offered at `size`.
    private static func largeContentViewer(of row: SystemContainerRow, at size: DynamicTypeSize) -> SourcedFact<Bool> {
        let offered = row.largeContentViewer.map { $0 }
        guard offered.value == true else { return offered }
        guard let from = largeContentViewerFrom.value else { return offered }
        return offered.map { _ in size >= from }.combined(with: largeContentViewerFrom)
    }

    /// The row's width rule evaluated on `device`: as sure as the weaker of the rule and the
    /// device's layout margin when the rule reads it.
    private static func width(
        of row: SystemContainerRow, for container: SystemContainer, on device: DeviceWidth, ipad: Bool,
        size: DynamicTypeSize
    ) -> SourcedFact<Double> {
        let rule = (ipad ? row.ipadWidth : nil) ?? row.width
        let margin = layoutMargin(on: device)
        var leading = 0.0
        var trailing = 0.0
        if case .inlineNavigationTitle(let before, let after) = container { (leading, trailing) = (before, after) }
        let widths = rule.map(
            unknownReason: rule.isUnknown
                ? nil : "\(row.name): no width at \(size.rawValue) on \(device.name) (\(rule.note ?? "not published"))"
        ) { rule -> Double? in
            guard !rule.usesMargin || margin.value != nil else { return nil }
            return rule.points(
                .init(
                    screen: device.width, margin: margin.value ?? 0, items: container.items, leadingItems: leading,
                    trailingItems: trailing, size: size))
        }
        guard let value = rule.value, value.usesMargin else { return widths }
        var combined = widths.combined(with: margin)
        guard combined.value != nil else { return combined }
        for other in margin.alternatives {
            let inputs = ContainerWidthRule.Inputs(
                screen: device.width, margin: other.value, items: container.items, leadingItems: leading,
                trailingItems: trailing, size: size)
            guard let points = value.points(inputs) else { continue }
            combined.alternatives.append(
                .init(
                    value: points, confidence: other.confidence, sources: other.sources,
                    note: "with a \(other.value.pointsText(decimals: 1))-pt layout margin: \(other.note ?? "")"))
        }
        return combined
    }
}
