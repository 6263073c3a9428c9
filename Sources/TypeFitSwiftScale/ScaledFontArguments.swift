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

/// The names each body passes to `scaledFont(for:)`, read once per body: many fonts written in
/// one body (or in one file's members, whose body is the file) ask about the same body, and
/// walking it for each would make reading a file quadratic in its length.
final class ScaledFontArgumentIndex {
    private var leadingNames: [SyntaxIdentifier: Set<String>] = [:]

    /// The name each `for:` argument in `body` starts with: `base` of `base`, `base!`,
    /// `base?.withSize(…)` and `base ?? …` (the text before the first `!`, `?` or space).
    func leadingNames(in body: Syntax) -> Set<String> {
        if let known = leadingNames[body.id] { return known }
        var names = Set<String>()
        for argument in ScaledFontArguments.collect(in: body) {
            names.insert(String(argument.trimmedDescription.prefix { $0 != "!" && $0 != "?" && $0 != " " }))
        }
        leadingNames[body.id] = names
        return names
    }
}
