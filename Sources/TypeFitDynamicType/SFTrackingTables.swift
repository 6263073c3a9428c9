import TypeFitVocabulary

/// The published tracking tables of Apple's system fonts, from `Tables/SFTracking.json`: each
/// row is (point size pt, tracking 1/1000 em, tracking pt).
///
/// Source: Apple HIG Typography > Tracking values. Confidence: documented (both columns are
/// published).
/// Notes from the source: iOS/iPadOS/visionOS share the SF Pro table; macOS and tvOS are
/// identical except the points column for 52 and 53 pt is swapped. The em and points columns
/// differ by up to about 0.04 pt; which one the system uses is not documented. Sizes between
/// entries are not published (interpolate); sizes >= 80 have 0.
struct SFTrackingTables: Decodable {
    /// One published row: point size (pt), tracking in 1/1000 em, tracking in points (pt).
    typealias Entry = (pointSize: Double, em: Double, points: Double)

    /// SF Pro's rows, as the file has them: [point size, em, points].
    private let sfPro: [[Double]]
    /// SF Pro Rounded's rows.
    private let sfProRounded: [[Double]]
    /// SF Compact's (watchOS) rows.
    private let sfCompact: [[Double]]

    /// The three tables, read and checked once, by family.
    private static let published: [SFTrackingFamily: [Entry]] = {
        let file = EmbeddedTable.decode(
            SFTrackingTables.self, from: PackageResources.SFTracking_json, name: "SFTracking.json")
        func entries(_ rows: [[Double]], _ family: SFTrackingFamily) -> [Entry] {
            rows.map { row in
                precondition(row.count == 3, "SFTracking.json: a \(family) row is not [point size, em, points]")
                return (row[0], row[1], row[2])
            }
        }
        return [
            .sfPro: entries(file.sfPro, .sfPro), .sfProRounded: entries(file.sfProRounded, .sfProRounded),
            .sfCompact: entries(file.sfCompact, .sfCompact),
        ]
    }()

    /// The published rows of `family`, smallest point size first.
    static func entries(of family: SFTrackingFamily) -> [Entry] {
        published[family] ?? []
    }
}
