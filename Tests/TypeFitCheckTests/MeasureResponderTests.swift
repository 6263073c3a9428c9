import Foundation
import Testing
import TypeFitScale
import TypeFitShaping

@testable import TypeFitCheck

/// `typefit measure`'s evaluation, as the library gives it: a request line in, a result line out.
@Suite("Measure responses")
struct MeasureResponderTests {
    static func responder() throws -> MeasureResponder {
        let library = try BundledFonts.library()
        return MeasureResponder(
            library: library, bundled: nil, systemFont: .standIn(bundled: library),
            measurer: TextMeasurer(fallback: .sfProStandIn(library: library, system: nil)))
    }

    @Test("a request is answered with its lines, widths (pt) and face")
    func answersARequest() throws {
        let responder = try Self.responder()
        let response = try responder.response(to: MeasureRequest(text: "Hello", size: 17))
        #expect(response.lines == 1)
        #expect(response.width > 0 && response.width < 100)
        #expect(response.lineWidths == [response.width])
        #expect(response.face == "Inter-Regular")
        #expect(!response.truncated)
    }

    @Test("a bad line is an error line naming the request's line, and a good one is compact JSON")
    func errorLines() throws {
        let responder = try Self.responder()
        let bad = responder.respond(to: Array(#"{"size": 17}"#.utf8), number: 4, source: "in.jsonl")
        #expect(bad.hasPrefix(#"{"error":"line 4: "#))
        let good = responder.respond(to: Array(#"{"text": "a/b", "size": 17}"#.utf8), number: 1, source: "in.jsonl")
        #expect(good.hasPrefix(#"{"face":"Inter-Regular","fallbackFaces":[],"height":"#))
        #expect(!good.contains("\n"))
    }
}
