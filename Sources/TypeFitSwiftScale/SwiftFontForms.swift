internal import SwiftSyntax

/// The font APIs TypeFit reads, recognised by their shape in the syntax tree.
enum SwiftFontForms {
    /// Static functions that make a font, with the argument label that marks each (`nil`: the
    /// first argument is unlabeled).
    static let constructors: [String: Set<String?>] = [
        "custom": ["size", "fixedSize"],
        "system": ["size", nil],
        "systemFont": ["ofSize"],
        "boldSystemFont": ["ofSize"],
        "italicSystemFont": ["ofSize"],
        "monospacedDigitSystemFont": ["ofSize"],
        "monospacedSystemFont": ["ofSize"],
        "preferredFont": ["forTextStyle"],
        "scaledFont": ["for"],
    ]

    /// UIKit's system font constructors of a fixed size (`UIFont.systemFont(ofSize:)` and its kin).
    static let uiKitSystemFonts: Set<String> = [
        "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont",
    ]

    /// Modifiers on a font TypeFit reads or, when it does not model them, reports.
    static let modifiers: Set<String> = [
        "bold", "italic", "weight", "monospacedDigit", "leading", "monospaced", "smallCaps",
        "lowercaseSmallCaps", "uppercaseSmallCaps", "width", "withSize", "withDesign", "withTraits",
    ]

    /// A font-making call named as the app writes it: the type its API belongs to, the function
    /// and the argument labels the call uses (`UIFont.boldSystemFont(ofSize:)`,
    /// `Font.system(size:weight:)`, `UIFont(descriptor:size:)`; `_` for an unlabeled argument).
    /// The type is named even where the code leaves it implicit (`.boldSystemFont(ofSize: 17)`,
    /// `systemFont(ofSize:)` inside `extension UIFont`).
    static func written(_ call: FunctionCallExprSyntax, api: SwiftFontValue.API) -> String {
        let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `UIFont(name:size:)` is an initializer: the type is the name.
            return name.first?.isUppercase == true ? "\(name)(\(labels))" : "\(api.typeName).\(name)(\(labels))"
        }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "init"
        return "\(api.typeName).\(name)(\(labels))"
    }

    /// Whether `call` is one of the font-making calls (`.custom(_:size:)`, `UIFont(name:size:)`,
    /// `UIFontMetrics(…).scaledFont(for:)`…), judged by its name and argument labels.
    static func isFontCall(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "UIFont" && labels.contains("name")
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let markers = constructors[member.declName.baseName.text]
        else { return false }
        if member.declName.baseName.text == "system", labels.first == .some(nil) {
            // `.system(.body)`: the first argument must look like a text style.
            return call.arguments.first.map { $0.expression.is(MemberAccessExprSyntax.self) } ?? false
        }
        return labels.contains { markers.contains($0) }
    }

    /// Whether `expression` is a chain (calls, member accesses, `!`) that starts from a
    /// font-making call: `Font.custom("Inter", size: 17).bold()`, `UIFont(name: …)!`.
    static func isFontChain(_ expression: ExprSyntax) -> Bool {
        var current = expression
        for _ in 0..<64 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if isFontCall(call) { return true }
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else {
                return false
            }
        }
        return false
    }
}
