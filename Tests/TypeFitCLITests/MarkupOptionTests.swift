import ArgumentParser
import Testing
import TypeFit

@testable import TypeFitCLI

/// `--markup markdown|none` as the command line reads it, and its place under a constraints file.
@Suite("--markup option")
struct MarkupOptionTests {
    @Test("markdown by default; none and markdown as given; the constraints file's markup first")
    func precedence() throws {
        let unset = try MarkupOption.parse([])
        #expect(ResolvedConstraint().markup(otherwise: unset.markup) == .markdown)
        let literal = try MarkupOption.parse(["--markup", "none"])
        #expect(ResolvedConstraint().markup(otherwise: literal.markup) == .literal)
        #expect(ResolvedConstraint(markup: .markdown).markup(otherwise: literal.markup) == .markdown)
        #expect(
            ResolvedConstraint(markup: .literal).markup(
                otherwise: try MarkupOption.parse(["--markup", "markdown"]).markup) == .literal)
    }

    @Test("an unknown value is a usage error naming the accepted values")
    func unknownValue() {
        #expect {
            _ = try MarkupOption.parse(["--markup", "html"])
        } throws: { error in
            let message = MarkupOption.message(for: error)
            return message.contains("html") && message.contains("markdown") && message.contains("none")
        }
    }
}
