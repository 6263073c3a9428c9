extension DynamicTypeError {
    /// Decodes a single string and reads it with `parse`; a string `parse` rejects is a
    /// `DecodingError.dataCorrupted` whose description is this error's.
    static func decode<Value>(from decoder: any Decoder, with parse: (String) throws(DynamicTypeError) -> Value) throws
        -> Value
    {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            return try parse(text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }
}
