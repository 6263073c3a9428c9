import Foundation
internal import SwiftSyntax

/// A named value declared in the app's code that a type scale can refer to: a static (or
/// top-level) property — stored or computed — or an instance property of an enum (a
/// `switch self` per case, or one expression using the case's other properties).
struct SwiftNamedValue: Sendable {
    /// The property's name.
    let name: String
    /// The enclosing types, outermost first (`["Theme", "Fonts"]`); an extension contributes
    /// the type it extends. Empty at the top level.
    let typePath: [String]
    /// Whether the value belongs to the type (`static`, `class`, or top level) rather than to an
    /// instance.
    let isStatic: Bool
    /// Whether the enclosing type is an enum (its instance properties are read per case).
    let inEnum: Bool
    /// The written type, trimmed (`Font`, `UIFont?`); nil when inferred.
    let declaredType: String?
    /// The single expression that gives the value: the initializer, or the one expression (or
    /// `return`) of the getter. Nil when the body is something else (see `switchCases`).
    let expression: ExprSyntax?
    /// For a getter that is a `switch self`: each case's patterns (`h1`, `h2`; `nil` for
    /// `default`) and its one expression (nil when the case body is anything else).
    let switchCases: [SwitchBranch]?
    /// Which file (index into the reader's files).
    let fileIndex: Int
    /// The property's name token, for locations.
    let nameToken: TokenSyntax

    /// One `case` of a `switch self`.
    struct SwitchBranch: Sendable {
        /// The cases it matches (`.h1, .h2` → `["h1", "h2"]`); empty for `default`.
        let caseNames: [String]
        /// Its one expression, or nil.
        let expression: ExprSyntax?
        /// The `case` label, for locations.
        let label: Syntax
    }

    /// Whether the written type is a font (`Font`, `SwiftUI.Font`, `UIFont`, optionally optional).
    var isDeclaredFont: Bool {
        guard let declaredType else { return false }
        let bare = declaredType.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
        return ["Font", "SwiftUI.Font", "UIFont", "UIKit.UIFont"].contains(bare)
    }
}

/// A font expression written where a view or function uses it (not a scale definition):
/// `.font(.system(size: 14))`, `Font.custom("Inter", size: 15)` inside a `body`.
struct SwiftFontSite: Sendable {
    /// The outermost expression of the font chain (`Font.custom(…).bold()`).
    let expression: ExprSyntax
    /// The enclosing types, for resolving the constants it names.
    let typePath: [String]
    /// Which file.
    let fileIndex: Int
}

/// What one file declares and uses, collected in one pass over its syntax tree.
struct SwiftFileDeclarations: Sendable {
    var values: [SwiftNamedValue] = []
    var sites: [SwiftFontSite] = []
    /// Enum type path (joined with `.`) → its case names, in order.
    var enumCases: [String: [String]] = [:]
}

/// Walks one file: tracks the enclosing types, records named values and font use sites.
final class SwiftDeclarationCollector: SyntaxVisitor {
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

    private func push(_ name: String, isEnum: Bool) {
        let parts = name.split(separator: ".").map(String.init).filter { $0 != "SwiftUI" && $0 != "UIKit" }
        typeStack.append((typePath + parts, isEnum))
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isEnum: false)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isEnum: false)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isEnum: false)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isEnum: false)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        push(node.name.text, isEnum: true)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { typeStack.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // An extension of an enum declared elsewhere is treated as an enum when its cases are
        // known at resolution time; here it is recorded as a plain type.
        typeStack.append(([], false))
        typeStack[typeStack.count - 1].names = node.extendedType.trimmedDescription
            .split(separator: ".").map(String.init).filter { $0 != "SwiftUI" && $0 != "UIKit" }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeStack.removeLast() }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        let key = typePath.joined(separator: ".")
        result.enumCases[key, default: []].append(contentsOf: node.elements.map(\.name.text))
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
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
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            var expression = binding.initializer?.value
            var cases: [SwiftNamedValue.SwitchBranch]?
            if expression == nil, let accessors = binding.accessorBlock?.accessors {
                let body: CodeBlockItemListSyntax?
                switch accessors {
                case .getter(let items): body = items
                case .accessors(let list):
                    body = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                }
                if let body {
                    if let single = Self.singleExpression(body) {
                        if let switchExpr = single.as(SwitchExprSyntax.self),
                            switchExpr.subject.trimmedDescription == "self"
                        {
                            cases = Self.branches(of: switchExpr)
                        } else {
                            expression = single
                        }
                    }
                }
            }
            let value = SwiftNamedValue(
                name: name.text.trimmingCharacters(in: CharacterSet(charactersIn: "`")), typePath: typePath,
                isStatic: isStatic, inEnum: inEnum,
                declaredType: binding.typeAnnotation?.type.trimmedDescription,
                expression: expression, switchCases: cases, fileIndex: fileIndex, nameToken: name)
            if isStatic || (inEnum && (expression != nil || cases != nil)) || value.isDeclaredFont {
                result.values.append(value)
            }
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
            let expression = singleExpression(switchCase.statements)
            switch switchCase.label {
            case .default(let label):
                branches.append(.init(caseNames: [], expression: expression, label: Syntax(label)))
            case .case(let label):
                let names = label.caseItems.compactMap { item -> String? in
                    let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                    return pattern?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                }
                branches.append(.init(caseNames: names, expression: expression, label: Syntax(label)))
            }
        }
        return branches
    }

    // MARK: Font use sites

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        recordSite(ExprSyntax(node))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        recordSite(ExprSyntax(node))
    }

    /// Records `expression` when it is the outermost expression of a chain that starts with a
    /// font API, and then skips inside it (its parts are read when it is evaluated).
    private func recordSite(_ expression: ExprSyntax) -> SyntaxVisitorContinueKind {
        guard SwiftFontForms.isFontChain(expression) else { return .visitChildren }
        result.sites.append(SwiftFontSite(expression: expression, typePath: typePath, fileIndex: fileIndex))
        return .skipChildren
    }
}
