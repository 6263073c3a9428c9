import Foundation
import Testing
import TypeFitTestSupport

/// `typefit shape`: one line, run by run, with OpenType feature settings as HarfBuzz writes them.
@Suite("typefit shape")
struct ShapeCommandTests {
    static func width(_ arguments: String...) throws -> Double {
        let run = try TypeFitProcess.run(["shape", "AV", "--format", "json"] + arguments)
        #expect(run.status == 0, "\(arguments): \(run.stderr)")
        return try #require(run.jsonObject?["width"] as? Double)
    }

    @Test("--feature -kern, --feature=-kern and --feature kern=0 turn off Inter's AV kerning")
    func kerningOff() throws {
        let kerned = try Self.width()
        let spellings = [
            try Self.width("--feature", "-kern"), try Self.width("--feature=-kern"),
            try Self.width("--feature", "kern=0"),
        ]
        // Inter kerns A against V: unkerned, "AV" is more than 1 pt wider at 17 pt.
        #expect(spellings.allSatisfy { $0 == spellings[0] })
        #expect(spellings[0] - kerned > 1)
        // Another option after it still parses as an option.
        #expect(isClose(try Self.width("--feature", "-kern", "--size", "34"), spellings[0] * 2))
    }

    @Test("a value that is no feature setting is bad input naming it")
    func badFeature() throws {
        let run = try TypeFitProcess.run("shape", "AV", "--feature", "--bogus")
        #expect(run.status == 2)
        #expect(run.stderr.contains("--feature --bogus: not an OpenType feature setting"))
    }
}
