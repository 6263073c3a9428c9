internal import SwiftSyntax
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// How a block ended: it ran to its end, or it returned a value.
    enum Flow {
        case normal
        case returned(SwiftValue)
        /// `break`: the enclosing `switch` case ends.
        case broke
    }

    /// The value of a body: its one expression (an implicit return, as in a getter, a closure or
    /// an `if`/`switch` branch), or what its statements return.
    func run(body: CodeBlockItemListSyntax, _ context: Context, resultOf node: some SyntaxProtocol) throws(Failure)
        -> SwiftValue
    {
        if let expression = SwiftDeclarationCollector.singleExpression(body) {
            return try evaluate(expression, context)
        }
        var inner = context
        if inner.scope == nil { inner.scope = SwiftScope() }
        switch try execute(body, inner) {
        case .returned(let value): return value
        case .normal, .broke: return .void
        }
    }

    /// Runs statements in order until one returns.
    func execute(_ items: CodeBlockItemListSyntax, _ context: Context) throws(Failure) -> Flow {
        for item in items {
            let inner = try deeper(item, context)
            switch item.item {
            case .decl(let declaration):
                if let statements = firstBranch(declaration) {
                    let flow = try execute(statements, inner)
                    if case .normal = flow { continue }
                    return flow
                }
                try declare(declaration, inner)
            case .stmt(let statement):
                let flow = try executeStatement(statement, inner)
                if case .normal = flow { continue }
                return flow
            case .expr(let expression):
                let flow = try executeExpression(expression, inner)
                if case .normal = flow { continue }
                return flow
            }
        }
        return .normal
    }

    /// `#if` among statements: the first branch's statements, as the collector reads the first
    /// branch of declarations.
    private func firstBranch(_ declaration: DeclSyntax) -> CodeBlockItemListSyntax? {
        guard let ifConfig = declaration.as(IfConfigDeclSyntax.self),
            case .statements(let statements)? = ifConfig.clauses.first?.elements
        else { return nil }
        return statements
    }

    private func declare(_ declaration: DeclSyntax, _ context: Context) throws(Failure) {
        guard let variable = declaration.as(VariableDeclSyntax.self), let scope = context.scope else {
            // Nested functions and types are not evaluated; using one fails where it is used.
            return
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw fail(binding.pattern, context, "a pattern TypeFit does not read: '\(short(binding.pattern))'")
            }
            if let initializer = binding.initializer {
                do throws(Failure) {
                    scope.define(name, try evaluate(initializer.value, context))
                } catch {
                    guard context.lenient else { throw error }
                    scope.define(name, .unknown(error.warning))
                }
            } else {
                scope.define(name, .null)
            }
        }
    }

    private func executeStatement(_ statement: StmtSyntax, _ context: Context) throws(Failure) -> Flow {
        if let returned = statement.as(ReturnStmtSyntax.self) {
            guard let expression = returned.expression else { return .returned(.void) }
            return .returned(try evaluate(expression, context))
        }
        if let wrapped = statement.as(ExpressionStmtSyntax.self) {
            return try executeExpression(wrapped.expression, context)
        }
        if let guardStmt = statement.as(GuardStmtSyntax.self) {
            if try conditionsHold(guardStmt.conditions, context) { return .normal }
            var inner = context
            inner.scope = SwiftScope(parent: context.scope)
            let flow = try execute(guardStmt.body.statements, inner)
            if case .returned = flow { return flow }
            throw fail(guardStmt, context, "the 'else' of this guard does not return a value TypeFit reads")
        }
        if statement.is(BreakStmtSyntax.self) { return .broke }
        if statement.is(FallThroughStmtSyntax.self) {
            throw fail(statement, context, "'fallthrough' is not evaluated")
        }
        if let throwStmt = statement.as(ThrowStmtSyntax.self) {
            throw fail(throwStmt, context, "the code throws here ('\(short(throwStmt))')")
        }
        if statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self)
            || statement.is(RepeatStmtSyntax.self)
        {
            throw fail(statement, context, "loops are not evaluated")
        }
        throw fail(statement, context, "a statement TypeFit does not evaluate: '\(short(statement))'")
    }

    private func executeExpression(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Flow {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            var inner = context
            inner.scope = SwiftScope(parent: context.scope)
            let holds: Bool
            do throws(Failure) {
                holds = try conditionsHold(ifExpr.conditions, inner)
            } catch {
                // `if !isRegistered { register() }`: a condition on state outside the code that
                // only guards calls made for their effects changes nothing TypeFit follows.
                guard Self.onlyEffects(ifExpr) else { throw error }
                return .normal
            }
            if holds { return try execute(ifExpr.body.statements, inner) }
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: return try executeExpression(ExprSyntax(next), context)
            case .codeBlock(let block)?:
                var elseContext = context
                elseContext.scope = SwiftScope(parent: context.scope)
                return try execute(block.statements, elseContext)
            case nil: return .normal
            }
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            let subject = try evaluate(switchExpr.subject, context)
            for element in switchExpr.cases {
                guard case .switchCase(let switchCase) = element else {
                    throw fail(element, context, "'#if' inside a switch is not read")
                }
                var inner = context
                inner.scope = SwiftScope(parent: context.scope)
                guard try matches(switchCase.label, subject, inner) else { continue }
                let flow = try execute(switchCase.statements, inner)
                if case .broke = flow { return .normal }
                return flow
            }
            throw fail(switchExpr, context, "no case of this switch matches '\(describe(subject))'")
        }
        if let sequence = expression.as(SequenceExprSyntax.self), try assign(sequence, context) { return .normal }
        if expression.is(FunctionCallExprSyntax.self) || expression.is(TryExprSyntax.self) {
            // A call whose result is not used (registering fonts, logging, `assert`) cannot change
            // the locals TypeFit follows; its failure does not stop the evaluation.
            do throws(Failure) {
                _ = try evaluate(expression, context)
            } catch {}
            return .normal
        }
        _ = try evaluate(expression, context)
        return .normal
    }

    /// `x = e`, `x += e` (and `-=`, `*=`, `/=`), `self.x = e`: true when `sequence` is one.
    private func assign(_ sequence: SequenceExprSyntax, _ context: Context) throws(Failure) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return false }
        let op: String
        if elements[1].is(AssignmentExprSyntax.self) {
            op = "="
        } else if let binary = elements[1].as(BinaryOperatorExprSyntax.self),
            ["+=", "-=", "*=", "/="].contains(binary.operator.text)
        {
            op = binary.operator.text
        } else {
            return false
        }
        var target = elements[0]
        var onSelf = false
        if let member = target.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            target = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
            onSelf = true
        }
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.identifierText, let scope = context.scope
        else {
            throw fail(elements[0], context, "an assignment TypeFit does not evaluate: '\(short(sequence))'")
        }
        var value: SwiftValue
        do throws(Failure) {
            value = try evaluateElements(elements, from: 2, sequence, context)
        } catch {
            guard context.lenient, op == "=" else { throw error }
            value = .unknown(error.warning)
        }
        if op != "=" {
            let current = try evaluate(elements[0], context)
            guard case .number(let left) = current, case .number(let right) = value else {
                throw fail(sequence, context, "'\(op)' on something other than numbers")
            }
            switch op {
            case "+=": value = .number(left + right)
            case "-=": value = .number(left - right)
            case "*=": value = .number(left * right)
            default:
                guard right != 0 else { throw fail(elements[2], context, "division by zero") }
                value = .number(left / right)
            }
        }
        if onSelf || context.scope?.value(of: name) == nil, case .instance(var instance)? = scope.value(of: "self") {
            instance.fields[name] = value
            _ = scope.assign("self", .instance(instance))
            return true
        }
        guard scope.assign(name, value) else {
            throw fail(elements[0], context, "assigns to '\(name)', which is not a local TypeFit knows")
        }
        return true
    }

    /// Whether every condition holds; `if let`/`guard let` bind in `context.scope`.
    func conditionsHold(_ conditions: ConditionElementListSyntax, _ context: Context) throws(Failure) -> Bool {
        for element in conditions {
            switch element.condition {
            case .expression(let expression):
                guard try bool(expression, context) else { return false }
            case .optionalBinding(let binding):
                let name = binding.pattern.trimmedDescription
                let value: SwiftValue
                if let initializer = binding.initializer {
                    value = try optional(initializer.value, context)
                } else {
                    value = context.scope?.value(of: name) ?? .null
                }
                if case .null = value { return false }
                context.scope?.define(name, value)
            case .matchingPattern(let pattern):
                let subject = try evaluate(pattern.initializer.value, context)
                guard try matchesPattern(pattern.pattern, subject, context) else { return false }
            case .availability:
                continue
            }
        }
        return true
    }

    /// An optional's value: a failable font initializer that TypeFit cannot load gives the font
    /// all the same (the font's name is checked against the fonts given elsewhere).
    private func optional(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        try evaluate(expression, context)
    }

    /// Whether a `case` label (or `default`) matches `subject`; binds what its patterns bind.
    func matches(_ label: SwitchCaseSyntax.Label, _ subject: SwiftValue, _ context: Context) throws(Failure) -> Bool {
        switch label {
        case .default: return true
        case .case(let caseLabel):
            for item in caseLabel.caseItems {
                guard try matchesPattern(item.pattern, subject, context) else { continue }
                if let whereClause = item.whereClause, try !bool(whereClause.condition, context) { continue }
                return true
            }
            return false
        }
    }

    /// Whether every branch of `ifExpr` only makes calls whose results are not used.
    static func onlyEffects(_ ifExpr: IfExprSyntax) -> Bool {
        func callsOnly(_ items: CodeBlockItemListSyntax) -> Bool {
            items.allSatisfy { item in
                switch item.item {
                case .expr(let expression): return expression.is(FunctionCallExprSyntax.self)
                case .stmt(let statement):
                    return statement.as(ExpressionStmtSyntax.self)?.expression.is(FunctionCallExprSyntax.self) ?? false
                case .decl: return false
                }
            }
        }
        guard callsOnly(ifExpr.body.statements) else { return false }
        switch ifExpr.elseBody {
        case .ifExpr(let next)?: return onlyEffects(next)
        case .codeBlock(let block)?: return callsOnly(block.statements)
        case nil: return true
        }
    }
}
