internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// What `expression` evaluates to in `context`.
    func evaluate(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let inner = try deeper(expression, context)
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let text = literal.representedLiteralValue else {
                return try interpolated(literal, inner)
            }
            return .string(text, literal: location(expression, context))
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            guard let value = integer.representedLiteralValue else {
                throw fail(expression, context, "integer literal out of range")
            }
            return .number(Double(value))
        }
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = float.representedLiteralValue, value.isFinite else {
                throw fail(expression, context, "not a finite number")
            }
            return .number(value)
        }
        if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
            return .bool(boolean.literal.tokenKind == .keyword(.true))
        }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            switch prefix.operator.text {
            case "-": return .number(-(try number(prefix.expression, inner)))
            case "+": return .number(try number(prefix.expression, inner))
            case "!": return .bool(!(try bool(prefix.expression, inner)))
            default: break
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return try evaluate(only.expression, inner)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(unwrap.expression, inner)
            if case .null = value { throw fail(expression, context, "'\(short(unwrap.expression))' is nil here") }
            return value
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return try evaluate(optional.expression, inner)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return try evaluateSequence(sequence, inner) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try evaluateCall(call, inner) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try evaluateMember(member, inner) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return try evaluateReference(reference, inner)
        }
        if let ifExpr = expression.as(IfExprSyntax.self) { return try evaluateIf(ifExpr, inner) }
        if let switchExpr = expression.as(SwitchExprSyntax.self) { return try evaluateSwitch(switchExpr, inner) }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return try bool(ternary.condition, inner)
                ? evaluate(ternary.thenExpression, inner) : evaluate(ternary.elseExpression, inner)
        }
        if let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil {
            // A closure read as a value is only evaluated when called (`{ … }()`).
            throw fail(closure, context, "a closure is not a value TypeFit reads")
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self), subscriptCall.arguments.count == 1,
            let key = subscriptCall.arguments.first?.expression
        {
            // A dictionary literal's value by key (`weights["bold"]`): nil when there is none.
            guard case .dictionary(let pairs) = try evaluate(subscriptCall.calledExpression, inner) else {
                throw fail(expression, context, "'\(short(expression))': only a dictionary literal is subscripted")
            }
            let wanted = try evaluate(key, inner)
            return pairs.first { equals($0.key, wanted) == true }?.value ?? .null
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var elements: [SwiftValue] = []
            for element in array.elements { elements.append(try evaluate(element.expression, inner)) }
            return .array(elements)
        }
        if let dictionary = expression.as(DictionaryExprSyntax.self) {
            var pairs: [SwiftKeyValue] = []
            if case .elements(let elements) = dictionary.content {
                for element in elements {
                    pairs.append(
                        SwiftKeyValue(key: try evaluate(element.key, inner), value: try evaluate(element.value, inner)))
                }
            }
            return .dictionary(pairs)
        }
        if let typeExpr = expression.as(TypeExprSyntax.self) {
            return .type(SwiftDeclarationCollector.path(of: typeExpr.type.trimmedDescription))
        }
        throw fail(expression, context, "'\(short(expression))' cannot be worked out statically")
    }

    /// A string with interpolations, each of which must be worked out too.
    private func interpolated(_ literal: StringLiteralExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        var text = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let part): text += part.content.text
            case .expressionSegment(let part):
                guard part.expressions.count == 1, let only = part.expressions.first else {
                    throw fail(part, context, "an interpolation TypeFit cannot read")
                }
                switch try evaluate(only.expression, context) {
                case .string(let value, _): text += value
                case .number(let value): text += value == value.rounded() ? String(Int(value)) : String(value)
                case .enumCase(let value): text += value.name
                case .member(let name): text += name
                case .bool(let value): text += String(value)
                default:
                    throw fail(part, context, "'\(short(only.expression))' in a string cannot be worked out statically")
                }
            }
        }
        return .string(text, literal: nil)
    }

    /// A name: a local, a property of `self`, `self`/`Self`, a static or top-level value, or a type.
    func evaluateReference(_ reference: DeclReferenceExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let name = reference.baseName.identifierText
        if let local = context.scope?.value(of: name) {
            if case .unknown(let warning) = local { throw Failure(warning: warning) }
            return local
        }
        switch name {
        case "self": return try selfValue(reference, context)
        case "Self": return .type(context.typePath)
        default: break
        }
        if let selfValue = context.scope?.value(of: "self") ?? context.selfValue,
            let value = try member(of: selfValue, name, at: reference, context)
        {
            return value
        }
        if !findValue(name, qualifier: [], from: context, staticOnly: false).isEmpty {
            return try lookUp(name, qualifier: [], from: reference, context)
        }
        if let constant = Self.coreTextFeatureConstants[name] { return .number(constant) }
        if let first = name.first, first.isUppercase { return .type([name]) }
        return try lookUp(name, qualifier: [], from: reference, context)
    }

    /// CoreText's font feature constants that apps pass in `.featureSettings` (SFNTLayoutTypes.h).
    static let coreTextFeatureConstants: [String: Double] = [
        "kNumberSpacingType": 6, "kMonospacedNumbersSelector": 0, "kProportionalNumbersSelector": 1,
    ]

    func selfValue(_ node: some SyntaxProtocol, _ context: Context) throws(Failure) -> SwiftValue {
        guard let value = context.scope?.value(of: "self") ?? context.selfValue else {
            throw fail(node, context, "'self' is used where no instance or enum case is known")
        }
        return value
    }

    /// `if` as an expression: the branch whose conditions hold.
    func evaluateIf(_ ifExpr: IfExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let scope = SwiftScope(parent: context.scope)
        var inner = context
        inner.scope = scope
        if try conditionsHold(ifExpr.conditions, inner) {
            return try run(body: ifExpr.body.statements, inner, resultOf: ifExpr)
        }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return try evaluateIf(next, context)
        case .codeBlock(let block)?: return try run(body: block.statements, context, resultOf: block)
        case nil: return .void
        }
    }

    /// `switch` as an expression: the first case whose pattern matches.
    func evaluateSwitch(_ switchExpr: SwitchExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let subject = try evaluate(switchExpr.subject, context)
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else {
                throw fail(element, context, "'#if' inside a switch is not read")
            }
            let scope = SwiftScope(parent: context.scope)
            var inner = context
            inner.scope = scope
            if try matches(switchCase.label, subject, inner) {
                return try run(body: switchCase.statements, inner, resultOf: switchCase)
            }
        }
        throw fail(switchExpr, context, "no case of this switch matches '\(describe(subject))'")
    }

    func short(_ node: some SyntaxProtocol) -> String {
        String(node.trimmedDescription.prefix(60)).replacingOccurrences(of: "\n", with: " ")
    }

    /// A value as a person reads it, for messages.
    func describe(_ value: SwiftValue) -> String {
        switch value {
        case .string(let text, _): "\"\(text)\""
        case .number(let number): number == number.rounded() ? String(Int(number)) : String(number)
        case .bool(let flag): String(flag)
        case .member(let name): ".\(name)"
        case .textStyle(let style): ".\(style.rawValue)"
        case .weight(let weight): "weight \(weight)"
        case .font: "a font"
        case .metrics: FontAPICatalog.metrics.type
        case .descriptor: "a font descriptor"
        case .enumCase(let value): ".\(value.name)"
        case .instance(let value): "a \(value.typePath.joined(separator: "."))"
        case .dynamicTypeSize(let size): ".\(size.rawValue)"
        case .legibilityWeight(let bold): bold ? ".bold" : ".regular"
        case .type(let path): path.joined(separator: ".")
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .unknown: "an unknown value"
        case .null: "nil"
        case .void: "no value"
        }
    }
}
