import TypeFitVocabulary

/// A line limit as the container table writes it: a count of lines (≥ 1) or `"unlimited"`.
struct ContainerLineCount: Sendable, Hashable, Decodable {
    let limit: LineLimit

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let count = try? container.decode(Int.self) {
            guard count >= 1 else {
                throw DecodingError.dataCorruptedError(
                    in: container, debugDescription: "a line limit is at least 1 (or \"unlimited\"), not \(count)")
            }
            limit = .lines(count)
        } else if try container.decode(String.self) == "unlimited" {
            limit = .unlimited
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "a line limit is a number of lines or \"unlimited\"")
        }
    }
}
