import TypeFitDynamicType
import TypeFitStrings
import TypeFitVocabulary

/// Works out where each use of a localized string lays out (``SwiftTextPlace``) on one device:
/// the system container its view puts it in (``SystemContainers``), else the app's own layout;
/// its font as an entry of the app's type scale or of the system font (``SystemTextEntry``);
/// its width, lines, truncation and case from the code where the code sets them, else from the
/// container, else assumed and said so.
///
/// ```swift
/// let placer = SwiftTextPlacer(device: DeviceWidths.named("iPhone 16")!, scaleEntries: ["rowTitle"])
/// let place = placer.place(use)   // nil for a string whose place the code does not show
/// place?.width.source             // .container("inline navigation title, inferred")
/// ```
public struct SwiftTextPlacer: Sendable {
    /// The device widths are worked out for (portrait).
    public var device: DeviceWidth
    /// The names of the app's type scale's entries, which a view's `.font(…)` may name.
    public var scaleEntries: Set<String>
    /// The tab count of a tab bar whose count the code does not show.
    public static let assumedTabCount = 4

    public init(device: DeviceWidth, scaleEntries: Set<String>) {
        self.device = device
        self.scaleEntries = scaleEntries
    }

    /// The places of `uses`; the tab count of a tab bar is the number of tab items in the same file.
    public func places(_ uses: [SwiftTextUse]) -> [SwiftTextPlace] {
        let tabsByFile = Dictionary(grouping: uses.filter(Self.isTabItem), by: \.location.file).mapValues(\.count)
        return uses.compactMap { place($0, tabsInFile: tabsByFile[$0.location.file] ?? 0) }
    }

    /// The place of `use`, or nil when the code does not show where it goes (``SwiftTextUse/Shown/unknown``).
    /// `tabsInFile` is the number of tab items the use's file shows (0: not known).
    public func place(_ use: SwiftTextUse, tabsInFile: Int = 0) -> SwiftTextPlace? {
        guard use.shown != .unknown else { return nil }
        let container = Self.container(of: use, tabs: tabsInFile)
        let margins = Self.marginsWidth(on: device)
        var place: SwiftTextPlace
        if let container {
            place = systemPlace(use, container.container, tabsKnown: container.tabsKnown, margins: margins)
        } else {
            place = appPlace(use, margins: margins)
        }
        // A SwiftUI scroll view has no margins of its own: its content spans the screen.
        let spansScreen =
            container == nil || (container?.container == .scrollViewText && !Self.isUIKit(use))
        applyLayout(use, to: &place, inAppLayout: spansScreen)
        return place
    }

    /// A use in one of iOS's system containers: the table's facts, then what the code sets where
    /// the container lets it (a bar's title keeps its font; a row's text takes the view's).
    private func systemPlace(
        _ use: SwiftTextUse, _ container: SystemContainer, tabsKnown: Bool, margins: Double
    ) -> SwiftTextPlace {
        let facts = SystemContainers.place(for: container, device: device, size: .large)
        let what = facts.name
        func sure(_ confidence: Confidence?) -> String { "\(what), \(confidence?.rawValue ?? "unknown")" }
        var width = SwiftTextPlace.Field(margins, .assumed("\(what): the table gives no width; the screen's margins"))
        if let points = facts.width.value {
            width = .init(
                points,
                tabsKnown
                    ? .container(sure(facts.width.confidence))
                    : .assumed("\(what) of \(Self.assumedTabCount) tabs: the code does not show the tab count"))
        }
        let keepsOwnFont = facts.scaling.value == .fixed || container.isAlertOrSheet
        var entry = SwiftTextPlace.Field(
            Self.entryName(of: container, facts), .container(sure(facts.font.confidence)))
        if !keepsOwnFont, let font = use.font,
            let name = SwiftPlaceFont.entryName(for: font.value, scaleEntries: scaleEntries)
        {
            entry = .init(name, font.at.map { .code($0) } ?? .container(what))
        }
        var lines = SwiftTextPlace.Field<Int?>(
            facts.lineLimit.value?.maximum, .container(sure(facts.lineLimit.confidence)))
        if facts.lineLimit.value == nil {
            lines = .init(1, .assumed("\(what): the table gives no line limit; one line"))
        }
        if use.shown == .uiLabelText {
            lines = .init(1, .container("UILabel's default: one line"))
        }
        if !keepsOwnFont, let limit = use.lineLimit {
            lines = .init(limit.value, limit.at.map { .code($0) } ?? lines.source)
        }
        let textCase = Self.textCase(
            of: use, otherwise: .init(facts.textCase.value?.textCase, .container(sure(facts.textCase.confidence))))
        return SwiftTextPlace(
            use: use, container: container, name: what, device: device, entry: entry, width: width, lines: lines,
            truncation: facts.overflow.value?.truncation ?? .tail,
            minimumScaleFactor: facts.textContainer.map(\.minimumScaleFactor).flatMap { $0 < 1 ? $0 : nil },
            textCase: textCase, markup: Self.markup(of: use))
    }

    /// A use in the app's own layout: the font, lines and case its code sets, else SwiftUI's or
    /// UIKit's defaults; the width between the screen's layout margins, assumed.
    private func appPlace(_ use: SwiftTextUse, margins: Double) -> SwiftTextPlace {
        let uikit = Self.isUIKit(use)
        let name = "\(use.shownName) in the app's layout"
        var entry: SwiftTextPlace.Field<String> =
            uikit
            ? .init(SystemTextEntry.name(fixedPoints: 17), .container("UIKit's default font, 17 pt, fixed"))
            : .init(SystemTextEntry.name(style: .body), .container("SwiftUI's default font, body"))
        if let font = use.font {
            if let resolved = SwiftPlaceFont.entryName(for: font.value, scaleEntries: scaleEntries) {
                entry = .init(resolved, font.at.map { .code($0) } ?? entry.source)
            } else {
                entry = .init(entry.value, .assumed("font \(font.value) is not an entry TypeFit read; \(entry.value)"))
            }
        }
        var lines: SwiftTextPlace.Field<Int?> =
            uikit
            ? .init(1, .container("UIKit's default: one line")) : .init(nil, .container("SwiftUI's Text wraps"))
        if let limit = use.lineLimit { lines = .init(limit.value, limit.at.map { .code($0) } ?? lines.source) }
        let textCase = Self.textCase(of: use, otherwise: .init(nil, .container("as written")))
        return SwiftTextPlace(
            use: use, container: nil, name: name, device: device, entry: entry,
            width: .init(
                margins, .assumed("the row width: \(device.name) less its layout margins; the code does not fix it")),
            lines: lines, truncation: .tail, minimumScaleFactor: nil, textCase: textCase, markup: Self.markup(of: use))
    }

    /// The case the code sets (`.textCase(.uppercase)`, or `nil` to undo the container's), else
    /// `otherwise`.
    private static func textCase(of use: SwiftTextUse, otherwise: SwiftTextPlace.Field<TextCase?>)
        -> SwiftTextPlace.Field<TextCase?>
    {
        guard let written = use.textCase else { return otherwise }
        return .init(written.value.flatMap(TextCase.init(rawValue:)), written.at.map { .code($0) } ?? otherwise.source)
    }

    /// The widths and paddings the code sets on the view and the views around it, applied from
    /// the outermost in over the container's width: a `.frame(width:)` sets the width, a
    /// `.frame(maxWidth:)` narrower than what is left caps it, a padding takes its two sides
    /// off, a stack's share is what is left less its fixed siblings, split among its views.
    /// Only a frame makes the width the code's (at the innermost frame that decides it). In the
    /// app's own layout, paddings alone are taken off the screen's full width (a SwiftUI view has
    /// no layout margins of its own); that the outermost view spans the screen is assumed, and
    /// the place says so.
    private func applyLayout(_ use: SwiftTextUse, to place: inout SwiftTextPlace, inAppLayout: Bool) {
        let steps = use.layoutSteps
        guard !steps.isEmpty else { return }
        let fixed = steps.contains { $0.kind == .width }
        let fromScreen = inAppLayout && !fixed && steps.contains { $0.kind == .padding }
        var value = fromScreen ? device.width : place.width.value
        // Only a frame the code sets determines the width (`decidedAt`); paddings and a stack's
        // fixed siblings over a container's width leave it the container's, less what the code
        // takes.
        var decidedAt: SwiftSourceLocation?
        var determined = false
        // An even share among views that take what they are offered is SwiftUI's offer, not
        // what a short sibling leaves: assumed.
        let evenShare = steps.first { $0.kind == .share && $0.parts > 1 }
        var changed = false
        for step in steps.reversed() {
            switch step.kind {
            case .width: value = step.points
            case .maxWidth where step.points < value: value = step.points
            case .maxWidth: continue
            case .padding: value -= 2 * step.points
            case .share: value = (value - step.points) / Double(max(step.parts, 1))
            }
            if step.kind == .width || step.kind == .maxWidth {
                determined = true
                decidedAt = step.at ?? decidedAt
            }
            changed = true
        }
        guard changed, value > 0 else { return }
        let location = decidedAt ?? steps.first { $0.at != nil }?.at
        let written = location.map { " (from \($0.file):\($0.line))" } ?? ""
        if let evenShare {
            let at = evenShare.at.map { " (\($0.file):\($0.line))" } ?? ""
            place.width = .init(value, .assumed("an even share of a horizontal stack\(at)"))
        } else if determined, let location {
            place.width = .init(value, .code(location))
        } else if fromScreen {
            // The paddings are the code's; that the outermost view spans the screen is assumed.
            place.width = .init(
                value, .assumed("\(device.name)'s full width less the paddings the code sets\(written)"))
        } else if case .container(let what) = place.width.source {
            place.width = .init(
                value, .container("\(what), less the paddings and fixed siblings the code sets\(written)"))
        } else {
            place.width = .init(value, place.width.source)
        }
    }

    /// The entry of a container's own font: the system font's text style when the container
    /// follows it as the style does (`system.body` for a list row), else the container's entry.
    private static func entryName(of container: SystemContainer, _ facts: ContainerPlace) -> String {
        guard facts.scaling.value == .textStyle, let font = facts.font.value, let style = font.style,
            let row = PlatformTypeTable.iOS.row(for: style)
        else { return SystemTextEntry.name(container: container) }
        return SystemTextEntry.name(style: style, weight: font.weight == row.weight ? nil : font.weight)
    }

    /// The screen's width less its layout margins, points.
    static func marginsWidth(on device: DeviceWidth) -> Double {
        device.width - 2 * (SystemContainers.layoutMargin(on: device).value ?? 16)
    }

    static func isUIKit(_ use: SwiftTextUse) -> Bool {
        switch use.shown {
        case .uiLabelText, .uiButtonTitle, .navigationItemTitle, .uiTabBarItem, .uiAlertAction, .uiAlertControllerTitle,
            .uiAlertControllerMessage, .uiBarButtonItem, .uiTextFieldPlaceholder:
            true
        default: false
        }
    }

    /// SwiftUI reads a localized key's Markdown; UIKit shows the text as written.
    static func markup(of use: SwiftTextUse) -> TextMarkup {
        isUIKit(use) ? .literal : .markdown
    }

    static func isTabItem(_ use: SwiftTextUse) -> Bool {
        use.shown == .uiTabBarItem || use.enclosing.first == .tabItem
    }
}
