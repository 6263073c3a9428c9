import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// What a Swift expression evaluates to when TypeFit works it out statically.
enum SwiftValue: Sendable {
    /// A string; `literal` is where it is written when it is a literal at that expression.
    case string(String, literal: SwiftSourceLocation?)
    /// A number (an integer or floating-point literal, or arithmetic on them).
    case number(Double)
    case bool(Bool)
    /// An implicit member (`.body`, `.semibold`, `.tight`) whose meaning depends on where it is
    /// used: a text style, a weight, a leading, a font.
    case member(String)
    case textStyle(TextStyle)
    case weight(Int)
    case font(SwiftFontValue)
    /// `UIFontMetrics(forTextStyle:)` or `UIFontMetrics.default` (body).
    case metrics(TextStyle)
}

/// Why a value could not be worked out, and where.
struct SwiftEvaluationFailure: Error, Sendable {
    var warning: SwiftSourceWarning
}
