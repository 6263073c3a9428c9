internal import SwiftSyntax

extension SwiftTextUseContext {
    /// Reads the modifiers on `view`'s own chain (font, line limit, text case, frame, padding),
    /// then walks out through the closures that hold it, up to the enclosing declaration: each
    /// enclosing view or modifier that decides a container is recorded, and the font, line limit
    /// and text case an enclosing view sets apply where the use sets none (they are environment
    /// values). Inside a bar's or an alert's content (`.toolbar { … }`, `.alert { … }`) the
    /// modifiers of the view outside do not apply: the system draws that content.
    func read(_ view: ExprSyntax, into use: inout SwiftTextUse) {
        var current = view
        modifiers(of: &current, into: &use, own: true, inherits: true)
        var inherits = true
        var node = Syntax(current)
        // The statement of the innermost closure passed so far that holds the view.
        var item: CodeBlockItemSyntax?
        // View-building members followed to where they are used (a few, against cycles).
        var membersFollowed = 0
        for _ in 0..<512 {
            guard let parent = node.parent else { break }
            if let statement = parent.as(CodeBlockItemSyntax.self) { item = statement }
            if parent.is(MemberBlockItemSyntax.self) || parent.is(FunctionDeclSyntax.self)
                || parent.is(InitializerDeclSyntax.self) || parent.is(SourceFileSyntax.self)
            {
                // A view-building property or function: on from the one place that uses it.
                let declaration = parent.is(FunctionDeclSyntax.self) ? parent : node
                guard membersFollowed < 4, let site = Self.soleUse(ofViewMember: declaration) else { break }
                membersFollowed += 1
                item = nil
                var outer = site
                modifiers(of: &outer, into: &use, own: false, inherits: inherits)
                node = Syntax(outer)
                continue
            }
            // A view given to another as an argument (`Section(header: Text("k"))`) is enclosed
            // by it, as one in a closure is.
            if let (call, label) = Self.call(taking: parent) {
                if let kind = Self.enclosing(call, closureLabel: label) { use.enclosing.append(kind) }
                if inherits, parent.is(ClosureExprSyntax.self), let item,
                    let share = Self.stackShare(of: item, in: call, at: file.location(of: call.calledExpression))
                {
                    use.layoutSteps.append(share)
                }
                if call.calledExpression.is(MemberAccessExprSyntax.self), Self.systemDrawn.contains(Self.name(of: call))
                {
                    inherits = false
                }
                var outer = ExprSyntax(call)
                modifiers(of: &outer, into: &use, own: false, inherits: inherits)
                node = Syntax(outer)
                continue
            }
            node = parent
        }
    }

    /// Modifiers whose content the system draws in its own container.
    static let systemDrawn: Set<String> = [
        "toolbar", "tabItem", "alert", "confirmationDialog", "contextMenu", "swipeActions",
    ]

    /// The call `node` is given to: a closure (see below), or a labeled argument that is a view
    /// (`header: Text("k")`), with its label.
    static func call(taking node: Syntax) -> (FunctionCallExprSyntax, String?)? {
        if let closure = node.as(ClosureExprSyntax.self) { return call(taking: closure) }
        guard let argument = node.as(LabeledExprSyntax.self), argument.label != nil,
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return nil }
        return (call, argument.label?.text)
    }

    /// The call a closure is given to, with the closure's argument label (nil for a trailing
    /// closure or an unlabeled argument).
    static func call(taking closure: ClosureExprSyntax) -> (FunctionCallExprSyntax, String?)? {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self) { return (call, nil) }
        if let element = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
            let call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, element.label.text)
        }
        if let argument = closure.parent?.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return (call, argument.label?.text)
        }
        return nil
    }

    /// The called name: `VStack`, `toolbar`.
    static func name(of call: FunctionCallExprSyntax) -> String {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
    }

    /// The container an enclosing call makes for what its closure holds.
    static func enclosing(_ call: FunctionCallExprSyntax, closureLabel: String?) -> SwiftTextUse.Enclosing? {
        switch name(of: call) {
        case "List": .list
        case "Form": .form
        case "ScrollView": .scrollView
        case "NavigationStack", "NavigationView", "NavigationSplitView": .navigationStack
        case "TabView": .tabView
        case "Button": closureLabel == "action" ? nil : .button
        case "Section":
            closureLabel == "header" ? .sectionHeader : closureLabel == "footer" ? .sectionFooter : .section
        case "HStack", "LazyHStack": .horizontalStack
        case "VStack", "LazyVStack": .verticalStack
        case "Menu": .menu
        case "ToolbarItem", "ToolbarItemGroup": .toolbarItem
        case "toolbar": .toolbar
        case "tabItem": .tabItem
        case "alert": closureLabel == "message" ? .alertMessage : .alertActions
        // SwiftUI's `Alert(title:message:primaryButton:…)` and `ActionSheet(title:message:buttons:)`.
        case "Alert":
            closureLabel == "title" ? .alertTitle : closureLabel == "message" ? .alertMessage : .alertActions
        case "ActionSheet":
            closureLabel == "title"
                ? .confirmationDialogTitle
                : closureLabel == "message" ? .confirmationDialogMessage : .confirmationDialogActions
        case "confirmationDialog": closureLabel == "message" ? .confirmationDialogMessage : .confirmationDialogActions
        case "contextMenu": .contextMenu
        case "swipeActions": .swipeActions
        default: nil
        }
    }

    /// Reads the modifiers chained on `current` (`Text("k").font(.title).lineLimit(1)`), moving
    /// `current` to the end of the chain. `own`: the view's own chain (frame and padding read
    /// too); `inherits`: environment values (font, line limit, text case) apply.
    private func modifiers(of current: inout ExprSyntax, into use: inout SwiftTextUse, own: Bool, inherits: Bool) {
        // Modifiers under `#if` in the chain (`#if os(iOS) .controlSize(.large) #endif`) are
        // passed over; the chain goes on after `#endif`.
        while let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
            current = ExprSyntax(postfix)
        }
        while var member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
            // A property between modifiers (`.backport.buttonStyle(…)`) passes the view on.
            while let next = member.parent?.as(MemberAccessExprSyntax.self), next.base?.id == member.id {
                member = next
            }
            guard let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            else { break }
            let first = call.arguments.first
            let at = file.location(
                of: call.calledExpression.as(MemberAccessExprSyntax.self)?.declName ?? member.declName)
            switch member.declName.baseName.text {
            case "font" where inherits && use.font == nil:
                if let first { use.font = .init(value: first.expression.trimmedDescription, at: at) }
            case "lineLimit" where inherits && use.lineLimit == nil:
                if let first, let limit = Self.lineLimit(first.expression) {
                    use.lineLimit = .init(value: limit, at: at)
                }
            case "textCase" where inherits && use.textCase == nil:
                if let first {
                    let written = first.expression.trimmedDescription
                    use.textCase = .init(value: written == "nil" ? nil : String(written.drop { $0 == "." }), at: at)
                }
            case "buttonStyle" where inherits && use.buttonStyle == nil:
                if let first { use.buttonStyle = .init(value: first.expression.trimmedDescription, at: at) }
            case "frame" where inherits:
                for argument in call.arguments {
                    guard let points = Self.number(argument.expression), points > 0 else { continue }
                    if argument.label?.text == "width" {
                        use.layoutSteps.append(.init(kind: .width, points: points, at: at))
                        if own, use.width == nil { use.width = .init(value: points, at: at) }
                    }
                    if argument.label?.text == "maxWidth" {
                        use.layoutSteps.append(.init(kind: .maxWidth, points: points, at: at))
                        if own, use.maxWidth == nil { use.maxWidth = .init(value: points, at: at) }
                    }
                }
            case "padding" where inherits:
                if let points = Self.horizontalPadding(call.arguments), points > 0 {
                    use.layoutSteps.append(.init(kind: .padding, points: points, at: at))
                    if own, use.horizontalPadding == nil { use.horizontalPadding = .init(value: points, at: at) }
                }
            default:
                break
            }
            current = ExprSyntax(call)
            while let postfix = current.parent?.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                current = ExprSyntax(postfix)
            }
        }
    }

    /// `.lineLimit(2)` → 2; `.lineLimit(nil)` → no limit; `.lineLimit(1...3)` → 3; else unknown.
    static func lineLimit(_ expression: ExprSyntax) -> Int?? {
        if expression.is(NilLiteralExprSyntax.self) { return .some(nil) }
        if let value = number(expression) { return .some(Int(value)) }
        if let sequence = expression.as(SequenceExprSyntax.self), let last = sequence.elements.last,
            let value = number(last)
        {
            return .some(Int(value))
        }
        return nil
    }

    /// Horizontal padding per side: `.padding()` 16 (the system's default spacing, inferred),
    /// `.padding(12)`, `.padding(.horizontal, 12)`; nil for other edges or values not written.
    static func horizontalPadding(_ arguments: LabeledExprListSyntax) -> Double? {
        let values = Array(arguments)
        if values.isEmpty { return 16 }
        if values.count == 1, let points = number(values[0].expression) { return points }
        // `.padding(.horizontal)`, `.padding(.leading, 20)`: one side counts half per side.
        let sides: Double
        switch values[0].expression.trimmedDescription.filter({ !"[] ".contains($0) }) {
        case ".horizontal", ".all", ".leading,.trailing", ".trailing,.leading": sides = 2
        case ".leading", ".trailing": sides = 1
        default:
            // `.padding(EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))`.
            guard values.count == 1, let insets = values[0].expression.as(FunctionCallExprSyntax.self),
                insets.calledExpression.trimmedDescription == "EdgeInsets"
            else { return nil }
            let horizontal = insets.arguments.filter { ["leading", "trailing"].contains($0.label?.text) }
                .compactMap { number($0.expression) }
            return horizontal.isEmpty ? nil : horizontal.reduce(0, +) / 2
        }
        let points = values.count == 1 ? 16 : number(values[1].expression)
        return points.map { $0 * sides / 2 }
    }

    /// A number literal, with an optional minus sign, or a named constant the code sets to one
    /// (``constant(_:)``).
    static func number(_ expression: ExprSyntax) -> Double? {
        literalNumber(expression) ?? constant(expression)
    }

    /// A number literal, with an optional minus sign.
    static func literalNumber(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let value = literalNumber(prefix.expression)
        {
            return -value
        }
        return nil
    }
}
