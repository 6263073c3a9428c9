import TypeFitCheck

/// A result as the file formats write it: its identity (`key`, `locale`, `variant`, `entry`,
/// `place`) and its other fields side by side in one JSON object. Check JSON schemas 1 and 2
/// and baseline format 1 read (and format 1 writes) a result so; each gives its own `Fields`.
struct IdentifiedResult<Fields> {
    var id: CheckResult.ID
    var fields: Fields
}

extension IdentifiedResult: Decodable where Fields: Decodable {
    init(from decoder: any Decoder) throws {
        id = try CheckResult.ID(from: decoder)
        fields = try Fields(from: decoder)
    }
}

extension IdentifiedResult: Encodable where Fields: Encodable {
    func encode(to encoder: any Encoder) throws {
        try id.encode(to: encoder)
        try fields.encode(to: encoder)
    }
}
