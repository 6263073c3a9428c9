import TypeFitVocabulary

/// Which column of Apple's tracking table to use.
///
/// Apple publishes both columns and does not document which one the system applies; they differ
/// by up to about 0.04 pt. The default is ``points`` (inferred choice): it is published to 0.01 pt,
/// i.e. to within ±0.005 pt, while the em column is rounded to whole thousandths of an em, i.e.
/// to within ±0.0005 em = ±(size / 2000) pt, which is coarser than the points column at every
/// size above 10 pt (every iOS text style is 11 pt or more). Points are also the unit that
/// `tracking`/`kern` take.
public enum SFTrackingSource: String, CaseIterable, Sendable, Codable {
    /// The points column, used as is (pt).
    case points
    /// The 1/1000 em column, multiplied by the point size.
    case em

    /// The column used unless another is chosen: ``points``.
    public static let `default`: SFTrackingSource = .points

    /// Reads `points` (`pt`) or `em`, case-insensitively.
    package init?(name: String) {
        switch NameNormalization.fold(name) {
        case "points", "point", "pt": self = .points
        case "em", "1/1000em": self = .em
        default: return nil
        }
    }

    /// Like ``init(name:)`` but throws ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    public static func parse(_ name: String) throws(DynamicTypeError) -> SFTrackingSource {
        guard let source = SFTrackingSource(name: name) else {
            throw .unknownName(kind: .trackingSource, value: name, accepted: ["points", "em"])
        }
        return source
    }
}

/// A system font family with a published tracking table.
public enum SFTrackingFamily: String, CaseIterable, Sendable, Codable {
    /// SF Pro (iOS, iPadOS, visionOS, macOS, tvOS system font).
    case sfPro
    /// SF Pro Rounded.
    case sfProRounded
    /// SF Compact (watchOS system font).
    case sfCompact

    /// The system font family of `platform`: SF Compact on watchOS, SF Pro elsewhere.
    public static func system(for platform: Platform) -> SFTrackingFamily {
        platform == .watchOS ? .sfCompact : .sfPro
    }

    /// Reads `sfPro`, `SF Pro Rounded`, `sfCompact`, … case-insensitively.
    package init?(name: String) {
        let folded = NameNormalization.fold(name)
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == folded }) else {
            return nil
        }
        self = match
    }

    /// Like ``init(name:)`` but throws ``DynamicTypeError/unknownName(kind:value:accepted:)``.
    public static func parse(_ name: String) throws(DynamicTypeError) -> SFTrackingFamily {
        guard let family = SFTrackingFamily(name: name) else {
            throw .unknownName(kind: .trackingFamily, value: name, accepted: allCases.map(\.rawValue))
        }
        return family
    }
}

/// The size-specific tracking (letter spacing) the system applies to its own fonts, from Apple's
/// published tracking tables (HIG, Typography > Tracking values; documented). Custom fonts get no
/// tracking unless they carry a `trak` table (documented), so this applies to the system font
/// only.
///
/// Between published sizes the tracking is interpolated linearly (inferred: Apple publishes whole
/// sizes only); below the smallest published size (6 pt) the 6 pt entry is used, above the largest
/// (96 pt) the 96 pt entry. For SF Pro this gives 0 from 80 pt on, as published.
///
/// Platform differences (documented): on macOS and tvOS the SF Pro points column has the 52 pt and
/// 53 pt values swapped (0.31 and 0.33 instead of 0.33 and 0.31).
public struct SFTracking: Hashable, Sendable {
    /// One published row: point size (pt), tracking in 1/1000 em, tracking in points (pt).
    public struct Entry: Hashable, Sendable {
        /// The published point size (pt).
        public let pointSize: Double
        /// Tracking in thousandths of an em.
        public let em: Double
        /// Tracking in points (pt).
        public let points: Double
    }

    /// The font family.
    public let family: SFTrackingFamily
    /// Which column is used.
    public let source: SFTrackingSource
    /// The platform (only macOS and tvOS change anything, for SF Pro).
    public let platform: Platform
    /// The published rows for this family and platform, smallest size first.
    public let entries: [Entry]

    /// The tracking table of `family` (default: the platform's system font) on `platform`,
    /// reading the `source` column (default ``SFTrackingSource/points``).
    public init(
        family: SFTrackingFamily? = nil,
        source: SFTrackingSource = .default,
        platform: Platform = .default
    ) {
        let family = family ?? SFTrackingFamily.system(for: platform)
        self.family = family
        self.source = source
        self.platform = platform
        let table = SFTrackingTables.entries(of: family)
        let swaps52And53 = family == .sfPro && (platform == .macOS || platform == .tvOS)
        let points52 = table.first { $0.pointSize == 52 }?.points
        let points53 = table.first { $0.pointSize == 53 }?.points
        entries = table.map { row in
            var points = row.points
            if swaps52And53, row.pointSize == 52, let points53 { points = points53 }
            if swaps52And53, row.pointSize == 53, let points52 { points = points52 }
            return Entry(pointSize: row.pointSize, em: row.em, points: points)
        }
    }

    /// The tracking at `pointSize`, in points (pt): added after every character (cluster).
    ///
    /// Throws ``DynamicTypeError/invalidValue(parameter:value:requirement:)`` when `pointSize` is
    /// NaN, infinite or ≤ 0.
    public func tracking(atPointSize pointSize: Double) throws(DynamicTypeError) -> Double {
        try DynamicTypeError.requirePositive(pointSize, "point size (pt)")
        switch source {
        case .points: return interpolate(pointSize, \.points)
        case .em: return interpolate(pointSize, \.em) * pointSize / 1000
        }
    }

    /// The tracking at `pointSize` in thousandths of an em (the em column interpolated, or the
    /// points column converted, according to ``source``).
    package func trackingInThousandthsOfEm(
        atPointSize pointSize: Double
    ) throws(DynamicTypeError) -> Double {
        try tracking(atPointSize: pointSize) / pointSize * 1000
    }

    private func interpolate(_ pointSize: Double, _ column: KeyPath<Entry, Double>) -> Double {
        guard let first = entries.first, let last = entries.last else { return 0 }
        if pointSize <= first.pointSize { return first[keyPath: column] }
        if pointSize >= last.pointSize { return last[keyPath: column] }
        // Entries are sorted; find the first entry at or above pointSize.
        var upperIndex = 1
        while entries[upperIndex].pointSize < pointSize { upperIndex += 1 }
        let upper = entries[upperIndex]
        let lower = entries[upperIndex - 1]
        if upper.pointSize == pointSize { return upper[keyPath: column] }
        let t = (pointSize - lower.pointSize) / (upper.pointSize - lower.pointSize)
        return lower[keyPath: column] + t * (upper[keyPath: column] - lower[keyPath: column])
    }
}
