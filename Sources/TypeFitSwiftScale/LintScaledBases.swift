internal import SwiftSyntax

/// Whether a fixed font form bound to a local reaches `UIFontMetrics.scaledFont(for:)` in the
/// same body through other locals made from it:
///
/// ```swift
/// let semibold = UIFont.systemFont(ofSize: base.pointSize, weight: .semibold)
/// guard let descriptor = semibold.fontDescriptor.withSymbolicTraits([.traitItalic]) else { … }
/// return metrics.scaledFont(for: UIFont(descriptor: descriptor, size: 0))
/// ```
///
/// Such a font is the base of a scaled font, not fixed text. What each body binds and passes to
/// `scaledFont(for:)` is read once per body, however many fixed forms it holds.
final class LintScaledBases {
    /// How many rounds of locals made from locals are followed.
    static let maximumDepth = 4

    /// What one body binds and scales.
    private struct BodyFacts {
        /// Each local it binds, in order, with the plain identifiers its initializer mentions.
        var bindings: [(name: String, mentions: Set<String>)]
        /// The plain identifiers its `scaledFont(for:)` arguments mention.
        var scaledMentions: Set<String>
    }

    private var bodies: [SyntaxIdentifier: BodyFacts] = [:]

    func feedsMetrics(_ form: FunctionCallExprSyntax) -> Bool {
        guard let (name, binding) = Self.boundName(form), let body = Self.enclosingBody(binding) else { return false }
        let facts = self.facts(of: body)
        // A body that scales nothing feeds nothing: most bodies, asked about at once.
        guard !facts.scaledMentions.isEmpty else { return false }
        var names: Set<String> = [name]
        for _ in 0..<Self.maximumDepth {
            let before = names.count
            for (bound, mentions) in facts.bindings where !names.contains(bound) {
                if !mentions.isDisjoint(with: names) { names.insert(bound) }
            }
            if names.count == before { break }
        }
        return !facts.scaledMentions.isDisjoint(with: names)
    }

    /// The facts of `body`, read the first time it is asked about.
    private func facts(of body: Syntax) -> BodyFacts {
        if let known = bodies[body.id] { return known }
        var scaled = Set<String>()
        for argument in ScaledFontArguments.collect(in: body) { scaled.formUnion(Identifiers.in(argument)) }
        // Bindings matter only where something is scaled.
        let bindings = scaled.isEmpty ? [] : BindingCollector.collect(in: body).map { ($0.0, Identifiers.in($0.1)) }
        let facts = BodyFacts(bindings: bindings, scaledMentions: scaled)
        bodies[body.id] = facts
        return facts
    }

    /// The local the form initializes (`let x = form`, `guard let x = form`), and its binding.
    static func boundName(_ form: FunctionCallExprSyntax) -> (String, Syntax)? {
        var node: Syntax? = Syntax(form)
        for _ in 0..<8 {
            guard let current = node else { return nil }
            if let binding = current.as(PatternBindingSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return (name, current)
            }
            if let binding = current.as(OptionalBindingConditionSyntax.self),
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            {
                return (name, current)
            }
            if current.is(CodeBlockItemSyntax.self) || current.is(MemberBlockItemSyntax.self) { return nil }
            node = current.parent
        }
        return nil
    }

    /// The function, initializer, accessor or closure around `node`.
    static func enclosingBody(_ node: Syntax) -> Syntax? {
        var current: Syntax? = node
        while let syntax = current {
            if syntax.is(FunctionDeclSyntax.self) || syntax.is(InitializerDeclSyntax.self)
                || syntax.is(AccessorBlockSyntax.self) || syntax.is(ClosureExprSyntax.self)
            {
                return syntax
            }
            current = syntax.parent
        }
        return nil
    }
}

/// Every `let`/`var`/`if let`/`guard let` binding of a simple name in a body, with its initializer.
private final class BindingCollector: SyntaxVisitor {
    var bindings: [(String, Syntax)] = []

    static func collect(in body: Syntax) -> [(String, Syntax)] {
        let collector = BindingCollector(viewMode: .sourceAccurate)
        collector.walk(body)
        return collector.bindings
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value
        {
            bindings.append((name, Syntax(value)))
        }
        return .visitChildren
    }

    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = node.initializer?.value
        {
            bindings.append((name, Syntax(value)))
        }
        return .visitChildren
    }
}

/// The plain identifiers (`DeclReferenceExpr`) an expression mentions, not member names.
private final class Identifiers: SyntaxVisitor {
    var names: Set<String> = []

    static func `in`(_ node: Syntax) -> Set<String> {
        let collector = Identifiers(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        names.insert(node.baseName.text)
        return .visitChildren
    }
}
