internal import SwiftSyntax

/// Turns what the collector found in every file into the reading: evaluates each static
/// property and each enum case's font property, evaluates the fonts used in views, drops fixed
/// UIKit fonts that only serve as the base of a `UIFontMetrics` scaled font, and names the
/// entries (qualified by type only where names clash).
struct SwiftScaleResolution {
    let files: [SwiftSourceFile]
    let declarations: SwiftFileDeclarations

    private struct Candidate {
        var name: String
        var typeName: String
        var propertyName: String
        var isEnumCase: Bool
        var location: SwiftSourceLocation
        var font: SwiftFontValue
    }

    func resolve() -> SwiftScaleReading {
        let evaluator = SwiftExpressionEvaluator(files: files, values: declarations.values)
        var candidates: [Candidate] = []
        var warnings: [SwiftSourceWarning] = []
        var warned = Set<SwiftSourceWarning>()
        func warn(_ warning: SwiftSourceWarning) {
            if warned.insert(warning).inserted { warnings.append(warning) }
        }
        for (index, value) in declarations.values.enumerated() {
            let file = files[value.fileIndex]
            let typeName = value.typePath.joined(separator: ".")
            if value.isStatic {
                guard value.switchCases == nil || value.isDeclaredFont else { continue }
                do throws(SwiftEvaluationFailure) {
                    if case .font(let font) = try evaluator.value(of: index, enumCase: nil) {
                        candidates.append(
                            Candidate(
                                name: value.name, typeName: typeName, propertyName: value.name, isEnumCase: false,
                                location: file.location(of: value.nameToken), font: font))
                    } else if value.isDeclaredFont {
                        warn(
                            SwiftSourceWarning(
                                location: file.location(of: value.nameToken),
                                message: "'\(value.name)' is declared as a font but is not one TypeFit can read"))
                    }
                } catch {
                    if looksLikeFont(value) { warn(error.warning) }
                }
                continue
            }
            guard value.inEnum else { continue }
            let cases = declarations.enumCases[typeName] ?? []
            if cases.isEmpty {
                if looksLikeFont(value) {
                    warn(
                        SwiftSourceWarning(
                            location: file.location(of: value.nameToken),
                            message:
                                "'\(value.name)' is an instance property of \(typeName), whose cases are not in the sources read"
                        ))
                }
                continue
            }
            for enumCase in cases {
                do throws(SwiftEvaluationFailure) {
                    guard case .font(let font) = try evaluator.value(of: index, enumCase: enumCase) else { continue }
                    let branch = value.switchCases?.first { $0.caseNames.contains(enumCase) }
                    let location = branch.map { file.location(of: $0.label) } ?? file.location(of: value.nameToken)
                    candidates.append(
                        Candidate(
                            name: enumCase, typeName: typeName, propertyName: value.name, isEnumCase: true,
                            location: location, font: font))
                } catch {
                    if looksLikeFont(value) { warn(error.warning) }
                }
            }
        }
        // Fonts used in views and functions (and the definitions' own calls, met again here).
        var fonts: [SwiftFontValue] = candidates.map(\.font)
        for site in declarations.sites {
            let context = SwiftExpressionEvaluator.Context(fileIndex: site.fileIndex, typePath: site.typePath)
            if case .font(let font)? = try? evaluator.evaluate(site.expression, context) { fonts.append(font) }
        }
        var seenForms = Set<SwiftSourceLocation>()
        fonts = fonts.filter { seenForms.insert($0.formLocation).inserted }
        let scaledForms = evaluator.scaledForms
        candidates.removeAll {
            ($0.font.api == .uiFontNamed || $0.font.api == .uiFontSystemSize)
                && scaledForms.contains($0.font.formLocation)
        }
        for candidate in candidates {
            for problem in candidate.font.unresolved {
                warn(
                    SwiftSourceWarning(
                        location: problem.location,
                        message: "'\(candidate.name)' left out of the scale: \(problem.message)"))
            }
        }
        var reading = SwiftScaleReading()
        reading.definitions = name(candidates, warn: warn)
        reading.fonts = fonts
        reading.scaledForms = scaledForms
        reading.warnings = warnings
        return reading
    }

    /// Whether a value that failed to evaluate was meant to be a font (declared as one, or
    /// written with a font API), so its failure is worth a warning.
    private func looksLikeFont(_ value: SwiftNamedValue) -> Bool {
        if value.isDeclaredFont { return true }
        if let expression = value.expression {
            if SwiftFontForms.isFontChain(expression) { return true }
            let written = expression.trimmedDescription
            if ["Font.", "UIFont", "SwiftUI.Font.", "UIFontMetrics"].contains(where: written.hasPrefix) { return true }
        }
        return value.switchCases?.contains { $0.expression.map(SwiftFontForms.isFontChain) ?? false } ?? false
    }

    /// Names each definition by its property or case; where two share a name, by type
    /// (`Font.title`), then by type, case and property (`Heading.h1.uiFont`). A name still
    /// shared (the same property twice, as in `#if` branches) keeps the first, with a warning.
    private func name(_ candidates: [Candidate], warn: (SwiftSourceWarning) -> Void) -> [SwiftFontDefinition] {
        var levels = Array(repeating: 0, count: candidates.count)
        func entryName(_ index: Int) -> String {
            let candidate = candidates[index]
            let qualified = candidate.typeName.isEmpty ? candidate.name : candidate.typeName + "." + candidate.name
            switch levels[index] {
            case 0: return candidate.name
            case 1: return qualified
            default: return candidate.isEnumCase ? qualified + "." + candidate.propertyName : qualified
            }
        }
        for _ in 0..<2 {
            let names = candidates.indices.map(entryName)
            var counts: [String: Int] = [:]
            for name in names { counts[name, default: 0] += 1 }
            for index in candidates.indices where counts[names[index], default: 0] > 1 { levels[index] += 1 }
        }
        var definitions: [SwiftFontDefinition] = []
        var used: [String: SwiftSourceLocation] = [:]
        for index in candidates.indices {
            let candidate = candidates[index]
            let name = entryName(index)
            if let first = used[name] {
                warn(
                    SwiftSourceWarning(
                        location: candidate.location,
                        message: "'\(name)' is defined again (first at \(first)); the first definition is used"))
                continue
            }
            used[name] = candidate.location
            definitions.append(
                SwiftFontDefinition(
                    entryName: name, name: candidate.name, typeName: candidate.typeName,
                    propertyName: candidate.propertyName, location: candidate.location, font: candidate.font))
        }
        return definitions
    }
}
