import TypeFitVocabulary

/// One API of SwiftUI's or UIKit's font API that TypeFit reads: a row of ``FontAPICatalog``.
///
/// A row says how the API is written (the type, the member, the parameters and the type of each,
/// which gives an implicit member such as `.body` or `.semibold` its meaning), what it is (an
/// initializer, a static function, a modifier, an enum case…), what it makes, and how that
/// follows Dynamic Type: relative to which text style it scales, or that it is fixed; how the
/// size is rounded; whether a maximum can cap it; what the bold trait gives the fonts it makes.
/// Each row carries the ``Confidence`` of that behaviour and the Apple page it comes from.
public struct AppleFontAPI: Sendable, Hashable, CustomStringConvertible {
    /// What kind of declaration the API is.
    public enum Kind: String, Sendable, Hashable {
        /// `UIFont(name:size:)`, `UIFontMetrics(forTextStyle:)`.
        case initializer
        /// `Font.custom(_:size:)`, `UIFont.preferredFont(forTextStyle:)`.
        case staticFunction
        /// `Font.body`, `UIFontMetrics.default`.
        case staticValue
        /// An instance method that makes a new value from its receiver:
        /// `UIFontMetrics.scaledFont(for:)`, `scaledValue(for:)`.
        case method
        /// A method that returns its receiver changed: `Font.bold()`, `UIFont.withSize(_:)`.
        case modifier
        /// A case of a system value type: `Font.Weight.semibold`, `UIContentSizeCategory.large`.
        case enumCase
        /// A property wrapper: `@ScaledMetric`.
        case propertyWrapper
    }

    /// Where the text style a scaling size follows comes from.
    public enum StyleSource: Sendable, Hashable {
        /// Always this style (`Font.custom(_:size:)` → body; `Font.headline` → headline).
        case style(TextStyle)
        /// The argument with this label (`relativeTo`, `forTextStyle`; `_` for unlabeled).
        case argument(String)
        /// The receiver's style (`UIFontMetrics(forTextStyle:)`'s, for `scaledFont(for:)`).
        case receiver
    }

    /// How a size made through the API follows Dynamic Type.
    public enum Scaling: Sendable, Hashable {
        /// Scales with the Dynamic Type size, relative to a text style.
        case relative(StyleSource)
        /// The same size at every Dynamic Type size.
        case fixed
        /// As the font it is applied to: a modifier keeps its receiver's scaling.
        case asReceiver
        /// Not a size: a value the font APIs take (a weight, a text style, a size category).
        case notApplicable
    }

    /// The weight the bold trait (SwiftUI `.bold()`, UIKit `.traitBold`) gives the system font an
    /// API makes when the font has no weight of its own.
    public enum BoldTrait: Sendable, Hashable {
        /// The text style's emphasized weight from the platform's type table (on iOS: the large
        /// title and title 1–2 → bold, title 3, body and the smaller styles → semibold).
        case emphasizedWeightOfStyle
        /// This weight, whatever the size (the system font at a fixed size: semibold).
        case weight(FontWeight)
        /// The family's bold face: the font is the app's own.
        case familyBold
    }

    /// What an argument of the API is, to the reader that evaluates it.
    public enum Role: Int, Sendable, Hashable, CaseIterable, Comparable {
        /// The font's name (PostScript or family): `Font.custom(_:…)`, `UIFont(name:size:)`.
        case fontName
        /// The size in points at the Large size, or a fixed size.
        case pointSize
        /// The text style the size follows, or whose font is made.
        case textStyle
        /// A weight (`Font.Weight`, `UIFont.Weight`).
        case weight
        /// A design (`Font.Design`, `UIFontDescriptor.SystemDesign`).
        case design
        /// Traits that can pin the font to one size category (`compatibleWith:`).
        case traitCollection
        /// The font to scale (`scaledFont(for:)`).
        case font
        /// A font descriptor (`UIFont(descriptor:size:)`).
        case descriptor
        /// The number to scale (`scaledValue(for:)`).
        case value
        /// A maximum point size that caps the scaled size.
        case maximumPointSize
        /// Whether a modifier applies (`bold(_ isActive:)`).
        case isActive
        /// A modifier's own argument that TypeFit reads (`leading(_:)`'s leading).
        case setting
        /// A size category (`UITraitCollection(preferredContentSizeCategory:)`).
        case sizeCategory
        /// Symbolic traits (`withSymbolicTraits(_:)`) or attributes (`addingAttributes(_:)`).
        case traits

        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One parameter: its label, the type an implicit member written for it belongs to, its role,
    /// and whether it has a default (a call may leave it out).
    public struct Parameter: Sendable, Hashable {
        /// The argument label; `_` for an unlabeled argument.
        public var label: String
        /// The parameter's type as Apple writes it (`Font.TextStyle`, `CGFloat`, `UIFont`).
        public var type: String
        /// What the argument is to the reader.
        public var role: Role
        /// Whether the parameter has a default value.
        public var hasDefault: Bool

        /// The label as a call writes it: nil for an unlabeled argument.
        public var callLabel: String? { label == "_" ? nil : label }
    }

    /// A change a call or modifier makes to the font, beyond its size.
    public enum Effect: Sendable, Hashable {
        /// The bold trait: the weight ``BoldTrait`` gives (`.bold()`, `.traitBold`).
        case boldTrait
        /// This weight (`boldSystemFont(ofSize:)` is measured as semibold).
        case weight(FontWeight)
        /// The italic face (`.italic()`, `italicSystemFont(ofSize:)`).
        case italic
        /// An OpenType feature (`.monospacedDigit()` → `tnum`).
        case feature(String)
        /// A design (`.monospaced()`, `monospacedSystemFont(ofSize:weight:)` → `monospaced`).
        case design(String)
        /// A change TypeFit does not model (`.smallCaps()`, `.width(_:)`): the font is then not
        /// an entry of the type scale.
        case unmodelled
    }

    /// The value a case of a system value type stands for.
    public enum Value: Sendable, Hashable {
        /// `Font.TextStyle.body`, `UIFont.TextStyle.title1`.
        case textStyle(TextStyle)
        /// `Font.Weight.semibold`, `UIFont.Weight.bold`.
        case weight(FontWeight)
        /// `Font.Design.rounded`; nil for the default design.
        case design(String?)
        /// `UIContentSizeCategory.extraLarge`, `DynamicTypeSize.xLarge`.
        case sizeCategory(DynamicTypeSize)
        /// `Font.Leading.tight`.
        case leading(String)
        /// A symbolic trait: what it changes (`traitBold` → the bold trait).
        case trait(Effect)
    }

    /// The type the API belongs to (`Font`, `UIFont`, `UIFontMetrics`, `Font.Weight`).
    public var type: String
    /// The member (`custom`, `preferredFont`, `body`, `bold`); `init` for an initializer.
    public var member: String
    /// The parameters, in order.
    public var parameters: [Parameter]
    /// What kind of declaration it is.
    public var kind: Kind
    /// The type of what it makes (`Font`, `UIFont`, `CGFloat`).
    public var result: String
    /// How the size it makes follows Dynamic Type.
    public var scaling: Scaling
    /// The rounding applied to the scaled size.
    public var rounding: ScalingRounding
    /// What the bold trait gives the fonts it makes; nil for what is not a font.
    public var boldTrait: BoldTrait?
    /// What it changes in the font besides the size.
    public var effects: [Effect]
    /// The form of font the type scale models it as; nil for modifiers and values.
    public var form: FontForm?
    /// What a case of a system value type stands for; nil for the rest.
    public var value: Value? = nil
    /// How sure TypeFit is of the behaviour.
    public var confidence: Confidence
    /// Where the behaviour comes from: Apple's documentation page, or the measurement.
    public var source: String

    /// The parameter with `role`, if the API has one.
    public func parameter(_ role: Role) -> Parameter? { parameters.first { $0.role == role } }

    /// Whether a maximum can cap the scaled size (`scaledFont(for:maximumPointSize:)`).
    public var canBeCapped: Bool { parameter(.maximumPointSize) != nil }

    /// How sure TypeFit is of the rounding: Apple documents none, so a scaled size's rounding is
    /// inferred (``ScalingRounding``); a fixed size is used as written.
    public var roundingConfidence: Confidence { scales ? .inferred : confidence }

    /// Whether the size follows Dynamic Type.
    public var scales: Bool {
        if case .relative = scaling { return true }
        return false
    }

    /// Whether `labels` (nil for an unlabeled argument), in order, can be passed: each parameter
    /// takes the next argument with its label or has a default.
    public func accepts(labels: [String?]) -> Bool {
        var next = 0
        for parameter in parameters {
            if next < labels.count, labels[next] == parameter.callLabel {
                next += 1
            } else if !parameter.hasDefault {
                return false
            }
        }
        return next == labels.count
    }

    /// The API as Apple's documentation names it: `Font.custom(_:size:relativeTo:)`,
    /// `UIFont(name:size:)`, `Font.body`, `Font.bold()`, `@ScaledMetric`.
    public var description: String { written(dropDefaults: false) }

    /// The API named with only the parameters a call must write: `Font.system(size:)`.
    public var requiredSignature: String { written(dropDefaults: true) }

    /// The member and its labels without the type (`scaledFont(for:)`), to follow a receiver.
    public var memberSignature: String {
        "\(member)(\(parameters.map { "\($0.label):" }.joined()))"
    }

    /// The API named with a value given for some labels: `Font.custom(_:size:relativeTo: .body)`.
    public func signature(giving values: [String: String]) -> String {
        let labels = parameters.map { parameter in
            "\(parameter.label):" + (values[parameter.label].map { " \($0)" } ?? "")
        }
        return prefix + "(\(labels.joined()))"
    }

    /// A call of the API with `arguments` written in order for its first parameters:
    /// `Font.custom(name, size: 17, relativeTo: .body)`, `@ScaledMetric(relativeTo: .body)`;
    /// `includingType: false` leaves the type out (`scaledValue(for: 17)`, after a receiver).
    public func call(_ arguments: [String], includingType: Bool = true) -> String {
        let written = zip(parameters, arguments).map { parameter, argument in
            parameter.callLabel.map { "\($0): \(argument)" } ?? argument
        }
        return (includingType ? prefix : member) + "(\(written.joined(separator: ", ")))"
    }

    /// A call of the API with a value for some labels (`_` for the unlabeled one; a nil value
    /// leaves its argument out), written in the order of its parameters:
    /// `Font.system(size: 17, design: .rounded)`.
    public func call(giving values: [String: String?], includingType: Bool = true) -> String {
        let written = parameters.compactMap { parameter in
            values[parameter.label].flatMap { $0 }.map { value in
                parameter.callLabel.map { "\($0): \(value)" } ?? value
            }
        }
        return (includingType ? prefix : member) + "(\(written.joined(separator: ", ")))"
    }

    /// The API named with the labels a call writes (`_` for unlabeled), right or not:
    /// `Font.custom(_:relativeTo:)` for a call that leaves `size:` out.
    public func signature(writtenWith labels: [String]) -> String {
        prefix + "(\(labels.map { "\($0):" }.joined()))"
    }

    private var prefix: String {
        switch kind {
        case .initializer: type
        case .propertyWrapper: "@\(type)"
        default: "\(type).\(member)"
        }
    }

    private func written(dropDefaults: Bool) -> String {
        switch kind {
        case .staticValue, .enumCase, .propertyWrapper: return prefix
        default:
            let labels = parameters.filter { !dropDefaults || !$0.hasDefault }.map { "\($0.label):" }
            return prefix + "(\(labels.joined()))"
        }
    }
}
