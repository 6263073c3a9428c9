internal import SwiftSyntax

/// The names each list of statements declares with `let` or `var` (`let size = 17`), read once
/// per list: every name that cannot be found asks the lists around it, and a file's top level is
/// one list of all its statements.
final class SwiftBlockLocals {
    private var names: [SyntaxIdentifier: Set<String>] = [:]

    /// Whether a statement of `block` declares `name`.
    func declares(_ name: String, in block: CodeBlockItemListSyntax) -> Bool {
        if let known = names[block.id] { return known.contains(name) }
        var declared = Set<String>()
        for item in block {
            guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier {
                    declared.insert(identifier.text)
                }
            }
        }
        names[block.id] = declared
        return declared.contains(name)
    }
}
