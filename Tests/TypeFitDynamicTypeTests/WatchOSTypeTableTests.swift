import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

/// Every cell of the watchOS table against an independent transcription of the HIG:
/// `pointSize/leading` in points, columns xSmall, small, large, xLarge, xxLarge, xxxLarge,
/// AX1, AX2, AX3 (watchOS has no medium, AX4, AX5).
@Suite("watchOS type table")
struct WatchOSTypeTableTests {
    static let expectedCells: [String] = [
        "largeTitle 30/32.5 32/34.5 36/38.5 40/42.5 41/43.5 42/44.5 44/46.5 45/47.5 46/48.5",
        "title1     28/30.5 30/32.5 34/36.5 38/40.5 39/41.5 40/42.5 42/44.5 43/46   44/47",
        "title2     24/26.5 26/28.5 28/30.5 30/32.5 31/33.5 32/34.5 34/41   35/37.5 36/38.5",
        "title3     17/19.5 18/20.5 19/21.5 20/22.5 21/23.5 22/24.5 24/26.5 25/27.5 26/28.5",
        "headline   14/16.5 15/17.5 16/18.5 17/19.5 18/20.5 19/21.5 21/23.5 22/24.5 23/25.5",
        "body       14/16.5 15/17.5 16/18.5 17/19.5 18/20.5 19/21.5 21/23.5 22/24.5 23/25.5",
        "caption1   13/15.5 14/16.5 15/17.5 16/18.5 17/19.5 18/20.5 18/20.5 19/21.5 20/22.5",
        "caption2   12/14.5 13/15.5 14/16.5 15/17.5 16/18.5 17/19.5 17/19.5 18/20.5 19/21.5",
        "footnote1  11/13.5 12/14.5 13/15.5 14/16.5 15/17.5 16/18.5 16/18.5 17/19.5 18/20.5",
        "footnote2  10/12.5 11/13.5 12/14.5 13/15.5 14/16.5 15/17.5 15/17.5 16/17.5 17/19.5",
    ]

    static let columns: [DynamicTypeSize] = [
        .xSmall, .small, .large, .xLarge, .xxLarge, .xxxLarge,
        .accessibility1, .accessibility2, .accessibility3,
    ]

    @Test("point size and leading of every row at every size", arguments: expectedCells)
    func cells(line: String) throws {
        let (name, cells) = parseExpectationLine(line)
        let table = PlatformTypeTable.watchOS
        let row = try #require(table.row(named: name))
        #expect(cells.count == 9)
        for (size, expected) in zip(Self.columns, cells) {
            let values = table.metrics(of: row, at: size)
            #expect(values.pointSize == expected.size, "\(name) at \(size) point size")
            #expect(values.leading == expected.leading, "\(name) at \(size) leading")
        }
    }

    @Test("weights: Regular except headline Semibold; emphasized largeTitle Bold, others Semibold")
    func weights() {
        for row in PlatformTypeTable.watchOS.rows {
            #expect(row.weight.value == (row.name == "headline" ? 600 : 400), "\(row.name)")
            #expect(row.emphasizedWeight.value == (row.name == "largeTitle" ? 700 : 600), "\(row.name)")
        }
    }

    @Test("nine sizes, default Large; watch case sizes pick their defaults")
    func sizesAndDefaults() {
        let table = PlatformTypeTable.watchOS
        #expect(table.sizes == Self.columns)
        #expect(table.defaultSize == .large)
        let defaults = WatchCaseSize.all.map { "\($0.name) \($0.defaultDynamicTypeSize)" }
        #expect(
            defaults == [
                "38mm small", "40mm large", "41mm large", "42mm large", "44mm xLarge", "45mm xLarge", "49mm xLarge",
            ])
        #expect(WatchCaseSize(name: "41mm")?.defaultDynamicTypeSize == table.defaultSize)
    }

    @Test("missing sizes clamp to the nearest size; medium goes to large")
    func missingSizes() throws {
        let table = PlatformTypeTable.watchOS
        #expect(table.resolvedSize(for: .medium) == .large)
        #expect(table.resolvedSize(for: .accessibility4) == .accessibility3)
        #expect(table.resolvedSize(for: .accessibility5) == .accessibility3)
        #expect(table.resolvedSize(for: .small) == .small)
        let body = try #require(table.metrics(for: .body, at: .accessibility5))
        #expect(body.pointSize == 23 && body.leading == 25.5)
        #expect(body.requestedSize == .accessibility5 && body.resolvedSize == .accessibility3)
        let medium = try #require(table.metrics(for: .body, at: .medium))
        #expect(medium.pointSize == 16)
    }

    @Test("style mapping: footnote is footnote1, caption is caption1; callout and subheadline absent")
    func styleMapping() throws {
        let table = PlatformTypeTable.watchOS
        #expect(table.row(for: .footnote)?.name == "footnote1")
        #expect(table.row(for: .caption)?.name == "caption1")
        #expect(table.row(for: .title)?.name == "title1")
        #expect(table.metrics(for: .callout, at: .large) == nil)
        #expect(table.metrics(for: .subheadline, at: .large) == nil)
        #expect(throws: DynamicTypeError.self) { try table.requireMetrics(for: .callout, at: .large) }
        #expect(table.row(named: "footnote2")?.style == nil)
    }

    @Test("published anomalies are kept and noted")
    func anomalies() throws {
        let table = PlatformTypeTable.watchOS
        let title2 = try #require(table.row(for: .title2))
        #expect(table.metrics(of: title2, at: .accessibility1).leading == 41)
        #expect(title2.note?.contains("36.5") == true)
        let footnote2 = try #require(table.row(named: "footnote2"))
        #expect(table.metrics(of: footnote2, at: .accessibility2).leading == 17.5)
        let caption2 = try #require(table.row(for: .caption2))
        #expect(table.metrics(of: caption2, at: .xxLarge).pointSize == 16)
    }
}
