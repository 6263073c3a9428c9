/// A value for one format argument: a string (for `%@`, `%s`, `%c`) or a number (for the
/// integer and floating-point specifiers, and for `%@` shown as a number). Constraints files give
/// them as JSON strings and numbers (`"arguments": ["Alexandra", 3]`).
public enum FormatArgument: Sendable, Hashable, Codable, CustomStringConvertible {
    case string(String)
    case number(Double)

    /// `"Alexandra"` or `3`.
    public var description: String {
        switch self {
        case .string(let text): "\"\(text)\""
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let text): try container.encode(text)
        case .number(let value): try container.encode(value)
        }
    }
}
