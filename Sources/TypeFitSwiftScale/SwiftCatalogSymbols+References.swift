internal import SwiftSyntax

extension SwiftCatalogSymbols {
    /// What one file tells about possible generated namespaces: the member paths it writes on
    /// capitalized roots (`LocalString.common_ok` → `LocalString`: `common_ok`) and the types it
    /// declares.
    struct References: Sendable {
        var pathsByRoot: [String: Set<String>] = [:]
        var declaredTypes: Set<String> = []

        /// The references of `file`.
        static func collect(_ file: SwiftSourceFile) -> References {
            let finder = Finder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            return finder.found
        }

        /// The references of many files together.
        static func merged(_ all: [References]) -> References {
            var total = References()
            for references in all {
                total.pathsByRoot.merge(references.pathsByRoot) { $0.union($1) }
                total.declaredTypes.formUnion(references.declaredTypes)
            }
            return total
        }
    }

    /// Walks a file for capitalized member paths and declared type names.
    private final class Finder: SyntaxAnyVisitor {
        var found = References()

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // The outermost access of a chain only (`A.b.c`, not `A.b`).
            guard node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id,
                let path = SwiftExpressionEvaluator.qualifiedName(ExprSyntax(node)), path.count >= 2,
                let first = path[0].unicodeScalars.first, first.properties.isUppercase
            else { return .visitChildren }
            found.pathsByRoot[path[0], default: []].insert(path.dropFirst().joined(separator: "."))
            return .visitChildren
        }

        /// The types a file declares: enums, structs, classes, actors, protocols and aliases.
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if Self.typeDeclarations.contains(node.kind), let named = node.asProtocol(NamedDeclSyntax.self) {
                found.declaredTypes.insert(named.name.text)
            }
            return .visitChildren
        }

        private static let typeDeclarations: Set<SyntaxKind> = [
            .enumDecl, .structDecl, .classDecl, .actorDecl, .protocolDecl, .typeAliasDecl,
        ]
    }
}
