internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// Types whose static constants a number's implicit member (`.fontL`) names.
    static let numberTypes: [[String]] = [["CGFloat"], ["Double"], ["Float"], ["Int"]]

    func number(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Double {
        let value = try evaluate(expression, context)
        if case .number(let number) = value { return number }
        if case .member(let name) = value,
            let resolved = try implicitConstant(name, in: Self.numberTypes, expression, context),
            case .number(let number) = resolved
        {
            return number
        }
        if case .enumCase(let enumCase) = value,
            case .number(let number) = try rawValue(of: enumCase, at: expression, context)
        {
            return number
        }
        throw fail(expression, context, "'\(short(expression))' is not a number TypeFit can work out")
    }

    func string(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> (String, SwiftSourceLocation?) {
        let value = try evaluate(expression, context)
        if case .string(let text, let literal) = value { return (text, literal) }
        if case .member(let name) = value,
            case .string(let text, let literal)? = try implicitConstant(name, in: [["String"]], expression, context)
        {
            return (text, literal)
        }
        if case .enumCase(let enumCase) = value,
            case .string(let text, let literal) = try rawValue(of: enumCase, at: expression, context)
        {
            return (text, literal)
        }
        throw fail(expression, context, "'\(short(expression))' is not a string TypeFit can work out")
    }

    func textStyle(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> TextStyle {
        try textStyle(of: evaluate(expression, context), at: expression, context)
    }

    func textStyle(of value: SwiftValue, at node: some SyntaxProtocol, _ context: Context) throws(Failure) -> TextStyle
    {
        switch value {
        case .textStyle(let style): return style
        case .member(let name):
            if let style = TextStyle(name: name) { return style }
            let types = Array(Self.textStyleTypePaths.reversed())
            if let constant = try implicitConstant(name, in: types, node, context) {
                if case .member(let inner) = constant, inner == name { break }
                return try textStyle(of: constant, at: node, context)
            }
        case .font(let font) where font.api.isTextStyle: return font.textStyle
        default: break
        }
        throw fail(node, context, "'\(short(node))' is not a text style TypeFit can work out")
    }

    func weight(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Int {
        switch try evaluate(expression, context) {
        case .weight(let weight): return weight
        case .member(let name):
            if let weight = FontWeight(name: name) { return weight.value }
            if case .weight(let weight)? = try implicitConstant(
                name, in: Array(Self.weightTypePaths.reversed()), expression, context)
            {
                return weight
            }
        case .number(let number) where number > 0 && number <= 1000: return Int(number)
        default: break
        }
        throw fail(expression, context, "'\(short(expression))' is not a font weight TypeFit can work out")
    }

    func font(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> SwiftFontValue {
        try font(of: evaluate(expression, context), at: expression, context)
    }

    func font(of value: SwiftValue, at node: some SyntaxProtocol, _ context: Context) throws(Failure) -> SwiftFontValue
    {
        switch value {
        case .font(let font): return font
        case .member(let name):
            // As Swift resolves `.caption` where a font is expected: the app's extensions of Font
            // and UIFont first, then the system's own members (`static let caption: Font =
            // .caption` in the app's `enum T` is `Font.caption`, not `T.caption`), and only then a
            // constant the name finds in one other type of the app's.
            let fontTypes = Self.fontTypePaths
            if case .font(let font)? = try implicitConstant(name, in: fontTypes, anyType: false, node, context) {
                return font
            }
            if let style = FontAPICatalog.textStyle(named: name) { return systemStyleFont(style, at: node, context) }
            if case .font(let font)? = try implicitConstant(name, in: fontTypes, node, context) {
                return font
            }
        default: break
        }
        throw fail(node, context, "'\(short(node))' is not a font TypeFit can read")
    }

    /// An implicit member (`.fontL`) as a static constant of one of `types` (declared in an
    /// extension of it), else, with `anyType`, of any type of the app's where the name is unique.
    func implicitConstant(
        _ name: String, in types: [[String]], anyType: Bool = true, _ node: some SyntaxProtocol, _ context: Context
    ) throws(Failure) -> SwiftValue? {
        let candidates = (valuesByName[name] ?? []).filter { values[$0].isStatic }
        for type in types where candidates.contains(where: { values[$0].typePath == type }) {
            return try lookUp(name, qualifier: type, from: node, context)
        }
        guard anyType else { return nil }
        let paths = Set(candidates.map { values[$0].typePath })
        guard paths.count == 1, let path = paths.first, !path.isEmpty else { return nil }
        return try lookUp(name, qualifier: path, from: node, context)
    }

    /// `value` as a parameter of the written type `type` receives it: an implicit member becomes
    /// the app's enum case, a text style or a weight.
    func coerce(_ value: SwiftValue, to type: String, _ context: Context) -> SwiftValue {
        guard case .member(let name) = value else { return value }
        let bare = type.replacingOccurrences(of: "?", with: "")
        let path = SwiftDeclarationCollector.path(of: bare)
        if let resolved = typePath(path, from: context),
            declarations.enumCases[resolved.joined(separator: ".")]?.contains(where: { $0.name == name }) == true
        {
            return .enumCase(SwiftEnumCaseValue(typePath: resolved, name: name))
        }
        if let last = path.last, Self.textStyleTypePaths.contains(where: { $0.last == last }),
            let style = TextStyle(name: name)
        {
            return .textStyle(style)
        }
        if let last = path.last, Self.isWeightType(named: last), let weight = FontWeight(name: name) {
            return .weight(weight.value)
        }
        return value
    }
}
