internal import SwiftSyntax

/// What the code around a use of a localized string says: where a localized string goes (a
/// view, a UIKit property, or somewhere the code does not show), and for a SwiftUI view its
/// modifiers and the views that enclose it in the same body.
struct SwiftTextUseContext {
    let file: SwiftSourceFile

    /// Where a localized string expression goes.
    enum Destination {
        /// The first argument of a SwiftUI view or title modifier; the view whose modifiers
        /// apply (nil for a title modifier).
        case view(SwiftTextUse.Shown, ExprSyntax?)
        /// A UIKit property or initializer; the receiver whose other settings apply
        /// (`titleLabel` of `titleLabel.text = …`).
        case uiKit(SwiftTextUse.Shown, receiver: String?)
        /// An argument of one of the app's own views or functions that shows it.
        case forwarded(SwiftTextForwarding, call: FunctionCallExprSyntax)
        case unknown
    }

    /// Where `expression` goes: the call it is an argument of, or the property it is assigned to.
    static func destination(of expression: ExprSyntax, forwardings: SwiftTextForwardingIndex) -> Destination {
        var node = Syntax(expression)
        while let parent = node.parent, parent.is(ForceUnwrapExprSyntax.self) { node = parent }
        if let argument = node.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            if let forwarding = forwardings.forwarding(for: argument, of: call) {
                return .forwarded(forwarding, call: call)
            }
            return destination(argument: argument, of: call)
        }
        // A branch of a ternary goes where the ternary goes (`label.text = on ? String.localized("on") : nil`).
        if let ternary = node.parent?.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == node.id,
            let list = ternary.parent?.as(ExprListSyntax.self)
        {
            return destination(ofBranchIn: list, forwardings: forwardings)
        }
        if let list = node.parent?.as(ExprListSyntax.self) {
            let elements = Array(list)
            if elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self) {
                return destination(assignedTo: elements[0])
            }
            if elements.count >= 3, elements.last?.id == node.id,
                elements[elements.count - 2].is(UnresolvedTernaryExprSyntax.self)
            {
                return destination(ofBranchIn: list, forwardings: forwardings)
            }
            // A fallback or a part of a concatenation goes where the whole goes
            // (`Text(name ?? L10n.unknown)`, `Text(L10n.zoom + ": …")`).
            if let index = elements.firstIndex(where: { $0.id == node.id }),
                Self.isJoined(elements, at: index)
            {
                return destination(ofBranchIn: list, forwardings: forwardings)
            }
        }
        return .unknown
    }

    /// Whether a localized string given to a `UIAlertController` or a `UIAlertAction` belongs to
    /// an action sheet: the controller's own `preferredStyle: .actionSheet`; for an action added
    /// with `sheet.addAction(…)`, the style `sheet` is made with in the same body; else, the one
    /// style the body makes controllers with. `sheetStyles` are the app's own style names that
    /// are an action sheet on iPhone (``SwiftAlertStyles``).
    static func isInActionSheet(_ expression: ExprSyntax, sheetStyles: SwiftAlertStyles) -> Bool {
        var node = Syntax(expression)
        var receiver: String?
        while let parent = node.parent {
            if let call = parent.as(FunctionCallExprSyntax.self) {
                if let style = call.arguments.first(where: { $0.label?.text == "preferredStyle" }) {
                    return sheetStyles.isActionSheet(style.expression.trimmedDescription)
                }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.text == "addAction", let base = member.base
                {
                    receiver = receiver ?? base.trimmedDescription
                }
            }
            let statements =
                parent.as(CodeBlockSyntax.self)?.statements ?? parent.as(ClosureExprSyntax.self)?.statements
            if let statements, let style = alertStyle(in: statements, of: receiver) {
                return sheetStyles.isActionSheet("." + style)
            }
            node = parent
        }
        return false
    }

    /// The style `statements` make `receiver` with (`let sheet = UIAlertController(…,
    /// preferredStyle: .actionSheet)`), or, without one, the one style they make controllers with.
    private static func alertStyle(in statements: CodeBlockItemListSyntax, of receiver: String?) -> String? {
        var styles: Set<String> = []
        for item in statements {
            guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings {
                guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                    let style = call.arguments.first(where: { $0.label?.text == "preferredStyle" })?.expression
                        .as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { continue }
                if let receiver, binding.pattern.trimmedDescription == receiver { return style }
                styles.insert(style)
            }
        }
        return styles.count == 1 ? styles.first : nil
    }

    /// Whether the element at `index` is joined to a neighbour by `??` or `+`.
    private static func isJoined(_ elements: [ExprSyntax], at index: Int) -> Bool {
        func joins(_ position: Int) -> Bool {
            guard elements.indices.contains(position),
                let text = elements[position].as(BinaryOperatorExprSyntax.self)?.operator.text
            else { return false }
            return text == "??" || text == "+"
        }
        return joins(index - 1) || joins(index + 1)
    }

    /// Where a ternary in `list` goes: the property `list` assigns it to, or where the whole
    /// sequence goes.
    private static func destination(ofBranchIn list: ExprListSyntax, forwardings: SwiftTextForwardingIndex)
        -> Destination
    {
        let elements = Array(list)
        if elements.count >= 5, elements[1].is(AssignmentExprSyntax.self) {
            return destination(assignedTo: elements[0])
        }
        guard let sequence = list.parent?.as(SequenceExprSyntax.self) else { return .unknown }
        return destination(of: ExprSyntax(sequence), forwardings: forwardings)
    }

    private static func destination(argument: LabeledExprSyntax, of call: FunctionCallExprSyntax) -> Destination {
        let label = argument.label?.text
        let isFirst = call.arguments.first?.id == argument.id
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            if label == nil, isFirst, let shown = SwiftTextUseCollector.views[name] {
                return .view(shown, ExprSyntax(call))
            }
            if let label, let shown = SwiftTextUseCollector.uiKitInitializers[name]?[label] {
                return .uiKit(shown, receiver: nil)
            }
            return .unknown
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return .unknown }
        let name = member.declName.baseName.text
        if label == nil, isFirst, let shown = SwiftTextUseCollector.titleModifiers[name] {
            return .view(shown, nil)
        }
        if name == "setTitle", label == nil, isFirst {
            return .uiKit(.uiButtonTitle, receiver: member.base.map { receiverName($0.trimmedDescription) })
        }
        // `UIAlertAction.init(title:…)` or `.init(title:…)` where the type is implicit is not
        // followed: the type is not written.
        if name == "init", let base = member.base?.trimmedDescription, let label,
            let shown = SwiftTextUseCollector.uiKitInitializers[base]?[label]
        {
            return .uiKit(shown, receiver: nil)
        }
        return .unknown
    }

    private static func destination(assignedTo target: ExprSyntax) -> Destination {
        let written = receiverName(target.trimmedDescription)
        let parts = written.split(separator: ".").map(String.init)
        guard let property = parts.last else { return .unknown }
        let receiver = parts.dropLast().joined(separator: ".")
        switch property {
        case "text", "attributedText":
            return .uiKit(.uiLabelText, receiver: receiver.isEmpty ? nil : receiver)
        case "placeholder":
            return .uiKit(.uiTextFieldPlaceholder, receiver: receiver.isEmpty ? nil : receiver)
        case "title" where receiver.hasSuffix("navigationItem"):
            return .uiKit(.navigationItemTitle, receiver: nil)
        case "title" where receiver.isEmpty:
            // A view controller's own `title`, unless a local or parameter of that name is meant.
            return declaresLocal("title", around: target) ? .unknown : .uiKit(.navigationItemTitle, receiver: nil)
        default:
            return .unknown
        }
    }

    /// Whether a function, closure or block around `node`, or the type it is in, declares a
    /// local, parameter or property `name` (`let title: String` then `title = …` is not the view
    /// controller's title).
    static func declaresLocal(_ name: String, around node: ExprSyntax) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent {
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    if declaration.bindings.contains(where: { $0.pattern.trimmedDescription == name }) { return true }
                }
            }
            if let function = parent.as(FunctionDeclSyntax.self) {
                return function.signature.parameterClause.parameters.contains {
                    ($0.secondName ?? $0.firstName).text == name
                }
            }
            if let members = parent.as(MemberBlockSyntax.self) {
                // The type's own stored property of that name (a SwiftUI view's `let title:
                // String`): a view controller inherits `title` and cannot declare it.
                return members.members.contains { member in
                    member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                        $0.pattern.trimmedDescription == name
                    } ?? false
                }
            }
            current = parent
        }
        return false
    }

    /// A receiver as written, without `self.` and optional chaining (`self.titleLabel?` →
    /// `titleLabel`).
    static func receiverName(_ written: String) -> String {
        var name = written.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        while name.hasPrefix("self.") { name.removeFirst(5) }
        return name.filter { !$0.isWhitespace }
    }
}
