import Foundation
internal import SwiftSyntax
import TypeFitConcurrency
import TypeFitDynamicType
import TypeFitShaping

/// What `typefit lint` reads from the syntax trees themselves, beside the evaluator's reading:
/// `Font.custom(_:relativeTo:)` calls without `size:`, and fixed font forms that the code passes
/// to `UIFontMetrics.scaledFont(for:)` through a local (whatever their arguments).
package struct LintSyntaxFacts: Sendable {
    /// One `Font.custom(name, relativeTo: style)` call without a size.
    package struct CustomFontCall: Sendable, Equatable {
        /// Where the call is written.
        package var location: SwiftSourceLocation
        /// The name argument as written (`"Inter"`, `Brand.text`).
        package var name: String
        /// The text style's name (`body`, `title2`) when written as a member; else as written.
        package var style: String
    }

    /// `Font.custom(_:relativeTo:)` calls without `size:`, in file and line order.
    package var customFontsWithoutSize: [CustomFontCall] = []
    /// Form locations of fixed font forms (`UIFont(name:size:)`, `UIFont.systemFont(ofSize:)`)
    /// bound to a local that the same body passes to `scaledFont(for:)`, directly or through
    /// other locals made from it (`let descriptor = base.fontDescriptor…`).
    package var scaledBases: Set<SwiftSourceLocation> = []

    /// Reads the facts from every file, on every core.
    static func collect(_ files: [SwiftSourceFile]) -> LintSyntaxFacts {
        let perFile = OrderedFanOut(count: files.count, perRun: 1).map { index in
            let scanner = LintSyntaxScanner(file: files[index])
            scanner.walk(files[index].tree)
            return LintSyntaxFacts(customFontsWithoutSize: scanner.customFonts, scaledBases: scanner.scaledBases)
        }
        var facts = LintSyntaxFacts()
        for file in perFile {
            facts.customFontsWithoutSize += file.customFontsWithoutSize
            facts.scaledBases.formUnion(file.scaledBases)
        }
        return facts
    }
}

/// Walks one file for `LintSyntaxFacts`.
private final class LintSyntaxScanner: SyntaxVisitor {
    let file: SwiftSourceFile
    var customFonts: [LintSyntaxFacts.CustomFontCall] = []
    var scaledBases: Set<SwiftSourceLocation> = []
    /// What each body passes to `scaledFont(for:)`, read once per body.
    private let metricsArguments = ScaledFontArgumentIndex()
    private let localBases = LintScaledBases()

    init(file: SwiftSourceFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    /// The names of fixed font forms (`UIFont(name:size:)`, `.custom(_:fixedSize:)`,
    /// `.system(size:)`, `UIFont.systemFont(ofSize:)` and its kin), to skip other calls cheaply.
    static let fixedFormNames: Set<String> = Set(
        FontAPICatalog.rows.filter { $0.form != nil && $0.scaling == .fixed && $0.makesFont }.map {
            $0.kind == .initializer ? $0.type : $0.member
        })

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let call = customFontWithoutSize(node) { customFonts.append(call) }
        let calledName =
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let calledName, Self.fixedFormNames.contains(calledName) else { return .visitChildren }
        if let form = SwiftFontFlow.fixedForm(ExprSyntax(node), file: file),
            SwiftFontFlow.isPassedToMetrics(ExprSyntax(node), arguments: metricsArguments)
                || localBases.feedsMetrics(node)
        {
            scaledBases.insert(form.formLocation)
        }
        return .visitChildren
    }

    /// `.custom(name, relativeTo: style)` (on `Font`, `SwiftUI.Font` or implicit) with no
    /// `size:` or `fixedSize:`.
    private func customFontWithoutSize(_ node: FunctionCallExprSyntax) -> LintSyntaxFacts.CustomFontCall? {
        let row = FontAPICatalog.fontCustomRelativeTo
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == row.member
        else { return nil }
        if let base = member.base, ![row.type, "SwiftUI.\(row.type)"].contains(base.trimmedDescription) { return nil }
        let labels = node.arguments.map { $0.label?.text }
        guard labels.count == 2, labels[0] == nil, labels[1] == row.parameter(.textStyle)?.callLabel,
            let name = node.arguments.first?.expression, let style = node.arguments.last?.expression
        else { return nil }
        let styleName = style.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? style.trimmedDescription
        return LintSyntaxFacts.CustomFontCall(
            location: file.location(of: node), name: name.trimmedDescription, style: styleName)
    }
}
