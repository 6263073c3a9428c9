internal import SwiftSyntax

/// What one Swift file offers the type-scale reading, taken when it is parsed: whether it writes
/// font code, the names it declares that other code can reach, the names it uses, and what lint
/// needs of it. Every file is parsed once; the summaries tell which files font code can reach,
/// whose trees are kept for the evaluation, and the other trees are released.
struct SwiftFileSummary: Sendable {
    /// The file's path.
    var path: String
    /// Whether it could be parsed at all (a file that is not Swift text is not).
    var parsed = false
    /// Whether it writes font code: any name with "font" in it, or a Dynamic Type API.
    var writesFontCode = false
    /// Names other files can reach: types it declares or extends, static and top-level values
    /// and functions, enum cases.
    var declaredNames: Set<String> = []
    /// Every identifier it uses.
    var usedNames: Set<String> = []
    /// Line → rules silenced by `// typefit:ignore`.
    var ignores: [Int: Set<String>] = [:]
    /// What lint reads from the tree itself.
    var lintFacts = LintSyntaxFacts()

    /// Names that mark Dynamic Type code without "font" in them.
    static let dynamicTypeNames: Set<String> = [
        "ScaledMetric", "dynamicTypeSize", "sizeCategory", "preferredContentSizeCategory", "legibilityWeight",
        "isBoldTextEnabled", "DynamicTypeSize", "UIContentSizeCategory",
    ]

    /// The summary of a parsed file.
    static func summarize(_ file: SwiftSourceFile) -> SwiftFileSummary {
        var summary = SwiftFileSummary(path: file.path, parsed: true)
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            guard case .identifier = token.tokenKind else { continue }
            let name = token.identifierText
            summary.usedNames.insert(name)
            if !summary.writesFontCode, name.lowercased().contains("font") || dynamicTypeNames.contains(name) {
                summary.writesFontCode = true
            }
        }
        let finder = SwiftReachableNameFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        summary.declaredNames = finder.names
        summary.ignores = SuppressionComments.read(file)
        summary.lintFacts = LintSyntaxFacts.collect([file])
        return summary
    }

    /// The indices of the files font code can reach: those that write font code, then, until
    /// nothing changes, every file that declares a name a reached file uses.
    static func reachable(_ summaries: [SwiftFileSummary]) -> [Int] {
        var byName: [String: [Int]] = [:]
        for (index, summary) in summaries.enumerated() where summary.parsed {
            for name in summary.declaredNames { byName[name, default: []].append(index) }
        }
        var kept = Set<Int>()
        var pending: [Int] = []
        for (index, summary) in summaries.enumerated() where summary.parsed && summary.writesFontCode {
            kept.insert(index)
            pending.append(index)
        }
        var seenNames = Set<String>()
        while let index = pending.popLast() {
            for name in summaries[index].usedNames where seenNames.insert(name).inserted {
                for declaring in byName[name] ?? [] where kept.insert(declaring).inserted {
                    pending.append(declaring)
                }
            }
        }
        return kept.sorted()
    }
}

/// Collects the names a file declares that other files can reach.
private final class SwiftReachableNameFinder: SwiftBodyDepthVisitor {
    var names: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { add(node.name) }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        for part in node.extendedType.trimmedDescription.split(separator: ".") { names.insert(String(part)) }
        return .visitChildren
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.identifierText)
        return .skipChildren
    }

    /// Static and top-level functions and values: an instance member is reached through its
    /// type, whose file (or extension's file) is reached by the type's name.
    private func isReachable(_ modifiers: DeclModifierListSyntax, _ node: some SyntaxProtocol) -> Bool {
        guard bodyDepth == 0 else { return false }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        ) {
            return true
        }
        return node.parent?.is(CodeBlockItemSyntax.self) == true
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if isReachable(node.modifiers, node) { names.insert(node.name.identifierText) }
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isReachable(node.modifiers, node) else { return .visitChildren }
        for binding in node.bindings {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                names.insert(name.identifierText)
            }
        }
        return .visitChildren
    }

    private func add(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        names.insert(token.identifierText)
        return .visitChildren
    }
}
