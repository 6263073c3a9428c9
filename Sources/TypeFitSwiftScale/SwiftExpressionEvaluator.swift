import Foundation
internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// Works out, statically, what the app's Swift expressions make: fonts, and the string and
/// number constants (and weights, text styles) they are built from, across every file read.
/// What cannot be worked out is a `SwiftEvaluationFailure` naming the place, never a guess.
final class SwiftExpressionEvaluator {
    typealias Failure = SwiftEvaluationFailure

    /// Where an expression is evaluated: its file, enclosing types and, for an enum's instance
    /// property, the case.
    struct Context {
        var fileIndex: Int
        var typePath: [String]
        var enumCase: String?
        var depth = 0
    }

    let files: [SwiftSourceFile]
    let values: [SwiftNamedValue]
    private let valuesByName: [String: [Int]]
    private var memo: [String: Result<SwiftValue, Failure>] = [:]
    private var inProgress: Set<String> = []
    /// Form locations of fixed UIKit fonts passed through `UIFontMetrics.scaledFont(for:)`: they
    /// are the base of a scaled font, not a fixed font of their own.
    private(set) var scaledForms: Set<SwiftSourceLocation> = []

    /// Deeper nesting than this (references of references, long modifier chains) is refused.
    static let maximumDepth = 64

    init(files: [SwiftSourceFile], values: [SwiftNamedValue]) {
        self.files = files
        self.values = values
        var byName: [String: [Int]] = [:]
        for (index, value) in values.enumerated() { byName[value.name, default: []].append(index) }
        valuesByName = byName
    }

    func location(_ node: some SyntaxProtocol, _ context: Context) -> SwiftSourceLocation {
        files[context.fileIndex].location(of: node)
    }

    func fail(_ node: some SyntaxProtocol, _ context: Context, _ message: String) -> Failure {
        Failure(warning: SwiftSourceWarning(location: location(node, context), message: message))
    }

    // MARK: Named values

    /// The value of `values[index]`, for `enumCase` when it is an enum's instance property.
    func value(of index: Int, enumCase: String?) throws(Failure) -> SwiftValue {
        let named = values[index]
        let key = "\(index)|\(named.isStatic ? "" : enumCase ?? "")"
        if let known = memo[key] { return try known.get() }
        let context = Context(
            fileIndex: named.fileIndex, typePath: named.typePath, enumCase: named.isStatic ? nil : enumCase)
        guard inProgress.insert(key).inserted else {
            throw fail(named.nameToken, context, "'\(named.name)' refers to itself")
        }
        defer { inProgress.remove(key) }
        let result: Result<SwiftValue, Failure>
        do throws(Failure) {
            result = .success(try computeValue(named, context))
        } catch {
            result = .failure(error)
        }
        memo[key] = result
        return try result.get()
    }

    private func computeValue(_ named: SwiftNamedValue, _ context: Context) throws(Failure) -> SwiftValue {
        if let branches = named.switchCases {
            guard let enumCase = context.enumCase else {
                throw fail(
                    named.nameToken, context,
                    "'\(named.name)' switches on an enum case, and is used where no case is known")
            }
            guard
                let branch = branches.first(where: { $0.caseNames.contains(enumCase) })
                    ?? branches.first(where: { $0.caseNames.isEmpty })
            else {
                throw fail(named.nameToken, context, "'\(named.name)' has no branch for case '\(enumCase)'")
            }
            guard let expression = branch.expression else {
                throw fail(
                    branch.label, context,
                    "the branch for case '\(enumCase)' of '\(named.name)' is not a single expression")
            }
            return try evaluate(expression, context)
        }
        guard let expression = named.expression else {
            throw fail(
                named.nameToken, context,
                "'\(named.name)' has no single expression to read (a getter with statements, or no initializer)")
        }
        if !named.isStatic, context.enumCase == nil {
            throw fail(
                named.nameToken, context, "'\(named.name)' is an instance property, used where no enum case is known")
        }
        return try evaluate(expression, context)
    }

    /// The named value `name` seen from `context`: qualified by `qualifier` (`Theme.Fonts`), or
    /// looked up from the innermost enclosing type outwards.
    func lookUp(_ name: String, qualifier: [String], from node: some SyntaxProtocol, _ context: Context) throws(Failure)
        -> SwiftValue
    {
        let candidates = valuesByName[name] ?? []
        var match: Int?
        if qualifier.isEmpty {
            for depth in stride(from: context.typePath.count, through: 0, by: -1) {
                let prefix = Array(context.typePath.prefix(depth))
                if let found = candidates.first(where: { values[$0].typePath == prefix }) {
                    match = found
                    break
                }
            }
        } else {
            let exact = candidates.filter { values[$0].typePath == qualifier }
            let suffix = candidates.filter {
                values[$0].typePath.count >= qualifier.count
                    && Array(values[$0].typePath.suffix(qualifier.count)) == qualifier
            }
            if let first = exact.first {
                match = first
            } else if suffix.count == 1 {
                match = suffix[0]
            } else if suffix.count > 1 {
                let types = suffix.map { values[$0].typePath.joined(separator: ".") }.joined(separator: ", ")
                throw fail(
                    node, context, "'\((qualifier + [name]).joined(separator: "."))' is ambiguous: declared in \(types)"
                )
            }
        }
        guard let match else {
            let written = (qualifier + [name]).joined(separator: ".")
            throw fail(
                node, context,
                "'\(written)' is not a constant declared in the sources read; TypeFit reads only literals and static constants"
            )
        }
        return try value(of: match, enumCase: context.enumCase)
    }

    // MARK: Expressions

    /// What `expression` evaluates to in `context`.
    func evaluate(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        guard context.depth < Self.maximumDepth else {
            throw fail(expression, context, "nested more than \(Self.maximumDepth) levels deep")
        }
        var inner = context
        inner.depth += 1
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let text = literal.representedLiteralValue else {
                throw fail(
                    expression, context,
                    "a string with interpolation (\(literal.trimmedDescription.prefix(60))) cannot be worked out statically"
                )
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
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return .number(-(try number(prefix.expression, inner)))
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return try evaluate(only.expression, inner)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return try evaluate(unwrap.expression, inner) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return try evaluate(optional.expression, inner)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) { return try evaluateSequence(sequence, inner) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return try evaluateCall(call, inner) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return try evaluateMember(member, inner) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return try lookUp(reference.baseName.text, qualifier: [], from: reference, inner)
        }
        throw fail(expression, context, "'\(expression.trimmedDescription.prefix(60))' cannot be worked out statically")
    }

    /// `a ?? b` (the left side, else the right), `x as CGFloat`, and arithmetic on numbers.
    private func evaluateSequence(_ sequence: SequenceExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        var elements = Array(sequence.elements)
        if let coalesce = elements.firstIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "??" }) {
            let left = SequenceExprSyntax(elements: ExprListSyntax(elements[..<coalesce]))
            do throws(Failure) {
                return try evaluate(left.elements.count == 1 ? left.elements.first! : ExprSyntax(left), context)
            } catch {
                let right = SequenceExprSyntax(elements: ExprListSyntax(elements[(coalesce + 1)...]))
                return try evaluate(right.elements.count == 1 ? right.elements.first! : ExprSyntax(right), context)
            }
        }
        // Drop `as T` casts.
        var index = 0
        while index < elements.count {
            if elements[index].is(UnresolvedAsExprSyntax.self) {
                elements.removeSubrange(index...min(index + 1, elements.count - 1))
            } else {
                index += 1
            }
        }
        if elements.count == 1 { return try evaluate(elements[0], context) }
        guard elements.count % 2 == 1 else {
            throw fail(sequence, context, "'\(sequence.trimmedDescription.prefix(60))' cannot be worked out statically")
        }
        var operands: [Double] = [try number(elements[0], context)]
        var operators: [String] = []
        for position in stride(from: 1, to: elements.count, by: 2) {
            guard let op = elements[position].as(BinaryOperatorExprSyntax.self)?.operator.text,
                ["+", "-", "*", "/"].contains(op)
            else {
                throw fail(
                    elements[position], context,
                    "'\(sequence.trimmedDescription.prefix(60))' cannot be worked out statically (only + - * / on numbers)"
                )
            }
            let right = try number(elements[position + 1], context)
            if op == "*" || op == "/" {
                let left = operands.removeLast()
                guard op == "*" || right != 0 else { throw fail(elements[position + 1], context, "division by zero") }
                operands.append(op == "*" ? left * right : left / right)
            } else {
                operators.append(op)
                operands.append(right)
            }
        }
        var total = operands[0]
        for (op, operand) in zip(operators, operands.dropFirst()) {
            total = op == "+" ? total + operand : total - operand
        }
        guard total.isFinite else { throw fail(sequence, context, "not a finite number") }
        return .number(total)
    }

    /// `Font.body`, `UIFontMetrics.default`, `Theme.family`, `Self.size`, `.semibold`.
    private func evaluateMember(_ member: MemberAccessExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .member(name) }
        guard var path = Self.qualifiedName(base) else {
            throw fail(member, context, "'\(member.trimmedDescription.prefix(60))' cannot be worked out statically")
        }
        path.removeAll { $0 == "SwiftUI" || $0 == "UIKit" }
        if path == ["UIFontMetrics"], name == "default" { return .metrics(.body) }
        if let last = path.last, ["TextStyle", "Weight", "Design", "Leading"].contains(last) { return .member(name) }
        if path == ["self"] || path == ["Self"] { return try lookUp(name, qualifier: [], from: member, context) }
        if path == ["Font"] || path == ["UIFont"] {
            if valuesByName[name]?.contains(where: { values[$0].typePath == path }) == true {
                return try lookUp(name, qualifier: path, from: member, context)
            }
            if let style = Self.textStyle(named: name) { return .font(systemStyleFont(style, at: member, context)) }
        }
        return try lookUp(name, qualifier: path, from: member, context)
    }

    /// `A.B.c` as `["A", "B", "c"]`, when the expression is only names.
    static func qualifiedName(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let path = qualifiedName(base)
        {
            return path + [member.declName.baseName.text]
        }
        return nil
    }

    /// A SwiftUI `Font` text style member name (`body`, `largeTitle`) or UIKit's (`title1`).
    static func textStyle(named name: String) -> TextStyle? {
        TextStyle(rawValue: name) ?? (name == "title1" ? .title : name == "caption1" ? .caption : nil)
    }

    func systemStyleFont(_ style: TextStyle, at node: some SyntaxProtocol, _ context: Context) -> SwiftFontValue {
        SwiftFontValue(api: .systemStyle, formLocation: location(node, context), isSystem: true, textStyle: style)
    }

    // MARK: Conversions

    func number(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Double {
        guard case .number(let value) = try evaluate(expression, context) else {
            throw fail(expression, context, "'\(expression.trimmedDescription.prefix(60))' is not a number")
        }
        return value
    }

    func string(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> (String, SwiftSourceLocation?) {
        guard case .string(let text, let literal) = try evaluate(expression, context) else {
            throw fail(expression, context, "'\(expression.trimmedDescription.prefix(60))' is not a string")
        }
        return (text, literal)
    }

    func textStyle(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> TextStyle {
        switch try evaluate(expression, context) {
        case .textStyle(let style): return style
        case .member(let name): if let style = TextStyle(name: name) { return style }
        default: break
        }
        throw fail(expression, context, "'\(expression.trimmedDescription.prefix(60))' is not a text style")
    }

    func weight(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Int {
        switch try evaluate(expression, context) {
        case .weight(let weight): return weight
        case .member(let name): if let weight = FontWeight(name: name) { return weight.value }
        default: break
        }
        throw fail(expression, context, "'\(expression.trimmedDescription.prefix(60))' is not a font weight")
    }

    func font(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> SwiftFontValue {
        switch try evaluate(expression, context) {
        case .font(let font): return font
        case .member(let name):
            for type in [["Font"], ["UIFont"]]
            where valuesByName[name]?.contains(where: { values[$0].typePath == type }) == true {
                if case .font(let font) = try lookUp(name, qualifier: type, from: expression, context) { return font }
            }
            if let style = Self.textStyle(named: name) { return systemStyleFont(style, at: expression, context) }
        default: break
        }
        throw fail(expression, context, "'\(expression.trimmedDescription.prefix(60))' is not a font TypeFit can read")
    }

    /// Records that the fixed UIKit font made at `form` is scaled by `UIFontMetrics`.
    func noteScaled(_ form: SwiftSourceLocation) {
        scaledForms.insert(form)
    }
}
