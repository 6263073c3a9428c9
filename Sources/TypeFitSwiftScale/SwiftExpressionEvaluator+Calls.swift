internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

extension SwiftExpressionEvaluator {
    /// A call's arguments, by label (`nil` for unlabeled), in order.
    private struct Arguments {
        let list: [(label: String?, expression: ExprSyntax)]
        init(_ call: FunctionCallExprSyntax) {
            list = call.arguments.map { ($0.label?.text, $0.expression) }
        }
        subscript(_ label: String?) -> ExprSyntax? { list.first { $0.label == label }?.expression }
    }

    /// Font constructors, `UIFontMetrics`, number conversions and font modifiers.
    func evaluateCall(_ call: FunctionCallExprSyntax, _ context: Context) throws(Failure) -> SwiftValue {
        let arguments = Arguments(call)
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.text {
            case "UIFont" where arguments["name"] != nil:
                var font = SwiftFontValue(api: .uiFontNamed, formLocation: location(call, context), isSystem: false)
                readName(arguments["name"]!, into: &font, context)
                if let size = arguments["size"] {
                    font.size = partial(&font) { () throws(Failure) in try positiveSize(size, context) }
                }
                return .font(font)
            case "Font" where arguments.list.count == 1 && arguments.list[0].label == nil:
                return .font(try font(arguments.list[0].expression, context))
            case "UIFontMetrics":
                guard let style = arguments["forTextStyle"] else { break }
                return .metrics(try textStyle(style, context))
            case "CGFloat", "Double", "Float", "Int":
                guard arguments.list.count == 1 else { break }
                return .number(try number(arguments.list[0].expression, context))
            default: break
            }
            throw fail(call, context, "calls '\(reference.baseName.text)(…)', which TypeFit does not evaluate")
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw fail(call, context, "'\(call.trimmedDescription.prefix(60))' cannot be worked out statically")
        }
        let name = member.declName.baseName.text
        if SwiftFontForms.isFontCall(call) {
            return .font(try constructFont(name, call, member, arguments, context))
        }
        if let base = member.base, SwiftFontForms.modifiers.contains(name) || name == "withSize" {
            var font = try font(base, context)
            applyModifier(name, call, arguments, at: location(member.declName, context), to: &font, context)
            return .font(font)
        }
        let written = (member.base.map { $0.trimmedDescription } ?? "") + "." + name
        throw fail(
            call, context,
            "calls '\(written)(…)', a function TypeFit does not evaluate; write the font as a property, or use a JSON type scale"
        )
    }

    private func constructFont(
        _ name: String, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax, _ arguments: Arguments,
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
                font.size = partial(&font) { () throws(Failure) in try positiveSize(size, context) }
            }
            if let style = arguments["relativeTo"] {
                font.textStyle = partial(&font) { () throws(Failure) in try textStyle(style, context) } ?? .body
            }
            return font
        case "system":
            var font: SwiftFontValue
            if let size = arguments["size"] {
                font = SwiftFontValue(api: .systemSize, formLocation: form, isSystem: true)
                font.size = partial(&font) { () throws(Failure) in try positiveSize(size, context) }
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
                font.size = partial(&font) { () throws(Failure) in try positiveSize(size, context) }
            }
            if let weight = arguments["weight"] {
                font.weight = partial(&font) { () throws(Failure) in try self.weight(weight, context) }
            }
            if name == "boldSystemFont" { font.weight = FontWeight.bold.value }
            if name == "italicSystemFont" { font.italic = true }
            if name == "monospacedDigitSystemFont" { font.features = ["tnum"] }
            if name == "monospacedSystemFont" {
                font.unresolved.append(
                    SwiftSourceWarning(
                        location: form, message: "UIFont.monospacedSystemFont is SF Mono, which TypeFit does not model")
                )
            }
            return font
        case "preferredFont":
            var font = SwiftFontValue(api: .uiFontPreferred, formLocation: form, isSystem: true)
            if let style = arguments["forTextStyle"] {
                font.textStyle = partial(&font) { () throws(Failure) in try textStyle(style, context) } ?? .body
            }
            return font
        case "scaledFont":
            guard let base = member.base, case .metrics(let style) = try evaluate(base, context) else {
                throw fail(
                    call, context,
                    "scaledFont(for:) on something other than UIFontMetrics(forTextStyle:) or UIFontMetrics.default")
            }
            var font = try self.font(arguments["for"]!, context)
            if font.api == .uiFontNamed || font.api == .uiFontSystemSize { noteScaled(font.formLocation) }
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
                font.size = partial(&font) { () throws(Failure) in try positiveSize(size, context) }
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
            font.name = name
            font.nameLiteralLocation = literal
        }
    }

    private func readDesign(_ expression: ExprSyntax, into font: inout SwiftFontValue, _ context: Context) {
        guard case .member(let design)? = try? evaluate(expression, context) else {
            font.unresolved.append(
                SwiftSourceWarning(
                    location: location(expression, context),
                    message: "'\(expression.trimmedDescription.prefix(60))' is not a font design TypeFit can read"))
            return
        }
        if design != "default" {
            font.unresolved.append(
                SwiftSourceWarning(
                    location: location(expression, context),
                    message: "design .\(design) is not modelled: TypeFit measures SF Pro (the default design)"))
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
}
