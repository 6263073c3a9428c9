import Testing
import TypeFitDynamicType
import TypeFitScale
import TypeFitSwiftScale
import TypeFitVocabulary

/// The entries a constraints file can name for the system font and for a system container's
/// font, whatever the app's scale holds.
@Suite struct SystemTextEntryTests {
    @Test func systemFontAtATextStyleOrAFixedSize() throws {
        let headline = try #require(SystemTextEntry.entry(named: "system.headline"))
        #expect(headline.textStyle == .headline && headline.font == nil && headline.scaling == .relative)
        let bold = try #require(SystemTextEntry.entry(named: "system.body.bold"))
        #expect(bold.weight == 700)
        let fixed = try #require(SystemTextEntry.entry(named: "system.10.5pt.semibold"))
        #expect(fixed.size == 10.5 && fixed.scaling == .fixed && fixed.weight == 600)
        #expect(SystemTextEntry.name(fixedPoints: 10.5, weight: .semibold) == "system.10.5pt.semibold")
        #expect(SystemTextEntry.name(style: .body, weight: .bold) == "system.body.bold")
    }

    @Test func containerFontsFollowTheTable() throws {
        let bar = try #require(SystemTextEntry.entry(named: "container.navigationTitle.inline"))
        #expect(bar.pointSizes == Array(repeating: 17, count: DynamicTypeSize.count), "bars keep 17 pt")
        #expect(bar.weight == 600)
        let tab = try #require(SystemTextEntry.entry(named: SystemTextEntry.name(container: .tabBarItem(tabs: 5))))
        #expect(tab.pointSizes?.allSatisfy { $0 == 10 } == true)
        let row = try #require(SystemTextEntry.entry(named: "container.listRow.insetGrouped"))
        #expect(row.pointSizes?.first ?? 0 < row.pointSizes?.last ?? 0, "list rows grow with Dynamic Type")
    }

    @Test func namesThatAreNotEntriesAreNil() {
        for name in ["system.", "system.headlin", "system.body.heavyish", "system.0pt", "container.nope", "body"] {
            #expect(SystemTextEntry.entry(named: name) == nil, "\(name)")
        }
    }
}
