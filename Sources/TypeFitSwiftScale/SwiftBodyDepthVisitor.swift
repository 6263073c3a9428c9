internal import SwiftSyntax

/// A syntax visitor that knows how many bodies (function and initializer bodies, getters,
/// closures) enclose the node it visits: a declaration at depth 0 is a member or top-level
/// declaration, one deeper is a local.
class SwiftBodyDepthVisitor: SyntaxVisitor {
    /// How many bodies enclose the current node.
    private(set) var bodyDepth = 0

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { bodyDepth -= 1 }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { bodyDepth -= 1 }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind {
        bodyDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: AccessorBlockSyntax) { bodyDepth -= 1 }
}
