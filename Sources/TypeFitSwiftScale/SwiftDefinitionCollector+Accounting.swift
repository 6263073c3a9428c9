internal import SwiftSyntax

/// Nothing the code declares as a font is dropped without a word. After the scale's definitions
/// are collected, every declaration that gives a font (a property declared `Font`/`UIFont` or
/// written with a font API, a function declared to give one, a view modifier that applies one)
/// has either been read by an entry, or been named by a warning; one that has neither is worked
/// out here on its own, as an entry named by its type and member (`Typographic.footnote`), or is
/// a warning naming its file:line and why it is not an entry.
extension SwiftDefinitionCollector {
    /// Accounts for every font declaration the collection did not reach (see the extension's
    /// comment). Linear in the declarations.
    mutating func accountForEveryFont() {
        let warnedLines = Set(warnings.map { WarnedLine(file: $0.location.file, line: $0.location.line) })
        var withoutValue: [[String]: [SwiftNamedValue]] = [:]
        var typeOrder: [[String]] = []
        for (index, value) in declarations.values.enumerated() where givesFont(value) {
            guard !evaluator.completed.contains(value.nameToken.id), !reachedInstanceTypes.contains(value.typePath),
                !isWarned(
                    value.nameToken, through: value.expression.map(Syntax.init) ?? value.getter.map(Syntax.init),
                    in: value.fileIndex, warnedLines)
            else { continue }
            if value.isStored, value.expression == nil {
                if withoutValue[value.typePath] == nil { typeOrder.append(value.typePath) }
                withoutValue[value.typePath, default: []].append(value)
                continue
            }
            propertyOnItsOwn(index)
        }
        for function in declarations.functions where givesFont(function) {
            guard !evaluator.completed.contains(function.nameToken.id),
                !isWarned(
                    function.nameToken, through: function.body.map(Syntax.init), in: function.fileIndex, warnedLines)
            else { continue }
            unreachedFunction(function)
        }
        // Stored fonts without a value of their own (`struct Row: View { let font: Font }`): one
        // warning per type, at its first such property.
        for typePath in typeOrder {
            let stored = withoutValue[typePath] ?? []
            guard let first = stored.first else { continue }
            let typeName = typePath.joined(separator: ".")
            let names = stored.map { "'\(typeName.isEmpty ? "" : typeName + ".")\($0.name)'" }.joined(separator: ", ")
            let plural = stored.count == 1 ? "a stored font" : "stored fonts"
            let whoever = typeName.isEmpty ? "the code" : "whoever makes a '\(typeName)'"
            warn(
                SwiftSourceWarning(
                    location: files[first.fileIndex].location(of: first.nameToken),
                    message:
                        "\(names) left out of the scale: \(plural) with no value of \(stored.count == 1 ? "its" : "their") own, given by \(whoever)"
                ))
        }
    }

    /// Whether a declaration is an instance member of `Font` or `UIFont` (`extension UIFont { func
    /// bold() -> UIFont }`): a modifier of the font it is called on, read where a definition
    /// calls it, not a definition of its own.
    private func modifiesAFont(typePath: [String], isStatic: Bool) -> Bool {
        !isStatic && SwiftNamedValue.isFontType(typePath.joined(separator: "."))
    }

    /// A property that gives a font (declared or written as one, or holding fonts in a collection).
    private func givesFont(_ value: SwiftNamedValue) -> Bool {
        guard value.environmentKey == nil, value.scaledMetric == nil,
            !modifiesAFont(typePath: value.typePath, isStatic: value.isStatic)
        else { return false }
        return value.isDeclaredFont || value.writtenAsFont || Self.holdsFonts(value.declaredType)
    }

    /// A function that gives a font, or a view modifier (a `View` extension function or a
    /// `ViewModifier`'s `body(content:)`) that applies one.
    private func givesFont(_ function: SwiftFunctionDeclaration) -> Bool {
        if modifiesAFont(typePath: function.typePath, isStatic: function.isStatic) { return false }
        if isFontFunction(function) { return true }
        guard function.name == "body", !function.isStatic, function.parameters.count == 1,
            function.body?.description.contains("font(") == true
        else { return false }
        return evaluator.typesByPath[function.typePath]?.inheritedTypes.contains("ViewModifier") == true
    }

    /// Whether a written type is a collection of fonts (`[Font]`, `[Style: UIFont]`).
    static func holdsFonts(_ type: String?) -> Bool {
        guard let type, type.hasPrefix("[") else { return false }
        let words = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return words.contains { SwiftNamedValue.isFontType(String($0)) }
    }

    /// Whether a warning already names a line of the declaration (its name to the end of its value).
    private func isWarned(
        _ name: TokenSyntax, through value: Syntax?, in fileIndex: Int, _ warnedLines: Set<WarnedLine>
    ) -> Bool {
        let file = files[fileIndex]
        let first = file.location(of: name).line
        let last = value.map { $0.endLocation(converter: file.converter).line } ?? first
        return (first...max(first, last)).contains { warnedLines.contains(WarnedLine(file: file.path, line: $0)) }
    }

    /// A property worked out on its own (no instance: `self` unknown): an entry named by its type
    /// and name (`CardFont.title`, `Typographic.footnote`), or a warning.
    mutating func propertyOnItsOwn(_ index: Int) {
        let value = declarations.values[index]
        let typeName = value.typePath.joined(separator: ".")
        let name = typeName.isEmpty ? value.name : "\(typeName).\(value.name)"
        let location = files[value.fileIndex].location(of: value.nameToken)
        if Self.holdsFonts(value.declaredType) {
            warn(
                SwiftSourceWarning(
                    location: location,
                    message:
                        "'\(name)' left out of the scale: it holds fonts in a collection (\(value.declaredType ?? "")), which TypeFit does not read as entries; name each font in a property to check it"
                ))
            return
        }
        let context = SwiftExpressionEvaluator.Context(fileIndex: value.fileIndex, typePath: value.typePath)
        do throws(Failure) {
            let results = try acrossSizes { (size) throws(Failure) in
                try evaluator.value(of: index, selfValue: nil, size: size, from: value.nameToken, context)
            }
            if let font = combinedFont(results, at: location), font.unresolved.isEmpty || value.isStatic {
                add(
                    SwiftDefinitionCandidate(
                        name: name, typeName: typeName, propertyName: value.name, isEnumCase: false,
                        location: location, font: font))
            } else if let problem = combinedFont(results, at: location)?.unresolved.first {
                warn(instanceLeftOut(name, typeName: typeName, at: location, problem))
            } else {
                warn(SwiftSourceWarning(location: location, message: "'\(name)' is not a font TypeFit can read"))
            }
        } catch {
            warn(
                value.isStatic
                    ? leftOut(name, error) : instanceLeftOut(name, typeName: typeName, at: location, error.warning))
        }
    }

    /// The warning for an instance property that cannot be worked out without its instance.
    private func instanceLeftOut(
        _ name: String, typeName: String, at location: SwiftSourceLocation, _ problem: SwiftSourceWarning,
        member: String = "property"
    ) -> SwiftSourceWarning {
        SwiftSourceWarning(
            location: location,
            message:
                "'\(name)' left out of the scale: an instance \(member) of '\(typeName)' whose font depends on the value it is read on, and no definition in the sources read reads it on a known one (\(problem))"
        )
    }

    /// A font function no entry read: with every parameter defaulted, worked out on its own (an
    /// entry named `Type.function()`); with parameters no call fixes, a warning.
    private mutating func unreachedFunction(_ function: SwiftFunctionDeclaration) {
        let typeName = function.typePath.joined(separator: ".")
        let isModifierBody = function.name == "body" && function.parameters.count == 1 && !function.isStatic
        let name =
            isModifierBody ? typeName : (typeName.isEmpty ? "" : typeName + ".") + "\(function.name)()"
        let location = files[function.fileIndex].location(of: function.nameToken)
        let required = function.parameters.filter { $0.defaultValue == nil }
        if !required.isEmpty, !isModifierBody {
            let parameters = required.map { "'\($0.name)'" }.joined(separator: ", ")
            warn(
                SwiftSourceWarning(
                    location: location,
                    message:
                        "'\(typeName.isEmpty ? "" : typeName + ".")\(function.signature)' left out of the scale: its font depends on \(parameters), and no call in the sources read gives \(required.count == 1 ? "it" : "them") a constant value"
                ))
            return
        }
        var arguments: [String: SwiftValue] = [:]
        if isModifierBody { arguments[function.parameters[0].name] = .null }
        let context = SwiftExpressionEvaluator.Context(fileIndex: function.fileIndex, typePath: function.typePath)
        do throws(Failure) {
            let results = try acrossSizes { (size) throws(Failure) in
                var sized = context
                sized.size = size
                return try evaluator.callFunction(
                    function, values: arguments, selfValue: nil, at: function.nameToken, sized)
            }
            if let font = combinedFont(results, at: location) {
                add(
                    SwiftDefinitionCandidate(
                        name: name, typeName: typeName, propertyName: function.name, isEnumCase: false,
                        location: location, font: font))
            } else {
                warn(SwiftSourceWarning(location: location, message: "'\(name)' is not a font TypeFit can read"))
            }
        } catch {
            // An instance method of a type other than a view (`extension UIFont { func bold() ->
            // UIFont }`) reads the value it is called on.
            let readsItsValue =
                !function.isStatic && !isModifierBody && !typeName.isEmpty && typeName != "View"
                && typeName != "Text"
            warn(
                readsItsValue
                    ? instanceLeftOut(name, typeName: typeName, at: location, error.warning, member: "method")
                    : leftOut(name, error))
        }
    }
}

/// A file and line a warning names.
private struct WarnedLine: Hashable {
    let file: String
    let line: Int
}
