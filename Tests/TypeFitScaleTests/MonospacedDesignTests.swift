import Foundation
import Testing
import TypeFitDynamicType
import TypeFitShaping

@testable import TypeFitScale

/// `design: .monospaced` read from Swift is the family "SF Mono": without SF Mono among the
/// fonts, the installed monospaced stand-in (DejaVu Sans Mono) measures it, said approximate.
@Suite("SF Mono stand-in")
struct MonospacedDesignTests {
    @Test("an SF Mono entry is measured with the stand-in, marked approximate")
    func standIn() throws {
        let scale = try ScaleFixtures.scale(
            #"{"entries": [{"name": "code", "font": "SF Mono", "size": 13, "textStyle": "footnote", "weight": 700}]}"#)
        let resolved = try ScaleFixtures.resolver().resolve(scale)
        let code = try #require(resolved.entry(named: "code"))
        let large = code.style(at: .large)
        #expect(large.face.descriptor.family == "DejaVu Sans Mono")
        #expect(large.face.descriptor.weight == 700)
        #expect(large.approximationReasons.contains("DejaVu Sans Mono stands in for SF Mono"))
        #expect(large.pointSize == 13)
    }
}
