internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// The bridge between the evaluator and ``FontAPICatalog``: a call to Apple's font API is
/// recognised by its row (type, member, argument labels) and its arguments read by the roles of
/// the row's parameters; what the row says the call does to the font (its form, its effects) is
/// applied here. The rest of the evaluator names no SwiftUI or UIKit type.
extension SwiftExpressionEvaluator {

    /// The font `call` makes through `row`, named as written (`SwiftFontValue.written`).
    func constructFont(
        _ row: AppleFontAPI, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax?, _ arguments: Arguments,
        _ context: Context
    ) throws(Failure) -> SwiftFontValue {
        guard let form = row.form else { throw fail(call, context, "'\(row)' is not a font API TypeFit reads") }
        var font: SwiftFontValue
        if form == .uiFontMetrics {
            font = try scaledFont(row, call, member, arguments, context)
        } else {
            font = SwiftFontValue(api: form, formLocation: location(call, context), isSystem: form.isSystem)
            try read(row, arguments, into: &font, strictly: false, context)
            for effect in row.effects { apply(effect, to: &font) }
        }
        font.written = SwiftFontForms.written(call, type: row.type)
        return font
    }

    /// Reads each argument `row` takes by its parameter's role (names, sizes, then styles,
    /// weights, designs and traits); `strictly` fails on the first argument that cannot be worked
    /// out, else the failure is recorded on `font` (its form is still known).
    func read(
        _ row: AppleFontAPI, _ arguments: Arguments, into font: inout SwiftFontValue, strictly: Bool,
        _ context: Context
    ) throws(Failure) {
        for parameter in row.parameters.sorted(by: { $0.role < $1.role }) {
            guard let argument = arguments[parameter.callLabel] else { continue }
            switch parameter.role {
            case .fontName: readName(argument, into: &font, context)
            case .pointSize: readSize(argument, into: &font, context)
            case .textStyle:
                if case .textStyle(let style)? = systemValue(argument, of: parameter.type) {
                    font.textStyle = style
                } else {
                    font.textStyle =
                        strictly
                        ? try textStyle(argument, context)
                        : partial(&font) { () throws(Failure) in try textStyle(argument, context) } ?? .body
                }
            case .weight:
                if case .weight(let weight)? = systemValue(argument, of: parameter.type) {
                    font.weight = weight.value
                } else {
                    font.weight = partial(&font) { () throws(Failure) in try self.weight(argument, context) }
                }
            case .design: readDesign(argument, as: parameter.type, into: &font, context)
            case .traitCollection:
                if let pinned = try pinnedSize(argument, context) { pin(&font, at: pinned) }
            case .maximumPointSize:
                font.maximumPointSize = partial(&font) { () throws(Failure) in try positiveSize(argument, context) }
            case .font, .descriptor, .value, .isActive, .setting, .sizeCategory, .traits: break
            }
        }
    }

    /// An implicit member written for a parameter of `type` (`.title1` for `UIFont.TextStyle`,
    /// `.semibold` for `Font.Weight`): the catalog's case of that type, or nil for anything else
    /// (a constant of the app's, a computed value), which the readers work out.
    func systemValue(_ expression: ExprSyntax, of type: String) -> AppleFontAPI.Value? {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return FontAPICatalog.value(member.declName.baseName.text, of: type)?.value
    }

    /// What an effect of a row does to the font.
    func apply(_ effect: AppleFontAPI.Effect, to font: inout SwiftFontValue) {
        switch effect {
        case .boldTrait: font.weight = font.boldTraitWeight
        case .weight(let weight): font.weight = weight.value
        case .italic: font.italic = true
        case .feature(let feature): if !font.features.contains(feature) { font.features.append(feature) }
        case .design(let design): font.design = design
        case .unmodelled: break
        }
    }

    /// `UIFontMetrics(…).scaledFont(for:…)`: the font given, scaled relative to the metrics' style.
    private func scaledFont(
        _ row: AppleFontAPI, _ call: FunctionCallExprSyntax, _ member: MemberAccessExprSyntax?, _ arguments: Arguments,
        _ context: Context
    ) throws(Failure) -> SwiftFontValue {
        guard let base = member?.base, case .metrics(let style) = try evaluate(base, context),
            let given = row.parameter(.font).flatMap({ arguments[$0.callLabel] })
        else {
            throw fail(
                call, context,
                "\(row.memberSignature) on something other than \(FontAPICatalog.metrics) or \(FontAPICatalog.metricsDefault)"
            )
        }
        var font = try self.font(given, context)
        if font.api == .uiFontNamed || font.api == .uiFontSystemSize { noteScaled(font.formLocation) }
        if font.api.scales {
            font.scalesTwice = "\(FontForm.uiFontMetrics.name) scales a font that already scales (\(font.writtenAPI))"
            if font.size == nil, font.api.isTextStyle {
                // The preferred font's size at this Dynamic Type size is scaled again.
                font.size = try pointSize(of: font, at: call, context)
            }
        } else if font.sizeFromDynamicType {
            font.scalesTwice = "\(FontForm.uiFontMetrics.name) scales a size that already follows Dynamic Type"
        }
        font.sizeFromDynamicType = false
        font.api = .uiFontMetrics
        font.formLocation = location(call, context)
        font.textStyle = style
        if let maximum = row.parameter(.maximumPointSize).flatMap({ arguments[$0.callLabel] }) {
            font.maximumPointSize = partial(&font) { () throws(Failure) in try positiveSize(maximum, context) }
        }
        if let traits = row.parameter(.traitCollection).flatMap({ arguments[$0.callLabel] }),
            let pinned = try pinnedSize(traits, context), let base = font.size
        {
            // Scaled for one size category, whatever the user's setting: a fixed size.
            do throws(DynamicTypeError) {
                font.size = try CustomFontScaling(
                    api: .scaledFont(style), pointSize: base, maximumPointSize: font.maximumPointSize
                ).pointSize(at: pinned)
            } catch {
                throw fail(call, context, error.description)
            }
            font.api = font.isSystem ? .uiFontSystemSize : .uiFontNamed
            font.maximumPointSize = nil
        }
        return font
    }

    /// A modifier on a font (`.bold()`, `.weight(_:)`, `.leading(_:)`, `.withSize(_:)`), applied as
    /// its row says; a modifier TypeFit does not model is recorded as unresolved (the font is then
    /// not an entry).
    func applyModifier(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, at: SwiftSourceLocation,
        to font: inout SwiftFontValue, _ context: Context
    ) {
        let written = "\(name)(\(call.arguments.trimmedDescription))"
        let row = FontAPICatalog.modifier(name)
        if let active = row?.parameter(.isActive).flatMap({ arguments[$0.callLabel] }) {
            guard case .bool(true)? = try? evaluate(active, context) else {
                font.unresolved.append(
                    SwiftSourceWarning(location: at, message: ".\(written) depends on a value TypeFit cannot work out"))
                return
            }
        }
        guard let row, !row.effects.contains(.unmodelled) else {
            font.unresolved.append(
                SwiftSourceWarning(
                    location: at, message: "the modifier .\(written) changes the font in a way TypeFit does not model"))
            return
        }
        for effect in row.effects {
            apply(effect, to: &font)
            if effect == .boldTrait || effect == .italic {
                font.styleModifiers.append(.init(written: written, location: at))
            }
        }
        for parameter in row.parameters {
            let argument = arguments[parameter.callLabel]
            switch parameter.role {
            case .weight:
                if let argument,
                    let value = partial(&font, { () throws(Failure) in try self.weight(argument, context) })
                {
                    font.weight = value
                    font.styleModifiers.append(.init(written: written, location: at))
                }
            case .pointSize:
                if let argument { readSize(argument, into: &font, context) }
            case .setting:
                if let argument, case .member(let leading)? = try? evaluate(argument, context),
                    case .leading(let known)? = FontAPICatalog.value(leading, of: parameter.type)?.value,
                    let value = TypeScaleEntry.Leading(rawValue: known)
                {
                    font.leading = value
                } else {
                    let known = FontAPICatalog.rows(of: parameter.type).map(\.member).joined(separator: ", ")
                    font.unresolved.append(
                        SwiftSourceWarning(
                            location: at, message: ".\(written): not a leading TypeFit knows (\(known))"))
                }
            default: break
            }
        }
    }

    /// The font types as the evaluator looks members up in them: SwiftUI's `Font` first.
    static let fontTypePaths: [[String]] = FontAPICatalog.fontTypes.map(SwiftDeclarationCollector.path(of:))
    /// The font types, UIKit's `UIFont` first: where a font's properties and the app's own
    /// instance functions on fonts are looked up.
    static let uiKitFirstFontTypePaths: [[String]] = fontTypePaths.reversed()
    /// The text style types (`Font.TextStyle`, `UIFont.TextStyle`), as paths.
    static let textStyleTypePaths: [[String]] = FontAPICatalog.textStyleTypes.map(SwiftDeclarationCollector.path(of:))
    /// The weight types (`Font.Weight`, `UIFont.Weight`), as paths.
    static let weightTypePaths: [[String]] = FontAPICatalog.weightTypes.map(SwiftDeclarationCollector.path(of:))
    /// The last names of the system value types nested in a font type (`TextStyle`, `Weight`,
    /// `Design`, `SymbolicTraits`…): an implicit member of one is kept as written until its
    /// context gives it a meaning.
    static let nestedValueTypeNames: Set<String> = Set(
        FontAPICatalog.rows.filter { $0.kind == .enumCase && $0.type.contains(".") }.compactMap {
            $0.type.split(separator: ".").last.map(String.init)
        })

    /// Whether `name` is the last name of a weight type (`Weight` in `extension UIFont.Weight`).
    static func isWeightType(named name: String) -> Bool {
        weightTypePaths.contains { $0.last == name }
    }

    /// Whether `path` is the font type `UIFont` or `Font` (the code is inside an extension of it).
    static func isFontType(_ path: [String]) -> Bool { fontTypePaths.contains(path) }

    /// A static value of a system type the catalog has that is not a font: `UIFontMetrics.default`
    /// (the body style's metrics), a size category (`UIContentSizeCategory.large`), the Bold Text
    /// setting; nil for any other.
    func systemStaticValue(of path: [String], _ name: String) -> SwiftValue? {
        let type = path.joined(separator: ".")
        if type == FontAPICatalog.metricsDefault.type, name == FontAPICatalog.metricsDefault.member,
            case .relative(.style(let style)) = FontAPICatalog.metricsDefault.scaling
        {
            return .metrics(style)
        }
        if type == FontAPICatalog.boldTextEnabled.type, name == FontAPICatalog.boldTextEnabled.member {
            return .bool(boldText)
        }
        return nil
    }

    /// Whether `path` names a size category type (`UIContentSizeCategory`, `DynamicTypeSize`).
    static func isSizeCategoryType(_ path: [String]) -> Bool {
        path.count == 1 && FontAPICatalog.sizeCategoryTypes.contains(path[0])
    }

    /// Whether `path` is a system type whose static members lead to the current traits
    /// (`UITraitCollection.current`, `UIApplication.shared`, `UIScreen.main`).
    static func isTraitsHolder(_ path: [String]) -> Bool {
        path.count == 1 && FontAPICatalog.traitHolderTypes.contains(path[0])
    }

    /// A text style font of a font type (`Font.body`, `UIFont.title1`): the catalog's text styles.
    func systemStyleFont(of path: [String], _ name: String, at node: some SyntaxProtocol, _ context: Context)
        -> SwiftValue?
    {
        guard Self.isFontType(path), let style = FontAPICatalog.textStyle(named: name) else { return nil }
        return .font(systemStyleFont(style, at: node, context))
    }

    /// A call on a value of a system type that is not a font: `UIFontMetrics(…).scaledValue(for:)`,
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`, a descriptor's modifiers; nil
    /// when the catalog has no such call.
    func systemCall(
        _ name: String, on base: SwiftValue, _ call: FunctionCallExprSyntax, _ arguments: Arguments,
        _ context: Context
    ) throws(Failure) -> SwiftValue? {
        let labels = arguments.labels
        switch base {
        case .metrics(let style):
            guard let row = FontAPICatalog.row(type: FontAPICatalog.metrics.type, member: name, labels: labels),
                let value = row.parameter(.value).flatMap({ arguments[$0.callLabel] })
            else { return nil }
            let number = try number(value, context)
            var size = context.size
            if let traits = row.parameter(.traitCollection).flatMap({ arguments[$0.callLabel] }),
                let pinned = try pinnedSize(traits, context)
            {
                size = pinned
            } else {
                dynamicTypeReads += 1
            }
            do throws(DynamicTypeError) {
                return .number(number * (try ScalingModel.default.factor(for: style, at: size)))
            } catch {
                throw fail(call, context, error.description)
            }
        case .type(let path):
            guard let row = FontAPICatalog.row(type: path.joined(separator: "."), member: name, labels: labels),
                row.makesDescriptor, let form = row.form
            else { return nil }
            var font = SwiftFontValue(api: form, formLocation: location(call, context), isSystem: form.isSystem)
            try read(row, arguments, into: &font, strictly: true, context)
            return .descriptor(font)
        case .descriptor(var font):
            guard let row = FontAPICatalog.modifier(name, of: FontAPICatalog.descriptorType),
                let parameter = row.parameters.first, let argument = arguments[parameter.callLabel]
            else { return nil }
            switch parameter.role {
            case .design: readDesign(argument, as: parameter.type, into: &font, context)
            case .traits where parameter.type == FontAPICatalog.symbolicTraitsType:
                try applyTraits(argument, to: &font, context)
            case .traits:
                guard case .dictionary(let pairs) = try evaluate(argument, context) else { return nil }
                try applyAttributes(pairs, to: &font, at: call, context)
            default: return nil
            }
            return .descriptor(font)
        default: return nil
        }
    }

    /// `Type(…)` for a system type the catalog has: `UIFont(name:size:)`, `UIFont(descriptor:size:)`,
    /// `UIFontDescriptor(name:size:)`, `Font(_:)`, `UIFontMetrics(forTextStyle:)`,
    /// `UITraitCollection(preferredContentSizeCategory:)`; inside an extension of a font type, the
    /// type's own constructor called without it (`systemFont(ofSize:)`). Nil for any other call.
    func systemInitializer(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) -> SwiftValue? {
        if Self.isFontType(context.typePath),
            let row = FontAPICatalog.row(
                type: context.typePath.joined(separator: "."), member: name, labels: arguments.labels),
            row.form != nil, row.makesFont
        {
            // `systemFont(ofSize:weight:)` inside `extension UIFont`: the type's own constructor.
            return .font(try constructFont(row, call, nil, arguments, context))
        }
        guard let row = FontAPICatalog.row(type: name, member: "init", labels: arguments.labels) else { return nil }
        func argument(_ role: AppleFontAPI.Role) -> ExprSyntax? {
            row.parameter(role).flatMap { arguments[$0.callLabel] }
        }
        if let descriptor = argument(.descriptor) {
            // `UIFont(descriptor:size:)`: the descriptor's font, at a fixed size when one above 0 is given.
            guard case .descriptor(var font) = try evaluate(descriptor, context) else { return nil }
            font.formLocation = location(call, context)
            if let sizeArgument = argument(.pointSize), try number(sizeArgument, context) > 0 {
                font.api = font.isSystem ? .uiFontSystemSize : .uiFontNamed
                font.written = SwiftFontForms.written(call, type: font.api.typeName)
                font.size = try number(sizeArgument, context)
            }
            return .font(font)
        }
        if let given = argument(.font) { return .font(try font(given, context)) }
        if let category = argument(.sizeCategory) {
            // Traits for one size category: what fonts made `compatibleWith:` them are sized for.
            switch try evaluate(category, context) {
            case .dynamicTypeSize(let size): return .dynamicTypeSize(size)
            case .member(let name):
                // A case of the parameter's type (`.extraLarge` of `UIContentSizeCategory`), else
                // any size category's name.
                let parameter = row.parameter(.sizeCategory)!.type
                if case .sizeCategory(let size)? = FontAPICatalog.value(name, of: parameter)?.value {
                    return .dynamicTypeSize(size)
                }
                if let size = DynamicTypeSize(name: name) { return .dynamicTypeSize(size) }
            default: break
            }
            throw fail(call, context, "'\(short(call))' is not a size category TypeFit can work out")
        }
        if row.result == FontAPICatalog.metrics.result, let style = argument(.textStyle) {
            return .metrics(try textStyle(style, context))
        }
        guard let form = row.form else { return nil }
        var font = SwiftFontValue(api: form, formLocation: location(call, context), isSystem: form.isSystem)
        if row.makesFont { font.written = SwiftFontForms.written(call, type: row.type) }
        if let fontName = argument(.fontName) { readName(fontName, into: &font, context) }
        if let size = argument(.pointSize) { readSize(size, into: &font, context) }
        return row.makesDescriptor ? .descriptor(font) : .font(font)
    }

    /// `.custom(name, relativeTo: .body)` without `size:`, which does not compile: the size at
    /// Large is needed.
    func rejectCustomFontWithoutSize(
        _ name: String, _ call: FunctionCallExprSyntax, _ arguments: Arguments, _ context: Context
    ) throws(Failure) {
        let row = FontAPICatalog.fontCustomRelativeTo
        guard name == row.member, let style = row.parameter(.textStyle), let size = row.parameter(.pointSize),
            arguments[style.callLabel] != nil, arguments[size.callLabel] == nil
        else { return }
        throw fail(
            call, context,
            "\(SwiftFontForms.written(call, type: row.type)) without size: does not compile; give the size at Large, \(row.call(["name", "…", "…"]))"
        )
    }

    /// The size category a `compatibleWith:` trait collection pins a font to, or nil for the
    /// current traits (the size being evaluated).
    func pinnedSize(_ traits: ExprSyntax, _ context: Context) throws(Failure) -> DynamicTypeSize? {
        // The app's own trait collection (`traitCollection`, `self.traitCollection`,
        // `view.traitCollection`, `UITraitCollection.current`) carries the current Dynamic Type
        // size: the font follows the user's setting, as without `compatibleWith:`.
        if let path = Self.qualifiedName(traits),
            path.last == "traitCollection"
                || path == [FontAPICatalog.currentTraits.type, FontAPICatalog.currentTraits.member]
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
