internal import SwiftParser
internal import SwiftSyntax
import TypeFitShaping
import TypeFitVocabulary

extension SwiftGenFontFamilies {
    /// The synthesized file and the note that says so, when the sources read use `FontFamily`
    /// without declaring it (the generated file is not in the tree) and fonts are given; nil
    /// otherwise. `declaresFontFamily` is whether any file read declares the name; `files` are
    /// the files the evaluation reads, searched for the first use, where the note points.
    static func synthesized(
        for files: [SwiftSourceFile], declaresFontFamily: Bool, fonts: FontLibrary?
    ) -> (file: SwiftSourceFile, families: SwiftGenFontFamilies, note: SwiftSourceWarning)? {
        guard let fonts, !declaresFontFamily, let use = firstUse(in: files) else { return nil }
        let families = SwiftGenFontFamilies(faces: fonts.faces.map(\.descriptor))
        let text = families.sourceText
        let tree = Parser.parse(source: text)
        let file = SwiftSourceFile(
            path: path, tree: tree, converter: SourceLocationConverter(fileName: path, tree: tree))
        let listed = families.families.map { "\(enumName).\($0.typeName)" }
        let note = SwiftSourceWarning(
            location: use,
            message:
                "\(enumName) is not in the sources read; synthesized from the fonts given, as SwiftGen generates it (\(NameSuggestions.list(listed)))"
        )
        return (file, families, note)
    }

    /// Where `FontFamily` is first written in `files`, in file order.
    private static func firstUse(in files: [SwiftSourceFile]) -> SwiftSourceLocation? {
        for file in files {
            for token in file.tree.tokens(viewMode: .sourceAccurate)
            where token.tokenKind == .identifier(enumName) {
                return file.location(of: token)
            }
        }
        return nil
    }

    /// `warning` with what the synthesized families hold, when it is about a `FontFamily` member
    /// they lack (`'FontFamily.Inter.black' is not declared…`): the faces of that family, or the
    /// families, with the closest name.
    func explained(_ warning: SwiftSourceWarning) -> SwiftSourceWarning {
        let prefix = "'\(Self.enumName)."
        guard let start = warning.message.range(of: prefix),
            let end = warning.message[start.upperBound...].firstIndex(of: "'")
        else { return warning }
        let parts = warning.message[start.upperBound..<end].split(separator: ".").map(String.init)
        guard let typeName = parts.first else { return warning }
        var explained = warning
        if let family = families.first(where: { $0.typeName == typeName }) {
            guard parts.count > 1, face(family: typeName, member: parts[1]) == nil else { return warning }
            let members = family.faces.map(\.member)
            explained.message +=
                "; no font given has a face SwiftGen names \(Self.enumName).\(typeName).\(parts[1]) (\(family.name): \(NameSuggestions.list(members)))"
                + NameSuggestions.didYouMean(parts[1], among: members)
        } else {
            let names = families.map(\.typeName)
            explained.message +=
                "; no font given has a family SwiftGen names \(Self.enumName).\(typeName) (the fonts give: \(NameSuggestions.list(names)))"
                + NameSuggestions.didYouMean(typeName, among: names)
        }
        return explained
    }
}

extension SwiftFontValue {
    /// A font made in the synthesized `FontFamily` file (by `font(size:)` or a `swiftUIFont`
    /// form) is made, for every rule and message, where the app's code calls it: `location`.
    /// The PostScript name written there is written nowhere in the app, so it has no literal.
    mutating func relocateSynthesizedForm(to location: SwiftSourceLocation) {
        guard formLocation.file == SwiftGenFontFamilies.path else { return }
        formLocation = location
        if nameLiteralLocation?.file == SwiftGenFontFamilies.path { nameLiteralLocation = nil }
    }
}

extension SwiftGenFontFamilies {
    /// The places the app's code makes a font through the synthesized enum
    /// (`FontFamily.Inter.bold.font(size: 15)`, `.swiftUIFont(…)`, `UIFont(font: FontFamily.…,
    /// size:)`) outside a chain that starts with a font API (which is a site already), so each is
    /// read where it is written, as a font API's call is. `files` are the files read; the
    /// synthesized one is skipped.
    static func useSites(in files: [SwiftSourceFile]) -> [SwiftFontSite] {
        var sites: [SwiftFontSite] = []
        for (index, file) in files.enumerated() where file.path != path {
            let finder = SwiftGenUseFinder(viewMode: .sourceAccurate)
            finder.walk(file.tree)
            sites += finder.found.map { SwiftFontSite(expression: $0, typePath: [], fileIndex: index) }
        }
        return sites
    }
}

/// Finds the calls that make a font through `FontFamily` (see ``SwiftGenFontFamilies/useSites(in:)``).
private final class SwiftGenUseFinder: SyntaxVisitor {
    var found: [ExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let expression = ExprSyntax(node)
        if SwiftFontForms.isFontChain(expression) { return .skipChildren }
        let prefix = SwiftGenFontFamilies.enumName + "."
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            ["font", "swiftUIFont"].contains(member.declName.baseName.identifierText),
            member.base?.trimmedDescription.hasPrefix(prefix) == true
        {
            found.append(expression)
            return .skipChildren
        }
        if node.calledExpression.trimmedDescription == "UIFont", node.arguments.first?.label?.text == "font",
            node.arguments.first?.expression.trimmedDescription.hasPrefix(prefix) == true
        {
            found.append(expression)
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        SwiftFontForms.isFontChain(ExprSyntax(node)) ? .skipChildren : .visitChildren
    }
}
