internal import SwiftSyntax
import TypeFitDynamicType

/// The font APIs TypeFit reads, recognised by their shape in the syntax tree: a call's type (or
/// none, for an implicit member), member and argument labels looked up in ``FontAPICatalog``.
enum SwiftFontForms {
    /// Names apps give their own font helpers after `UIFontDescriptor`'s methods
    /// (`font.withDesign(.rounded)`, `font.withTraits(.traitBold)` in an `extension UIFont`):
    /// reported as changes TypeFit does not model, as the catalog's unmodelled modifiers are.
    static let unmodelledHelpers: Set<String> = ["withDesign", "withTraits"]

    /// Whether `name` is a modifier on a font that TypeFit reads or, when it does not model it,
    /// reports.
    static func isModifier(_ name: String) -> Bool {
        FontAPICatalog.modifier(name) != nil || unmodelledHelpers.contains(name)
    }

    /// A font-making call named as the app writes it: the type its API belongs to (`type`), the
    /// function and the argument labels the call uses (`UIFont.boldSystemFont(ofSize:)`,
    /// `Font.system(size:weight:)`, `UIFont(descriptor:size:)`; `_` for an unlabeled argument).
    /// The type is named even where the code leaves it implicit (`.boldSystemFont(ofSize: 17)`,
    /// `systemFont(ofSize:)` inside `extension UIFont`).
    static func written(_ call: FunctionCallExprSyntax, type: String) -> String {
        let labels = call.arguments.map { "\($0.label?.text ?? "_"):" }.joined()
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `UIFont(name:size:)` is an initializer: the type is the name.
            return name.first?.isUppercase == true ? "\(name)(\(labels))" : "\(type).\(name)(\(labels))"
        }
        let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "init"
        return "\(type).\(name)(\(labels))"
    }

    /// The catalog row of the font-making call `call` (`.custom(_:size:)`, `UIFont(name:size:)`,
    /// `UIFontMetrics(…).scaledFont(for:)`…), judged by its name and argument labels; nil for any
    /// other call.
    static func fontMaker(_ call: FunctionCallExprSyntax) -> AppleFontAPI? {
        let labels = call.arguments.map { $0.label?.text }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let row = FontAPICatalog.row(type: reference.baseName.text, member: "init", labels: labels)
            return row?.form != nil && row?.makesFont == true ? row : nil
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let row = FontAPICatalog.fontMaker(member: member.declName.baseName.text, labels: labels)
        else { return nil }
        if let first = row.parameters.first, first.callLabel == nil, first.role == .textStyle {
            // `.system(.body)`: an unlabeled text style must look like one.
            return call.arguments.first.map { $0.expression.is(MemberAccessExprSyntax.self) } == true ? row : nil
        }
        return row
    }

    /// Whether `call` is one of the font-making calls.
    static func isFontCall(_ call: FunctionCallExprSyntax) -> Bool { fontMaker(call) != nil }

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
