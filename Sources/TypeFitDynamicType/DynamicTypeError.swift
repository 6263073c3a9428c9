import TypeFitVocabulary

/// Everything that can go wrong in the Dynamic Type model: a name that is not recognised, a range
/// whose bounds are in the wrong order, a number that cannot be scaled.
///
/// Every parser in this module either returns `nil` (`init?(name:)`) or throws this error
/// (`parse(_:)`); every scaling entry point validates its numbers and throws instead of producing
/// NaN or crashing. The ``description`` names the bad value and lists what is accepted.
public enum DynamicTypeError: Error, CustomStringConvertible, Equatable, Sendable {
    /// What kind of name failed to parse; used in messages.
    public enum NameKind: String, Sendable, Equatable, CaseIterable {
        case dynamicTypeSize = "Dynamic Type size"
        case textStyle = "text style"
        case fontWeight = "font weight"
        case platform = "platform"
        case scalingModel = "scaling model"
        case scalingRounding = "scaling rounding"
        case trackingSource = "tracking source"
        case trackingFamily = "tracking family"
        case watchCaseSize = "watch case size"
    }

    /// `value` is not a name of `kind`; `accepted` lists the accepted spellings.
    case unknownName(kind: NameKind, value: String, accepted: [String])
    /// A Dynamic Type size range whose lower bound is above its upper bound
    /// (`accessibility1...large`). Bounds are given by their SwiftUI names.
    case lowerBoundExceedsUpperBound(lower: String, upper: String)
    /// A range string that cannot be read (`text`), with the reason.
    case invalidRange(text: String, reason: String)
    /// A number that the model cannot scale: NaN, infinite, negative or zero where a positive
    /// value is required. `parameter` names the argument; `requirement` says what is accepted.
    case invalidValue(parameter: String, value: Double, requirement: String)
    /// The platform's published table has no row for this text style (for example `largeTitle`
    /// on tvOS, `callout` on watchOS).
    case styleUnavailable(style: TextStyle, platform: Platform, available: [TextStyle])
    /// A maximum point size was given for an API that has no cap (documented: only
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:)` takes one; `scaledValue(for:)` and the
    /// SwiftUI `Font` functions do not). `api` names the API.
    case maximumPointSizeUnsupported(api: String)

    public var description: String {
        switch self {
        case .unknownName(let kind, let value, let accepted):
            return NameNormalization.unknownNameMessage(kind: kind.rawValue, value: value, accepted: accepted)
        case .lowerBoundExceedsUpperBound(let lower, let upper):
            return "invalid Dynamic Type size range: lower bound \(lower) exceeds "
                + "upper bound \(upper)"
        case .invalidRange(let text, let reason):
            return "invalid Dynamic Type size range \"\(text)\": \(reason); write it like "
                + "\"xSmall...xxxLarge\", \"...accessibility1\", \"large...\", \"..<AX1\" or \"large\""
        case .invalidValue(let parameter, let value, let requirement):
            return "invalid \(parameter) \(value): \(requirement)"
        case .styleUnavailable(let style, let platform, let available):
            return "text style \(style.rawValue) has no row in the \(platform.displayName) table; "
                + "available: \(available.map(\.rawValue).joined(separator: ", "))"
        case .maximumPointSizeUnsupported(let api):
            return "\(api) has no maximum point size; only \(FontAPICatalog.scaledFontCapped) caps the size"
        }
    }

    /// Throws ``invalidValue(parameter:value:requirement:)`` unless `value` is finite and `> 0`.
    static func requirePositive(_ value: Double, _ parameter: String) throws(DynamicTypeError) {
        guard value.isFinite, value > 0 else {
            throw .invalidValue(
                parameter: parameter, value: value,
                requirement: "must be a finite number greater than 0")
        }
    }

    /// Throws ``invalidValue(parameter:value:requirement:)`` unless `value` is finite.
    static func requireFinite(_ value: Double, _ parameter: String) throws(DynamicTypeError) {
        guard value.isFinite else {
            throw .invalidValue(
                parameter: parameter, value: value,
                requirement: "must be a finite number")
        }
    }
}

extension DynamicTypeError {
    /// `name` read by `read` (a type's `init?(name:)`), or ``unknownName(kind:value:accepted:)``
    /// naming `kind` and listing `accepted`: the one rule behind every `parse(_:)` here.
    static func parse<Value>(
        _ name: String, as kind: NameKind, accepted: @autoclosure () -> [String], by read: (String) -> Value?
    ) throws(DynamicTypeError) -> Value {
        guard let value = read(name) else { throw .unknownName(kind: kind, value: name, accepted: accepted()) }
        return value
    }
}
