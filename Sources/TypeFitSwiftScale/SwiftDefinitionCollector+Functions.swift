internal import SwiftSyntax
import TypeFitVocabulary

extension SwiftDefinitionCollector {
    /// Font functions as entries: each function without required parameters that gives a font
    /// (`static var title: Font`-like functions, view modifiers such as `func title() -> some
    /// View { font(…) }`), and each distinct call of a font function with constant arguments
    /// (`Font.app(.headline, weight: .semibold)`), named as written.
    mutating func collectFunctions() {
        var failedCalls: [String: (count: Int, first: SwiftSourceWarning)] = [:]
        var seenCalls = Set<String>()
        let calledWithConstants = Set(declarations.calls.map(\.name))
        for function in declarations.functions where isFontFunction(function) {
            if isOverLimit { return }
            let isModifier = function.typePath == ["View"] || function.typePath == ["Text"]
            let cases = declarations.enumCases[function.typePath.joined(separator: ".")] ?? []
            if !function.isStatic, !cases.isEmpty {
                enumFunction(function, cases: cases)
                continue
            }
            let required = function.parameters.filter { $0.defaultValue == nil }
            guard function.isStatic || isModifier else {
                // A view's helper over the app's enum (`fontForStyle(_ style: Style)`): entries when
                // it needs no instance; it is not a definition of its own, so no warning otherwise.
                if !required.isEmpty, !calledWithConstants.contains(function.name) {
                    functionOverCases(function, warnOnFailure: false)
                }
                continue
            }
            if required.isEmpty {
                if functionEntry(
                    function, arguments: [:], name: "\(function.name)()", at: function.nameToken,
                    appliesFont: isModifier)
                {
                    seenCalls.insert("\(function.name)()")
                }
            } else if !calledWithConstants.contains(function.name) {
                functionOverCases(function)
            }
        }
        collectViewModifiers()
        for site in declarations.calls {
            if isOverLimit { return }
            let functions = (evaluator.functionsByName[site.name] ?? []).map { declarations.functions[$0] }
                .filter { isFontFunction($0) && !$0.parameters.isEmpty && calls($0, site) }
            guard let function = functions.first else { continue }
            let name = Self.written(site.call, name: site.name)
            guard seenCalls.insert(name).inserted else { continue }
            let file = files[site.fileIndex]
            let location = file.location(of: site.call)
            let context = SwiftExpressionEvaluator.Context(fileIndex: site.fileIndex, typePath: site.typePath)
            do throws(Failure) {
                let results = try acrossSizes { (size) throws(Failure) in
                    var sized = context
                    sized.size = size
                    return try evaluator.evaluate(ExprSyntax(site.call), sized)
                }
                guard let font = combinedFont(results, at: location) else { continue }
                add(
                    SwiftDefinitionCandidate(
                        name: name, typeName: function.typePath.joined(separator: "."), propertyName: function.name,
                        isEnumCase: false, location: location, font: font))
            } catch {
                let key = function.signature
                if let known = failedCalls[key] {
                    failedCalls[key] = (known.count + 1, known.first)
                } else {
                    failedCalls[key] = (1, error.warning)
                }
            }
        }
        for (signature, failure) in failedCalls.sorted(by: { $0.value.first.location < $1.value.first.location }) {
            let others = failure.count > 1 ? " (and \(failure.count - 1) more call(s) of it)" : ""
            warn(
                SwiftSourceWarning(
                    location: failure.first.location,
                    message: "a call of '\(signature)' left out of the scale\(others): \(failure.first.message)"))
        }
    }

    /// The fonts `ViewModifier`s apply (`struct BodyStyle: ViewModifier { func body(content:
    /// Content) -> some View { content.font(…) } }`), one entry each, named by the type.
    private mutating func collectViewModifiers() {
        let modifierTypes = declarations.types.filter { $0.inheritedTypes.contains("ViewModifier") }.map(\.path)
        for function in declarations.functions
        where function.name == "body" && !function.isStatic && modifierTypes.contains(function.typePath)
            && function.parameters.count == 1 && function.body?.description.contains("font(") == true
        {
            // `content` is only the view the font is applied to.
            functionEntry(
                function, arguments: [function.parameters[0].name: .null],
                name: function.typePath.joined(separator: "."), at: function.nameToken, appliesFont: true)
        }
    }

    /// Whether `function` gives a font: declared to return `Font` or `UIFont`, or a view modifier
    /// of `View` or `Text` whose body applies a font.
    func isFontFunction(_ function: SwiftFunctionDeclaration) -> Bool {
        guard function.name != "init", function.body != nil else { return false }
        if SwiftNamedValue.isFontType(function.returnType) { return true }
        guard function.returnType == "some View" || function.returnType == "Text",
            function.typePath == ["View"] || function.typePath == ["Text"]
        else { return false }
        return function.body?.description.contains("font(") ?? false
    }

    /// A call as its entry is named: `app(.headline, weight: .semibold)` (the type it is called
    /// on left out).
    static func written(_ call: FunctionCallExprSyntax, name: String) -> String {
        let arguments = call.arguments.map { argument in
            (argument.label.map { "\($0.text): " } ?? "") + argument.expression.trimmedDescription
        }
        return "\(name)(\(arguments.joined(separator: ", ")))"
    }

    /// One entry: `function` called with `arguments` (parameter name → value; the rest take their
    /// defaults). False when it could not be worked out (warned for functions declared to give a
    /// font).
    @discardableResult
    private mutating func functionEntry(
        _ function: SwiftFunctionDeclaration, arguments: [String: SwiftValue], selfValue: SwiftValue? = nil,
        name: String, fullName: String? = nil, at node: some SyntaxProtocol, fileIndex: Int? = nil,
        warnOnFailure: Bool = true, appliesFont: Bool = false
    ) -> Bool {
        let location = files[fileIndex ?? function.fileIndex].location(of: node)
        let context = SwiftExpressionEvaluator.Context(
            fileIndex: function.fileIndex, typePath: function.typePath, selfValue: selfValue)
        do throws(Failure) {
            let results = try acrossSizes { (size) throws(Failure) in
                var sized = context
                sized.size = size
                return try evaluator.callFunction(
                    function, values: arguments, selfValue: selfValue, at: function.nameToken, sized)
            }
            guard let font = combinedFont(results, at: location) else { return false }
            add(
                SwiftDefinitionCandidate(
                    name: name, typeName: function.typePath.joined(separator: "."), propertyName: function.name,
                    isEnumCase: selfValue != nil, location: location, font: font, fullName: fullName))
            return true
        } catch {
            if warnOnFailure, appliesFont || SwiftNamedValue.isFontType(function.returnType) {
                warn(leftOut(name, error))
            }
            return false
        }
    }

    /// An enum's instance function giving a font, without required parameters: one entry per
    /// case, named by the case (`InterFont.title1.font(size:)` → `title1`).
    private mutating func enumFunction(_ function: SwiftFunctionDeclaration, cases: [SwiftEnumCaseDeclaration]) {
        guard function.parameters.allSatisfy({ $0.defaultValue != nil || isTraitCollection($0) || isOptional($0) })
        else { return }
        var arguments: [String: SwiftValue] = [:]
        for parameter in function.parameters where parameter.defaultValue == nil {
            // A trait collection is the one evaluated; an optional without a default is nil.
            arguments[parameter.name] = isTraitCollection(parameter) ? .type(["UITraitCollection", "current"]) : .null
        }
        for enumCase in cases where enumCase.associatedLabels.isEmpty {
            if isOverLimit { return }
            let selfValue = SwiftValue.enumCase(SwiftEnumCaseValue(typePath: function.typePath, name: enumCase.name))
            functionEntry(
                function, arguments: arguments, selfValue: selfValue, name: enumCase.name, at: enumCase.nameToken,
                fileIndex: enumCase.fileIndex)
        }
    }

    /// A static font function whose required parameters are the app's enums (and trait
    /// collections), never called with constants in the code read: one entry per combination of
    /// cases (at most 64), named by the case when there is one enum parameter
    /// (`enaFont(for: .title1)` → `title1`), else as the call would be written.
    private mutating func functionOverCases(_ function: SwiftFunctionDeclaration, warnOnFailure: Bool = true) {
        var domains: [(parameter: SwiftFunctionDeclaration.Parameter, cases: [SwiftEnumCaseDeclaration])] = []
        var fixed: [String: SwiftValue] = [:]
        for parameter in function.parameters where parameter.defaultValue == nil {
            if isTraitCollection(parameter) {
                fixed[parameter.name] = .type(["UITraitCollection", "current"])
                continue
            }
            let written = SwiftDeclarationCollector.path(of: parameter.type.replacingOccurrences(of: "?", with: ""))
            let context = SwiftExpressionEvaluator.Context(fileIndex: function.fileIndex, typePath: function.typePath)
            guard let path = evaluator.typePath(written, from: context),
                let cases = declarations.enumCases[path.joined(separator: ".")],
                !cases.isEmpty, cases.allSatisfy({ $0.associatedLabels.isEmpty })
            else { return }
            domains.append((parameter, cases))
        }
        if domains.isEmpty, !fixed.isEmpty {
            // Only trait collections: one entry, named as called with the app's own.
            let written = function.parameters.filter { $0.defaultValue == nil }.map { parameter in
                (parameter.label.map { "\($0): " } ?? "") + "traitCollection"
            }
            functionEntry(
                function, arguments: fixed, name: "\(function.name)(\(written.joined(separator: ", ")))",
                at: function.nameToken, warnOnFailure: warnOnFailure)
            return
        }
        let count = domains.reduce(1) { $0 * $1.cases.count }
        guard !domains.isEmpty, count <= 64 else { return }
        for combination in 0..<count {
            var arguments = fixed
            var written: [String] = []
            var rest = combination
            var only: SwiftEnumCaseDeclaration?
            for (parameter, cases) in domains {
                let enumCase = cases[rest % cases.count]
                rest /= cases.count
                let path = SwiftDeclarationCollector.path(of: parameter.type.replacingOccurrences(of: "?", with: ""))
                let context = SwiftExpressionEvaluator.Context(
                    fileIndex: function.fileIndex, typePath: function.typePath)
                arguments[parameter.name] = .enumCase(
                    SwiftEnumCaseValue(typePath: evaluator.typePath(path, from: context) ?? path, name: enumCase.name))
                written.append((parameter.label.map { "\($0): " } ?? "") + "." + enumCase.name)
                only = enumCase
            }
            let call = "\(function.name)(\(written.joined(separator: ", ")))"
            if domains.count == 1, let only {
                functionEntry(
                    function, arguments: arguments, name: only.name, fullName: call, at: only.nameToken,
                    fileIndex: only.fileIndex, warnOnFailure: warnOnFailure)
            } else {
                functionEntry(
                    function, arguments: arguments, name: call, at: function.nameToken, warnOnFailure: warnOnFailure)
            }
        }
    }

    private func isOptional(_ parameter: SwiftFunctionDeclaration.Parameter) -> Bool {
        parameter.type.hasSuffix("?")
    }

    private func isTraitCollection(_ parameter: SwiftFunctionDeclaration.Parameter) -> Bool {
        parameter.type.hasPrefix("UITraitCollection")
    }

    /// Whether the call at `site` can call `function`: a static function called on its type
    /// (`Font.app(…)`, `Theme.font(…)`) or, without a base, one of `Font`/`UIFont` or of the
    /// enclosing types; a call on any other value (`Text("x").font(.body)`) is not one.
    private func calls(_ function: SwiftFunctionDeclaration, _ site: SwiftCallSite) -> Bool {
        guard function.isStatic || function.typePath == ["View"] || function.typePath == ["Text"] else { return false }
        if let member = site.call.calledExpression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else {
                return function.typePath == ["Font"] || function.typePath == ["UIFont"]
                    || site.typePath.starts(with: function.typePath)
            }
            guard let written = SwiftExpressionEvaluator.qualifiedName(base) else { return false }
            let path = written.filter { $0 != "SwiftUI" && $0 != "UIKit" }
            return function.typePath.count >= path.count && Array(function.typePath.suffix(path.count)) == path
        }
        return function.typePath.isEmpty || site.typePath.starts(with: function.typePath)
    }
}
