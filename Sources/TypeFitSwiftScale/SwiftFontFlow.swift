internal import SwiftSyntax
import TypeFitDynamicType

/// What the syntax around a font tells: whether a property is meant to be a font, whether a
/// fixed font built in a local is then passed to `UIFontMetrics.scaledFont(for:)`, and what a
/// fixed font form is when its arguments cannot be worked out.
enum SwiftFontFlow {
    /// Whether a property that failed to evaluate was meant to be a font (declared as one, or
    /// written with a font API), so its failure is worth a warning.
    static func looksLikeFont(_ value: SwiftNamedValue) -> Bool {
        if value.isDeclaredFont { return true }
        if let expression = value.expression {
            if SwiftFontForms.isFontChain(expression) { return true }
            let written = expression.trimmedDescription
            if fontExpressionPrefixes.contains(where: written.hasPrefix) {
                return true
            }
            // Generated font code (`FontFamily.Inter.bold.font(size: 17)`) and the app's font
            // helpers, when the property's type is not written.
            if value.declaredType == nil,
                written.contains(".font(") || written.contains("FontFamily.") || written.contains("FontConvertible")
            {
                return true
            }
            if let switchExpr = expression.as(SwitchExprSyntax.self) {
                return switchExpr.cases.contains { element in
                    guard case .switchCase(let switchCase) = element,
                        let single = SwiftDeclarationCollector.singleExpression(switchCase.statements)
                    else { return false }
                    return SwiftFontForms.isFontChain(single)
                }
            }
        }
        return false
    }

    /// How an expression that makes a font starts, in the catalog's names: `Font.`,
    /// `SwiftUI.Font.`, `UIFont`, `UIFontMetrics`, `.custom(`, `.system(`.
    static let fontExpressionPrefixes: [String] = {
        let swiftUI = FontForm.systemStyle.typeName
        let implicit = [FontAPICatalog.fontCustom.member, FontAPICatalog.fontSystemSize.member].map { ".\($0)(" }
        return [swiftUI + ".", "SwiftUI.\(swiftUI).", FontForm.uiFontNamed.typeName, FontAPICatalog.metrics.type]
            + implicit
    }()

    /// Whether `expression` initializes a local (`let base = UIFont(…)`, `guard let base = …`)
    /// that the same body then passes to `scaledFont(for:)`; each body's arguments are read
    /// once, into `arguments`.
    static func isPassedToMetrics(_ expression: ExprSyntax, arguments: ScaledFontArgumentIndex) -> Bool {
        var node: Syntax? = Syntax(expression)
        var name: String?
        for _ in 0..<8 {
            guard let current = node else { break }
            if let binding = current.as(PatternBindingSyntax.self) {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                break
            }
            if let binding = current.as(OptionalBindingConditionSyntax.self) {
                name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                break
            }
            node = current.parent
        }
        guard let name else { return false }
        // The enclosing function, getter or closure, so a `guard let` reaches the call after it.
        var body: Syntax? = node
        while let current = body, !current.is(FunctionDeclSyntax.self), !current.is(InitializerDeclSyntax.self),
            !current.is(AccessorBlockSyntax.self), !current.is(ClosureExprSyntax.self),
            !current.is(SourceFileSyntax.self)
        {
            body = current.parent
        }
        guard let body else { return false }
        // `scaledFont(for: name…)`: the local itself, force-unwrapped, optional-chained or first in
        // an expression.
        return arguments.leadingNames(in: body).contains(name)
    }

    /// The font a fixed form makes, read from its shape alone (for "cannot tell" when its
    /// arguments are unknown): `UIFont(name:size:)`, `.custom(_:fixedSize:)`, `.system(size:)`,
    /// `UIFont.systemFont(ofSize:)`. Nil for any other expression.
    static func fixedForm(_ expression: ExprSyntax, file: SwiftSourceFile) -> SwiftFontValue? {
        var current = expression
        while let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
        guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        let location = file.location(of: call)
        guard var font = fixedFormShape(call, labels: labels, location: location) else { return nil }
        font.written = SwiftFontForms.written(call, type: font.api.typeName)
        return font
    }

    /// The fixed form `call` is by its name and labels (a catalog row of a fixed size that takes
    /// them), or nil.
    private static func fixedFormShape(
        _ call: FunctionCallExprSyntax, labels: Set<String>, location: SwiftSourceLocation
    ) -> SwiftFontValue? {
        let written = call.arguments.map { $0.label?.text }
        let row: AppleFontAPI?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            row = FontAPICatalog.row(type: reference.baseName.text, member: "init", labels: written)
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            row = FontAPICatalog.fontMaker(member: member.declName.baseName.text, labels: written)
        } else {
            row = nil
        }
        guard let row, row.makesFont, row.scaling == .fixed, let form = row.form else { return nil }
        return SwiftFontValue(api: form, formLocation: location, isSystem: form.isSystem)
    }
}

extension SwiftFontFlow {
    /// What `name` is where `node` is written, when the enclosing code binds it: "a parameter of
    /// 'customFont(size:)'", "a local of 'body'", "a closure parameter". Nil when nothing
    /// around binds it. `locals` keeps what each list of statements declares, read once.
    static func enclosingBinding(of name: String, at node: Syntax, locals: SwiftBlockLocals) -> String? {
        var current: Syntax? = node
        var depth = 0
        while let step = current, depth < 200 {
            depth += 1
            if let function = step.as(FunctionDeclSyntax.self) {
                let parameters = function.signature.parameterClause.parameters
                if parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    let labels = parameters.map {
                        ($0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text) + ":"
                    }
                    return "a parameter of '\(function.name.text)(\(labels.joined()))'"
                }
            }
            if let initializer = step.as(InitializerDeclSyntax.self),
                initializer.signature.parameterClause.parameters.contains(where: {
                    ($0.secondName ?? $0.firstName).text == name
                })
            {
                return "a parameter of an initializer"
            }
            if let closure = step.as(ClosureExprSyntax.self),
                closure.signature?.parameterClause?.trimmedDescription.contains(name) == true
            {
                return "a closure parameter"
            }
            if let block = step.as(CodeBlockItemListSyntax.self), locals.declares(name, in: block) {
                return "a local variable"
            }
            current = step.parent
        }
        return nil
    }
}
