import Testing
import TypeFitConcurrency
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

    @Test("a cell over its column's limit is cut with …, at the end or in the middle; the other rows are unchanged")
    func longCellsAreCut() {
        var table = TextTable(
            header: ["key", "shown"], limits: [0: .init(width: 12), 1: .init(width: 16, cut: .middle)])
        table.append(["settings.notifications.title", "“Notifications are turned off for…”"])
        table.append(["ok", "“Short”"])
        let lines = table.rendered().split(separator: "\n").map(String.init)
        #expect(lines[0] == "key           shown")
        #expect(lines[1] == "------------  ----------------")
        #expect(lines[2] == "settings.no…  “Notific…f for…”")
        #expect(lines[3] == "ok            “Short”")
        #expect(lines.allSatisfy { DisplayWidth.columns(of: $0) <= 12 + 2 + 16 })
    }

    @Test("cutting counts display columns: CJK and emoji take two, a cluster is kept or left out whole")
    func cuttingCountsDisplayWidth() {
        #expect(TextTable.cut("通知設定を変更", toColumns: 8) == "通知設…")
        #expect(DisplayWidth.columns(of: TextTable.cut("通知設定を変更", toColumns: 8)) == 7)
        #expect(TextTable.cut("👍🏽👍🏽👍🏽👍🏽", toColumns: 5) == "👍🏽👍🏽…")
        #expect(TextTable.cut("Cafe\u{301} au lait", toColumns: 6) == "Cafe\u{301}…")
        #expect(TextTable.cut("データをロードまたはアップデート中", toColumns: 11, at: .middle) == "デー…ート中")
        #expect(TextTable.cut("fits", toColumns: 4) == "fits")
        var table = TextTable(header: ["text", "n"], rightAligned: [1], limits: [0: .init(width: 10)])
        table.append(["通知設定を変更しました", "1"])
        table.append(["Latin text that is long", "22"])
        let lines = table.rendered().split(separator: "\n").map(String.init)
        #expect(lines[2] == "通知設定…    1")
        #expect(lines[3] == "Latin tex…  22")
        #expect(Set(lines.map { DisplayWidth.columns(of: $0) }).count == 1, "\(lines)")
    }

    @Test("limits no cell reaches leave the table byte for byte as it was")
    func limitsUnreachedChangeNothing() {
        var plain = TextTable(header: ["key", "text", "pt"], rightAligned: [2])
        for row in [["tab.settings", "Settings", "71.12"], ["tab.notifications", "通知設定", "68"]] { plain.append(row) }
        var limited = plain
        limited.limits = [0: .init(width: 40), 1: .init(width: 48, cut: .middle)]
        #expect(limited.rendered() == plain.rendered())
    }

    @Test("a concurrent map keeps the order of its elements")
    func concurrentMapOrder() {
        let numbers = Array(0..<20_000)
        #expect(numbers.concurrentMap { $0 * 3 + 1 } == numbers.map { $0 * 3 + 1 })
        #expect(Array(0..<10).concurrentMap { -$0 } == (0..<10).map { -$0 })
    }
}
