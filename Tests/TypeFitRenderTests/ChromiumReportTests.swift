import Foundation
import Testing
import TypeFitCheck
import TypeFitStrings
import TypeFitTestSupport

@testable import TypeFitRender
@testable import TypeFitReport

/// The HTML report opened in headless Chromium: a screenshot that shows the matrix and a
/// rendering, no console output, and filters and the detail panel that work.
@Suite(
    "HTML report in headless Chromium", .serialized,
    .enabled(if: Chromium.path != nil, Comment(rawValue: Chromium.missingMessage)))
struct ChromiumReportTests {
    let fixture: RenderFixture
    let report: HTMLReportFixture

    init() throws {
        fixture = try RenderFixture.shared.get()
        report = try HTMLReportFixture(fixture: fixture)
    }

    /// Writes `html` to a new temporary directory; the caller removes it.
    func write(_ html: String) throws -> (directory: URL, page: URL) {
        let directory = try ScratchDirectory("typefit-render-tests").url
        let page = directory.appendingPathComponent("report.html")
        try Data(html.utf8).write(to: page)
        return (directory, page)
    }

    @Test("the screenshot is not blank: the matrix in its verdict colours and a rendered cell; the console stays empty")
    func screenshot() throws {
        let (directory, page) = try write(report.page())
        defer { ScratchDirectory.remove(directory) }
        let shot = directory.appendingPathComponent("shot.png")
        let run = try Chromium.run(["--screenshot=\(shot.path)", "--window-size=1280,800"], page: page)
        #expect(run.status == 0, "chromium failed: \(run.stderr.suffix(2000))")
        #expect(run.consoleLines.isEmpty, "console: \(run.consoleLines)")
        let image = try PNGCodec.read(path: shot.path)
        #expect(image.width == 1280 && image.height == 800)
        var colors = Set<UInt32>()
        var inked = 0
        var truncatedCells = 0
        var fittingCells = 0
        var renderingTint = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.pixel(x, y)
                colors.insert(UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue))
                if p != .white { inked += 1 }
                if p == RGBAColor(hex: 0xFDE0DE) { truncatedCells += 1 }
                if p == RGBAColor(hex: 0xE2F3E6) { fittingCells += 1 }
                if p == SpecimenTheme.standard.truncatedLine { renderingTint += 1 }
            }
        }
        #expect(colors.count > 100, "only \(colors.count) colours: the page looks blank")
        #expect(inked > image.width * image.height / 20)
        #expect(truncatedCells > 500, "no red verdict cells")
        #expect(fittingCells > 500, "no green verdict cells")
        // The detail panel shows the first truncation's rendering, with its tinted last line.
        #expect(renderingTint > 500, "no rendering in the detail panel")
    }

    /// The page with a probe: the first script records errors, console warnings and errors
    /// and CSP violations; the last drives the filters and the detail panel and writes what it
    /// saw into the DOM, which `--dump-dom` prints.
    func probed(_ html: String, extraScript: String = "") -> String {
        let recorder = """
            <script>window.__errors = []; window.addEventListener("error", function (e) { window.__errors.push(String(e.message || e.type)); }, true);
            ["error", "warn"].forEach(function (level) { var original = console[level]; console[level] = function () {
              window.__errors.push(level + ": " + Array.prototype.join.call(arguments, " ")); original.apply(console, arguments); }; });
            document.addEventListener("securitypolicyviolation", function (e) { window.__errors.push("CSP " + e.violatedDirective + " " + e.blockedURI); });</script>
            """
        let driver = """
            \(extraScript)<script>(function () {
              var root = document.documentElement, out = {};
              function visible() { return Array.prototype.filter.call(document.querySelectorAll("#matrix tbody tr"), function (r) { return !r.hidden; }); }
              function set(id, value, kind) { var el = document.getElementById(id); el.value = value; el.dispatchEvent(new Event(kind || "change")); }
              out.ready = root.dataset.typefitReady || "";
              out.rows = visible().length;
              set("f-verdict", "truncates"); out.truncates = visible().length;
              out.truncatesAll = visible().every(function (r) { return r.dataset.truncates === "1"; });
              set("f-verdict", "fits"); out.fits = visible().length;
              set("f-verdict", ""); set("f-locale", "ja"); out.ja = visible().length;
              out.jaAll = visible().every(function (r) { return r.dataset.locale === "ja"; });
              set("f-entry", "body"); out.jaBody = visible().length;
              set("f-locale", ""); set("f-entry", ""); set("f-text", "restore", "input"); out.search = visible().length;
              out.counter = document.getElementById("shown-count").textContent;
              set("f-text", "", "input");
              var withImage = document.querySelector("td.img");
              withImage.click();
              out.imageCell = withImage.id;
              out.imageSrc = document.getElementById("d-image").getAttribute("src").slice(0, 22);
              out.figureShown = !document.getElementById("d-figure").hidden;
              out.title = document.getElementById("d-title").textContent;
              var plain = document.querySelector("td.c:not(.img)");
              plain.click();
              out.plainShowsNote = !document.getElementById("d-none").hidden && document.getElementById("d-figure").hidden;
              out.errors = window.__errors;
              var pre = document.createElement("pre"); pre.id = "probe"; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
            })();</script>
            """
        return html.replacingOccurrences(of: "<head>\n", with: "<head>\n" + recorder + "\n")
            .replacingOccurrences(of: "</body>", with: driver + "\n</body>")
    }

    /// Runs the probed page and returns what the probe saw, and the console lines.
    func probe(_ html: String) throws -> (result: [String: Any], console: [String]) {
        let (directory, page) = try write(html)
        defer { ScratchDirectory.remove(directory) }
        let run = try Chromium.run(["--dump-dom", "--window-size=1280,800"], page: page)
        #expect(run.status == 0, "chromium failed: \(run.stderr.suffix(2000))")
        let start = try #require(
            run.stdout.range(of: "<pre id=\"probe\">"), "the probe did not run: \(run.stdout.prefix(500))")
        let end = try #require(run.stdout.range(of: "</pre>", range: start.upperBound..<run.stdout.endIndex))
        let text = run.stdout[start.upperBound..<end.lowerBound]
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        let result = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        return (result, run.consoleLines)
    }

    @Test(
        "filters by verdict, locale, entry and text show the right rows; a click shows the cell's rendering; no errors")
    func filtersAndDetail() throws {
        let (result, console) = try probe(probed(report.page()))
        let results = report.report.results
        #expect(result["ready"] as? String == "1")
        #expect((result["errors"] as? [String])?.isEmpty == true, "errors: \(result["errors"] ?? "")")
        #expect(console.isEmpty, "console: \(console)")
        #expect(result["rows"] as? Int == results.count)
        let truncating = results.filter { $0.firstTruncatedSize != nil }.count
        #expect(result["truncates"] as? Int == truncating)
        #expect(result["truncatesAll"] as? Bool == true)
        #expect(result["fits"] as? Int == results.count - truncating)
        #expect(result["ja"] as? Int == results.filter { $0.locale == "ja" }.count)
        #expect(result["jaAll"] as? Bool == true)
        #expect(result["jaBody"] as? Int == results.filter { $0.locale == "ja" && $0.entry.name == "body" }.count)
        let matches = results.filter { ($0.key + " " + $0.text).lowercased().contains("restore") }.count
        #expect(result["search"] as? Int == matches)
        #expect(matches > 0)
        #expect(result["counter"] as? String == "\(matches) of \(results.count) rows")
        #expect(result["imageSrc"] as? String == "data:image/png;base64,")
        #expect(result["figureShown"] as? Bool == true)
        #expect((result["title"] as? String)?.isEmpty == false)
        #expect(result["plainShowsNote"] as? Bool == true)
    }

    @Test(
        "at 1,400 and 1,920 px all 12 size columns stand left of the detail panel and a long key wraps in full",
        arguments: [1400, 1920])
    func layoutFitsWindow(width: Int) throws {
        let longKey = "settings.notifications.exposureLogging.riskCalculation.explanation.title"
        let fixture = try HTMLReportFixture(
            fixture: fixture, imageLimit: 4,
            extraStrings: [LocalizedString(key: longKey, locale: "en", text: "Exposure logging", source: "test")])
        let measure = """
            <script>(function () {
              var sizes = document.querySelectorAll("#matrix thead th.size"), last = sizes[sizes.length - 1];
              var key = Array.prototype.find.call(document.querySelectorAll("#matrix th.k"), function (k) { return k.title.indexOf("exposureLogging") >= 0; });
              var out = { viewport: window.innerWidth, sizes: sizes.length, lastSize: last.textContent,
                lastRight: last.getBoundingClientRect().right, detailLeft: document.getElementById("detail").getBoundingClientRect().left,
                keyText: key.textContent, keyOverflows: key.scrollWidth > key.clientWidth };
              var pre = document.createElement("pre"); pre.id = "layout"; pre.textContent = JSON.stringify(out); document.body.appendChild(pre);
            })();</script>
            """
        let (directory, page) = try write(
            fixture.page().replacingOccurrences(of: "</body>", with: measure + "\n</body>"))
        defer { ScratchDirectory.remove(directory) }
        let run = try Chromium.run(["--dump-dom", "--window-size=\(width),900"], page: page)
        #expect(run.status == 0, "chromium failed: \(run.stderr.suffix(2000))")
        let start = try #require(run.stdout.range(of: "<pre id=\"layout\">"), "the measurement did not run")
        let end = try #require(run.stdout.range(of: "</pre>", range: start.upperBound..<run.stdout.endIndex))
        let layout = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout[start.upperBound..<end.lowerBound].utf8))
                as? [String: Any])
        #expect(layout["viewport"] as? Int == width)
        #expect(layout["sizes"] as? Int == 12)
        #expect(layout["lastSize"] as? String == "AX5")
        let lastRight = try #require(layout["lastRight"] as? Double)
        let detailLeft = try #require(layout["detailLeft"] as? Double)
        #expect(lastRight <= detailLeft, "AX5 ends at \(lastRight) px, under the detail panel at \(detailLeft) px")
        #expect(lastRight <= Double(width))
        #expect(layout["keyText"] as? String == longKey)
        #expect(layout["keyOverflows"] as? Bool == false, "the key is cut: \(layout)")
    }

    @Test("the probe is not blind: a page that throws is caught, in the probe and on the console")
    func probeCatchesErrors() throws {
        let broken = probed(report.page(), extraScript: "<script>typefitMissingFunction();</script>")
        let (result, console) = try probe(broken)
        let errors = try #require(result["errors"] as? [String])
        #expect(errors.contains { $0.contains("typefitMissingFunction") })
        #expect(console.contains { $0.contains("typefitMissingFunction") })
    }
}
