import Testing
import TypeFitVocabulary

@testable import TypeFitDynamicType

/// macOS and tvOS publish one table each: every Dynamic Type size gives the same values.
@Suite("macOS and tvOS type tables")
struct FixedTypeTablesTests {
    /// `name size/lineHeight regular-weight emphasized-weight`, from the HIG (macOS).
    static let macOSRows: [String] = [
        "largeTitle 26/32 400 700", "title1 22/26 400 700", "title2 17/22 400 700",
        "title3 15/20 400 600", "headline 13/16 700 800", "body 13/16 400 600",
        "callout 12/15 400 600", "subheadline 11/14 400 600", "footnote 10/13 400 600",
        "caption1 10/13 400 500", "caption2 10/13 500 600",
    ]

    /// `name size/leading regular-weight emphasized-weight`, from the HIG (tvOS).
    static let tvOSRows: [String] = [
        "title1 76/96 500 700", "title2 57/66 500 700", "title3 48/56 500 700",
        "headline 38/46 500 700", "subtitle1 38/46 400 500", "callout 31/38 500 700",
        "body 29/36 500 700", "caption1 25/32 500 700", "caption2 23/30 500 700",
    ]

    static func check(_ line: String, in table: PlatformTypeTable) throws {
        let fields = line.split(separator: " ")
        let (name, cells) = parseExpectationLine("\(fields[0]) \(fields[1])")
        let row = try #require(table.row(named: name))
        #expect(row.weight.value == Int(fields[2]))
        #expect(row.emphasizedWeight.value == Int(fields[3]))
        for size in DynamicTypeSize.allCases {
            let values = table.metrics(of: row, at: size)
            #expect(values.pointSize == cells[0].size, "\(name) at \(size)")
            #expect(values.leading == cells[0].leading, "\(name) at \(size)")
        }
        if let style = row.style {
            for size in DynamicTypeSize.allCases {
                let metrics = try #require(table.metrics(for: style, at: size))
                #expect(metrics.pointSize == cells[0].size)
                #expect(metrics.resolvedSize == .large)
            }
        }
    }

    @Test("macOS rows at every size", arguments: macOSRows)
    func macOS(line: String) throws {
        try Self.check(line, in: .macOS)
    }

    @Test("tvOS rows at every size", arguments: tvOSRows)
    func tvOS(line: String) throws {
        try Self.check(line, in: .tvOS)
    }

    @Test("shapes: one size each; tvOS lacks largeTitle and footnote; subtitle1 serves subheadline")
    func shapes() {
        #expect(PlatformTypeTable.macOS.sizes == [.large])
        #expect(PlatformTypeTable.tvOS.sizes == [.large])
        #expect(PlatformTypeTable.macOS.rows.count == 11)
        #expect(PlatformTypeTable.tvOS.rows.count == 9)
        #expect(PlatformTypeTable.tvOS.metrics(for: .largeTitle, at: .large) == nil)
        #expect(PlatformTypeTable.tvOS.metrics(for: .footnote, at: .large) == nil)
        #expect(PlatformTypeTable.tvOS.row(for: .subheadline)?.name == "subtitle1")
        #expect(PlatformTypeTable.macOS.metrics(for: .extraLargeTitle, at: .large) == nil)
    }

    @Test("Platform.typeTable returns each platform's own table")
    func platformTables() {
        for platform in Platform.allCases {
            #expect(platform.typeTable.platform == platform)
        }
        #expect(Platform.iOS.hasDynamicType && Platform.watchOS.hasDynamicType)
        #expect(!Platform.macOS.hasDynamicType && !Platform.tvOS.hasDynamicType)
    }
}
