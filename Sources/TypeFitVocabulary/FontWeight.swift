/// A font weight on the OpenType `OS/2.usWeightClass` scale (1 … 1000), with Apple's nine named
/// weights.
///
/// The names and their order are Apple's (`Font.Weight`, `UIFont.Weight`: ultraLight is lighter
/// than thin; documented). Their numbers follow the weight classes of Apple's own SF fonts
/// (Ultralight 100, Thin 200, … Black 900; inferred: Apple documents the names, not the numbers).
/// Note that generic OpenType naming differs: there 100 is "Thin" and 200 "ExtraLight".
public struct FontWeight: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The weight class, 1 … 1000 (400 regular, 700 bold).
    public let value: Int

    public static let ultraLight = FontWeight(uncheckedValue: 100)
    public static let thin = FontWeight(uncheckedValue: 200)
    public static let light = FontWeight(uncheckedValue: 300)
    public static let regular = FontWeight(uncheckedValue: 400)
    public static let medium = FontWeight(uncheckedValue: 500)
    public static let semibold = FontWeight(uncheckedValue: 600)
    public static let bold = FontWeight(uncheckedValue: 700)
    public static let heavy = FontWeight(uncheckedValue: 800)
    public static let black = FontWeight(uncheckedValue: 900)

    /// The nine named weights, lightest first, with their Apple names.
    public static let named: [(name: String, weight: FontWeight)] = [
        ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light),
        ("regular", .regular), ("medium", .medium), ("semibold", .semibold),
        ("bold", .bold), ("heavy", .heavy), ("black", .black),
    ]

    /// The valid range of ``value``.
    package static let valueRange: ClosedRange<Int> = 1...1000

    private init(uncheckedValue: Int) {
        value = uncheckedValue
    }

    /// A weight with the given weight class, or nil outside 1 … 1000.
    public init?(value: Int) {
        guard FontWeight.valueRange.contains(value) else { return nil }
        self.value = value
    }

    /// Apple's name (`ultraLight`, `semibold`, …) when the value is one of the nine named
    /// weights, else nil.
    public var name: String? {
        FontWeight.named.first { $0.weight.value == value }?.name
    }

    /// The name when there is one, else the number (`"semibold"`, `"450"`).
    public var description: String { name ?? String(value) }

    /// Reads a weight, case-insensitively (spaces, `_`, `-` ignored): one of the nine names
    /// (`Semibold`, `semiBold`, `SemiBold`, `ultra light`), `normal` (= regular), or a whole number
    /// 1 … 1000 (`"600"`). Returns nil for anything else.
    public init?(name: String) {
        let trimmed = name.trimmingWhitespace()
        if let first = trimmed.first, first.isNumber || first == "-" || first == "+" {
            // A number, read as written: the sign is kept so "-400" is rejected, not folded.
            guard let number = Int(trimmed) else { return nil }
            self.init(value: number)
            return
        }
        let folded = NameNormalization.fold(trimmed)
        if folded == "normal" {
            self = .regular
            return
        }
        guard let match = FontWeight.named.first(where: { $0.name.lowercased() == folded }) else {
            return nil
        }
        self = match.weight
    }

    /// The spellings listed in error messages: the nine names and "a number 1…1000".
    package static var acceptedNames: [String] { named.map(\.name) + ["a number 1…1000"] }

    /// Orders by weight class.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool {
        lhs.value < rhs.value
    }

    /// Encodes as ``description`` (the name, or the number as a string).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    /// Decodes a name or number string (``init(name:)``) or a JSON number 1 … 1000.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self), let weight = FontWeight(value: number) {
            self = weight
            return
        }
        let text = (try? container.decode(String.self)) ?? ""
        guard let weight = FontWeight(name: text) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: NameNormalization.unknownNameMessage(
                    kind: "font weight", value: text, accepted: Self.acceptedNames))
        }
        self = weight
    }
}
