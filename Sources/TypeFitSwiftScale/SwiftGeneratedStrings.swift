internal import SwiftSyntax

/// Generated accessors of the app's strings, as SwiftGen's strings templates write them, mapped
/// back to their keys: `static let title = L10n.tr("Localizable", "settings.title", fallback:
/// "Settings")` (or a computed `static var` returning that call) in `enum L10n { enum Settings
/// { … } }` is the key `settings.title`, used as
/// `L10n.Settings.title`; a `static func greeting(_ p1: Any) -> String` whose body calls `tr`
/// likewise. Read from the generated file when it is in the tree (SwiftGen's output is often
/// committed; when it is not, its accessors are not followed).
struct SwiftGeneratedStrings: Sendable {
    /// Accessor path (`L10n.Settings.title`) → key.
    private var keys: [String: String] = [:]

    init(_ accessors: [(path: String, key: String)]) {
        for (path, key) in accessors where keys[path] == nil { keys[path] = key }
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The key an accessor written as `path` (`["L10n", "Settings", "title"]`) gives.
    func key(for path: [String]) -> String? {
        guard !keys.isEmpty, path.count >= 2 else { return nil }
        return keys[path.joined(separator: ".")]
    }

    /// The accessors one file declares.
    static func collect(_ file: SwiftSourceFile) -> [(path: String, key: String)] {
        let finder = AccessorFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.found
    }

    /// The key of a `tr` call: its second unlabeled string literal (table, key), or its only one.
    static func key(ofTranslation call: FunctionCallExprSyntax) -> String? {
        let name =
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == "tr" else { return nil }
        let literals = call.arguments.filter { $0.label == nil }.compactMap {
            $0.expression.as(StringLiteralExprSyntax.self)
        }
        guard let literal = literals.count >= 2 ? literals[1] : literals.first,
            literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
        else { return nil }
        return SwiftTextUseCollector.written(literal).key
    }

    /// Walks a file with its enclosing types, for `static let`/`static func` accessors.
    private final class AccessorFinder: SyntaxVisitor {
        var found: [(path: String, key: String)] = []
        private var types: [String] = []

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: EnumDeclSyntax) { types.removeLast() }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.name.text)
            return .visitChildren
        }
        override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }
        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            types.append(node.extendedType.trimmedDescription)
            return .visitChildren
        }
        override func visitPost(_ node: ExtensionDeclSyntax) { types.removeLast() }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.text == "static" }) else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
                        ?? Self.returnedCall(ofGetter: binding.accessorBlock),
                    let key = SwiftGeneratedStrings.key(ofTranslation: call)
                else { continue }
                found.append(((types + [name]).joined(separator: "."), key))
            }
            return .skipChildren
        }

        /// The call a computed property's getter returns, written as its one statement
        /// (`static var title: String { return L10n.tr("Localizable", "title") }`).
        private static func returnedCall(ofGetter block: AccessorBlockSyntax?) -> FunctionCallExprSyntax? {
            guard let block else { return nil }
            let statements: CodeBlockItemListSyntax?
            switch block.accessors {
            case .getter(let items): statements = items
            case .accessors(let accessors):
                statements = accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            }
            guard let statements, statements.count == 1, let item = statements.first?.item else { return nil }
            let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            return expression?.as(FunctionCallExprSyntax.self)
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.modifiers.contains(where: { $0.name.text == "static" }), let body = node.body,
                body.statements.count == 1, let item = body.statements.first?.item
            else { return .skipChildren }
            let expression = item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self)
            if let call = expression?.as(FunctionCallExprSyntax.self),
                let key = SwiftGeneratedStrings.key(ofTranslation: call)
            {
                found.append(((types + [node.name.text]).joined(separator: "."), key))
            }
            return .skipChildren
        }
    }
}
