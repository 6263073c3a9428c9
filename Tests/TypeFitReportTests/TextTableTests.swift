import Testing
import TypeFitReport
import TypeFitUnicode

/// Terminal tables line up by display width: CJK and emoji take two columns, combining marks none.
@Suite("text tables")
struct TextTableTests {
    @Test("a CJK, emoji and combining-mark row lines up with a Latin row")
    func wideRowsAlign() {
        var table = TextTable(header: ["key", "text", "pt"], rightAligned: [2])
        table.append(["tab.settings", "Settings", "71.12"])
        table.append(["tab.notifications", "通知設定", "68"])
        table.append(["emoji", "👍🏽 ok", "21.17"])
        table.append(["accent", "Cafe\u{301}", "4"])
        let lines = table.rendered().split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        // Every line ends at the same display column (the right-aligned last column).
        let widths = lines.map { DisplayWidth.columns(of: $0) }
        #expect(Set(widths).count == 1, "\(widths): \(lines)")
        // The "pt" column starts after "通知設定" (8 columns) padded like "Settings" (8 columns).
        #expect(lines[2] == "tab.settings       Settings  71.12")
        #expect(lines[3] == "tab.notifications  通知設定     68")
        #expect(lines[4] == "emoji              👍🏽 ok     21.17")
        #expect(lines[5] == "accent             Café          4")
    }

    @Test("a table of thousands of rows, measured over several cores, lines up to its widest cell wherever it is")
    func longTableAligns() {
        var table = TextTable(header: ["key", "text", "pt"], rightAligned: [2])
        let count = 5000
        for index in 0..<count {
            table.append([
                "key.\(index)", index == count - 3 ? "通知設定通知設定通知設定" : String(repeating: "x", count: index % 7),
                "\(index)",
            ])
        }
        let lines = table.rendered().split(separator: "\n").map(String.init)
        #expect(lines.count == count + 2)
        #expect(Set(lines.map { DisplayWidth.columns(of: $0) }).count == 1)
        #expect(lines[2] == "key.0" + String(repeating: " ", count: 34) + "0")
        #expect(lines[count - 1] == "key.4997  通知設定通知設定通知設定  4997")
    }

    @Test("a concurrent map keeps the order of its elements")
    func concurrentMapOrder() {
        let numbers = Array(0..<20_000)
        #expect(numbers.concurrentMap { $0 * 3 + 1 } == numbers.map { $0 * 3 + 1 })
        #expect(Array(0..<10).concurrentMap { -$0 } == (0..<10).map { -$0 })
    }
}
