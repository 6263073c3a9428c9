import Testing

@testable import TypeFitLayout
@testable import TypeFitShaping

/// Bad numbers are typed errors naming the value; empty and huge texts are handled.
@Suite("Bad input and edge cases")
struct BadInputTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    @Test("zero, negative, NaN and −∞ widths are rejected", arguments: [0.0, -1, -.infinity, .nan])
    func badWidth(width: Double) throws {
        let prepared = try fixture.prepare("Hello")
        do {
            _ = try prepared.layout(pointSize: 17, options: LayoutOptions(width: width))
            Issue.record("width \(width) accepted")
        } catch {
            guard case .invalidWidth(let value) = error else {
                Issue.record("wrong error \(error)")
                return
            }
            #expect(value.isNaN ? width.isNaN : value == width)
            #expect(error.description.contains("\(width)"))
        }
    }

    @Test("+∞ and nil widths are unbounded")
    func unbounded() throws {
        let prepared = try fixture.prepare("Hello world, this is one line")
        let infinite = try prepared.layout(pointSize: 17, options: LayoutOptions(width: .infinity))
        let none = try prepared.layout(pointSize: 17)
        #expect(infinite == none && none.lineCount == 1 && none.width == nil)
    }

    @Test(
        "zero, negative, NaN and infinite point sizes are rejected", arguments: [0.0, -17, .nan, .infinity, -.infinity])
    func badPointSize(size: Double) throws {
        let prepared = try fixture.prepare("Hello")
        #expect {
            try prepared.layout(pointSize: size)
        } throws: { error in
            guard let error = error as? LayoutError, case .invalidPointSize(let value) = error else { return false }
            return (value.isNaN && size.isNaN || value == size) && error.description.contains("\(size)")
        }
    }

    @Test("bad heights and options are rejected")
    func badOptions() throws {
        let prepared = try fixture.prepare("Hello")
        #expect(throws: LayoutError.invalidHeight(0)) {
            try prepared.layout(pointSize: 17, options: LayoutOptions(containerHeight: 0))
        }
        for factor in [0.0, -0.5, 1.5, .nan] {
            #expect(throws: LayoutError.self) {
                try prepared.layout(pointSize: 17, options: LayoutOptions(minimumScaleFactor: factor))
            }
        }
        #expect(throws: LayoutError.self) { try prepared.layout(pointSize: 17, options: LayoutOptions(tracking: .nan)) }
        #expect(throws: LayoutError.self) {
            try prepared.layout(pointSize: 17, options: LayoutOptions(lineSpacing: -1))
        }
        #expect(throws: LayoutError.self) {
            try prepared.layout(pointSize: 17, options: LayoutOptions(lineHeight: .fixed(0)))
        }
        #expect(throws: LayoutError.self) { try prepared.verdict(pointSize: 17, margin: -1) }
        let message = LayoutError.invalidOption(parameter: "minimum scale factor", value: 1.5, requirement: "x")
            .description
        #expect(message.contains("1.5") && message.contains("minimum scale factor"))
    }

    @Test("empty text: no lines, height 0, fits")
    func empty() throws {
        let prepared = try fixture.prepare("")
        #expect(prepared.isEmpty && prepared.segments.isEmpty && prepared.paragraphCount == 0)
        let layout = try prepared.layout(pointSize: 17, options: LayoutOptions(width: 100, lineLimit: 1))
        #expect(layout.lineCount == 0 && layout.lineCountWithoutLimit == 0)
        #expect(layout.height == 0 && layout.firstBaseline == 0 && layout.naturalWidth == 0)
        #expect(layout.fits && !layout.isTruncated)
        let reserved = try prepared.layout(pointSize: 17, options: LayoutOptions(lineLimit: 2, reservesSpace: true))
        #expect(abs(reserved.height - 2 * reserved.lineHeight) < 1e-9)
    }

    @Test("whitespace only: one line of width 0")
    func whitespace() throws {
        let layout = try fixture.prepare("   ").layout(pointSize: 17, options: LayoutOptions(width: 10))
        #expect(layout.lineCount == 1 && layout.lines[0].width == 0)
    }

    @Test("a 1 MB string prepares and lays out (linear algorithm)")
    func oneMegabyte() throws {
        let paragraph = "Lorem ipsum dolor sit amet, consectetur adipiscing elit; 日本語 ok. "
        var text = ""
        while text.utf8.count < 1_000_000 { text += paragraph }
        let prepared = try fixture.prepare(text)
        #expect(prepared.utf16Count == text.utf16.count)
        let layout = try prepared.layout(pointSize: 17, options: LayoutOptions(width: 300))
        #expect(layout.lineCount > 10_000)
        #expect(layout.lines.first?.range.lowerBound == 0 && layout.lines.last?.range.upperBound == text.utf16.count)
        #expect(zip(layout.lines, layout.lines.dropFirst()).allSatisfy { $0.range.upperBound == $1.range.lowerBound })
        let limited = try prepared.layout(
            pointSize: 17, options: LayoutOptions(width: 300, lineLimit: 3, minimumScaleFactor: 0.5))
        #expect(limited.lineCount == 3 && limited.isTruncated && limited.lineCountWithoutLimit > 10_000)
        // A single 1 MB word: broken at grapheme boundaries.
        let word = String(repeating: "x", count: 1_000_000)
        let long = try fixture.prepare(word).layout(pointSize: 17, options: LayoutOptions(width: 300))
        #expect(long.lineCount > 1000 && long.lines.allSatisfy { $0.width <= 300 + LayoutTolerance.fit })
    }
}
