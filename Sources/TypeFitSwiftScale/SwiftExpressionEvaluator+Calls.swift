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
        if SwiftFontForms.isFontCall(call) {
            return .font(try constructFont(name, call, member, arguments, context))
        }
        if name == "font", arguments.list.count == 1, arguments.list[0].label == nil {
            // `.font(…)` on a view: what a view modifier function applies.
            return .font(try font(arguments.list[0].expression, context))
        }
        guard let base = member.base else {
            return try evaluateImplicitCall(name, call, arguments, context)
        }
        if name == "init", base.trimmedDescription == "self", let type = context.typePath.last,
            let scope = context.scope
        {
            // `self.init(…)` in a convenience initializer: the value being initialized.
            let made: SwiftValue
            if type == "Weight", let raw = arguments["rawValue"] {
                made = .weight(try weight(raw, context))
            } else {
                made = try evaluateFreeCall(type, call, arguments, context)
            }
            scope.define("self", made)
            return .void
        }
        var baseValue = try evaluate(base, context)
        if case .member = baseValue, SwiftFontForms.modifiers.contains(name) {
            baseValue = .font(try font(of: baseValue, at: base, context))
        }
        switch baseValue {
        case .font(var font) where SwiftFontForms.modifiers.contains(name):
            applyModifier(name, call, arguments, at: location(member.declName, context), to: &font, context)
            return .font(font)
        case .metrics(let style) where name == "scaledValue":
            guard let value = arguments["for"] else { break }
            let base = try number(value, context)
            var size = context.size
            if let traits = arguments["compatibleWith"], let pinned = try pinnedSize(traits, context) {
                size = pinned
            } else {
                dynamicTypeReads += 1
            }
            do throws(DynamicTypeError) {
                return .number(base * (try ScalingModel.default.factor(for: style, at: size)))
            } catch {
                throw fail(call, context, error.description)
            }
        case .type(let path) where path.last == "UIFontDescriptor" && name == "preferredFontDescriptor":
            guard let style = arguments["withTextStyle"] else { break }
            var font = SwiftFontValue(api: .uiFontPreferred, formLocation: location(call, context), isSystem: true)
            font.textStyle = try textStyle(style, context)
            if let traits = arguments["compatibleWith"], let pinned = try pinnedSize(traits, context) {
                pin(&font, at: pinned)
            }
            return .descriptor(font)
        case .descriptor(var font) where name == "withSymbolicTraits":
            if let traits = arguments[nil] { try applyTraits(traits, to: &font, context) }
            return .descriptor(font)
        case .descriptor(var font) where name == "addingAttributes":
            guard let attributes = arguments[nil], case .dictionary(let pairs) = try evaluate(attributes, context)
            else {
                break
            }
            try applyAttributes(pairs, to: &font, at: call, context)
            return .descriptor(font)
        case .descriptor(var font) where name == "withDesign":
            if let design = arguments[nil] { readDesign(design, into: &font, context) }
            return .descriptor(font)
        case .string(let text, _) where name == "uppercased" || name == "lowercased":
            return .string(name == "uppercased" ? text.uppercased() : text.lowercased(), literal: nil)
        case .type(let path):
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
        default: break
        }
        if let function = instanceFunction(name, of: baseValue, labels: arguments.labels) {
            return try callFunction(function, arguments, selfValue: baseValue, call, context)
        }
        let written = base.trimmedDescription + "." + name
        throw fail(
            call, context,
            "calls '\(written.prefix(60))(…)', which TypeFit cannot evaluate (not declared in the sources read)")
    }

    /// `name(…)` without a base: UIKit initializers, conversions, `min`/`max`, the app's own
    /// functions (of the enclosing types or top level) and types.
    private func evaluateFreeCall(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) -> SwiftValue {
        switch name {
        case "UIFont" where arguments["name"] != nil:
            var font = SwiftFontValue(api: .uiFontNamed, formLocation: location(call, context), isSystem: false)
            readName(arguments["name"]!, into: &font, context)
            if let size = arguments["size"] {
                readSize(size, into: &font, context)
            }
            return .font(font)
        case "UIFont" where arguments["descriptor"] != nil:
            guard case .descriptor(var font) = try evaluate(arguments["descriptor"]!, context) else { break }
            font.formLocation = location(call, context)
            if let sizeArgument = arguments["size"], try number(sizeArgument, context) > 0 {
                let size = try number(sizeArgument, context)
                font.api = font.isSystem ? .uiFontSystemSize : .uiFontNamed
                font.size = size
            }
            return .font(font)
        case "UIFontDescriptor" where arguments["name"] != nil:
            var font = SwiftFontValue(api: .uiFontNamed, formLocation: location(call, context), isSystem: false)
            readName(arguments["name"]!, into: &font, context)
            if let size = arguments["size"] { readSize(size, into: &font, context) }
            return .descriptor(font)
        case "Font" where arguments.list.count == 1 && arguments.list[0].label == nil:
            return .font(try font(arguments.list[0].expression, context))
        case "UIFontMetrics":
            guard let style = arguments["forTextStyle"] else { break }
            return .metrics(try textStyle(style, context))
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
            return .font(try font(arguments.list[0].expression, context))
        case _
        where (context.typePath == ["UIFont"] || context.typePath == ["Font"])
            && SwiftFontForms.constructors[name].map { markers in
                arguments.labels.contains { markers.contains($0) }
            } == true:
            // `systemFont(ofSize:weight:)` inside `extension UIFont`: the type's own constructor.
            return .font(try constructFont(name, call, nil, arguments, context))
        case "UITraitCollection" where arguments["preferredContentSizeCategory"] != nil:
            // Traits for one size category: what fonts made `compatibleWith:` them are sized for.
            switch try evaluate(arguments["preferredContentSizeCategory"]!, context) {
            case .dynamicTypeSize(let size): return .dynamicTypeSize(size)
            case .member(let name):
                if let size = DynamicTypeSize(name: name) { return .dynamicTypeSize(size) }
            default: break
            }
            throw fail(call, context, "'\(short(call))' is not a size category TypeFit can work out")
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
        throw fail(
            call, context,
            "calls '\(name)(…)', which TypeFit cannot evaluate (not declared in the sources read)")
    }

    /// `.app(.headline)` or `.caseName(…)` without a base: a static font function of `Font` or
    /// `UIFont` (or of a type whose name is unique), or an enum case with associated values.
    private func evaluateImplicitCall(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) -> SwiftValue {
        if name == "custom", arguments["relativeTo"] != nil, arguments["size"] == nil {
            throw fail(
                call, context,
                "Font.custom(_:relativeTo:) without size: does not compile; give the size at Large, Font.custom(name, size: …, relativeTo: …)"
            )
        }
        if name == "init", typesByPath[context.typePath] != nil {
            return try construct(context.typePath, call, arguments, context)
        }
        for type in [["Font"], ["UIFont"]] {
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
        throw fail(
            call, context, "calls '.\(name)(…)', which TypeFit cannot evaluate (not declared in the sources read)")
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

    private func constructFont(
        _ name: String, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax?, _ arguments: Arguments,
        _ context: Context
    ) throws(Failure) -> SwiftFontValue {
        let form = location(call, context)
        switch name {
        case "custom":
            var font = SwiftFontValue(
                api: arguments["fixedSize"] != nil ? .customFixed : .customRelative, formLocation: form, isSystem: false
            )
            if let nameArgument = arguments[nil] { readName(nameArgument, into: &font, context) }
            if let size = arguments["size"] ?? arguments["fixedSize"] {
                readSize(size, into: &font, context)
            }
            if let style = arguments["relativeTo"] {
                font.textStyle = partial(&font) { () throws(Failure) in try textStyle(style, context) } ?? .body
            }
            return font
        case "system":
            var font: SwiftFontValue
            if let size = arguments["size"] {
                font = SwiftFontValue(api: .systemSize, formLocation: form, isSystem: true)
                readSize(size, into: &font, context)
            } else {
                font = SwiftFontValue(api: .systemStyle, formLocation: form, isSystem: true)
                if let style = arguments[nil] {
                    font.textStyle = partial(&font) { () throws(Failure) in try textStyle(style, context) } ?? .body
                }
            }
            if let weight = arguments["weight"] {
                font.weight = partial(&font) { () throws(Failure) in try self.weight(weight, context) }
            }
            if let design = arguments["design"] { readDesign(design, into: &font, context) }
            return font
        case "systemFont", "boldSystemFont", "italicSystemFont", "monospacedDigitSystemFont", "monospacedSystemFont":
            var font = SwiftFontValue(api: .uiFontSystemSize, formLocation: form, isSystem: true)
            if let size = arguments["ofSize"] {
                readSize(size, into: &font, context)
            }
            if let weight = arguments["weight"] {
                font.weight = partial(&font) { () throws(Failure) in try self.weight(weight, context) }
            }
            if name == "boldSystemFont" { font.weight = FontWeight.bold.value }
            if name == "italicSystemFont" { font.italic = true }
            if name == "monospacedDigitSystemFont" { font.features = ["tnum"] }
            if name == "monospacedSystemFont" { font.design = "monospaced" }
            return font
        case "preferredFont":
            var font = SwiftFontValue(api: .uiFontPreferred, formLocation: form, isSystem: true)
            if let style = arguments["forTextStyle"] {
                font.textStyle = partial(&font) { () throws(Failure) in try textStyle(style, context) } ?? .body
            }
            if let traits = arguments["compatibleWith"], let pinned = try pinnedSize(traits, context) {
                pin(&font, at: pinned)
            }
            return font
        case "scaledFont":
            guard let base = member?.base, case .metrics(let style) = try evaluate(base, context) else {
                throw fail(
                    call, context,
                    "scaledFont(for:) on something other than UIFontMetrics(forTextStyle:) or UIFontMetrics.default")
            }
            var font = try self.font(arguments["for"]!, context)
            if font.api == .uiFontNamed || font.api == .uiFontSystemSize { noteScaled(font.formLocation) }
            if font.api.scales {
                font.scalesTwice =
                    "UIFontMetrics.scaledFont(for:) scales a font that already scales (\(font.api.rawValue))"
                if font.size == nil, font.api == .uiFontPreferred || font.api == .systemStyle {
                    // The preferred font's size at this Dynamic Type size is scaled again.
                    font.size = try pointSize(of: font, at: call, context)
                }
            } else if font.sizeFromDynamicType {
                font.scalesTwice =
                    "UIFontMetrics.scaledFont(for:) scales a size that already follows Dynamic Type"
            }
            font.sizeFromDynamicType = false
            font.api = .uiFontMetrics
            font.formLocation = form
            font.textStyle = style
            if let maximum = arguments["maximumPointSize"] {
                font.maximumPointSize = partial(&font) { () throws(Failure) in try positiveSize(maximum, context) }
            }
            return font
        default:
            throw fail(call, context, "'\(name)' is not a font API TypeFit reads")
        }
    }

    /// `.weight(_:)`, `.bold()`, `.italic()`, `.monospacedDigit()`, `.leading(_:)`, `.withSize(_:)`;
    /// other modifiers are recorded as unresolved (the font is then not an entry).
    private func applyModifier(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, at: SwiftSourceLocation,
        to font: inout SwiftFontValue, _ context: Context
    ) {
        let written = "\(name)(\(call.arguments.trimmedDescription))"
        if let active = arguments["isActive"] ?? (name == "bold" || name == "italic" ? arguments[nil] : nil) {
            guard case .bool(true)? = try? evaluate(active, context) else {
                font.unresolved.append(
                    SwiftSourceWarning(location: at, message: ".\(written) depends on a value TypeFit cannot work out"))
                return
            }
        }
        switch name {
        case "bold":
            font.weight = FontWeight.bold.value
            font.styleModifiers.append(.init(written: written, location: at))
        case "italic":
            font.italic = true
            font.styleModifiers.append(.init(written: written, location: at))
        case "weight":
            if let weight = arguments[nil],
                let value = partial(&font, { () throws(Failure) in try self.weight(weight, context) })
            {
                font.weight = value
                font.styleModifiers.append(.init(written: written, location: at))
            }
        case "monospacedDigit":
            if !font.features.contains("tnum") { font.features.append("tnum") }
        case "monospaced":
            font.design = "monospaced"
        case "leading":
            if let argument = arguments[nil], case .member(let leading)? = try? evaluate(argument, context),
                let value = TypeScaleEntry.Leading(rawValue: leading)
            {
                font.leading = value
            } else {
                font.unresolved.append(
                    SwiftSourceWarning(
                        location: at, message: ".\(written): not a leading TypeFit knows (standard, tight, loose)"))
            }
        case "withSize":
            if let size = arguments[nil] {
                readSize(size, into: &font, context)
            }
        default:
            font.unresolved.append(
                SwiftSourceWarning(
                    location: at, message: "the modifier .\(written) changes the font in a way TypeFit does not model"))
        }
    }

    /// Reads a font name argument; a string literal's place is kept for the scattered-name rule.
    private func readName(_ expression: ExprSyntax, into font: inout SwiftFontValue, _ context: Context) {
        if let (name, literal) = partial(&font, { () throws(Failure) in try string(expression, context) }) {
            guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                font.unresolved.append(
                    SwiftSourceWarning(location: location(expression, context), message: "the font name is empty"))
                return
            }
            if name == Self.systemFamilyName {
                // `UIFont.systemFont(ofSize:).familyName` given back to `Font.custom`: the system font.
                font.isSystem = true
                return
            }
            font.name = name
            font.nameLiteralLocation = literal
        }
    }

    /// `design:` `.default`, `.rounded`, `.serif` or `.monospaced`: the last three are SF Pro
    /// Rounded, New York and SF Mono, measured with stand-ins (marked approximate).
    func readDesign(_ expression: ExprSyntax, into font: inout SwiftFontValue, _ context: Context) {
        guard case .member(let design)? = try? evaluate(expression, context),
            ["default", "rounded", "serif", "monospaced"].contains(design)
        else {
            font.unresolved.append(
                SwiftSourceWarning(
                    location: location(expression, context),
                    message: "'\(short(expression))' is not a font design TypeFit can read"))
            return
        }
        font.design = design == "default" ? nil : design
    }

    /// Reads a size argument; notes when it follows Dynamic Type (for `scales-twice`).
    func readSize(_ expression: ExprSyntax, into font: inout SwiftFontValue, _ context: Context) {
        let before = dynamicTypeReads
        font.size = partial(&font) { () throws(Failure) in try positiveSize(expression, context) }
        if dynamicTypeReads != before {
            font.sizeFromDynamicType = true
            if font.api == .customRelative {
                font.scalesTwice =
                    "Font.custom(_:size:relativeTo:) scales a size that already follows Dynamic Type; use Font.custom(_:fixedSize:) for a size the code computes"
            }
        }
    }

    /// A size in points: more than 0, at most 1000.
    private func positiveSize(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Double {
        let value = try number(expression, context)
        guard value > 0, value <= 1000 else {
            throw fail(expression, context, "a font size must be more than 0 and at most 1000 points, found \(value)")
        }
        return value
    }

    /// Runs `body`; a failure is recorded on `font` (its form is still known) and gives nil.
    private func partial<T>(_ font: inout SwiftFontValue, _ body: () throws(Failure) -> T) -> T? {
        do throws(Failure) {
            return try body()
        } catch {
            font.unresolved.append(error.warning)
            return nil
        }
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

    /// The size category a `compatibleWith:` trait collection pins a font to, or nil for the
    /// current traits (the size being evaluated).
    func pinnedSize(_ traits: ExprSyntax, _ context: Context) throws(Failure) -> DynamicTypeSize? {
        if case .dynamicTypeSize(let size) = try evaluate(traits, context) { return size }
        return nil
    }

    /// A preferred font or descriptor made for a fixed size category: the system font at that
    /// category's size of its text style, whatever the user's setting.
    func pin(_ font: inout SwiftFontValue, at size: DynamicTypeSize) {
        guard let metrics = Platform.iOS.typeTable.metrics(for: font.textStyle, at: size) else { return }
        font.api = .uiFontSystemSize
        font.size = metrics.pointSize
    }

    /// The family name iOS gives the system font (`UIFont.systemFont(ofSize:).familyName`).
    static let systemFamilyName = ".AppleSystemUIFont"
}
