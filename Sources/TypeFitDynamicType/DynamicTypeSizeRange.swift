import TypeFitVocabulary

/// A closed range of Dynamic Type sizes, as passed to SwiftUI's `.dynamicTypeSize(_:)`
/// modifier: `xSmall...xxxLarge`, `...accessibility1`, `large...`, `..<accessibility1`, or one
/// fixed size (`.dynamicTypeSize(.xLarge)`).
///
/// Behaviour (documented, SwiftUI `View.dynamicTypeSize(_:)`): the modifier clamps the size for
/// its subtree; nested ranges intersect; an outer range still clamps a fixed inner size that lies
/// outside it. ``clamp(_:)`` and ``nested(inside:)`` model those rules.
///
/// Both bounds are inclusive and `lowerBound <= upperBound` always holds.
public struct DynamicTypeSizeRange: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The smallest size allowed (inclusive).
    public let lowerBound: DynamicTypeSize
    /// The largest size allowed (inclusive).
    public let upperBound: DynamicTypeSize

    /// Every size, `xSmall...accessibility5`: no restriction.
    public static let all = DynamicTypeSizeRange(uncheckedLower: .xSmall, upper: .accessibility5)

    /// The standard (non-accessibility) sizes, `xSmall...xxxLarge`.
    package static let standardSizes = DynamicTypeSizeRange(uncheckedLower: .xSmall, upper: .xxxLarge)

    private init(uncheckedLower lower: DynamicTypeSize, upper: DynamicTypeSize) {
        lowerBound = lower
        upperBound = upper
    }

    /// The range `lower...upper`; throws
    /// ``DynamicTypeError/lowerBoundExceedsUpperBound(lower:upper:)`` when `lower > upper`.
    public init(_ lower: DynamicTypeSize, _ upper: DynamicTypeSize) throws(DynamicTypeError) {
        guard lower <= upper else {
            throw .lowerBoundExceedsUpperBound(lower: lower.rawValue, upper: upper.rawValue)
        }
        self.init(uncheckedLower: lower, upper: upper)
    }

    /// A closed range such as `.xSmall ... .xxxLarge` (Swift guarantees its order).
    public init(_ range: ClosedRange<DynamicTypeSize>) {
        self.init(uncheckedLower: range.lowerBound, upper: range.upperBound)
    }

    /// A partial range `...x`: from ``DynamicTypeSize/xSmall`` through `x`.
    public init(_ range: PartialRangeThrough<DynamicTypeSize>) {
        self.init(uncheckedLower: .xSmall, upper: range.upperBound)
    }

    /// A partial range `x...`: from `x` through ``DynamicTypeSize/accessibility5``.
    public init(_ range: PartialRangeFrom<DynamicTypeSize>) {
        self.init(uncheckedLower: range.lowerBound, upper: .accessibility5)
    }

    /// A half-open range `a..<b` (SwiftUI accepts any `RangeExpression`): `a` through the size
    /// before `b`. Throws ``DynamicTypeError/invalidRange(text:reason:)`` when it is empty.
    public init(_ range: Range<DynamicTypeSize>) throws(DynamicTypeError) {
        guard let upper = DynamicTypeSize(ordinal: range.upperBound.ordinal - 1),
            range.lowerBound <= upper
        else {
            throw .invalidRange(
                text: "\(range.lowerBound.rawValue)..<\(range.upperBound.rawValue)",
                reason: "the range is empty")
        }
        self.init(uncheckedLower: range.lowerBound, upper: upper)
    }

    /// A partial half-open range `..<b`: ``DynamicTypeSize/xSmall`` through the size before `b`.
    /// Throws ``DynamicTypeError/invalidRange(text:reason:)`` for `..<xSmall` (empty).
    public init(_ range: PartialRangeUpTo<DynamicTypeSize>) throws(DynamicTypeError) {
        try self.init(DynamicTypeSize.xSmall..<range.upperBound)
    }

    /// One fixed size, as `.dynamicTypeSize(.xLarge)` sets it: the range `size...size`.
    public init(fixed size: DynamicTypeSize) {
        self.init(uncheckedLower: size, upper: size)
    }

    /// Whether the range holds exactly one size.
    package var isFixed: Bool { lowerBound == upperBound }

    /// Whether `size` lies inside the range.
    public func contains(_ size: DynamicTypeSize) -> Bool {
        lowerBound <= size && size <= upperBound
    }

    /// The sizes in the range, smallest first.
    public var sizes: [DynamicTypeSize] {
        DynamicTypeSize.allCases.filter(contains)
    }

    /// `size` moved into the range: sizes below it become ``lowerBound``, sizes above it
    /// ``upperBound`` (documented: the modifier limits the size to the range).
    public func clamp(_ size: DynamicTypeSize) -> DynamicTypeSize {
        min(max(size, lowerBound), upperBound)
    }

    /// The plain set intersection of two ranges, or nil when they share no size.
    public func intersection(_ other: DynamicTypeSizeRange) -> DynamicTypeSizeRange? {
        let lower = max(lowerBound, other.lowerBound)
        let upper = min(upperBound, other.upperBound)
        return lower <= upper ? DynamicTypeSizeRange(uncheckedLower: lower, upper: upper) : nil
    }

    /// The range in effect when this range is applied to a view inside a view restricted to
    /// `outer` (documented: nested ranges intersect, and an outer range still clamps an inner range
    /// or fixed size that lies outside it).
    ///
    /// Overlapping ranges give their intersection; disjoint ranges give the single size of `outer`
    /// nearest to this range. Equivalently, the bounds of this range clamped into `outer`; and for
    /// any size `s`, `nested(inside: outer).clamp(s) == outer.clamp(clamp(s))`.
    public func nested(inside outer: DynamicTypeSizeRange) -> DynamicTypeSizeRange {
        DynamicTypeSizeRange(uncheckedLower: outer.clamp(lowerBound), upper: outer.clamp(upperBound))
    }

    /// The range in effect under a chain of `.dynamicTypeSize` modifiers, listed from the
    /// outermost (closest to the root) to the innermost. An empty list gives ``all``.
    public static func effective(outermostFirst ranges: [DynamicTypeSizeRange]) -> DynamicTypeSizeRange {
        ranges.reduce(DynamicTypeSizeRange.all) { outer, inner in inner.nested(inside: outer) }
    }

    /// `lower...upper` with SwiftUI names; ``parse(_:)`` reads it back.
    public var description: String {
        "\(lowerBound.rawValue)...\(upperBound.rawValue)"
    }

    /// Reads a range written the Swift way, with any size names ``DynamicTypeSize/init(name:)``
    /// accepts and optional spaces: `xSmall...xxxLarge`, `...accessibility1`, `large...`,
    /// `small..<AX1`, `..<AX1`, or one name for a fixed size (`xLarge`).
    ///
    /// Throws ``DynamicTypeError/lowerBoundExceedsUpperBound(lower:upper:)`` when the lower bound
    /// exceeds the upper, ``DynamicTypeError/invalidRange(text:reason:)`` for malformed or empty
    /// ranges, and ``DynamicTypeError/unknownName(kind:value:accepted:)`` for a bad size name.
    public static func parse(_ text: String) throws(DynamicTypeError) -> DynamicTypeSizeRange {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .invalidRange(text: text, reason: "it is empty") }
        let halfOpen = trimmed.contains("..<")
        if trimmed.contains("....") || (halfOpen && trimmed.contains("...")) {
            throw .invalidRange(text: text, reason: "use exactly one \"...\" or \"..<\"")
        }
        let separator = halfOpen ? "..<" : "..."
        let parts = trimmed.split(separator: separator, omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            guard !trimmed.contains("..") else {
                throw .invalidRange(text: text, reason: "use \"...\" or \"..<\" between the bounds")
            }
            return DynamicTypeSizeRange(fixed: try DynamicTypeSize.parse(trimmed))
        case 2:
            let lowerText = String(parts[0]).trimmingWhitespace()
            let upperText = String(parts[1]).trimmingWhitespace()
            if lowerText.contains("..") || upperText.contains("..") {
                throw .invalidRange(text: text, reason: "use exactly one \"...\" or \"..<\"")
            }
            let lower = lowerText.isEmpty ? nil : try DynamicTypeSize.parse(lowerText)
            switch (lower, upperText.isEmpty, halfOpen) {
            case (nil, true, _):
                throw .invalidRange(text: text, reason: "give at least one bound")
            case (let lower?, true, false):
                return DynamicTypeSizeRange(lower...)
            case (_, true, true):
                throw .invalidRange(text: text, reason: "a half-open range needs an upper bound")
            case (let lower, false, _):
                let upper = try DynamicTypeSize.parse(upperText)
                if halfOpen {
                    guard let lower else { return try DynamicTypeSizeRange(..<upper) }
                    guard lower < upper else {
                        if lower > upper {
                            throw .lowerBoundExceedsUpperBound(
                                lower: lower.rawValue, upper: upper.rawValue
                            )
                        }
                        throw .invalidRange(text: text, reason: "the range is empty")
                    }
                    return try DynamicTypeSizeRange(lower..<upper)
                }
                return try DynamicTypeSizeRange(lower ?? .xSmall, upper)
            }
        default:
            throw .invalidRange(text: text, reason: "use exactly one \"...\" or \"..<\"")
        }
    }

    /// Encodes as the ``description`` string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes any string ``parse(_:)`` accepts.
    public init(from decoder: any Decoder) throws {
        self = try DynamicTypeError.decode(from: decoder, with: DynamicTypeSizeRange.parse)
    }
}
