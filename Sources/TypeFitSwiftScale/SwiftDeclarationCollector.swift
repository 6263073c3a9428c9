import Foundation
internal import SwiftSyntax

/// Walks one file: tracks the enclosing types, records properties, functions, types, enum cases,
/// font use sites and calls with constant arguments.
final class SwiftDeclarationCollector: SwiftBodyDepthVisitor {
    private let fileIndex: Int
    private var typeStack: [(names: [String], isEnum: Bool)] = []
    private(set) var result = SwiftFileDeclarations()

    init(fileIndex: Int) {
        self.fileIndex = fileIndex
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(_ file: SwiftSourceFile, index: Int) -> SwiftFileDeclarations {
        let collector = SwiftDeclarationCollector(fileIndex: index)
        collector.walk(file.tree)
        return collector.result
    }

    private var typePath: [String] { typeStack.last?.names ?? [] }

    static func path(of written: String) -> [String] {
        written.split(separator: ".").map(String.init).filter { $0 != "SwiftUI" && $0 != "UIKit" }
    }

    /// Enters a type declaration: its name joins the type path of what it holds and, with a
    /// `kind` (a protocol has none), it is recorded with the types it inherits from.
    private func enter(
        _ node: some DeclGroupSyntax & NamedDeclSyntax, kind: SwiftTypeDeclaration.Kind?
    ) -> SyntaxVisitorContinueKind {
        let path = typePath + Self.path(of: node.name.text)
        typeStack.append((path, kind == .enumeration))
        if let kind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            result.types.append(
                SwiftTypeDeclaration(path: path, kind: kind, rawType: inherited.first, inheritedTypes: inherited))
        }
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, kind: .structure) }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, kind: .classType) }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, kind: .classType) }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, kind: nil) }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node, kind: .enumeration) }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension's type is looked up among the types read when it matters (enum cases).
        typeStack.append((Self.path(of: node.extendedType.trimmedDescription), false))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let key = typePath.joined(separator: ".")
        for element in node.elements {
            let labels = element.parameterClause?.parameters.map { parameter -> String? in
                guard let first = parameter.firstName, first.tokenKind != .wildcard else { return nil }
                return first.text
            }
            result.enumCases[key, default: []].append(
                SwiftEnumCaseDeclaration(
                    name: element.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                    rawValue: element.rawValue?.value, associatedLabels: labels ?? [], fileIndex: fileIndex,
                    nameToken: element.name))
        }
        return .skipChildren
    }

    /// `#if`: the first branch is read, as the app's main configuration (iOS, release) usually
    /// is; the others are not, so a definition in both branches is one definition.
    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        if let elements = node.clauses.first?.elements { walk(Syntax(elements)) }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0 else { return .visitChildren }
        let isStatic =
            typeStack.isEmpty
            || node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
        result.functions.append(
            SwiftFunctionDeclaration(
                name: node.name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")), typePath: typePath,
                isStatic: isStatic, parameters: Self.parameters(node.signature.parameterClause),
                body: node.body?.statements, returnType: node.signature.returnClause?.type.trimmedDescription,
                fileIndex: fileIndex, nameToken: node.name))
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0 else { return .visitChildren }
        result.functions.append(
            SwiftFunctionDeclaration(
                name: "init", typePath: typePath, isStatic: true,
                parameters: Self.parameters(node.signature.parameterClause), body: node.body?.statements,
                returnType: typePath.joined(separator: "."), fileIndex: fileIndex, nameToken: node.initKeyword))
        return .visitChildren
    }

    private static func parameters(_ clause: FunctionParameterClauseSyntax) -> [SwiftFunctionDeclaration.Parameter] {
        clause.parameters.map { parameter in
            let first = parameter.firstName
            let label: String? = first.tokenKind == .wildcard ? nil : first.text
            let name = parameter.secondName?.text ?? first.text
            return .init(
                label: label, name: name, type: parameter.type.trimmedDescription,
                defaultValue: parameter.defaultValue?.value)
        }
    }

    // MARK: Properties

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard bodyDepth == 0 else { return .visitChildren }
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) ?? false
        let isTopLevel =
            node.parent?.is(CodeBlockItemSyntax.self) == true
            && node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
        guard isMember || isTopLevel else { return .visitChildren }
        let isStatic =
            isTopLevel
            || node.modifiers.contains {
                $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            }
        let inEnum = isMember && (typeStack.last?.isEnum ?? false)
        var scaledMetric: AttributeSyntax?
        var environmentKey: String?
        for case .attribute(let attribute) in node.attributes {
            let name = attribute.attributeName.trimmedDescription
            if name == "ScaledMetric" { scaledMetric = attribute }
            if name == "Environment", case .argumentList(let list)? = attribute.arguments,
                let keyPath = list.first?.expression.as(KeyPathExprSyntax.self)
            {
                environmentKey =
                    keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?
                    .declName.baseName.identifierText
            }
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            var expression = binding.initializer?.value
            var getter: CodeBlockItemListSyntax?
            var cases: [SwiftNamedValue.SwitchBranch]?
            var isStored = true
            if let accessors = binding.accessorBlock?.accessors {
                let body: CodeBlockItemListSyntax?
                switch accessors {
                case .getter(let items): body = items
                case .accessors(let list):
                    body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                }
                if let body {
                    isStored = false
                    if let single = Self.singleExpression(body) {
                        if let switchExpr = single.as(SwitchExprSyntax.self),
                            switchExpr.subject.trimmedDescription == "self"
                        {
                            cases = Self.branches(of: switchExpr)
                        }
                        expression = single
                    } else {
                        getter = body
                    }
                }
            }
            var value =
                SwiftNamedValue(
                    name: name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")), typePath: typePath,
                    isStatic: isStatic, inEnum: inEnum,
                    declaredType: binding.typeAnnotation?.type.trimmedDescription,
                    expression: expression, getter: getter, switchCases: cases, isStored: isStored,
                    scaledMetric: scaledMetric, environmentKey: environmentKey, fileIndex: fileIndex,
                    nameToken: name)
            value.writtenAsFont = SwiftFontFlow.looksLikeFont(value)
            result.values.append(value)
        }
        return .visitChildren
    }

    /// The one expression of a body: a lone expression, or a lone `return` with a value.
    static func singleExpression(_ body: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard body.count == 1, let item = body.first?.item else { return nil }
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement):
            if let returned = statement.as(ReturnStmtSyntax.self) { return returned.expression }
            if let wrapped = statement.as(ExpressionStmtSyntax.self) { return wrapped.expression }
            return nil
        case .decl: return nil
        }
    }

    private static func branches(of switchExpr: SwitchExprSyntax) -> [SwiftNamedValue.SwitchBranch] {
        var branches: [SwiftNamedValue.SwitchBranch] = []
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default(let label):
                branches.append(.init(caseNames: [], label: Syntax(label)))
            case .case(let label):
                let names = label.caseItems.compactMap { item -> String? in
                    let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                    return pattern?.as(MemberAccessExprSyntax.self)?.declName.baseName.identifierText
                }
                branches.append(.init(caseNames: names, label: Syntax(label)))
            }
        }
        return branches
    }

    // MARK: Font use sites and constant calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = Self.calledName(node), !node.arguments.isEmpty,
            node.arguments.allSatisfy({ Self.isConstantShaped($0.expression) })
        {
            result.calls.append(SwiftCallSite(call: node, name: name, typePath: typePath, fileIndex: fileIndex))
        }
        return recordSite(ExprSyntax(node))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        recordSite(ExprSyntax(node))
    }

    /// The base name a call calls (`app` in `Font.app(.body)` or `.app(.body)`).
    static func calledName(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.identifierText
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.identifierText
        }
        return nil
    }

    /// Literals, implicit members and qualified names: arguments whose value does not depend on
    /// the caller's locals.
    static func isConstantShaped(_ expression: ExprSyntax) -> Bool {
        if expression.is(StringLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
        {
            return true
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return SwiftExpressionEvaluator.qualifiedName(base)?.first?.first?.isUppercase ?? false
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) { return isConstantShaped(prefix.expression) }
        return false
    }

    /// Records `expression` when it is the outermost expression of a chain that starts with a
    /// font API, and then skips inside it (its parts are read when it is evaluated).
    private func recordSite(_ expression: ExprSyntax) -> SyntaxVisitorContinueKind {
        guard SwiftFontForms.isFontChain(expression) else { return .visitChildren }
        result.sites.append(SwiftFontSite(expression: expression, typePath: typePath, fileIndex: fileIndex))
        return .skipChildren
    }
}
