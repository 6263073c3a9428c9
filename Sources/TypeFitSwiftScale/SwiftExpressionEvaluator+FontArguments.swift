internal import SwiftSyntax
import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// The arguments of the font APIs, read for a font: its name, size, design; and what records a
/// failure on the font rather than failing the whole expression.
extension SwiftExpressionEvaluator {
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

    /// `design:` `.default`, `.rounded`, `.serif` or `.monospaced`, a case of `type` (the
    /// parameter's, from the catalog: `Font.Design`, `UIFontDescriptor.SystemDesign`): the last
    /// three are SF Pro Rounded, New York and SF Mono, measured with stand-ins (marked approximate).
    func readDesign(_ expression: ExprSyntax, as type: String, into font: inout SwiftFontValue, _ context: Context) {
        guard case .member(let name)? = try? evaluate(expression, context),
            case .design(let design)? = FontAPICatalog.value(name, of: type)?.value
        else {
            font.unresolved.append(
                SwiftSourceWarning(
                    location: location(expression, context),
                    message: "'\(short(expression))' is not a font design TypeFit can read"))
            return
        }
        font.design = design
    }

    /// Reads a size argument; notes when it follows Dynamic Type (for `scales-twice`).
    func readSize(_ expression: ExprSyntax, into font: inout SwiftFontValue, _ context: Context) {
        let before = dynamicTypeReads
        font.size = partial(&font) { () throws(Failure) in try positiveSize(expression, context) }
        if dynamicTypeReads != before {
            font.sizeFromDynamicType = true
            if font.api == .customRelative {
                font.scalesTwice =
                    "\(FontForm.customRelative.name) scales a size that already follows Dynamic Type; use \(FontForm.customFixed.name) for a size the code computes"
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
}
