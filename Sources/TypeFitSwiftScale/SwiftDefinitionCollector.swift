internal import SwiftSyntax
import TypeFitVocabulary

/// Finds the scale's definitions and evaluates each at every Dynamic Type size it depends on:
/// static properties (and the fonts of instances they hold), enum cases' fonts, font functions
/// without parameters, and calls of font functions with constant arguments. What looks like a
/// font but cannot be worked out is a warning.
struct SwiftDefinitionCollector {
    typealias Failure = SwiftEvaluationFailure
    let files: [SwiftSourceFile]
    let declarations: SwiftFileDeclarations
    let evaluator: SwiftExpressionEvaluator
    var candidates: [SwiftDefinitionCandidate] = []
    private(set) var warnings: [SwiftSourceWarning] = []
    private var warned = Set<SwiftSourceWarning>()
    /// Types whose instances a static holds: their fonts are read through it (`compound.bodyLG`).
    private(set) var reachedInstanceTypes = Set<[String]>()
    /// The scale's entry limit, checked as definitions are found; nil: no limit (lint reads all).
    var limit: SwiftEntryLimit?
    /// Whether the definitions found are over `limit`: collecting stops.
    var isOverLimit: Bool { limit?.exceededAt != nil }

    /// Types that hold fonts: a property declared `Font` or `UIFont`, or a function giving one.
    let fontHolders: Set<[String]>

    init(files: [SwiftSourceFile], declarations: SwiftFileDeclarations, evaluator: SwiftExpressionEvaluator) {
        self.files = files
        self.declarations = declarations
        self.evaluator = evaluator
        var holders = Set(declarations.values.filter(\.isDeclaredFont).map(\.typePath))
        holders.formUnion(
            declarations.functions.filter { SwiftNamedValue.isFontType($0.returnType) }.map(\.typePath))
        let declared = Set(declarations.types.map(\.path))
        directFontHolders = holders.intersection(declared)
        // A type holding a holder (`struct Theme { let typography: Typography }`) holds fonts too.
        let typed = declarations.values.filter { !$0.isStatic && $0.declaredType != nil }
        for _ in 0..<4 {
            let before = holders.count
            for value in typed where !holders.contains(value.typePath) {
                let path = SwiftDeclarationCollector.path(
                    of: value.declaredType!.replacingOccurrences(of: "?", with: ""))
                if holders.contains(path) || holders.contains(value.typePath + path) { holders.insert(value.typePath) }
            }
            if holders.count == before { break }
        }
        // Only the app's own types: an extension of `URL` or `View` with a font helper does not
        // make every `URL` constant a font holder.
        fontHolders = holders.intersection(declared)
        fontHolderNames = Set(holders.compactMap(\.last))
    }

    /// The app's types with a font property or function of their own (not only through another
    /// type): a static of such a type that cannot be worked out is worth a warning.
    let directFontHolders: Set<[String]>

    /// The last names of `fontHolders` (`Typography`), to recognise their initializers.
    let fontHolderNames: Set<String>

    /// Whether a static property can give a font or a value holding fonts, so it is worth
    /// evaluating: declared as one (or as a type holding fonts), written with a font API, in a
    /// `Font`/`UIFont` extension or a type holding fonts, or made by a holder's initializer.
    /// Other statics (`static let shared = Manager()`, `static let spacing: CGFloat = 8`) are
    /// not evaluated: a large app has thousands.
    func mayGiveFont(_ value: SwiftNamedValue) -> Bool {
        mayGiveFont(value, depth: 0)
    }

    private func mayGiveFont(_ value: SwiftNamedValue, depth: Int) -> Bool {
        if value.writtenAsFont { return true }
        // A font modifier on another static of the app's that gives a font (`body.bold()`,
        // `T.body.weight(.semibold)`) gives a font too, whatever the type says.
        if depth < 8, let expression = value.expression, let root = Self.modifiedReference(expression) {
            let owner = (root.qualifier ?? value.typePath).last
            let found = (evaluator.valuesByName[root.name] ?? []).map { declarations.values[$0] }.filter {
                $0.isStatic && $0.typePath.last == owner
            }
            if found.contains(where: { mayGiveFont($0, depth: depth + 1) }) { return true }
        }
        if let declared = value.declaredType {
            let path = SwiftDeclarationCollector.path(of: declared.replacingOccurrences(of: "?", with: ""))
            return fontHolders.contains(path) || fontHolders.contains(value.typePath + path)
        }
        if value.typePath == ["Font"] || value.typePath == ["UIFont"] || fontHolders.contains(value.typePath) {
            return true
        }
        guard let written = value.expression?.trimmedDescription ?? value.getter?.trimmedDescription else {
            return false
        }
        let words = Set(written.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        return !words.isDisjoint(with: fontHolderNames)
    }

    /// The static a chain of font modifiers starts from: `body` in `body.bold()`, `T.body` (name
    /// `body`, qualifier `["T"]`) in `T.body.weight(.semibold)`; nil when `expression` is not
    /// such a chain, or modifies nothing.
    static func modifiedReference(_ expression: ExprSyntax) -> (name: String, qualifier: [String]?)? {
        var current = expression
        var modified = false
        for _ in 0..<64 {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                SwiftFontForms.isModifier(member.declName.baseName.text)
            {
                modified = true
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return modified ? (reference.baseName.text, nil) : nil
            } else if let member = current.as(MemberAccessExprSyntax.self),
                let base = member.base?.as(DeclReferenceExprSyntax.self)
            {
                return modified ? (member.declName.baseName.text, [base.baseName.text]) : nil
            } else {
                return nil
            }
        }
        return nil
    }

    /// Whether a static property that could not be worked out was meant to give a font, or a
    /// value that holds fonts, so its failure is worth a warning.
    func isMeantAsFont(_ value: SwiftNamedValue) -> Bool {
        if value.writtenAsFont { return true }
        if let expression = value.expression, Self.modifiedReference(expression) != nil, mayGiveFont(value) {
            return true
        }
        if let declared = value.declaredType {
            return directFontHolders.contains(SwiftDeclarationCollector.path(of: declared))
        }
        return directFontHolders.contains(value.typePath)
    }

    /// The warning for a definition that could not be worked out: where the construct is, and
    /// which entry it leaves out.
    func leftOut(_ name: String, _ failure: Failure) -> SwiftSourceWarning {
        SwiftSourceWarning(
            location: failure.warning.location, message: "'\(name)' left out of the scale: \(failure.warning.message)")
    }

    mutating func warn(_ warning: SwiftSourceWarning) {
        if warned.insert(warning).inserted { warnings.append(warning) }
    }

    /// Adds a definition found, and checks the limit.
    mutating func add(_ candidate: SwiftDefinitionCandidate) {
        candidates.append(candidate)
        limit?.check(candidates)
    }

    // MARK: Properties

    mutating func collectProperties() {
        var unreached: [Int] = []
        for (index, value) in declarations.values.enumerated() {
            if isOverLimit { return }
            guard value.environmentKey == nil, value.scaledMetric == nil else { continue }
            if value.isStatic {
                guard mayGiveFont(value) else { continue }
                staticProperty(index)
            } else if !value.typePath.isEmpty,
                let cases = declarations.enumCases[value.typePath.joined(separator: ".")], !cases.isEmpty,
                value.writtenAsFont
            {
                enumProperty(index, cases: cases)
            } else if !value.typePath.isEmpty, value.isStored, value.expression != nil, value.writtenAsFont {
                unreached.append(index)
            }
        }
        // Stored fonts of structs and classes no static reaches (`struct CardFont { let title =
        // Font.custom(…) }`, made by a view at run time or not at all in the sources read).
        // Read without an instance, named by type and property (`CardFont.title`).
        for index in unreached where !reachedInstanceTypes.contains(declarations.values[index].typePath) {
            if isOverLimit { return }
            propertyOnItsOwn(index)
        }
    }

    private mutating func staticProperty(_ index: Int) {
        let value = declarations.values[index]
        let file = files[value.fileIndex]
        let context = SwiftExpressionEvaluator.Context(fileIndex: value.fileIndex, typePath: value.typePath)
        let results: [SwiftValue]
        do throws(Failure) {
            results = try acrossSizes { (size) throws(Failure) in
                try evaluator.value(of: index, selfValue: nil, size: size, from: value.nameToken, context)
            }
        } catch {
            if isMeantAsFont(value) { warn(leftOut(value.name, error)) }
            return
        }
        let location = file.location(of: value.nameToken)
        let typeName = value.typePath.joined(separator: ".")
        if let font = combinedFont(results, at: location) {
            add(
                SwiftDefinitionCandidate(
                    name: value.name, typeName: typeName, propertyName: value.name, isEnumCase: false,
                    location: location, font: font))
        } else if case .instance(let instance) = results[0] {
            instanceFonts(instance, through: index, named: value.name, typeName: typeName)
        } else if value.isDeclaredFont {
            warn(
                SwiftSourceWarning(
                    location: location,
                    message: "'\(value.name)' is declared as a font but is not one TypeFit can read"))
        }
    }

    /// The fonts an instance reached through a static property holds (`Font.compound.bodyLG`):
    /// its stored font fields and its computed font properties, named `compound.bodyLG`.
    private mutating func instanceFonts(
        _ instance: SwiftInstanceValue, through index: Int, named: String, typeName: String
    ) {
        let holder = declarations.values[index]
        reachedInstanceTypes.insert(instance.typePath)
        let properties = (evaluator.instancePropertiesByType[instance.typePath] ?? []).map {
            declarations.values[$0]
        }.filter { property in
            // The fonts it holds: written as fonts, declared as fonts, or stored font values.
            guard property.environmentKey == nil else { return false }
            if property.writtenAsFont || property.isDeclaredFont { return true }
            if case .font? = instance.fields[property.name] { return true }
            return false
        }
        // A wrapper with one font (`Typography(size: 17, …)` holding `let font: Font`) is named
        // by the property that holds it; one with several by property and field.
        let fontProperties = properties.filter { property in
            if property.isDeclaredFont || property.writtenAsFont { return true }
            if case .font? = instance.fields[property.name] { return true }
            return false
        }
        let fontFunctions = (evaluator.functionsByType[instance.typePath] ?? []).map {
            declarations.functions[$0]
        }.filter {
            !$0.isStatic && SwiftNamedValue.isFontType($0.returnType)
                && $0.parameters.allSatisfy { $0.defaultValue != nil }
        }
        let single = fontProperties.count + fontFunctions.count == 1
        for function in fontFunctions {
            let context = SwiftExpressionEvaluator.Context(fileIndex: holder.fileIndex, typePath: holder.typePath)
            let location = files[holder.fileIndex].location(of: holder.nameToken)
            do throws(Failure) {
                let results = try acrossSizes { (size) throws(Failure) in
                    let holderValue = try evaluator.value(
                        of: index, selfValue: nil, size: size, from: holder.nameToken, context)
                    var sized = context
                    sized.size = size
                    return try evaluator.callFunction(
                        function, values: [:], selfValue: holderValue, at: function.nameToken, sized)
                }
                guard let font = combinedFont(results, at: location) else { continue }
                add(
                    SwiftDefinitionCandidate(
                        name: single ? named : "\(named).\(function.name)()", typeName: typeName,
                        propertyName: function.name, isEnumCase: false, location: location, font: font))
            } catch {
                warn(leftOut(single ? named : "\(named).\(function.name)()", error))
            }
        }
        for property in properties {
            let context = SwiftExpressionEvaluator.Context(fileIndex: holder.fileIndex, typePath: holder.typePath)
            // A field whose font is written in the type is defined there; one set from the
            // holder's arguments, or computed from them, is defined where the holder is.
            let writtenInType = property.isStored && property.expression != nil
            let location =
                single || !writtenInType
                ? files[holder.fileIndex].location(of: holder.nameToken)
                : files[property.fileIndex].location(of: property.nameToken)
            let entryName = single ? named : "\(named).\(property.name)"
            do throws(Failure) {
                let results = try acrossSizes { (size) throws(Failure) in
                    let holderValue = try evaluator.value(
                        of: index, selfValue: nil, size: size, from: holder.nameToken, context)
                    guard
                        let field = try evaluator.member(
                            of: holderValue, property.name, at: property.nameToken, context)
                    else { return .null }
                    return field
                }
                guard let font = combinedFont(results, at: location) else {
                    if property.isDeclaredFont {
                        warn(
                            SwiftSourceWarning(
                                location: location,
                                message:
                                    "'\(named).\(property.name)' is declared as a font but is not one TypeFit can read")
                        )
                    }
                    continue
                }
                add(
                    SwiftDefinitionCandidate(
                        name: entryName, typeName: typeName, propertyName: property.name,
                        isEnumCase: false, location: location, font: font))
            } catch {
                if property.writtenAsFont { warn(leftOut(entryName, error)) }
            }
        }
    }

    private mutating func enumProperty(_ index: Int, cases: [SwiftEnumCaseDeclaration]) {
        let value = declarations.values[index]
        let typeName = value.typePath.joined(separator: ".")
        for enumCase in cases {
            if isOverLimit { return }
            guard enumCase.associatedLabels.isEmpty else {
                warn(
                    SwiftSourceWarning(
                        location: files[enumCase.fileIndex].location(of: enumCase.nameToken),
                        message:
                            "'\(enumCase.name)' has associated values, so the font '\(value.name)' gives for it depends on values known only at run time"
                    ))
                continue
            }
            let selfValue = SwiftValue.enumCase(SwiftEnumCaseValue(typePath: value.typePath, name: enumCase.name))
            let context = SwiftExpressionEvaluator.Context(
                fileIndex: value.fileIndex, typePath: value.typePath, selfValue: selfValue)
            // Where the case is declared: the place that names this entry.
            let location = files[enumCase.fileIndex].location(of: enumCase.nameToken)
            do throws(Failure) {
                let results = try acrossSizes { (size) throws(Failure) in
                    try evaluator.value(of: index, selfValue: selfValue, size: size, from: value.nameToken, context)
                }
                guard let font = combinedFont(results, at: location) else { continue }
                add(
                    SwiftDefinitionCandidate(
                        name: enumCase.name, typeName: typeName, propertyName: value.name, isEnumCase: true,
                        location: location, font: font))
            } catch {
                warn(leftOut(enumCase.name, error))
            }
        }
    }

    // MARK: Evaluation at every size

    /// `body` at Large; when that read the Dynamic Type size, at each of the 12 sizes.
    func acrossSizes(_ body: (DynamicTypeSize) throws(Failure) -> SwiftValue) throws(Failure) -> [SwiftValue] {
        evaluator.beginDefinition()
        let before = evaluator.dynamicTypeReads
        let large = try body(.large)
        guard evaluator.dynamicTypeReads != before else { return [large] }
        var results: [SwiftValue] = []
        for size in DynamicTypeSize.allCases {
            if size == .large {
                results.append(large)
                continue
            }
            evaluator.beginDefinition()
            results.append(try body(size))
        }
        return results
    }

    /// The font the results give: one font, or the same face at 12 sizes with the size the code
    /// computes at each. Nil when the results are not fonts.
    func combinedFont(_ results: [SwiftValue], at location: SwiftSourceLocation) -> SwiftFontValue? {
        var fonts: [SwiftFontValue] = []
        for result in results {
            guard case .font(let font) = result else { return nil }
            fonts.append(font)
        }
        return SwiftFontSizes.combine(fonts, at: location)
    }
}
