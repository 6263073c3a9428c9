internal import SwiftSyntax

extension SwiftTextUseContext {
    /// The number a named constant holds, where the code declares it with a number literal:
    /// a local or property of that name in a scope around the use (`private let buttonWidth:
    /// CGFloat = 300` then `.frame(maxWidth: buttonWidth)`), or a static member of a type the
    /// same file declares (`Layout.padding` for `enum Layout { static let padding = 24.0 }`).
    static func constant(_ expression: ExprSyntax) -> Double? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return constant(named: reference.baseName.text, around: Syntax(expression))
        }
        guard let member = expression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return nil }
        let name = member.declName.baseName.text
        if base == "Self" { return constant(named: name, around: Syntax(expression)) }
        guard let root = expression.root.as(SourceFileSyntax.self) else { return nil }
        let finder = TypeFinder(name: base)
        finder.walk(root)
        return finder.members.flatMap { value(of: name, in: $0) }
    }

    /// The value of `name` in the scopes around `node`, innermost first.
    private static func constant(named name: String, around node: Syntax) -> Double? {
        var current = node
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self), let found = value(of: name, in: block) {
                return found
            }
            if let members = parent.as(MemberBlockSyntax.self), let found = value(of: name, in: members) {
                return found
            }
            current = parent
        }
        return nil
    }

    /// The value of `name` in a block's statements, looking into `#if` for the iOS branch (else
    /// the first).
    private static func value(of name: String, in block: CodeBlockItemListSyntax) -> Double? {
        for item in block {
            if let declaration = item.item.as(VariableDeclSyntax.self), let found = value(of: name, in: declaration) {
                return found
            }
            if let conditional = item.item.as(IfConfigDeclSyntax.self),
                let clause = conditional.clauses.first(where: {
                    $0.condition?.trimmedDescription.contains("iOS") == true
                })
                    ?? conditional.clauses.first,
                case .statements(let statements) = clause.elements,
                let found = value(of: name, in: statements)
            {
                return found
            }
        }
        return nil
    }

    private static func value(of name: String, in members: MemberBlockSyntax) -> Double? {
        for member in members.members {
            if let declaration = member.decl.as(VariableDeclSyntax.self), let found = value(of: name, in: declaration) {
                return found
            }
        }
        return nil
    }

    /// A `let` binding `name` to a number literal (a `var` may change).
    private static func value(of name: String, in declaration: VariableDeclSyntax) -> Double? {
        guard declaration.bindingSpecifier.text == "let" else { return nil }
        for binding in declaration.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return binding.initializer.flatMap { literalNumber($0.value) }
        }
        return nil
    }

    /// Finds the members of the type a file declares with a given name.
    private final class TypeFinder: SyntaxVisitor {
        let name: String
        var members: MemberBlockSyntax?

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { found(node.name, node.memberBlock) }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            found(node.name, node.memberBlock)
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { found(node.name, node.memberBlock) }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.extendedType.trimmedDescription == name, members == nil { members = node.memberBlock }
            return .visitChildren
        }

        private func found(_ declared: TokenSyntax, _ block: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
            if declared.text == name, members == nil { members = block }
            return members == nil ? .visitChildren : .skipChildren
        }
    }
}
