internal import SwiftSyntax

extension SwiftTextUseContext {
    /// SwiftUI's default spacing between the views of a stack, points (the system spacing
    /// between two texts; inferred, as SwiftUI does not publish it).
    static let defaultStackSpacing = 8.0

    /// The share of an `HStack`'s width the view in `item` gets: the stack's width less its
    /// fixed siblings (`.frame(width:)`, `Spacer(minLength:)`, `Divider()`) and the spacing
    /// between its views, split evenly among the views that take what they are offered (texts,
    /// buttons, the app's views), as SwiftUI offers it. Nil when a sibling's width cannot be
    /// read (an image without a frame, a `ForEach`, an `if`) or the stack has one view.
    static func stackShare(of item: CodeBlockItemSyntax, in stack: FunctionCallExprSyntax, at: SwiftSourceLocation)
        -> SwiftTextUse.LayoutStep?
    {
        guard name(of: stack) == "HStack" || name(of: stack) == "LazyHStack",
            let statements = item.parent?.as(CodeBlockItemListSyntax.self), statements.count > 1
        else { return nil }
        var fixed = 0.0
        var flexible = 1
        var spacers = 0
        for sibling in statements where sibling.id != item.id {
            guard let expression = sibling.item.as(ExprSyntax.self) else { return nil }
            switch siblingWidth(expression) {
            case .fixed(let points, let isSpacer):
                fixed += points
                if isSpacer { spacers += 1 }
            case .flexible: flexible += 1
            case .unknown: return nil
            }
        }
        // The spacing written applies between every two views; SwiftUI's default puts none
        // beside a spacer (inferred).
        if let written = stack.arguments.first(where: { $0.label?.text == "spacing" }).flatMap({ number($0.expression) }
        ) {
            fixed += written * Double(statements.count - 1)
        } else {
            fixed += defaultStackSpacing * Double(max(statements.count - 1 - 2 * spacers, 0))
        }
        return .init(kind: .share, points: fixed, at: at, parts: flexible)
    }

    private enum SiblingWidth {
        case fixed(Double, isSpacer: Bool)
        case flexible, unknown
    }

    /// How wide a sibling in a stack is: its `.frame(width:)` when its chain sets one, a spacer's
    /// minimum length, or flexible for a view that shows text.
    private static func siblingWidth(_ expression: ExprSyntax) -> SiblingWidth {
        var base = expression
        var frame: Double?
        while let call = base.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base
        {
            if member.declName.baseName.text == "frame",
                let width = call.arguments.first(where: { $0.label?.text == "width" }).flatMap({ number($0.expression) }
                )
            {
                frame = frame ?? width
            }
            base = inner
        }
        if let frame { return .fixed(frame, isSpacer: false) }
        guard let call = base.as(FunctionCallExprSyntax.self) else { return .unknown }
        switch name(of: call) {
        case "Spacer":
            let minimum = call.arguments.first { $0.label?.text == "minLength" }.flatMap { number($0.expression) }
            return .fixed(minimum ?? defaultStackSpacing, isSpacer: true)
        case "Divider": return .fixed(1, isSpacer: false)
        case "Image", "ForEach", "ProgressView", "Toggle", "Picker": return .unknown
        default:
            // A view whose name starts with a capital: a text, a button or the app's own view.
            guard call.calledExpression.is(DeclReferenceExprSyntax.self) else { return .unknown }
            return .flexible
        }
    }
}
