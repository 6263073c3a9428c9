internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// The app's function `name` declared in the type at `path` (`isStatic` nil: either kind)
    /// whose parameters take arguments with `labels`.
    func findFunction(_ name: String, in path: [String], labels: [String?], isStatic: Bool?)
        -> SwiftFunctionDeclaration?
    {
        for index in functionsByName[name] ?? [] {
            let function = declarations.functions[index]
            guard function.typePath == path, isStatic == nil || function.isStatic == isStatic,
                accepts(function, labels: labels)
            else { continue }
            return function
        }
        return nil
    }

    /// The app's instance function `name` of a value's type (or of a protocol it adopts, or of
    /// `UIFont`/`Font` for a font), taking arguments with `labels`.
    func instanceFunction(_ name: String, of value: SwiftValue, labels: [String?]) -> SwiftFunctionDeclaration? {
        let paths: [[String]]
        switch value {
        case .instance(let instance): paths = memberPaths(of: instance.typePath)
        case .enumCase(let enumCase): paths = memberPaths(of: enumCase.typePath)
        case .font: paths = Self.uiKitFirstFontTypePaths
        default: return nil
        }
        for path in paths {
            if let function = findFunction(name, in: path, labels: labels, isStatic: false) { return function }
        }
        return nil
    }

    /// Whether arguments with `labels` can be passed to `function`: in order, each parameter
    /// takes the next argument with its label or has a default.
    func accepts(_ function: SwiftFunctionDeclaration, labels: [String?]) -> Bool {
        var next = 0
        for parameter in function.parameters {
            if next < labels.count, labels[next] == parameter.label {
                next += 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.count
    }

    /// Calls the app's `function` with `arguments` (evaluated where the call is written) and
    /// `selfValue` as `self`.
    func callFunction(
        _ function: SwiftFunctionDeclaration, _ arguments: Arguments, selfValue: SwiftValue?,
        _ call: FunctionCallExprSyntax, _ context: Context
    ) throws(Failure) -> SwiftValue {
        try callFunction(function, arguments, selfValue: selfValue, at: call, context)
    }

    /// Calls `function`; `node` is the call (or the declaration, for a call TypeFit makes itself).
    func callFunction(
        _ function: SwiftFunctionDeclaration, _ arguments: Arguments, selfValue: SwiftValue?,
        at call: some SyntaxProtocol, _ context: Context
    ) throws(Failure) -> SwiftValue {
        try invoke(function, selfValue: selfValue, at: call, context) { (scope, inner) throws(Failure) in
            try bind(function, arguments, into: scope, callee: inner, caller: context, at: call)
        }
    }

    /// Calls `function` with parameter values already worked out (parameter name → value); the
    /// other parameters take their defaults.
    func callFunction(
        _ function: SwiftFunctionDeclaration, values: [String: SwiftValue], selfValue: SwiftValue?,
        at node: some SyntaxProtocol, _ context: Context
    ) throws(Failure) -> SwiftValue {
        try invoke(function, selfValue: selfValue, at: node, context) { (scope, inner) throws(Failure) in
            for parameter in function.parameters {
                if let value = values[parameter.name] {
                    scope.define(parameter.name, value)
                } else if let defaultValue = parameter.defaultValue {
                    scope.define(parameter.name, coerce(try evaluate(defaultValue, inner), to: parameter.type, inner))
                } else {
                    throw fail(node, context, "no value for '\(parameter.name)' of '\(function.signature)'")
                }
            }
        }
    }

    /// Runs `function`'s body in a new scope for `selfValue`, after `bindParameters` has filled it.
    private func invoke(
        _ function: SwiftFunctionDeclaration, selfValue: SwiftValue?, at node: some SyntaxProtocol,
        _ context: Context, bindParameters: (SwiftScope, Context) throws(Failure) -> Void
    ) throws(Failure) -> SwiftValue {
        guard let body = function.body else {
            throw fail(node, context, "'\(function.signature)' has no body in the sources read")
        }
        let scope = SwiftScope()
        var inner = Context(
            fileIndex: function.fileIndex, typePath: function.typePath, selfValue: selfValue, scope: scope,
            size: context.size)
        inner.depth = context.depth + 1
        try bindParameters(scope, inner)
        let value = try result(of: function, run(body: body, inner, resultOf: node), at: node, inner)
        noteCompleted(function)
        return value
    }

    /// What a function gives, as its declared result type reads it: `return .subheadline` from a
    /// function returning `Font` is the system text style font.
    private func result(
        of function: SwiftFunctionDeclaration, _ value: SwiftValue, at node: some SyntaxProtocol, _ context: Context
    ) throws(Failure) -> SwiftValue {
        guard SwiftNamedValue.isFontType(function.returnType), case .member = value else { return value }
        return .font(try font(of: value, at: node, context))
    }

    /// Binds parameters to arguments, or to their defaults (evaluated in the callee's context).
    private func bind(
        _ function: SwiftFunctionDeclaration, _ arguments: Arguments, into scope: SwiftScope, callee: Context,
        caller: Context, at call: some SyntaxProtocol
    ) throws(Failure) {
        var next = 0
        for parameter in function.parameters {
            var value: SwiftValue
            if next < arguments.list.count, arguments.list[next].label == parameter.label {
                do throws(Failure) {
                    value = try evaluate(arguments.list[next].expression, caller)
                } catch {
                    // The trait collection a font is made for is the one being evaluated.
                    let current = FontAPICatalog.currentTraits
                    guard parameter.type.hasPrefix(current.type) else { throw error }
                    value = .type([current.type, current.member])
                }
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                value = try evaluate(defaultValue, callee)
            } else {
                throw fail(call, caller, "no argument for '\(parameter.name)' of '\(function.signature)'")
            }
            value = coerce(value, to: parameter.type, callee)
            scope.define(parameter.name, value)
        }
    }

    /// An instance of the app's type at `path`: an enum from its raw value, or a struct or class
    /// through a written initializer or the memberwise one.
    func construct(
        _ path: [String], _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) -> SwiftValue {
        let written = path.joined(separator: ".")
        if let cases = declarations.enumCases[written] {
            guard let raw = arguments["rawValue"] else {
                throw fail(call, context, "'\(written)(…)': only init(rawValue:) of an enum is evaluated")
            }
            let wanted = try evaluate(raw, context)
            for declared in cases {
                let candidate = SwiftEnumCaseValue(typePath: path, name: declared.name)
                if equals(try rawValue(of: candidate, at: call, context), wanted) == true {
                    return .enumCase(candidate)
                }
            }
            return .null
        }
        guard typesByPath[path] != nil else {
            throw fail(call, context, "'\(written)' is not a type declared in the sources read")
        }
        let stored = storedProperties(of: path)
        var fields: [String: SwiftValue] = [:]
        var typeContext = Context(fileIndex: context.fileIndex, typePath: path, size: context.size)
        typeContext.depth = context.depth + 1
        for property in stored {
            if let initial = property.expression, property.scaledMetric == nil {
                fields[property.name] = try? evaluate(initial, typeContext)
            }
        }
        if let initializer = findFunction("init", in: path, labels: arguments.labels, isStatic: true) {
            guard let body = initializer.body else {
                throw fail(call, context, "'\(written).init' has no body in the sources read")
            }
            let scope = SwiftScope()
            scope.define("self", .instance(SwiftInstanceValue(typePath: path, fields: fields)))
            var inner = Context(fileIndex: initializer.fileIndex, typePath: path, scope: scope, size: context.size)
            inner.depth = context.depth + 1
            try bind(initializer, arguments, into: scope, callee: inner, caller: context, at: call)
            inner.lenient = true
            _ = try execute(body, inner)
            return scope.value(of: "self") ?? .null
        }
        // The memberwise initializer: stored properties in order, each argument by its label.
        var next = 0
        for property in stored {
            if next < arguments.list.count, arguments.list[next].label == property.name {
                let type = property.declaredType ?? ""
                do throws(Failure) {
                    fields[property.name] = coerce(
                        try evaluate(arguments.list[next].expression, context), to: type, typeContext)
                } catch {
                    // Only reading this field fails (`id: UUID()` beside the font).
                    fields[property.name] = .unknown(error.warning)
                }
                next += 1
            }
        }
        guard next == arguments.list.count else {
            throw fail(call, context, "'\(written)(…)' matches no initializer declared in the sources read")
        }
        return .instance(SwiftInstanceValue(typePath: path, fields: fields))
    }

    /// `withSymbolicTraits(.traitBold)`, `[.traitBold, .traitItalic]`.
    func applyTraits(_ expression: ExprSyntax, to font: inout SwiftFontValue, _ context: Context) throws(Failure) {
        var names: [String] = []
        if let array = expression.as(ArrayExprSyntax.self) {
            for element in array.elements {
                guard case .member(let name) = try evaluate(element.expression, context) else {
                    throw fail(element, context, "'\(short(element))' is not a symbolic trait")
                }
                names.append(name)
            }
        } else if case .member(let name) = try evaluate(expression, context) {
            names.append(name)
        } else {
            throw fail(expression, context, "'\(short(expression))' is not a symbolic trait TypeFit reads")
        }
        for name in names {
            // The catalog's symbolic traits: `.traitBold` is the bold trait (the style's emphasized
            // weight on a text style), `.traitItalic` italic, `.traitMonoSpace` the monospaced design.
            guard case .trait(let effect)? = FontAPICatalog.value(name, of: FontAPICatalog.symbolicTraitsType)?.value
            else {
                throw fail(expression, context, "the symbolic trait .\(name) is not modelled")
            }
            apply(effect, to: &font)
        }
    }

    /// `addingAttributes([.traits: [.weight: w], .family: "Inter"])` on a font descriptor.
    func applyAttributes(
        _ pairs: [SwiftKeyValue], to font: inout SwiftFontValue, at node: some SyntaxProtocol, _ context: Context
    ) throws(Failure) {
        for pair in pairs {
            switch (caseName(pair.key), pair.value) {
            case ("traits", .dictionary(let traits)):
                for trait in traits {
                    guard caseName(trait.key) == "weight" else {
                        throw fail(node, context, "the font trait \(describe(trait.key)) is not modelled")
                    }
                    switch trait.value {
                    case .weight(let weight): font.weight = weight
                    case .member(let name) where FontWeight(name: name) != nil:
                        font.weight = FontWeight(name: name)!.value
                    default: throw fail(node, context, "the weight \(describe(trait.value)) is not one TypeFit reads")
                    }
                }
            case ("featureSettings", .array(let settings)):
                for case .dictionary(let setting) in settings {
                    let type = setting.first { caseName($0.key) == "featureIdentifier" || caseName($0.key) == "type" }
                    let selector = setting.first {
                        caseName($0.key) == "typeIdentifier" || caseName($0.key) == "selector"
                    }
                    guard case .number(6)? = type?.value, case .number(0)? = selector?.value else {
                        throw fail(node, context, "a font feature setting TypeFit does not model")
                    }
                    if !font.features.contains("tnum") { font.features.append("tnum") }
                }
            case ("family", .string(let family, _)), ("name", .string(let family, _)):
                font.isSystem = false
                font.name = family
            default:
                throw fail(node, context, "the font attribute \(describe(pair.key)) is not modelled")
            }
        }
    }
}
