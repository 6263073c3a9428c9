internal import SwiftSyntax

/// The app's own views and functions that show a text they are given, by the name a call
/// writes (`BigActionButton(…)`, `.brandNavigationBar(…)`), from every file read.
struct SwiftTextForwardingIndex: Sendable {
    private var byCallee: [String: [SwiftTextForwarding]] = [:]

    init(_ forwardings: [SwiftTextForwarding]) {
        for forwarding in forwardings { byCallee[forwarding.callee, default: []].append(forwarding) }
    }

    /// Whether the index holds nothing.
    var isEmpty: Bool { byCallee.isEmpty }

    /// The forwarding `argument` of `call` reaches: the callee by name (an initializer's type, a
    /// function, a modifier called on a view) and the argument's label (an unlabeled one only as
    /// the first argument).
    func forwarding(for argument: LabeledExprSyntax, of call: FunctionCallExprSyntax) -> SwiftTextForwarding? {
        let name =
            call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, let candidates = byCallee[name] else { return nil }
        let label = argument.label?.text
        if label == nil, call.arguments.first?.id != argument.id { return nil }
        return candidates.first { $0.label == label }
    }
}
