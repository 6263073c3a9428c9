import Foundation
import Testing
import TypeFitTestSupport

/// `typefit render` and `--format html`, as a user runs them.
@Suite("typefit render and HTML reports")
struct RenderCommandTests {
    static let fixtures = URL(fileURLWithPath: TestFixtures.directory(of: "TypeFitCLITests"))

    /// A new temporary directory; the caller removes it.
    func directory() throws -> URL {
        let url = try ScratchDirectory("typefit-render-cli").url
        return url
    }

    /// Width and height from a PNG's IHDR chunk (big-endian, bytes 16–23).
    func pngSize(_ data: Data) throws -> (Int, Int) {
        let bytes = [UInt8](data)
        try #require(
            bytes.count > 24 && bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
                && String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR")
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (int(16), int(20))
    }

    @Test("render writes a PNG sheet of the sizes asked for and says what it drew; exit 0 even when text truncates")
    func renderSheet() throws {
        let work = try directory()
        defer { ScratchDirectory.remove(work) }
        let output = work.appendingPathComponent("sheet.png").path
        let run = try TypeFitProcess.run(
            "render", "--string", "Restore Purchases", "--string", "Einstellungen", "--entry", "body",
            "--entry", "title", "--width", "120", "--lines", "1", "--sizes", "large...accessibility1",
            "--scale-factor", "1", "--output", output)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("4 sections, 20 cells"))
        let (width, height) = try pngSize(try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(run.stdout.contains("\(width)×\(height) px"))
        #expect(width >= 120 + 150 && height > 20 * 17)
        // Twice the scale factor, twice the pixels.
        let double = work.appendingPathComponent("sheet2.png").path
        _ = try TypeFitProcess.run(
            "render", "--string", "Restore Purchases", "--string", "Einstellungen", "--entry", "body",
            "--entry", "title", "--width", "120", "--lines", "1", "--sizes", "large...accessibility1",
            "--scale-factor", "2", "--output", double)
        let (width2, height2) = try pngSize(try Data(contentsOf: URL(fileURLWithPath: double)))
        #expect(abs(width2 - 2 * width) <= 2 && abs(height2 - 2 * height) <= 2 + 40)
    }

    @Test("render takes strings from a String Catalog, narrowed by key and locale, with scaled padding and baselines")
    func renderFromCatalog() throws {
        let work = try directory()
        defer { ScratchDirectory.remove(work) }
        let output = work.appendingPathComponent("catalog.png").path
        let run = try TypeFitProcess.run(
            "render", "--strings", Self.fixtures.appendingPathComponent("App.xcstrings").path,
            "--key", "tab.*", "--locale", "ja", "--padding", "4,8", "--baselines", "--output", output)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 section, 12 cells"))
        let none = try TypeFitProcess.run(
            "render", "--strings", Self.fixtures.appendingPathComponent("App.xcstrings").path,
            "--key", "nothing.*", "--output", output)
        #expect(none.status == 2)
        #expect(none.stderr.contains("App.xcstrings"))
    }

    @Test("render: bad input exits 2 naming the problem, and writes nothing")
    func renderBadInput() throws {
        let work = try directory()
        defer { ScratchDirectory.remove(work) }
        let output = work.appendingPathComponent("never.png").path
        let cases: [([String], String)] = [
            (["--strings", "/nonexistent/App.xcstrings"], "/nonexistent/App.xcstrings"),
            (["--string", "x", "--entry", "nope"], "--entry nope"),
            (["--string", "x", "--padding", "a,b"], "--padding"),
            (["--string", "x", "--scale-factor", "100"], "--scale-factor"),
            ([], "--string"),
        ]
        for (arguments, message) in cases {
            let run = try TypeFitProcess.run(["render"] + arguments + ["--output", output])
            #expect(run.status == 2, "\(arguments)")
            #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: output))
        let unwritable = try TypeFitProcess.run("render", "--string", "x", "--output", "/nonexistent-dir/sheet.png")
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("/nonexistent-dir/sheet.png"))
    }

    @Test("check --format html writes a self-contained page with a row per result and renderings of the truncations")
    func checkHTML() throws {
        let work = try directory()
        defer { ScratchDirectory.remove(work) }
        let output = work.appendingPathComponent("check.html").path
        let run = try TypeFitProcess.run(
            "check", "--strings", Self.fixtures.appendingPathComponent("App.xcstrings").path,
            "--constraints", Self.fixtures.appendingPathComponent("constraints.json").path,
            "--format", "html", "--output", output)
        #expect(run.status == 1, "\(run.stderr)")
        let html = try String(contentsOfFile: output, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.components(separatedBy: "<tr data-locale=").count - 1 == 7)
        #expect(html.contains("Benachrichtigungseinstellungen"))
        #expect(html.contains("data:image/png;base64,"))
        #expect(!html.contains("src=\"http"))
        #expect(html.contains("Renderings: "))
    }

    @Test("report --format html caps the renderings and says so; none leaves them out")
    func reportHTMLCap() throws {
        let work = try directory()
        defer { ScratchDirectory.remove(work) }
        let capped = work.appendingPathComponent("capped.html").path
        let run = try TypeFitProcess.run(
            "report", "--format", "html", "--html-max-images", "5", "--html-scale-factor", "1", "--output", capped)
        #expect(run.status == 1, "\(run.stderr)")
        let html = try String(contentsOfFile: capped, encoding: .utf8)
        #expect(html.components(separatedBy: "data:image/png;base64,").count - 1 == 5)
        #expect(html.contains("left out by the cap of 5 (--html-max-images)"))
        #expect(html.components(separatedBy: "<tr data-locale=").count - 1 == 720)
        let bare = work.appendingPathComponent("bare.html").path
        _ = try TypeFitProcess.run("report", "--format", "html", "--html-images", "none", "--output", bare)
        let plain = try String(contentsOfFile: bare, encoding: .utf8)
        #expect(!plain.contains("data:image/png"))
        #expect(plain.contains("Renderings: none"))
        let bad = try TypeFitProcess.run("report", "--format", "html", "--html-images", "some", "--output", bare)
        #expect(bad.status == 2)
    }

    @Test("--html-max-rows lists the earliest truncations only, renders only those rows, and says how many it left out")
    func reportHTMLRows() throws {
        let work = try directory()
        defer { ScratchDirectory.remove(work) }
        let page = work.appendingPathComponent("rows.html").path
        let run = try TypeFitProcess.run(
            "report", "--format", "html", "--html-max-rows", "10", "--html-scale-factor", "1", "--output", page)
        #expect(run.status == 1, "\(run.stderr)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.components(separatedBy: "<tr data-locale=").count - 1 == 10)
        #expect(
            html.contains(
                "Rows: 10 of 720 results, earliest truncation first; 710 left out by the cap of 10 (--html-max-rows)."))
        // Every rendering belongs to a listed row, and every listed row truncates from the smallest size here.
        let rows = html.components(separatedBy: "<tr data-locale=").dropFirst()
        #expect(rows.allSatisfy { $0.contains("data-truncates=\"1\" data-early=\"1\"") })
        let rendered = html.components(separatedBy: "<td id=\"r").count - 1
        #expect(rendered > 0 && rendered == html.components(separatedBy: "data:image/png;base64,").count - 1)
        #expect(html.contains("<details open><summary>By entry (9)</summary>"))
        let bad = try TypeFitProcess.run("report", "--format", "html", "--html-max-rows", "-1", "--output", page)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--html-max-rows"))
    }
}
