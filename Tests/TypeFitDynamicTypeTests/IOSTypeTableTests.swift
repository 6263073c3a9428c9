import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

/// Every cell of the iOS table, checked against a second, independent transcription of the HIG
/// (Typography > Specifications, iOS/iPadOS): `pointSize/leading` in points, columns xSmall,
/// small, medium, large, xLarge, xxLarge, xxxLarge, AX1 … AX5.
@Suite("iOS type table")
struct IOSTypeTableTests {
    static let expectedCells: [String] = [
        "largeTitle  31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70",
        "title       25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68",
        "title2      19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66",
        "title3      17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65",
        "headline    14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62",
        "body        14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62",
        "callout     13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60",
        "subheadline 12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58",
        "footnote    12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52",
        "caption     11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51",
        "caption2    11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48",
    ]

    /// (weight, emphasized weight) as usWeightClass numbers: Regular 400, Semibold 600, Bold 700.
    static let expectedWeights: [TextStyle: (Int, Int)] = [
        .largeTitle: (400, 700), .title: (400, 700), .title2: (400, 700), .title3: (400, 600),
        .headline: (600, 600), .body: (400, 600), .callout: (400, 600), .subheadline: (400, 600),
        .footnote: (400, 600), .caption: (400, 600), .caption2: (400, 600),
    ]

    static let columns: [DynamicTypeSize] = [
        .xSmall, .small, .medium, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3, .accessibility4, .accessibility5,
    ]

    @Test("point size and leading of every style at every size", arguments: expectedCells)
    func cells(line: String) throws {
        let (name, cells) = parseExpectationLine(line)
        let style = try #require(TextStyle(rawValue: name))
        #expect(cells.count == 12)
        for (size, expected) in zip(Self.columns, cells) {
            let metrics = try #require(PlatformTypeTable.iOS.metrics(for: style, at: size))
            #expect(metrics.pointSize == expected.size, "\(name) at \(size) point size")
            #expect(metrics.leading == expected.leading, "\(name) at \(size) leading")
            #expect(metrics.resolvedSize == size)
            #expect(metrics.confidence == .documented)
        }
    }

    @Test("weights and emphasized weights", arguments: Array(expectedWeights.keys.sorted { $0.rawValue < $1.rawValue }))
    func weights(style: TextStyle) throws {
        let expected = try #require(Self.expectedWeights[style])
        for size in DynamicTypeSize.allCases {
            let metrics = try #require(PlatformTypeTable.iOS.metrics(for: style, at: size))
            #expect(metrics.weight.value == expected.0)
            #expect(metrics.emphasizedWeight.value == expected.1)
        }
    }

    @Test("the table has all 12 sizes, default Large, and the 13 styles")
    func shape() {
        let table = PlatformTypeTable.iOS
        #expect(table.sizes == Self.columns)
        #expect(table.defaultSize == .large)
        #expect(table.referenceSize == .large)
        #expect(Set(table.styles) == Set(TextStyle.allCases))
        #expect(table.rows.count == 13)
    }

    @Test("no iOS text style goes below 11 pt")
    func minimumPointSize() {
        let table = PlatformTypeTable.iOS
        #expect(table.minimumPointSize == 11)
        let smallest = table.rows.flatMap(\.pointSizes).min()
        #expect(smallest == 11)
    }

    @Test("headline and body share sizes; headline is Semibold")
    func headlineMatchesBody() throws {
        let table = PlatformTypeTable.iOS
        let headline = try #require(table.row(for: .headline))
        let body = try #require(table.row(for: .body))
        #expect(headline.pointSizes == body.pointSizes)
        #expect(headline.leadings == body.leadings)
        #expect(headline.weight == .semibold && body.weight == .regular)
    }

    @Test("caption2 at AX5 keeps the HIG's 40 pt and notes the 41 pt measurement")
    func caption2Anomaly() throws {
        let row = try #require(PlatformTypeTable.iOS.row(for: .caption2))
        #expect(row.pointSizes[11] == 40)
        #expect(row.note?.contains("41") == true)
    }

    @Test("extraLargeTitle rows: documented at Large, inferred elsewhere")
    func extraLargeTitles() throws {
        let table = PlatformTypeTable.iOS
        let xl = try #require(table.metrics(for: .extraLargeTitle, at: .large))
        #expect(xl.pointSize == 36)
        #expect(xl.weight == .bold)
        #expect(xl.confidence == .inferred)
        // Inferred: largeTitle × 36/34, rounded: 60 × 36/34 = 63.5… → 64; leading 70 × 36/34 → 74.
        let xlAX5 = try #require(table.metrics(for: .extraLargeTitle, at: .accessibility5))
        #expect(xlAX5.pointSize == 64)
        #expect(xlAX5.leading == 74)
        let xlXS = try #require(table.metrics(for: .extraLargeTitle, at: .xSmall))
        #expect(xlXS.pointSize == 33 && xlXS.leading == 40)
        // extraLargeTitle2 follows title1's sizes (28 pt at Large).
        let xl2 = try #require(table.metrics(for: .extraLargeTitle2, at: .large))
        #expect(xl2.pointSize == 28 && xl2.leading == 34)
        #expect(xl2.weight == .bold)
        let xl2AX3 = try #require(table.metrics(for: .extraLargeTitle2, at: .accessibility3))
        #expect(xl2AX3.pointSize == 48 && xl2AX3.leading == 57)
    }

    @Test("row lookup by Apple's names")
    func rowNames() {
        let table = PlatformTypeTable.iOS
        #expect(table.row(named: "title1")?.style == .title)
        #expect(table.row(named: "Caption 1")?.style == .caption)
        #expect(table.row(named: "footnote2") == nil)
    }
}
