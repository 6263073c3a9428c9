import Testing

@testable import TypeFitUnicode

/// User-written patterns matched by ICU with a bound on the work.
@Suite("Bounded regular expressions")
struct BoundedRegularExpressionTests {
    @Test("matches give UTF-16 ranges of the whole match and of the first group, in order")
    func matchesAndGroups() throws {
        let expression = try BoundedRegularExpression("<<([A-Z]+)>>")
        #expect(expression.captureGroups == 1)
        let text = "Größe <<CITY>> und <<GUEST>>"
        let found = try expression.matches(in: text)
        #expect(found.map(\.whole) == [6..<14, 19..<28])
        #expect(found.map(\.group) == [8..<12, 21..<26])
        #expect(try expression.matches(in: "").isEmpty)
    }

    @Test("more matches than the first buffer holds are all returned")
    func manyMatches() throws {
        let expression = try BoundedRegularExpression("(x)")
        #expect(try expression.matches(in: String(repeating: "x-", count: 1_000)).count == 1_000)
    }

    @Test("a pattern that does not compile is refused, naming ICU's reason")
    func invalidPattern() {
        #expect(throws: BoundedRegularExpression.Failure.invalidPattern(reason: "U_REGEX_MISMATCHED_PAREN")) {
            _ = try BoundedRegularExpression("((")
        }
    }

    @Test("catastrophic backtracking gives up with tooMuchWork instead of running on")
    func runawayBacktracking() throws {
        let expression = try BoundedRegularExpression("((?:a+)+)$")
        #expect(throws: BoundedRegularExpression.Failure.tooMuchWork) {
            _ = try expression.matches(in: String(repeating: "a", count: 40) + "!")
        }
    }
}
