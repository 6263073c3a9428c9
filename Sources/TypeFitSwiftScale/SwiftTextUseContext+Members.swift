internal import SwiftSyntax

extension SwiftTextUseContext {
    /// Where a view-building member of the app is used, for a text in its body: the one place in
    /// the same file that uses the computed property or calls the function (`header` in `var
    /// body: some View { List { header } }` for `private var header: some View { Text("k") }`),
    /// so the walk out goes on from there. `declaration` is the property's or function's
    /// declaration the walk reached; nil for `body`, a member whose type is not a view, or a
    /// member used in no place or in several.
    static func soleUse(ofViewMember declaration: Syntax) -> ExprSyntax? {
        let name: String
        if let function = declaration.as(FunctionDeclSyntax.self) {
            guard function.signature.returnClause?.type.trimmedDescription.hasSuffix("View") == true else { return nil }
            name = function.name.text
        } else if let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let binding = variable.bindings.first,
            binding.typeAnnotation?.type.trimmedDescription.hasSuffix("View") == true,
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            name = identifier
        } else {
            return nil
        }
        guard name != "body", let root = declaration.root.as(SourceFileSyntax.self) else { return nil }
        let finder = UseFinder(name: name, declaration: declaration)
        finder.walk(root)
        return finder.uses.count == 1 ? finder.uses.first : nil
    }

    /// Finds the uses of a member by name (`name`, `self.name`, `name(…)`) outside its
    /// declaration.
    private final class UseFinder: SyntaxVisitor {
        let name: String
        let declaration: Syntax
        var uses: [ExprSyntax] = []

        init(name: String, declaration: Syntax) {
            self.name = name
            self.declaration = declaration
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            Syntax(node).id == declaration.id ? .skipChildren : .visitChildren
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            Syntax(node).id == declaration.id ? .skipChildren : .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .visitChildren }
            var use = ExprSyntax(node)
            // `self.name`.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                guard member.base?.trimmedDescription == "self" else { return .visitChildren }
                use = ExprSyntax(member)
            } else if node.parent?.is(MemberAccessExprSyntax.self) == true {
                return .visitChildren
            }
            // `name(…)`: the call is the view.
            if let call = use.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == use.id {
                use = ExprSyntax(call)
            }
            uses.append(use)
            return .visitChildren
        }
    }
}
