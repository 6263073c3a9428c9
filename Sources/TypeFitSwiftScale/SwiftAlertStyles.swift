internal import SwiftSyntax

/// The app's own names for alert controller styles that are an action sheet on iPhone: a static
/// member of `UIAlertController.Style` whose body returns `.actionSheet` (`static var
/// safeActionSheet: UIAlertController.Style { idiom == .pad ? .alert : .actionSheet }`), as
/// apps write it to fall back to an alert where a sheet has no anchor.
struct SwiftAlertStyles: Sendable {
    /// The app's style names (`safeActionSheet`).
    private var sheetNames: Set<String>

    init(_ names: some Sequence<String>) { sheetNames = Set(names) }

    /// Whether the style written as `preferredStyle:` (`.actionSheet`, `.safeActionSheet`,
    /// `UIAlertController.Style.safeActionSheet`) is an action sheet on iPhone.
    func isActionSheet(_ written: String) -> Bool {
        guard let dot = written.lastIndex(of: ".") else { return false }
        let name = written[written.index(after: dot)...]
        return name == "actionSheet" || sheetNames.contains(String(name))
    }

    /// The action sheet style names one file declares.
    static func collect(_ file: SwiftSourceFile) -> [String] {
        var names: [String] = []
        for item in file.tree.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                ["UIAlertController.Style", "UIAlertControllerStyle"].contains(
                    extensionDecl.extendedType.trimmedDescription)
            else { continue }
            for member in extensionDecl.memberBlock.members {
                if let variable = member.decl.as(VariableDeclSyntax.self),
                    variable.modifiers.contains(where: { $0.name.text == "static" })
                {
                    for binding in variable.bindings where returnsActionSheet(binding) {
                        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                            names.append(name)
                        }
                    }
                }
            }
        }
        return names
    }

    /// Whether a binding's value or getter names `.actionSheet`.
    private static func returnsActionSheet(_ binding: PatternBindingSyntax) -> Bool {
        let body = binding.accessorBlock.map(Syntax.init) ?? binding.initializer.map(Syntax.init)
        guard let body else { return false }
        return body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("actionSheet") }
    }
}
