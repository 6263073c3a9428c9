import TypeFitDynamicType
import TypeFitScale
import TypeFitVocabulary

/// What a Swift expression evaluates to when TypeFit works it out statically.
indirect enum SwiftValue: Sendable {
    /// A string; `literal` is where it is written when it is a literal at that expression.
    case string(String, literal: SwiftSourceLocation?)
    /// A number (an integer or floating-point literal, or arithmetic on them), points where it is
    /// a size.
    case number(Double)
    case bool(Bool)
    /// An implicit member (`.body`, `.semibold`, `.tight`) whose meaning depends on where it is
    /// used: a text style, a weight, a leading, a font, an enum case of the app's.
    case member(String)
    case textStyle(TextStyle)
    case weight(Int)
    case font(SwiftFontValue)
    /// `UIFontMetrics(forTextStyle:)` or `UIFontMetrics.default` (body).
    case metrics(TextStyle)
    /// `UIFontDescriptor.preferredFontDescriptor(withTextStyle:)`, with the traits applied to it.
    case descriptor(SwiftFontValue)
    /// A case of one of the app's enums, with its associated values.
    case enumCase(SwiftEnumCaseValue)
    /// An instance of one of the app's structs or classes: its stored properties.
    case instance(SwiftInstanceValue)
    /// A Dynamic Type size (`\.dynamicTypeSize`, `preferredContentSizeCategory`).
    case dynamicTypeSize(DynamicTypeSize)
    /// `UITraitCollection.legibilityWeight`: bold when iOS's Bold Text setting is on.
    case legibilityWeight(bold: Bool)
    /// A type named as a value (`Self`, `Theme.Fonts`), whose static members follow.
    case type([String])
    /// A dictionary literal (`[.traits: [.weight: weight]]`), its pairs in order.
    case dictionary([SwiftKeyValue])
    /// An array literal.
    case array([SwiftValue])
    /// A value that could not be worked out, kept where it is stored (a field of an instance)
    /// so that only reading it fails: an instance's other fields are still read.
    case unknown(SwiftSourceWarning)
    /// `nil`.
    case null
    /// What a statement or a function without a result gives.
    case void
}

extension SwiftValue {
    /// Whether the value is `nil`.
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// A case of one of the app's enums.
struct SwiftEnumCaseValue: Sendable {
    /// The enum's type path (`["Theme", "Size"]`).
    var typePath: [String]
    /// The case's name.
    var name: String
    /// Associated values, by label (nil for unlabeled), in order.
    var associated: [SwiftLabeledValue] = []
}

/// An instance of one of the app's structs or classes.
struct SwiftInstanceValue: Sendable {
    /// The type's path.
    var typePath: [String]
    /// Stored properties by name.
    var fields: [String: SwiftValue]
}

/// One pair of a dictionary literal.
struct SwiftKeyValue: Sendable {
    var key: SwiftValue
    var value: SwiftValue
}

/// A value with the argument label it was given under.
struct SwiftLabeledValue: Sendable {
    var label: String?
    var value: SwiftValue
}

/// Why a value could not be worked out, and where.
struct SwiftEvaluationFailure: Error, Sendable {
    var warning: SwiftSourceWarning
}
