import TypeFitStrings
import TypeFitVocabulary

/// Where one use of a localized string lays out on one device, worked out from the code around
/// it and iOS's system containers: the container, the type scale entry its font is, the width it
/// may use, its lines, where an overflow is cut and its case, each field with where it comes from
/// (``Source``): read from the code, a system container's default, or assumed.
///
/// ``SwiftTextPlacer`` makes them; ``SwiftCodePlaces`` turns them into constraints.
public struct SwiftTextPlace: Sendable, Hashable {
    /// Where a field's value comes from, and so how far to trust it.
    public enum Source: Sendable, Hashable, CustomStringConvertible {
        /// The code says so, at this place.
        case code(SwiftSourceLocation)
        /// The default of the container the text is shown in (SwiftUI's, UIKit's or iOS's system
        /// container table), named, with the table's confidence where it has one.
        case container(String)
        /// Nothing in the code or the container decides it; the reason says what was taken.
        case assumed(String)

        /// Whether the value is exact as far as the code goes (read from it).
        public var isFromCode: Bool {
            if case .code = self { return true }
            return false
        }

        /// Whether the value is assumed.
        public var isAssumed: Bool {
            if case .assumed = self { return true }
            return false
        }

        /// `code Home.swift:12`, `container default (inline navigation title, inferred)`,
        /// `assumed (…)`.
        public var description: String {
            switch self {
            case .code(let at): "code \(at.file):\(at.line)"
            case .container(let what): "container default (\(what))"
            case .assumed(let why): "assumed (\(why))"
            }
        }

        /// `code`, `container` or `assumed`, as JSON writes the kind.
        public var kind: String {
            switch self {
            case .code: "code"
            case .container: "container"
            case .assumed: "assumed"
            }
        }
    }

    /// A value and where it comes from.
    public struct Field<Value: Sendable & Hashable>: Sendable, Hashable {
        public var value: Value
        public var source: Source

        public init(_ value: Value, _ source: Source) {
            self.value = value
            self.source = source
        }
    }

    /// The use the place is of.
    public var use: SwiftTextUse
    /// The system container the text is shown in; nil for the app's own layout (a `Text` in a
    /// stack, a `UILabel` in a cell).
    public var container: SystemContainer?
    /// What the place is, in words (`inline navigation title`, `Text in the app's layout`).
    public var name: String
    /// The device the width is for.
    public var device: DeviceWidth
    /// The type scale entry the text is set in: one of the app's scale, or a ``SystemTextEntry``.
    public var entry: Field<String>
    /// The width the text may use, points.
    public var width: Field<Double>
    /// The most lines the text may take; nil: no limit (the text wraps and grows in height).
    public var lines: Field<Int?>
    /// Where an overflowing line is cut.
    public var truncation: TruncationMode
    /// Autoshrink (alert buttons shrink before they cut): 0 < f ≤ 1; nil for none.
    public var minimumScaleFactor: Double?
    /// The case the text is drawn in; nil: as written.
    public var textCase: Field<TextCase?>
    /// How the string's inline Markdown is read: SwiftUI reads a localized key's Markdown, UIKit
    /// shows the text as written.
    public var markup: TextMarkup

    /// Whether the text can overflow here: it has a line limit (a text that wraps freely needs
    /// height, never truncates).
    public var canTruncate: Bool { lines.value != nil }

    /// The constraint a check lays the text out in: entry, width in points (no insets), lines,
    /// truncation, autoshrink, case and markup.
    public var constraint: ResolvedConstraint {
        ResolvedConstraint(
            entry: entry.value, width: .points(width.value), lines: lines.value.map(LineLimit.lines) ?? .unlimited,
            truncation: truncation, minimumScaleFactor: minimumScaleFactor, markup: markup,
            textCase: textCase.value)
    }
}
