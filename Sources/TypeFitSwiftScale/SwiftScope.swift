internal import SwiftSyntax

/// Local variables and parameters of a function or getter being evaluated; a nested block
/// (`if`, `switch` case) opens a child scope.
final class SwiftScope {
    private var variables: [String: SwiftValue] = [:]
    private let parent: SwiftScope?

    init(parent: SwiftScope? = nil) { self.parent = parent }

    /// The value of `name` here or in an enclosing scope.
    func value(of name: String) -> SwiftValue? {
        if let value = variables[name] { return value }
        return parent?.value(of: name)
    }

    /// Declares `name` in this scope.
    func define(_ name: String, _ value: SwiftValue) { variables[name] = value }

    /// Assigns to `name` where it is declared; false when no scope declares it.
    func assign(_ name: String, _ value: SwiftValue) -> Bool {
        if variables[name] != nil {
            variables[name] = value
            return true
        }
        return parent?.assign(name, value) ?? false
    }
}

extension TokenSyntax {
    /// The name a token spells, without the backticks of an escaped keyword (`` `for` `` → `for`).
    var identifierText: String {
        let text = self.text
        guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
        return String(text.dropFirst().dropLast())
    }
}
