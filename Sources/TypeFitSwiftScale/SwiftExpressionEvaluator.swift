import Foundation
internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// Evaluates the app's Swift code statically, for the subset type-scale code uses: literals,
/// arithmetic, conditions, `if`/`switch`/`guard`, locals, the app's own functions, properties,
/// initializers and enums, and the font APIs. The Dynamic Type size is an input: APIs that read
/// it (`preferredFontDescriptor(withTextStyle:).pointSize`, `UIFontMetrics.scaledValue(for:)`,
/// `@ScaledMetric`, `\.dynamicTypeSize`) give that size's values. What cannot be worked out is a
/// `SwiftEvaluationFailure` naming the place, never a guess; a step budget and a depth limit
/// turn endless code into a failure, not a hang.
final class SwiftExpressionEvaluator {
    typealias Failure = SwiftEvaluationFailure

    /// Where an expression is evaluated: its file, enclosing types, `self`, locals and the
    /// Dynamic Type size.
    struct Context {
        var fileIndex: Int
        var typePath: [String]
        /// `self`: an enum case, an instance; nil where none is known.
        var selfValue: SwiftValue?
        /// Locals and parameters; nil outside a function body.
        var scope: SwiftScope?
        /// The Dynamic Type size the code is evaluated at.
        var size: DynamicTypeSize = .large
        var depth = 0
        /// In an initializer's body: a local or a field that cannot be worked out is kept as
        /// unknown (reading it fails) rather than failing the whole instance.
        var lenient = false
    }

    let files: [SwiftSourceFile]
    let declarations: SwiftFileDeclarations
    var values: [SwiftNamedValue] { declarations.values }
    let valuesByName: [String: [Int]]
    let functionsByName: [String: [Int]]
    let typesByPath: [[String]: SwiftTypeDeclaration]
    /// Functions by the type that declares them.
    let functionsByType: [[String]: [Int]]
    /// Instance properties by the type that declares them, in declaration order.
    let instancePropertiesByType: [[String]: [Int]]
    /// Whether iOS's Bold Text setting is on (`UITraitCollection.legibilityWeight == .bold`).
    let boldText: Bool
    private var memo: [String: (result: Result<SwiftValue, Failure>, readsDynamicType: Bool)] = [:]
    private var inProgress: Set<String> = []
    /// Form locations of fixed UIKit fonts passed through `UIFontMetrics.scaledFont(for:)`: they
    /// are the base of a scaled font, not a fixed font of their own.
    private(set) var scaledForms: Set<SwiftSourceLocation> = []
    /// Where a font is made `compatibleWith:` the app's own trait collection, taken as the
    /// current one (the Dynamic Type size being evaluated).
    private(set) var currentTraitCollections: Set<SwiftSourceLocation> = []
    /// How many times a value that depends on the Dynamic Type size was read; a caller compares
    /// it before and after an evaluation to learn whether the result depends on the size.
    var dynamicTypeReads = 0
    /// The declarations (properties and functions, by their name token) whose value has been
    /// worked out at least once: what the scale's entries read. The definitions no entry reads
    /// and no warning names are what `SwiftDefinitionCollector.accountForEveryFont` looks at.
    private(set) var completed: Set<SyntaxIdentifier> = []
    /// What each list of statements declares, for the warning about a name it binds.
    private let blockLocals = SwiftBlockLocals()
    /// Steps left for the definition being evaluated (see `beginDefinition`).
    private var stepsLeft = SwiftExpressionEvaluator.stepBudget

    /// Deeper nesting than this (references of references, calls of calls) is refused.
    static let maximumDepth = 64
    /// Expressions evaluated for one definition at one size, at most.
    static let stepBudget = 20_000

    init(files: [SwiftSourceFile], declarations: SwiftFileDeclarations, boldText: Bool = false) {
        self.files = files
        self.declarations = declarations
        self.boldText = boldText
        var byName: [String: [Int]] = [:]
        for (index, value) in declarations.values.enumerated() { byName[value.name, default: []].append(index) }
        valuesByName = byName
        var functions: [String: [Int]] = [:]
        for (index, function) in declarations.functions.enumerated() {
            functions[function.name, default: []].append(index)
        }
        functionsByName = functions
        var byType: [[String]: [Int]] = [:]
        for (index, function) in declarations.functions.enumerated() {
            byType[function.typePath, default: []].append(index)
        }
        functionsByType = byType
        var instanceProperties: [[String]: [Int]] = [:]
        for (index, value) in declarations.values.enumerated() where !value.isStatic {
            instanceProperties[value.typePath, default: []].append(index)
        }
        instancePropertiesByType = instanceProperties
        var types: [[String]: SwiftTypeDeclaration] = [:]
        for type in declarations.types where types[type.path] == nil { types[type.path] = type }
        typesByPath = types
    }

    /// The stored instance properties the type at `path` declares, in order.
    func storedProperties(of path: [String]) -> [SwiftNamedValue] {
        (instancePropertiesByType[path] ?? []).map { values[$0] }.filter(\.isStored)
    }

    /// Starts a new step budget, for one definition at one size.
    func beginDefinition() { stepsLeft = Self.stepBudget }

    func location(_ node: some SyntaxProtocol, _ context: Context) -> SwiftSourceLocation {
        files[context.fileIndex].location(of: node)
    }

    func fail(_ node: some SyntaxProtocol, _ context: Context, _ message: String) -> Failure {
        Failure(warning: SwiftSourceWarning(location: location(node, context), message: message))
    }

    /// `context` one level deeper; fails past the depth limit or the step budget.
    func deeper(_ node: some SyntaxProtocol, _ context: Context) throws(Failure) -> Context {
        guard context.depth < Self.maximumDepth else {
            throw fail(node, context, "nested more than \(Self.maximumDepth) levels deep (a recursive definition?)")
        }
        stepsLeft -= 1
        guard stepsLeft >= 0 else {
            throw fail(
                node, context,
                "evaluation stopped after \(Self.stepBudget) steps (a loop or recursion that does not end?)")
        }
        var inner = context
        inner.depth += 1
        return inner
    }

    // MARK: Named values

    /// The value of `values[index]` with `selfValue` as `self` (for instance properties), at
    /// `size`.
    func value(
        of index: Int, selfValue: SwiftValue?, size: DynamicTypeSize, from node: some SyntaxProtocol,
        _ caller: Context
    ) throws(Failure) -> SwiftValue {
        let named = values[index]
        let selfKey: String?
        switch selfValue {
        case nil: selfKey = ""
        case .enumCase(let value) where value.associated.isEmpty: selfKey = value.name
        default: selfKey = nil
        }
        var context = Context(
            fileIndex: named.fileIndex, typePath: named.typePath, selfValue: named.isStatic ? nil : selfValue,
            size: size)
        context.depth = caller.depth + 1
        let key = selfKey.map { "\(index)|\(named.isStatic ? "" : $0)|\(size.ordinal)" }
        if let key, let known = memo[key] {
            if known.readsDynamicType { dynamicTypeReads += 1 }
            return try known.result.get()
        }
        let progressKey = key ?? "\(index)|instance|\(caller.depth)"
        guard inProgress.insert(progressKey).inserted else {
            throw fail(named.nameToken, context, "'\(named.name)' refers to itself")
        }
        defer { inProgress.remove(progressKey) }
        let readsBefore = dynamicTypeReads
        let result: Result<SwiftValue, Failure>
        do throws(Failure) {
            result = .success(try computeValue(named, context))
            completed.insert(named.nameToken.id)
        } catch {
            result = .failure(error)
        }
        if let key { memo[key] = (result, dynamicTypeReads != readsBefore) }
        return try result.get()
    }

    private func computeValue(_ named: SwiftNamedValue, _ context: Context) throws(Failure) -> SwiftValue {
        if let environment = named.environmentKey {
            return try environmentValue(environment, at: named.nameToken, context)
        }
        if let attribute = named.scaledMetric {
            return try scaledMetric(named, attribute, context)
        }
        if let getter = named.getter {
            let value = try run(body: getter, context, resultOf: named.nameToken)
            if named.isDeclaredFont, case .member = value {
                return .font(try font(of: value, at: named.nameToken, context))
            }
            return value
        }
        guard let expression = named.expression else {
            throw fail(
                named.nameToken, context,
                "'\(named.name)' has no value to read (a stored property without an initial value)")
        }
        let value = try evaluate(expression, context)
        if named.isDeclaredFont, case .member = value {
            return .font(try font(of: value, at: expression, context))
        }
        return value
    }

    /// Candidates for the name `name` seen from `context`, qualified by `qualifier` (`Theme.Fonts`)
    /// or looked up from the innermost enclosing type outwards; static values only when
    /// `staticOnly`.
    func findValue(_ name: String, qualifier: [String], from context: Context, staticOnly: Bool) -> [Int] {
        let candidates = (valuesByName[name] ?? []).filter { !staticOnly || values[$0].isStatic }
        guard !candidates.isEmpty else { return [] }
        if qualifier.isEmpty {
            for depth in stride(from: context.typePath.count, through: 0, by: -1) {
                let prefix = Array(context.typePath.prefix(depth))
                let found = candidates.filter { values[$0].typePath == prefix }
                if !found.isEmpty { return found }
            }
            return []
        }
        let exact = candidates.filter { values[$0].typePath == qualifier }
        if !exact.isEmpty { return exact }
        return candidates.filter {
            values[$0].typePath.count >= qualifier.count
                && Array(values[$0].typePath.suffix(qualifier.count)) == qualifier
        }
    }

    /// The static value `name` seen from `context`, qualified by `qualifier`.
    func lookUp(_ name: String, qualifier: [String], from node: some SyntaxProtocol, _ context: Context)
        throws(Failure) -> SwiftValue
    {
        let found = findValue(name, qualifier: qualifier, from: context, staticOnly: !qualifier.isEmpty)
        let typePaths = Set(found.map { values[$0].typePath })
        if typePaths.count > 1 {
            let types = typePaths.map { $0.joined(separator: ".") }.sorted().joined(separator: ", ")
            throw fail(
                node, context, "'\((qualifier + [name]).joined(separator: "."))' is ambiguous: declared in \(types)")
        }
        guard let match = found.first else {
            let written = (qualifier + [name]).joined(separator: ".")
            if qualifier.isEmpty,
                let binding = SwiftFontFlow.enclosingBinding(of: name, at: Syntax(node), locals: blockLocals)
            {
                throw fail(node, context, "'\(name)' is \(binding), known only where the code runs")
            }
            throw fail(
                node, context,
                "'\(written)' is not declared in the sources read (a value from outside the code: a setting, server data or generated code absent from the tree?)"
            )
        }
        return try value(of: match, selfValue: context.selfValue, size: context.size, from: node, context)
    }

    /// Records that `function`'s body has given a value.
    func noteCompleted(_ function: SwiftFunctionDeclaration) {
        completed.insert(function.nameToken.id)
    }

    /// Records that the fixed UIKit font made at `form` is scaled by `UIFontMetrics`.
    func noteScaled(_ form: SwiftSourceLocation) {
        scaledForms.insert(form)
    }

    /// Records that the trait collection at `traits` is taken as the current one.
    func noteCurrentTraitCollection(_ traits: SwiftSourceLocation) {
        currentTraitCollections.insert(traits)
    }

    /// `A.B.c` as `["A", "B", "c"]`, when the expression is only names.
    static func qualifiedName(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.identifierText] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
            let path = qualifiedName(base)
        {
            return path + [member.declName.baseName.identifierText]
        }
        return nil
    }

    func systemStyleFont(_ style: TextStyle, at node: some SyntaxProtocol, _ context: Context) -> SwiftFontValue {
        SwiftFontValue(api: .systemStyle, formLocation: location(node, context), isSystem: true, textStyle: style)
    }
}
