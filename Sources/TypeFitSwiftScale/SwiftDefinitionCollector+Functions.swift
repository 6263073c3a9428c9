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
        for function in declarations.functions where isFontFunction(function) {
            guard function.parameters.allSatisfy({ $0.defaultValue != nil }) else { continue }
            let file = files[function.fileIndex]
            let location = file.location(of: function.nameToken)
            let context = SwiftExpressionEvaluator.Context(fileIndex: function.fileIndex, typePath: function.typePath)
            let name = "\(function.name)()"
            do throws(Failure) {
                let results = try acrossSizes { (size) throws(Failure) in
                    var sized = context
                    sized.size = size
                    return try evaluator.callFunction(
                        function, .init(list: []), selfValue: nil, at: function.nameToken, sized)
                }
                guard let font = combinedFont(results, at: location) else { continue }
                seenCalls.insert(name)
                candidates.append(
                    SwiftDefinitionCandidate(
                        name: name, typeName: function.typePath.joined(separator: "."), propertyName: function.name,
                        isEnumCase: false, location: location, font: font))
            } catch {
                if SwiftNamedValue.isFontType(function.returnType) { warn(error.warning) }
            }
        }
        for site in declarations.calls {
            let functions = (evaluator.functionsByName[site.name] ?? []).map { declarations.functions[$0] }
            guard let function = functions.first(where: isFontFunction), !function.parameters.isEmpty else { continue }
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
                candidates.append(
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
}
