internal import SwiftSyntax
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// An operator sequence as a tree, built by precedence from the parser's flat list (the
    /// nodes stay the source's own, so places in messages are right).
    private indirect enum OperatorTree {
        case operand(ExprSyntax)
        case binary(String, ExprSyntax, OperatorTree, OperatorTree)
        case ternary(OperatorTree, ExprSyntax, OperatorTree)
        case cast(OperatorTree, String)
    }

    /// Swift's precedence groups for the operators type-scale code uses (higher binds tighter).
    private static let precedence: [String: Int] = [
        "*": 150, "/": 150, "%": 150, "+": 140, "-": 140, "..<": 135, "...": 135, "??": 131,
        "==": 130, "!=": 130, "<": 130, ">": 130, "<=": 130, ">=": 130, "&&": 120, "||": 110,
    ]
    private static let castPrecedence = 132
    private static let ternaryPrecedence = 100

    /// Operators, `a ? b : c`, `x as CGFloat`, `a ?? b`.
    func evaluateSequence(_ sequence: SequenceExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        try evaluateElements(Array(sequence.elements), from: 0, sequence, context)
    }

    /// Operators in one expression, at most: type-scale arithmetic is a few terms, and the tree
    /// of a longer chain would be deeper than the evaluator goes.
    static let maximumOperators = 256

    /// The value of the operator sequence `elements[start...]` (the right side of an assignment).
    func evaluateElements(
        _ elements: [ExprSyntax], from start: Int, _ sequence: SequenceExprSyntax, _ context: Context
    ) throws(Failure) -> SwiftValue {
        guard elements.count - start <= 2 * Self.maximumOperators + 1 else {
            throw fail(
                sequence, context,
                "an expression of more than \(Self.maximumOperators) operators, more than TypeFit evaluates")
        }
        var position = start
        let tree = try parse(elements, &position, minimum: 0, sequence, context)
        guard position == elements.count else {
            throw fail(sequence, context, "'\(short(sequence))' cannot be worked out statically")
        }
        return try evaluate(tree, context)
    }

    private func operatorInfo(_ element: ExprSyntax) -> (name: String, precedence: Int)? {
        if let binary = element.as(BinaryOperatorExprSyntax.self) {
            return Self.precedence[binary.operator.text].map { (binary.operator.text, $0) }
        }
        if element.is(UnresolvedTernaryExprSyntax.self) { return ("?:", Self.ternaryPrecedence) }
        if element.is(UnresolvedAsExprSyntax.self) { return ("as", Self.castPrecedence) }
        return nil
    }

    private func parse(
        _ elements: [ExprSyntax], _ position: inout Int, minimum: Int, _ sequence: SequenceExprSyntax,
        _ context: Context
    ) throws(Failure) -> OperatorTree {
        guard position < elements.count else {
            throw fail(sequence, context, "'\(short(sequence))' cannot be worked out statically")
        }
        var left = OperatorTree.operand(elements[position])
        position += 1
        while position < elements.count {
            let element = elements[position]
            guard let (name, level) = operatorInfo(element) else {
                throw fail(element, context, "the operator in '\(short(sequence))' is not one TypeFit evaluates")
            }
            guard level >= minimum else { break }
            position += 1
            switch name {
            case "as":
                guard position < elements.count else { throw fail(element, context, "a cast without a type") }
                left = .cast(left, elements[position].trimmedDescription)
                position += 1
            case "?:":
                let middle = element.as(UnresolvedTernaryExprSyntax.self)!.thenExpression
                let right = try parse(elements, &position, minimum: level, sequence, context)
                left = .ternary(left, middle, right)
            default:
                // `??` and the ternary are right-associative; the rest left-associative.
                let right = try parse(
                    elements, &position, minimum: name == "??" ? level : level + 1, sequence, context)
                left = .binary(name, element, left, right)
            }
        }
        return left
    }

    private func evaluate(_ tree: OperatorTree, _ context: Context) throws(Failure) -> SwiftValue {
        switch tree {
        case .operand(let expression):
            return try evaluate(expression, context)
        case .cast(let inner, let type):
            let value = try evaluate(inner, context)
            if ["CGFloat", "Double", "Float", "Int"].contains(type.replacingOccurrences(of: "?", with: "")),
                case .number = value
            {
                return value
            }
            return value
        case .ternary(let condition, let then, let otherwise):
            return try truth(evaluate(condition, context), at: then, context)
                ? evaluate(then, context) : evaluate(otherwise, context)
        case .binary(let name, let node, let leftTree, let rightTree):
            switch name {
            case "??":
                if let left = try? evaluate(leftTree, context), !isNone(left) { return left }
                let right = try evaluate(rightTree, context)
                // `Size(rawValue: x) ?? .small`: the implicit member is of the left side's type.
                if case .member = right, case .operand(let leftExpression) = leftTree,
                    let call = leftExpression.as(FunctionCallExprSyntax.self),
                    let type = SwiftExpressionEvaluator.qualifiedName(call.calledExpression)
                {
                    return coerce(right, to: type.joined(separator: "."), context)
                }
                return right
            case "&&":
                guard try truth(evaluate(leftTree, context), at: node, context) else { return .bool(false) }
                return .bool(try truth(evaluate(rightTree, context), at: node, context))
            case "||":
                if try truth(evaluate(leftTree, context), at: node, context) { return .bool(true) }
                return .bool(try truth(evaluate(rightTree, context), at: node, context))
            default:
                let left = try evaluate(leftTree, context)
                let right = try evaluate(rightTree, context)
                return try apply(name, left, right, at: node, context)
            }
        }
    }

    private func isNone(_ value: SwiftValue) -> Bool {
        if case .null = value { return true }
        return false
    }

    private func apply(_ name: String, _ left: SwiftValue, _ right: SwiftValue, at node: ExprSyntax, _ context: Context)
        throws(Failure) -> SwiftValue
    {
        if name == "==" || name == "!=" {
            guard let equal = equals(left, right) else {
                throw fail(node, context, "cannot compare \(describe(left)) with \(describe(right))")
            }
            return .bool(name == "==" ? equal : !equal)
        }
        if ["<", ">", "<=", ">="].contains(name) {
            guard let (a, b) = ordered(left, right) else {
                throw fail(node, context, "cannot order \(describe(left)) and \(describe(right))")
            }
            switch name {
            case "<": return .bool(a < b)
            case ">": return .bool(a > b)
            case "<=": return .bool(a <= b)
            default: return .bool(a >= b)
            }
        }
        if name == "+", case .string(let a, _) = left, case .string(let b, _) = right {
            return .string(a + b, literal: nil)
        }
        guard case .number(let a) = left, case .number(let b) = right else {
            throw fail(node, context, "'\(name)' on \(describe(left)) and \(describe(right)), not numbers")
        }
        let result: Double
        switch name {
        case "+": result = a + b
        case "-": result = a - b
        case "*": result = a * b
        case "/", "%":
            guard b != 0 else { throw fail(node, context, "division by zero") }
            result = name == "/" ? a / b : a.truncatingRemainder(dividingBy: b)
        default: throw fail(node, context, "the operator '\(name)' is not evaluated here")
        }
        guard result.isFinite else { throw fail(node, context, "not a finite number") }
        return .number(result)
    }

    /// Whether two values are equal; nil when they cannot be compared.
    func equals(_ left: SwiftValue, _ right: SwiftValue) -> Bool? {
        switch (left, right) {
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a, _), .string(let b, _)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        default: break
        }
        if let a = caseName(left), let b = caseName(right) { return a == b }
        if let (a, b) = ordered(left, right) { return a == b }
        return nil
    }

    /// The name a value is matched by in a `case` or compared with `==`.
    func caseName(_ value: SwiftValue) -> String? {
        switch value {
        case .member(let name): name
        case .enumCase(let value): value.name
        case .textStyle(let style): style.rawValue
        case .weight(let weight): FontWeight(value: weight)?.description
        case .legibilityWeight(let bold): bold ? "bold" : "regular"
        default: nil
        }
    }

    /// Two values as numbers to order: numbers, or Dynamic Type sizes (by their order).
    private func ordered(_ left: SwiftValue, _ right: SwiftValue) -> (Double, Double)? {
        func rank(_ value: SwiftValue) -> Double? {
            switch value {
            case .number(let number): number
            case .dynamicTypeSize(let size): Double(size.ordinal)
            case .member(let name): DynamicTypeSize(name: name).map { Double($0.ordinal) }
            default: nil
            }
        }
        guard let a = rank(left), let b = rank(right) else { return nil }
        if case .number = left, case .number = right { return (a, b) }
        if case .number = left { return nil }
        if case .number = right { return nil }
        return (a, b)
    }

    /// A condition's truth.
    func truth(_ value: SwiftValue, at node: some SyntaxProtocol, _ context: Context) throws(Failure) -> Bool {
        guard case .bool(let flag) = value else {
            throw fail(node, context, "'\(short(node))' is not a condition TypeFit can work out")
        }
        return flag
    }

    func bool(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Bool {
        try truth(evaluate(expression, context), at: expression, context)
    }

    /// Whether `pattern` matches `subject`, binding `let` names in `context.scope`.
    func matchesPattern(_ pattern: PatternSyntax, _ subject: SwiftValue, _ context: Context) throws(Failure) -> Bool {
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            return try matchesPattern(binding.pattern, subject, context)
        }
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            context.scope?.define(identifier.identifier.text, subject)
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw fail(pattern, context, "a pattern TypeFit does not read: '\(short(pattern))'")
        }
        // `.name`, `Type.name`, `.name(let x, …)`
        var callee = expression
        var arguments: LabeledExprListSyntax?
        if let call = expression.as(FunctionCallExprSyntax.self) {
            callee = call.calledExpression
            arguments = call.arguments
        }
        if let member = callee.as(MemberAccessExprSyntax.self),
            member.base == nil || SwiftExpressionEvaluator.qualifiedName(member.base!) != nil
        {
            let name = member.declName.baseName.identifierText
            let subjectName = caseName(subject)
            if subjectName == nil, case .dynamicTypeSize(let size) = subject {
                return DynamicTypeSize(name: name) == size
            }
            guard subjectName == name else { return false }
            if let arguments, case .enumCase(let value) = subject {
                for (index, argument) in arguments.enumerated() where index < value.associated.count {
                    let inner = argument.expression
                    if let patternExpr = inner.as(PatternExprSyntax.self) {
                        guard try matchesPattern(patternExpr.pattern, value.associated[index].value, context) else {
                            return false
                        }
                    } else if equals(try evaluate(inner, context), value.associated[index].value) != true {
                        return false
                    }
                }
            }
            return true
        }
        if let patternExpr = expression.as(PatternExprSyntax.self) {
            return try matchesPattern(patternExpr.pattern, subject, context)
        }
        // A range (`12..<20`) or a value to compare.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let op = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "..<" || op == "...", case .number(let value) = subject
        {
            let parts = Array(sequence.elements)
            let low = try number(parts[0], context)
            let high = try number(parts[2], context)
            return value >= low && (op == "..<" ? value < high : value <= high)
        }
        let value = try evaluate(expression, context)
        return equals(value, subject) ?? false
    }
}
