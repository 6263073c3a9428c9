internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// A call's arguments, by label (`nil` for unlabeled), in order.
    struct Arguments {
        let list: [(label: String?, expression: ExprSyntax)]
        init(_ call: FunctionCallExprSyntax) {
            list = call.arguments.map { ($0.label?.text, $0.expression) }
        }
        init(list: [(label: String?, expression: ExprSyntax)]) { self.list = list }
        subscript(_ label: String?) -> ExprSyntax? { list.first { $0.label == label }?.expression }
        var labels: [String?] { list.map(\.label) }
    }

    /// Calls: the font APIs, `UIFontMetrics`, number conversions, `min`/`max`, font modifiers,
    /// the app's own functions and initializers, closures called in place.
    /// The font a view's `font(…)` applies, marked as applied to the view (the modifiers after it
    /// are the view's).
    func viewFont(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> SwiftFontValue {
        var applied = try font(expression, context)
        applied.appliedToView = true
        return applied
    }

    func evaluateCall(_ call: FunctionCallExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let arguments = Arguments(call)
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), call.arguments.isEmpty {
            var inner = context
            inner.scope = SwiftScope(parent: context.scope)
            return try run(body: closure.statements, inner, resultOf: closure)
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return try evaluateFreeCall(reference.baseName.identifierText, call, arguments, context)
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw fail(call, context, "'\(short(call))' cannot be worked out statically")
        }
        let name = member.declName.baseName.identifierText
        if let row = SwiftFontForms.fontMaker(call) {
            return .font(try constructFont(row, call, member, arguments, context))
        }
        if name == "font", arguments.list.count == 1, arguments.list[0].label == nil {
            // `.font(…)` on a view: what a view modifier function applies.
            return .font(try viewFont(arguments.list[0].expression, context))
        }
        guard let base = member.base else {
            return try evaluateImplicitCall(name, call, arguments, context)
        }
        if name == "init", base.trimmedDescription == "self", let type = context.typePath.last,
            let scope = context.scope
        {
            // `self.init(…)` in a convenience initializer: the value being initialized.
            let made: SwiftValue
            if Self.isWeightType(named: type), let raw = arguments["rawValue"] {
                made = .weight(try weight(raw, context))
            } else {
                made = try evaluateFreeCall(type, call, arguments, context)
            }
            scope.define("self", made)
            return .void
        }
        var baseValue = try evaluate(base, context)
        if case .member = baseValue, SwiftFontForms.isModifier(name) {
            baseValue = .font(try font(of: baseValue, at: base, context))
        }
        switch baseValue {
        case .font(var font) where SwiftFontForms.isModifier(name):
            applyModifier(name, call, arguments, at: location(member.declName, context), to: &font, context)
            return .font(font)
        case .font(let font) where font.appliedToView:
            // `font(…).foregroundStyle(.primary)`, `.padding()`: a view modifier after the font.
            return .font(font)
        case .metrics, .descriptor, .type:
            if let made = try systemCall(name, on: baseValue, call, arguments, context) { return made }
            guard case .type(let path) = baseValue else { break }
            let resolved = typePath(path, from: context) ?? path
            if name == "init" { return try construct(resolved, call, arguments, context) }
            if let first = name.first, first.isUppercase {
                // `UIFont.Weight("bold")`: an initializer the app adds to a nested system type.
                if let made = try extensionInitializer(of: path + [name], call, arguments, context) { return made }
            }
            if let enumCase = try enumCaseCall(name, in: resolved, arguments, context) { return enumCase }
            if let function = findFunction(name, in: resolved, labels: arguments.labels, isStatic: true) {
                return try callFunction(function, arguments, selfValue: nil, call, context)
            }
        case .string(let text, _) where name == "uppercased" || name == "lowercased":
            return .string(name == "uppercased" ? text.uppercased() : text.lowercased(), literal: nil)
        default: break
        }
        if let function = instanceFunction(name, of: baseValue, labels: arguments.labels) {
            return try callFunction(function, arguments, selfValue: baseValue, call, context)
        }
        throw undeclaredCall(String((base.trimmedDescription + "." + name).prefix(60)), call, context)
    }

    /// `name(…)` without a base: UIKit initializers, conversions, `min`/`max`, the app's own
    /// functions (of the enclosing types or top level) and types.
    private func evaluateFreeCall(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) -> SwiftValue {
        if let made = try systemInitializer(name, call, arguments, context) { return made }
        switch name {
        case "CGFloat", "Double", "Float", "Int":
            guard arguments.list.count == 1 else { break }
            let value = try number(arguments.list[0].expression, context)
            return .number(name == "Int" ? value.rounded(.towardZero) : value)
        case "type" where arguments["of"] != nil:
            switch try evaluate(arguments["of"]!, context) {
            case .enumCase(let value): return .type(value.typePath)
            case .instance(let value): return .type(value.typePath)
            default: return .type(["Any"])
            }
        case "font" where arguments.list.count == 1 && arguments.list[0].label == nil:
            // `font(…)` in a `View` or `Text` modifier: the font it applies.
            return .font(try viewFont(arguments.list[0].expression, context))
        case _
        where FontAPICatalog.sizeCategoryTypes.contains(name) && arguments.list.count == 1
            && arguments.list[0].label == nil:
            // `UIContentSizeCategory(sizeCategory)`: one size type made from another.
            if case .dynamicTypeSize(let size) = try evaluate(arguments.list[0].expression, context) {
                return .dynamicTypeSize(size)
            }
        case "min", "max":
            guard arguments.list.count >= 2 else { break }
            var numbers: [Double] = []
            for argument in arguments.list { numbers.append(try number(argument.expression, context)) }
            return .number(name == "min" ? numbers.min()! : numbers.max()!)
        case "round", "ceil", "floor", "abs":
            guard arguments.list.count == 1 else { break }
            let value = try number(arguments.list[0].expression, context)
            switch name {
            case "round": return .number(value.rounded())
            case "ceil": return .number(value.rounded(.up))
            case "floor": return .number(value.rounded(.down))
            default: return .number(abs(value))
            }
        default: break
        }
        let selfValue = context.scope?.value(of: "self") ?? context.selfValue
        for depth in stride(from: context.typePath.count, through: 0, by: -1) {
            let path = Array(context.typePath.prefix(depth))
            if let function = findFunction(name, in: path, labels: arguments.labels, isStatic: nil) {
                return try callFunction(
                    function, arguments, selfValue: function.isStatic ? nil : selfValue, call, context)
            }
        }
        if let first = name.first, first.isUppercase, let path = typePath([name], from: context) {
            return try construct(path, call, arguments, context)
        }
        if let made = try extensionInitializer(of: [name], call, arguments, context) { return made }
        throw undeclaredCall(name, call, context)
    }

    /// `.app(.headline)` or `.caseName(…)` without a base: a static font function of `Font` or
    /// `UIFont` (or of a type whose name is unique), or an enum case with associated values.
    private func evaluateImplicitCall(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) -> SwiftValue {
        try rejectCustomFontWithoutSize(name, call, arguments, context)
        if name == "init", typesByPath[context.typePath] != nil {
            return try construct(context.typePath, call, arguments, context)
        }
        for type in Self.fontTypePaths {
            if let function = findFunction(name, in: type, labels: arguments.labels, isStatic: true) {
                return try callFunction(function, arguments, selfValue: nil, call, context)
            }
        }
        let functions = (functionsByName[name] ?? []).map { declarations.functions[$0] }.filter {
            $0.isStatic && accepts($0, labels: arguments.labels)
        }
        if Set(functions.map(\.typePath)).count == 1, let function = functions.first {
            return try callFunction(function, arguments, selfValue: nil, call, context)
        }
        let owners = declarations.enumCases.filter { $0.value.contains { $0.name == name } }.map(\.key)
        if owners.count == 1, let owner = owners.first,
            let value = try enumCaseCall(name, in: owner.split(separator: ".").map(String.init), arguments, context)
        {
            return value
        }
        throw undeclaredCall("." + name, call, context)
    }

    /// `Type.caseName(value)`: an enum case with associated values.
    private func enumCaseCall(_ name: String, in path: [String], _ arguments: Arguments, _ context: Context)
        throws(Failure) -> SwiftValue?
    {
        guard declarations.enumCases[path.joined(separator: ".")]?.contains(where: { $0.name == name }) == true else {
            return nil
        }
        var associated: [SwiftLabeledValue] = []
        for argument in arguments.list {
            associated.append(
                SwiftLabeledValue(label: argument.label, value: try evaluate(argument.expression, context)))
        }
        return .enumCase(SwiftEnumCaseValue(typePath: path, name: name, associated: associated))
    }

    /// An initializer the app declares in an extension of a system type (`UIFont(font:size:)` from
    /// generated font code, ending in `self.init(name:size:)`; `UIFont.Weight(_ string:)`),
    /// called with `arguments`; nil when there is none.
    func extensionInitializer(
        of path: [String], _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) -> SwiftValue? {
        guard let initializer = findFunction("init", in: path, labels: arguments.labels, isStatic: true),
            let body = initializer.body
        else { return nil }
        let scope = SwiftScope()
        scope.define("self", .null)
        var inner = Context(fileIndex: initializer.fileIndex, typePath: path, scope: scope, size: context.size)
        inner.depth = context.depth + 1
        for (parameter, argument) in zip(initializer.parameters, arguments.list) {
            scope.define(parameter.name, coerce(try evaluate(argument.expression, context), to: parameter.type, inner))
        }
        if case .returned(let value) = try execute(body, inner) { return value }
        guard let made = scope.value(of: "self"), !made.isNull else {
            throw fail(call, context, "'\(path.joined(separator: "."))(…)': its initializer does not set self")
        }
        return made
    }

    /// The failure for `call`, a call to `written` (`Theme.font`, `app`, `.custom`, as the code
    /// writes it) that no declaration read answers: one wording for calls with a base, without
    /// one and with an implicit one.
    private func undeclaredCall(_ written: String, _ call: FunctionCallExprSyntax, _ context: Context) -> Failure {
        fail(call, context, "calls '\(written)(…)', which TypeFit cannot evaluate (not declared in the sources read)")
    }
}
