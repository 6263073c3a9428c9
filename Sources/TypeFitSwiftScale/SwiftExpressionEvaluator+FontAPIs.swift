internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// The font APIs: `Font.custom`, `Font.system`, `UIFont`'s constructors, `UIFontMetrics`, the
/// modifiers TypeFit models, and the arguments they read (names, sizes, designs, traits pinned
/// to a size category).
extension SwiftExpressionEvaluator {

    /// The font `call` makes, named as written (`SwiftFontValue.written`).
    func constructFont(
        _ name: String, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax?, _ arguments: Arguments,
        _ context: Context
    ) throws(Failure) -> SwiftFontValue {
        var font = try makeFont(name, call, member, arguments, context)
        font.written = SwiftFontForms.written(call, api: font.api)
        return font
    }

    private func makeFont(
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
            // Measured semibold, not bold (the view hierarchy of `boldSystemFont(ofSize: 32)`).
            if name == "boldSystemFont" { font.weight = font.boldTraitWeight }
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
                    "UIFontMetrics.scaledFont(for:) scales a font that already scales (\(font.writtenAPI))"
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
    func applyModifier(
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
            font.weight = font.boldTraitWeight
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
    func readName(_ expression: ExprSyntax, into font: inout SwiftFontValue, _ context: Context) {
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
            if literal != nil, !expression.is(StringLiteralExprSyntax.self) { font.nameSource = short(expression) }
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
    func positiveSize(_ expression: ExprSyntax, _ context: Context) throws(Failure) -> Double {
        let value = try number(expression, context)
        guard value > 0, value <= 1000 else {
            throw fail(expression, context, "a font size must be more than 0 and at most 1000 points, found \(value)")
        }
        return value
    }

    /// Runs `body`; a failure is recorded on `font` (its form is still known) and gives nil.
    func partial<T>(_ font: inout SwiftFontValue, _ body: () throws(Failure) -> T) -> T? {
        do throws(Failure) {
            return try body()
        } catch {
            font.unresolved.append(error.warning)
            return nil
        }
    }

    /// The size category a `compatibleWith:` trait collection pins a font to, or nil for the
    /// current traits (the size being evaluated).
    func pinnedSize(_ traits: ExprSyntax, _ context: Context) throws(Failure) -> DynamicTypeSize? {
        // The app's own trait collection (`traitCollection`, `self.traitCollection`,
        // `view.traitCollection`, `UITraitCollection.current`) carries the current Dynamic Type
        // size: the font follows the user's setting, as without `compatibleWith:`.
        if let path = Self.qualifiedName(traits),
            path.last == "traitCollection" || path == ["UITraitCollection", "current"]
        {
            noteCurrentTraitCollection(location(traits, context))
            return nil
        }
        // Traits made from a size the code reads from Dynamic Type (`@Environment(\.sizeCategory)`)
        // are the current size too.
        let reads = dynamicTypeReads
        if case .dynamicTypeSize(let size) = try evaluate(traits, context), dynamicTypeReads == reads { return size }
        noteCurrentTraitCollection(location(traits, context))
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
