internal import SwiftSyntax

/// The `for:` arguments of every `scaledFont(for:…)` call (`UIFontMetrics`) in a body: what
/// the lint follows a fixed font's locals to, and what the font flow matches a local's name in.
final class ScaledFontArguments: SyntaxVisitor {
    var arguments: [Syntax] = []

    static func collect(in body: Syntax) -> [Syntax] {
        let collector = ScaledFontArguments(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.arguments
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "scaledFont",
            let argument = node.arguments.first(where: { $0.label?.text == "for" })?.expression
        {
            arguments.append(Syntax(argument))
        }
        return .visitChildren
    }
}
