internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// `Font.body`, `UIFontMetrics.default`, `Theme.family`, `Self.size`, `.semibold`,
    /// `Font.compound.bodyLG`, `Size.large.rawValue`, `font.pointSize`.
    func evaluateMember(_ member: MemberAccessExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let name = member.declName.baseName.identifierText
        guard let base = member.base else { return .member(name) }
        let baseValue = try evaluate(base, context)
        if let value = try self.member(of: baseValue, name, at: member, context) { return value }
        if case .type = baseValue {
            throw fail(
                member, context,
                "'\(short(member))' is not declared in the sources read (a value from outside the code: a setting, server data or generated code absent from the tree?)"
            )
        }
        throw fail(member, context, "'\(short(member))' has no member TypeFit can read (\(describe(baseValue)))")
    }

    /// The member `name` of `value`; nil when it has none TypeFit knows.
    func member(of value: SwiftValue, _ name: String, at node: some SyntaxProtocol, _ context: Context)
        throws(Failure) -> SwiftValue?
    {
        switch name {
        case "preferredContentSizeCategory", "dynamicTypeSize", "sizeCategory":
            if case .type(let path) = value, typesByPath[path] != nil { break }
            if case .instance = value { break }
            if case .enumCase = value { break }
            dynamicTypeReads += 1
            return .dynamicTypeSize(context.size)
        case "legibilityWeight":
            if case .type(let path) = value, typesByPath[path] != nil { break }
            return .legibilityWeight(bold: boldText)
        default: break
        }
        switch value {
        case .type(let written):
            return try staticMember(of: written.filter { $0 != "SwiftUI" && $0 != "UIKit" }, name, at: node, context)
        case .instance(let instance):
            if case .unknown(let warning)? = instance.fields[name] { throw Failure(warning: warning) }
            if let field = instance.fields[name] { return field }
            return try instanceProperty(name, of: instance.typePath, selfValue: value, at: node, context)
        case .enumCase(let enumCase):
            if name == "rawValue" { return try rawValue(of: enumCase, at: node, context) }
            return try instanceProperty(name, of: enumCase.typePath, selfValue: value, at: node, context)
        case .font(let font), .descriptor(let font):
            switch name {
            case "pointSize": return .number(try pointSize(of: font, at: node, context))
            case "fontDescriptor": return .descriptor(font)
            case "familyName" where font.isSystem: return .string(Self.systemFamilyName, literal: nil)
            case "familyName" where font.name != nil: return .string(font.name!, literal: nil)
            case "textStyle" where font.api == .uiFontPreferred || font.api == .systemStyle:
                return .textStyle(font.textStyle)
            default:
                for path in Self.uiKitFirstFontTypePaths {
                    if let property = try instanceProperty(name, of: path, selfValue: value, at: node, context) {
                        return property
                    }
                }
                return nil
            }
        case .weight:
            // A font weight's raw value stands for the weight itself (`UIFont.Weight(rawValue:)`).
            if name == "rawValue" { return value }
            return try systemTypeProperty(name, of: value, in: Self.weightTypePaths, node, context)
        case .textStyle:
            return try systemTypeProperty(name, of: value, in: Self.textStyleTypePaths, node, context)
        case .member(let implicit):
            if name == "rawValue" { return FontWeight(name: implicit) != nil ? value : nil }
            // An implicit member not yet given its type: a weight or a text style by its name.
            if let weight = FontWeight(name: implicit) {
                return try member(of: .weight(weight.value), name, at: node, context)
            }
            if let style = TextStyle(name: implicit) {
                return try member(of: .textStyle(style), name, at: node, context)
            }
            return nil
        case .dynamicTypeSize(let size):
            if name == "isAccessibilitySize" || name == "isAccessibilityCategory" {
                return .bool(size.isAccessibilitySize)
            }
            return nil
        default:
            return nil
        }
    }

    /// A static member of a type: the well-known UIKit and SwiftUI ones, the app's enum cases and
    /// static properties, a system text style font, or a nested type.
    private func staticMember(of path: [String], _ name: String, at node: some SyntaxProtocol, _ context: Context)
        throws(Failure) -> SwiftValue?
    {
        let resolvedPath = typePath(path, from: context) ?? path
        if let value = systemStaticValue(of: path, name) { return value }
        if let last = path.last, Self.nestedValueTypeNames.contains(last) {
            if !findValue(name, qualifier: path, from: context, staticOnly: true).isEmpty {
                return try lookUp(name, qualifier: path, from: node, context)
            }
            return .member(name)
        }
        if let last = path.last, Self.isSizeCategoryType([last]), typesByPath[resolvedPath] == nil {
            guard let size = DynamicTypeSize(name: name) else { return .member(name) }
            return .dynamicTypeSize(size)
        }
        if Self.isTraitsHolder(path) {
            return .type(path + [name])
        }
        if let cases = declarations.enumCases[resolvedPath.joined(separator: ".")],
            cases.contains(where: { $0.name == name })
        {
            return .enumCase(SwiftEnumCaseValue(typePath: resolvedPath, name: name))
        }
        if !findValue(name, qualifier: resolvedPath, from: context, staticOnly: true).isEmpty {
            return try lookUp(name, qualifier: resolvedPath, from: node, context)
        }
        if let font = systemStyleFont(of: path, name, at: node, context) { return font }
        if let first = name.first, first.isUppercase { return .type(resolvedPath + [name]) }
        return nil
    }

    /// Where members of the type at `path` are declared: the type, then the protocols it adopts
    /// (their extensions give it members too).
    func memberPaths(of path: [String]) -> [[String]] {
        [path] + (typesByPath[path]?.inheritedTypes ?? []).map(SwiftDeclarationCollector.path(of:))
    }

    /// The app's type `path` names from `context`: itself, or nested in an enclosing type.
    func typePath(_ path: [String], from context: Context) -> [String]? {
        for depth in stride(from: context.typePath.count, through: 0, by: -1) {
            let candidate = Array(context.typePath.prefix(depth)) + path
            if typesByPath[candidate] != nil || declarations.enumCases[candidate.joined(separator: ".")] != nil {
                return candidate
            }
        }
        return nil
    }

    /// A property the app declares in an extension of a system type (`extension Font.Weight {
    /// var brandFontName: String { … } }`), read with `value` as `self`; the first of `paths`
    /// that declares it.
    private func systemTypeProperty(
        _ name: String, of value: SwiftValue, in paths: [[String]], _ node: some SyntaxProtocol, _ context: Context
    ) throws(Failure) -> SwiftValue? {
        for path in paths {
            if let property = try instanceProperty(name, of: path, selfValue: value, at: node, context) {
                return property
            }
        }
        return nil
    }

    /// An instance property (stored with an initial value, or computed) of the type at `path`,
    /// read with `selfValue` as `self`; nil when the type has none of that name.
    private func instanceProperty(
        _ name: String, of path: [String], selfValue: SwiftValue, at node: some SyntaxProtocol, _ context: Context
    ) throws(Failure) -> SwiftValue? {
        let paths = memberPaths(of: path)
        var found: Int?
        for candidate in paths where found == nil {
            found = (valuesByName[name] ?? []).first { !values[$0].isStatic && values[$0].typePath == candidate }
        }
        guard let index = found else { return nil }
        return try value(of: index, selfValue: selfValue, size: context.size, from: node, context)
    }

    /// An enum case's raw value: written, or implicit (the case name for `String`, the position
    /// counted from the last written value for numbers).
    func rawValue(of enumCase: SwiftEnumCaseValue, at node: some SyntaxProtocol, _ context: Context) throws(Failure)
        -> SwiftValue
    {
        let cases = declarations.enumCases[enumCase.typePath.joined(separator: ".")] ?? []
        let rawType = typesByPath[enumCase.typePath]?.rawType ?? ""
        var next = 0.0
        for declared in cases {
            var value: SwiftValue
            if let written = declared.rawValue {
                var caseContext = Context(
                    fileIndex: declared.fileIndex, typePath: enumCase.typePath, size: context.size)
                caseContext.depth = context.depth + 1
                value = try evaluate(written, caseContext)
            } else if rawType == "String" {
                value = .string(declared.name, literal: nil)
            } else {
                value = .number(next)
            }
            if case .number(let number) = value { next = number + 1 }
            if declared.name == enumCase.name { return value }
        }
        throw fail(node, context, "'\(enumCase.name)' has no raw value TypeFit can read")
    }

    /// A font's `pointSize` at the context's Dynamic Type size: the size written for a fixed
    /// font, the text style's size for a preferred font, the scaled size for `UIFontMetrics`.
    func pointSize(of font: SwiftFontValue, at node: some SyntaxProtocol, _ context: Context) throws(Failure)
        -> Double
    {
        switch font.api {
        case .uiFontPreferred, .systemStyle:
            dynamicTypeReads += 1
            guard let metrics = Platform.iOS.typeTable.metrics(for: font.textStyle, at: context.size) else {
                throw fail(node, context, "iOS has no text style \(font.textStyle.rawValue)")
            }
            return font.size ?? metrics.pointSize
        case .uiFontMetrics:
            dynamicTypeReads += 1
            guard let size = font.size else { break }
            do throws(DynamicTypeError) {
                return try CustomFontScaling(
                    api: .scaledFont(font.textStyle), pointSize: size, maximumPointSize: font.maximumPointSize
                ).pointSize(at: context.size)
            } catch {
                throw fail(node, context, error.description)
            }
        case .customFixed, .systemSize, .uiFontNamed, .uiFontSystemSize:
            if let size = font.size { return size }
        case .customRelative:
            throw fail(node, context, "a SwiftUI Font has no pointSize")
        }
        throw fail(node, context, "the font's size is not known here")
    }

    /// `@ScaledMetric var x = 16` (`relativeTo:` a style): the value scaled at the context's size,
    /// rounded to the pixel grid, as SwiftUI does.
    func scaledMetric(_ named: SwiftNamedValue, _ attribute: AttributeSyntax, _ context: Context) throws(Failure)
        -> SwiftValue
    {
        guard let expression = named.expression else {
            throw fail(named.nameToken, context, "@ScaledMetric '\(named.name)' has no initial value")
        }
        let base = try number(expression, context)
        var style = TextStyle.body
        if case .argumentList(let list)? = attribute.arguments,
            let relative = list.first(where: { $0.label?.text == "relativeTo" })
        {
            style = try textStyle(relative.expression, context)
        }
        dynamicTypeReads += 1
        do throws(DynamicTypeError) {
            return .number(try ScaledMetric(base, relativeTo: style).value(at: context.size))
        } catch {
            throw fail(named.nameToken, context, error.description)
        }
    }

    /// `@Environment(\.dynamicTypeSize)` and kin: the size (or Bold Text) the code is evaluated at.
    func environmentValue(_ key: String, at node: some SyntaxProtocol, _ context: Context) throws(Failure)
        -> SwiftValue
    {
        switch key {
        case "dynamicTypeSize", "sizeCategory":
            dynamicTypeReads += 1
            return .dynamicTypeSize(context.size)
        case "legibilityWeight": return .legibilityWeight(bold: boldText)
        default:
            throw fail(node, context, "the environment value \\.\(key) comes from outside the code")
        }
    }
}
