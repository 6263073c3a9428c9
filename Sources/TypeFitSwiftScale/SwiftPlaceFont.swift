internal import SwiftParser
internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitVocabulary

/// The type scale entry a font expression of a view's code stands for: an entry of the app's own
/// scale when the expression names one (`Typography.rowTitle`, `.rowTitle`, `.brand()`), else a
/// ``SystemTextEntry`` for Apple's system font (`.headline`, `.system(size: 14, weight: .bold)`,
/// `UIFont.preferredFont(forTextStyle: .title2)`, `.body.bold()`); nil when it is neither.
///
/// The expression is parsed with swift-syntax; what it names is matched against the scale's
/// entry names (the Swift reader names an entry by its member, or `Type.member` where members of
/// two types share a name).
enum SwiftPlaceFont {
    /// Font modifiers that keep the entry (the scale's entry is measured as defined).
    private static let keptModifiers: Set<String> = [
        "leading", "monospacedDigit", "smallCaps", "lowercaseSmallCaps", "uppercaseSmallCaps", "monospaced",
    ]

    /// The entry `expression` stands for, given the names of the app's scale's entries.
    static func entryName(for expression: String, scaleEntries: Set<String>) -> String? {
        let source = Parser.parse(source: "_ = " + expression)
        guard let item = source.statements.first?.item,
            let sequence = item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self),
            let expr = sequence.elements.last
        else { return nil }
        return entryName(for: expr, scaleEntries: scaleEntries, weight: nil)
    }

    private static func entryName(for expr: ExprSyntax, scaleEntries: Set<String>, weight: FontWeight?) -> String? {
        for candidate in names(of: expr) where scaleEntries.contains(candidate) { return candidate }
        if let call = expr.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            let name = member.declName.baseName.text
            let arguments = Array(call.arguments)
            if let base = member.base, !isFontType(base) {
                // A modifier on a font: `.bold()`, `.weight(.semibold)`, `.italic()`.
                switch name {
                case "bold":
                    return entryName(for: base, scaleEntries: scaleEntries, weight: .bold, emphasized: true)
                case "weight":
                    let asked = arguments.first.flatMap { FontWeight(name: memberName($0.expression) ?? "") }
                    return entryName(for: base, scaleEntries: scaleEntries, weight: asked)
                case _ where keptModifiers.contains(name) || name == "italic":
                    return entryName(for: base, scaleEntries: scaleEntries, weight: weight)
                default: return nil
                }
            }
            return systemCall(name, arguments, weight: weight)
        }
        if let style = textStyle(expr) { return SystemTextEntry.name(style: style, weight: weight) }
        return nil
    }

    /// A modifier's base with `.bold()`: a text style's emphasized weight (the catalog's rule,
    /// body → semibold), else bold.
    private static func entryName(
        for base: ExprSyntax, scaleEntries: Set<String>, weight: FontWeight, emphasized: Bool
    ) -> String? {
        if let style = textStyle(base) {
            return SystemTextEntry.name(style: style, weight: emphasizedWeight(of: style))
        }
        return entryName(for: base, scaleEntries: scaleEntries, weight: weight)
    }

    /// `Font.system(size:weight:)`, `.system(_:design:weight:)`, `UIFont.systemFont(ofSize:weight:)`,
    /// `boldSystemFont(ofSize:)`, `preferredFont(forTextStyle:)`.
    private static func systemCall(_ name: String, _ arguments: [LabeledExprSyntax], weight: FontWeight?) -> String? {
        func labelled(_ label: String) -> ExprSyntax? { arguments.first { $0.label?.text == label }?.expression }
        let askedWeight = labelled("weight").flatMap { memberName($0) }.flatMap(FontWeight.init(name:)) ?? weight
        switch name {
        case "system", "systemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
            if let size = (labelled("size") ?? labelled("ofSize")).flatMap(number) {
                return SystemTextEntry.name(fixedPoints: size, weight: askedWeight)
            }
            if let first = arguments.first, first.label == nil, let style = textStyle(first.expression) {
                return SystemTextEntry.name(style: style, weight: askedWeight)
            }
            return nil
        case "boldSystemFont":
            // Measured as semibold (the font API catalog's row).
            return labelled("ofSize").flatMap(number).map { SystemTextEntry.name(fixedPoints: $0, weight: .semibold) }
        case "preferredFont":
            return labelled("forTextStyle").flatMap(textStyle).map { SystemTextEntry.name(style: $0, weight: weight) }
        default: return nil
        }
    }

    /// The names an expression may have in the app's scale: `Typography.rowTitle` gives itself
    /// and `rowTitle`; `.brand()` gives `brand()` and `brand`.
    private static func names(of expr: ExprSyntax) -> [String] {
        let written = expr.trimmedDescription.filter { !$0.isWhitespace }
        var names = [written, written.hasPrefix(".") ? String(written.dropFirst()) : written]
        if let member = expr.as(MemberAccessExprSyntax.self) {
            names.append(member.declName.baseName.text)
        } else if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            names += [member.declName.baseName.text + "()", member.declName.baseName.text]
        }
        return names
    }

    /// A text style written as `.headline`, `Font.headline`, `UIFont.TextStyle.headline`,
    /// `UIFont.TextStyle.title1` (UIKit's `title1` and `caption1` are SwiftUI's `title` and `caption`).
    private static func textStyle(_ expr: ExprSyntax) -> TextStyle? {
        guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, !isFontType(base) { return nil }
        let name = member.declName.baseName.text
        return TextStyle(name: name)
    }

    /// Whether `expr` names a font type or its text style type (`Font`, `UIFont.TextStyle`).
    private static func isFontType(_ expr: ExprSyntax) -> Bool {
        let written = expr.trimmedDescription
        return ["Font", "UIFont", "SwiftUI.Font", "Font.TextStyle", "UIFont.TextStyle", "UIFont.Weight", "Font.Weight"]
            .contains(written)
    }

    private static func memberName(_ expr: ExprSyntax) -> String? {
        expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    private static func number(_ expr: ExprSyntax) -> Double? {
        if let integer = expr.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text) }
        if let float = expr.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text) }
        return nil
    }

    /// The weight `.bold()` gives a text style: the platform table's emphasized weight.
    private static func emphasizedWeight(of style: TextStyle) -> FontWeight {
        PlatformTypeTable.iOS.row(for: style)?.emphasizedWeight ?? .bold
    }
}
