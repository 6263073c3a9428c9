internal import SwiftSyntax

/// Finds where one file's views and controls take a font, and where each such font starts
/// (``SwiftFontUse``): SwiftUI's `.font(X)` modifier (and the app's own `font(…)` modifiers),
/// UIKit's `label.font = X` and `titleLabel?.font = X`, and `.font: X` in text attributes.
final class SwiftFontUseFinder: SyntaxVisitor {
    /// Each use's start, with how many times the file writes it.
    private(set) var uses: [SwiftFontUse: Int] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    /// The uses `file` writes.
    static func uses(in file: SwiftSourceFile) -> [SwiftFontUse: Int] {
        let finder = SwiftFontUseFinder()
        finder.walk(file.tree)
        return finder.uses
    }

    /// `.font(X)` on a view, or the app's own `font(…)` modifier. A `font(…)` called on a type
    /// (`UIFont.font(with: .body)`) makes a font rather than applying one; it counts where
    /// that font is used.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let isModifier: Bool
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "font" {
            let baseName = member.base.flatMap(SwiftExpressionEvaluator.qualifiedName)?.first
            isModifier = !(baseName?.first?.isUppercase ?? false)
        } else {
            isModifier = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "font"
        }
        guard isModifier, !node.arguments.isEmpty else { return .visitChildren }
        if node.arguments.count == 1, let only = node.arguments.first, only.label == nil {
            record(only.expression, expecting: "Font")
        } else {
            uses[.modifier(labels: node.arguments.map { $0.label?.text ?? "_" }), default: 0] += 1
        }
        return .visitChildren
    }

    /// `label.font = X`, `button.titleLabel?.font = X`, as the parser leaves them: a sequence of
    /// the target, `=` and the value's parts.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
            elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "font"
        else { return .visitChildren }
        // The parser leaves the value unfolded too: `a ? b : c` is the rest of the sequence.
        let value =
            elements.count == 3 ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
        record(value, expecting: "UIFont")
        return .visitChildren
    }

    /// `[.font: X]`, `[NSAttributedString.Key.font: X]` in text attributes.
    override func visit(_ node: DictionaryElementSyntax) -> SyntaxVisitorContinueKind {
        if let key = node.key.as(MemberAccessExprSyntax.self), key.declName.baseName.text == "font" {
            record(node.value, expecting: "UIFont")
        }
        return .visitChildren
    }

    private func record(_ expression: ExprSyntax, expecting type: String) {
        for use in Self.starts(of: expression, expecting: type, depth: 0) { uses[use, default: 0] += 1 }
    }

    /// Where the font `expression` gives starts: each branch of `a ? b : c` and `a ?? b`,
    /// through parentheses, `!`, `?`, calls and modifiers, and `Font(uiFont)`.
    static func starts(of expression: ExprSyntax, expecting type: String, depth: Int) -> [SwiftFontUse] {
        guard depth < 16 else { return [] }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return branches(of: sequence).flatMap { starts(of: $0, expecting: type, depth: depth + 1) }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return starts(of: only.expression, expecting: type, depth: depth + 1)
        }
        var names: [String] = []
        var current = expression
        for _ in 0..<64 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let converted = convertedUIFont(call) {
                    return starts(of: converted, expecting: "UIFont", depth: depth + 1)
                }
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                names.insert(member.declName.baseName.identifierText, at: 0)
                guard let base = member.base else { return [use(implicitMember: names, of: type)] }
                current = base
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                names.insert(reference.baseName.identifierText, at: 0)
                return use(named: names).map { [$0] } ?? []
            } else {
                return []
            }
        }
        return []
    }

    /// The operands a sequence gives its value from: the branches of `c ? a : b`, or each side
    /// of `??`; none for other operators.
    private static func branches(of sequence: SequenceExprSyntax) -> [ExprSyntax] {
        let elements = Array(sequence.elements)
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count
        {
            return [ternary.thenExpression, elements[index + 1]]
        }
        let coalescing = elements.contains { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }
        guard coalescing else { return [] }
        return elements.filter { !$0.is(BinaryOperatorExprSyntax.self) }
    }

    /// The `UIFont` of `Font(uiFont)`, SwiftUI's conversion.
    private static func convertedUIFont(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard let name = SwiftExpressionEvaluator.qualifiedName(call.calledExpression),
            name.last == "Font", name.count == 1 || name == ["SwiftUI", "Font"],
            call.arguments.count == 1, let only = call.arguments.first, only.label == nil
        else { return nil }
        return only.expression
    }

    /// `.brand(.bold)` where a `Font` is expected: the member of the expected type.
    private static func use(implicitMember names: [String], of type: String) -> SwiftFontUse {
        .member(type: type, name: names[0])
    }

    /// A chain from a name: a member of `Font` or `UIFont`, a chain from one of the app's types,
    /// or from a value.
    private static func use(named written: [String]) -> SwiftFontUse? {
        var names = written
        if names.first == "SwiftUI" || names.first == "UIKit" { names.removeFirst() }
        if names.first == "self" || names.first == "Self" { names.removeFirst() }
        guard let first = names.first else { return nil }
        if SwiftFontUse.fontTypes.contains(first) {
            return names.count > 1 ? .member(type: first, name: names[1]) : nil
        }
        return first.first?.isUppercase == true ? .qualified(names) : .value(names)
    }
}
