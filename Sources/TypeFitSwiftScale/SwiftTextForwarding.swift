internal import SwiftSyntax

/// One of the app's own views or functions that shows a text it is given
/// (`struct BigActionButton: View { let title: LocalizedStringKey … Button(title) … }`,
/// `func brandNavigationBar(_ title: LocalizedStringKey) -> some View { navigationTitle(title) }`):
/// a call of it with a key or a localized string is a use, shown as its body shows the text.
struct SwiftTextForwarding: Sendable {
    /// The type (for its initializer) or the function called: `BigActionButton`,
    /// `brandNavigationBar`.
    let callee: String
    /// The argument label that carries the text; nil for an unlabeled argument.
    let label: String?
    /// Whether the parameter is a `LocalizedStringKey` or `LocalizedStringResource`, so that a
    /// literal given to it is a key; for a `String` only a localized string is one (a literal
    /// `String` is shown verbatim).
    let takesKey: Bool
    /// The use inside, its key empty: what shows the text, its modifiers and enclosing views.
    let use: SwiftTextUse

    /// Whether a written parameter type carries a text: a key, a resource or a string.
    static func carriesText(_ type: String) -> Bool {
        ["LocalizedStringKey", "LocalizedStringResource", "String", "String?", "LocalizedStringKey?"].contains(type)
    }

    /// Whether a written parameter type is a key type.
    static func isKeyType(_ type: String) -> Bool {
        type.hasPrefix("LocalizedStringKey") || type.hasPrefix("LocalizedStringResource")
    }
}

/// Finds, in one file, the app's views and functions that show a text they are given: a
/// struct's or class's stored property of a text type shown by a view in its members (its
/// initializer's label: the memberwise one's property name, or a written `init` whose parameter
/// is assigned to it), and a function's parameter shown by a view in its body.
final class SwiftTextForwardingCollector: SyntaxVisitor {
    private let file: SwiftSourceFile
    private(set) var found: [SwiftTextForwarding] = []

    init(file: SwiftSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ file: SwiftSourceFile) -> [SwiftTextForwarding] {
        let collector = SwiftTextForwardingCollector(file: file)
        collector.walk(file.tree)
        return collector.found
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        typeMembers(node.name.text, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeMembers(node.name.text, node.memberBlock)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body else { return .visitChildren }
        let parameters = Self.textParameters(node.signature.parameterClause)
        guard !parameters.isEmpty else { return .visitChildren }
        for (name, view) in shownNames(in: Syntax(body)) {
            guard let parameter = parameters[name] else { continue }
            found.append(forwarding(node.name.text, label: parameter.label, type: parameter.type, view))
        }
        found += uiKitForwardings(node.name.text, parameters: parameters, body: body, in: Syntax(node))
        return .visitChildren
    }

    /// A class's initializer whose text parameter reaches a UIKit view or property
    /// (`init(title: String) { …; self.title = title }` in a view controller).
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body,
            let typeName = node.parent?.parent?.parent?.parent?.as(ClassDeclSyntax.self)?.name.text
        else { return .visitChildren }
        found += uiKitForwardings(
            typeName, parameters: Self.textParameters(node.signature.parameterClause), body: body, in: Syntax(node))
        return .visitChildren
    }

    /// The text parameters of a signature: name → argument label (nil for `_`) and written type.
    private static func textParameters(_ clause: FunctionParameterClauseSyntax) -> [String: (
        label: String?, type: String
    )] {
        var parameters: [String: (label: String?, type: String)] = [:]
        for parameter in clause.parameters {
            let type = parameter.type.trimmedDescription
            guard SwiftTextForwarding.carriesText(type) else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            parameters[name] = (parameter.firstName.text == "_" ? nil : parameter.firstName.text, type)
        }
        return parameters
    }

    /// The app's UIKit code that shows a text parameter: `titleLabel.text = title`,
    /// `self.title = title`, `button.setTitle(title, for: .normal)` in the body of `callee`, with
    /// the font and `numberOfLines` the enclosing type sets on that receiver.
    private func uiKitForwardings(
        _ callee: String, parameters: [String: (label: String?, type: String)], body: CodeBlockSyntax,
        in declaration: Syntax
    ) -> [SwiftTextForwarding] {
        guard !parameters.isEmpty else { return [] }
        let finder = ParameterReferenceFinder(names: Set(parameters.keys))
        finder.walk(body)
        var members = declaration.parent
        while let node = members, !node.is(MemberBlockSyntax.self) { members = node.parent }
        let settings = members?.as(MemberBlockSyntax.self).map { SwiftUIKitSettings($0, file: file) }
        var result: [SwiftTextForwarding] = []
        var seen: Set<String> = []
        for reference in finder.references {
            guard let parameter = parameters[reference.baseName.text], seen.insert(reference.baseName.text).inserted,
                case .uiKit(let shown, let receiver) = SwiftTextUseContext.destination(
                    of: ExprSyntax(reference), forwardings: SwiftTextForwardingIndex([]))
            else { continue }
            // `title = …` is a navigation title only in a view controller.
            if shown == .navigationItemTitle, receiver == nil, !Self.isViewController(declaration) { continue }
            var use = SwiftTextUse(
                key: "", interpolations: 0, location: file.location(of: reference), shown: shown, enclosing: [])
            if let receiver, let own = settings?.settings[receiver] {
                use.font = own.font
                use.lineLimit = own.lineLimit
            }
            result.append(
                SwiftTextForwarding(callee: callee, label: parameter.label, takesKey: false, use: use))
        }
        return result
    }

    /// Whether the class `declaration` is in inherits from a view controller (by name).
    private static func isViewController(_ declaration: Syntax) -> Bool {
        var node: Syntax? = declaration
        while let current = node {
            if let type = current.as(ClassDeclSyntax.self) {
                return type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription.hasSuffix("Controller")
                    == true
            }
            node = current.parent
        }
        return false
    }

    /// The references to the given names in a body, outside nested closures' own parameters.
    private final class ParameterReferenceFinder: SyntaxVisitor {
        let names: Set<String>
        var references: [DeclReferenceExprSyntax] = []

        init(names: Set<String>) {
            self.names = names
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if names.contains(node.baseName.text), node.parent?.is(MemberAccessExprSyntax.self) != true {
                references.append(node)
            }
            return .visitChildren
        }
    }

    /// A type's stored text properties shown in its members, with the label its initializer
    /// gives each.
    private func typeMembers(_ typeName: String, _ members: MemberBlockSyntax) {
        var stored: [String: String] = [:]
        var labels: [String: String?] = [:]
        for member in members.members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let type = binding.typeAnnotation?.type.trimmedDescription,
                        SwiftTextForwarding.carriesText(type)
                    else { continue }
                    stored[name] = type
                }
            } else if let initializer = member.decl.as(InitializerDeclSyntax.self) {
                for (property, label) in Self.assignedParameters(initializer) { labels[property] = label }
            }
        }
        guard !stored.isEmpty else { return }
        for (name, view) in shownNames(in: Syntax(members)) {
            guard let type = stored[name] else { continue }
            // A written initializer's label, else the memberwise initializer's: the name.
            let label = labels[name] ?? name
            found.append(forwarding(typeName, label: label, type: type, view))
        }
    }

    /// `self.title = title` in an initializer: property → the parameter's argument label.
    private static func assignedParameters(_ initializer: InitializerDeclSyntax) -> [(String, String?)] {
        var labelByName: [String: String?] = [:]
        for parameter in initializer.signature.parameterClause.parameters {
            let name = (parameter.secondName ?? parameter.firstName).text
            labelByName[name] = parameter.firstName.text == "_" ? nil : parameter.firstName.text
        }
        var result: [(String, String?)] = []
        for item in initializer.body?.statements ?? [] {
            guard let sequence = item.item.as(SequenceExprSyntax.self) else { continue }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text,
                let label = labelByName[value]
            else { continue }
            let target = SwiftTextUseContext.receiverName(elements[0].trimmedDescription)
            result.append((target, label))
        }
        return result
    }

    /// The names (`title`, `self.title`) given as the text of a SwiftUI view or title modifier
    /// under `node`, with the view call.
    private func shownNames(in node: Syntax) -> [(String, FunctionCallExprSyntax)] {
        let finder = ShownNameFinder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.shown
    }

    private func forwarding(
        _ callee: String, label: String?, type: String, _ view: FunctionCallExprSyntax
    ) -> SwiftTextForwarding {
        var use = SwiftTextUse(
            key: "", interpolations: 0, location: file.location(of: view), shown: .text, enclosing: [])
        if let name = view.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let shown = SwiftTextUseCollector.views[name]
        {
            use.shown = shown
            SwiftTextUseContext(file: file).read(ExprSyntax(view), into: &use)
        } else if let name = view.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? view.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let shown = SwiftTextUseCollector.titleModifiers[name]
        {
            use.shown = shown
        }
        return SwiftTextForwarding(
            callee: callee, label: label, takesKey: SwiftTextForwarding.isKeyType(type), use: use)
    }

    /// Views and title modifiers whose first unlabeled argument is a name.
    private final class ShownNameFinder: SyntaxVisitor {
        var shown: [(String, FunctionCallExprSyntax)] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard let first = node.arguments.first, first.label == nil else { return .visitChildren }
            let isView =
                node.calledExpression.as(DeclReferenceExprSyntax.self).map {
                    SwiftTextUseCollector.views[$0.baseName.text] != nil
                } ?? false
            // A title modifier, on a view or on `self` inside a `View` extension
            // (`navigationTitle(title)`).
            let called =
                node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            let isTitle = called.map { SwiftTextUseCollector.titleModifiers[$0] != nil } ?? false
            guard isView || isTitle else { return .visitChildren }
            let written = SwiftTextUseContext.receiverName(first.expression.trimmedDescription)
            if !written.contains("."), !written.contains("("), !written.contains("\"") {
                shown.append((written, node))
            } else if let literal = first.expression.as(StringLiteralExprSyntax.self) {
                // The name as the one interpolation of a literal (`Text("\(name):")`).
                let interpolated = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
                if interpolated.count == 1, let only = interpolated.first?.expressions.first,
                    only.label == nil, let name = only.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
                {
                    shown.append((name, node))
                }
            }
            return .visitChildren
        }
    }
}
