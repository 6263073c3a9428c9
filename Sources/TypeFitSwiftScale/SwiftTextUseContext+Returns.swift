internal import SwiftSyntax

extension SwiftTextUseContext {
    /// The app's member that returns a localized string whose place the code does not show where
    /// it is written, and the member's declaration: a computed property or function that
    /// returns it (`return L10n.a`, or the one expression of its body or of a `switch` case in
    /// it), or a stored property it initializes (`static let title = NSLocalizedString(…)`).
    /// Branches of a ternary and parentheses are looked through; a closure stops the search (a
    /// closure's return is not its member's).
    static func memberReturning(_ expression: ExprSyntax) -> (name: String, declaration: Syntax)? {
        var node = Syntax(expression)
        while let parent = node.parent {
            if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == node.id,
                let sequence = ternary.parent?.parent?.as(SequenceExprSyntax.self)
            {
                node = Syntax(sequence)
            } else if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self),
                sequence.elements.count >= 3,
                Array(sequence.elements).dropLast().last?.is(UnresolvedTernaryExprSyntax.self) == true
            {
                node = Syntax(sequence)
            } else if let tuple = parent.as(LabeledExprSyntax.self)?.parent?.parent?.as(TupleExprSyntax.self),
                tuple.elements.count == 1
            {
                node = Syntax(tuple)
            } else {
                break
            }
        }
        guard let parent = node.parent else { return nil }
        if let initializer = parent.as(InitializerClauseSyntax.self),
            let binding = initializer.parent?.as(PatternBindingSyntax.self),
            let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
            declaration.parent?.is(MemberBlockItemSyntax.self) == true,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            return (name, Syntax(declaration))
        }
        let returned =
            parent.is(ReturnStmtSyntax.self)
            || (parent.is(CodeBlockItemSyntax.self) && (parent.parent?.as(CodeBlockItemListSyntax.self)?.count == 1))
        guard returned else { return nil }
        var current = parent
        while let next = current.parent {
            if next.is(ClosureExprSyntax.self) { return nil }
            if let function = next.as(FunctionDeclSyntax.self) {
                return function.parent?.is(MemberBlockItemSyntax.self) == true
                    ? (function.name.text, Syntax(function)) : nil
            }
            if let declaration = next.as(VariableDeclSyntax.self) {
                guard declaration.parent?.is(MemberBlockItemSyntax.self) == true,
                    let name = declaration.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                return (name, Syntax(declaration))
            }
            if next.is(MemberBlockSyntax.self) || next.is(SourceFileSyntax.self) { return nil }
            current = next
        }
        return nil
    }

    /// The argument of `.navigationBarTitleDisplayMode(…)` on the modifier chain `call` is part
    /// of (`large`, `inline`, `automatic`), with the node that says so; nil when the chain has none.
    static func titleDisplayMode(around call: FunctionCallExprSyntax) -> (value: String, node: Syntax)? {
        // The chain's outermost call, then each call down its bases.
        var outermost = ExprSyntax(call)
        while let member = outermost.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outermost.id,
            let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
        {
            outermost = ExprSyntax(outer)
        }
        var current: ExprSyntax? = outermost
        while let link = current?.as(FunctionCallExprSyntax.self),
            let member = link.calledExpression.as(MemberAccessExprSyntax.self)
        {
            if member.declName.baseName.text == "navigationBarTitleDisplayMode",
                let mode = link.arguments.first?.expression.as(MemberAccessExprSyntax.self)
            {
                return (mode.declName.baseName.text, Syntax(link))
            }
            current = member.base
        }
        return nil
    }

    /// Whether `node` is inside a `NavigationStack { … }` or `NavigationView { … }` of the same
    /// body: the view it titles is the stack's root.
    static func isInNavigationStack(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let call = parent.as(FunctionCallExprSyntax.self),
                ["NavigationStack", "NavigationView"].contains(
                    call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? "")
            {
                return true
            }
            if parent.is(MemberBlockSyntax.self) || parent.is(FunctionDeclSyntax.self) { return false }
            current = parent
        }
        return false
    }
}
