import Testing
import TypeFitDynamicType
import TypeFitVocabulary

@testable import TypeFitLayout
@testable import TypeFitShaping

/// Padding scaled like `@ScaledMetric`, relative to body (Large leading 22 pt, AX5 62 pt).
@Suite("Scaled padding")
struct PaddedBoxTests {
    let fixture: LayoutFixture
    init() throws { fixture = try LayoutFixture.get() }

    @Test("16 pt padding at AX5 is 16 × 62 / 22 rounded to 1/3 pt = 45 pt")
    func accessibility5() throws {
        let box = try PaddedBox(insets: EdgeInsets(all: 16))
        #expect(box.insets(at: .large) == EdgeInsets(all: 16))
        #expect(box.insets(at: .accessibility5) == EdgeInsets(all: 45))
        let pixels: Double = (16.0 * 62.0 / 22.0 * 3.0).rounded()
        #expect(pixels / 3 == 45)
        // xSmall: 16 × 19 / 22 = 13.818… → 41.45 px → 41 px = 13.667 pt.
        #expect(box.insets(at: .xSmall).top == 41.0 / 3)
    }

    @Test("the text wraps inside the container minus the scaled insets")
    func layout() throws {
        let box = try PaddedBox(insets: EdgeInsets(horizontal: 16, vertical: 8))
        let prepared = try fixture.prepare("Notifications and settings for this account")
        let padded = try box.layout(prepared, pointSize: 53, at: .accessibility5, containerWidth: 320)
        let insets = box.insets(at: .accessibility5)
        #expect(insets.leading == 45)
        #expect(padded.text.width == 230.0, "\(String(describing: padded.text.width)) \(insets)")
        let direct = try prepared.layout(pointSize: 53, options: LayoutOptions(width: 230))
        #expect(padded.text == direct)
        #expect(abs(padded.height - (direct.height + insets.vertical)) < 1e-9)
        #expect(abs(padded.width - (direct.widestLineWidth + 90)) < 1e-9)
        #expect(padded.fitsWidth)
        let low = try box.layout(
            prepared, pointSize: 53, at: .accessibility5, containerWidth: 320, containerHeight: 100)
        #expect(!low.fits && low.text.isTruncated)
    }

    @Test("box sizes across Dynamic Type sizes grow with the scaled insets")
    func acrossSizes() throws {
        let box = try PaddedBox(insets: EdgeInsets(all: 16))
        let prepared = try fixture.prepare("Settings")
        let sizes: [(size: DynamicTypeSize, pointSize: Double)] = [
            (.large, 17), (.xxxLarge, 23), (.accessibility5, 53),
        ]
        let boxes = try box.layouts(prepared, pointSizes: sizes, containerWidth: 200)
        #expect(boxes.map(\.size) == [.large, .xxxLarge, .accessibility5])
        #expect(boxes.map(\.insets.top) == [16, box.insets(at: .xxxLarge).top, 45])
        // xxxLarge body leading 29: 16 × 29 / 22 = 21.09 → 63.27 px → 63 px = 21 pt.
        #expect(boxes[1].insets.top == 21)
        #expect(boxes[0].fits && boxes[1].fits)
        #expect(zip(boxes, boxes.dropFirst()).allSatisfy { $0.height < $1.height })
        #expect(abs(boxes[0].width - (fixture.width("Settings") + 32)) < 1e-9)
        // At AX5 "Settings" (53 pt) is wider than 200 − 90 = 110 pt: it breaks inside the word.
        #expect(boxes[2].text.lineCount > 1 && boxes[2].text.lines[0].endsInsideWord)
    }

    @Test("padding wider than the container is an error naming the values")
    func noRoom() throws {
        let box = try PaddedBox(insets: EdgeInsets(all: 16))
        let prepared = try fixture.prepare("Hi")
        #expect(throws: LayoutError.paddingExceedsContainer(dimension: "wide", container: 80, padding: 90)) {
            try box.layout(prepared, pointSize: 53, at: .accessibility5, containerWidth: 80)
        }
        let message = LayoutError.paddingExceedsContainer(dimension: "wide", container: 80, padding: 90).description
        #expect(message.contains("80") && message.contains("90"))
    }
}
