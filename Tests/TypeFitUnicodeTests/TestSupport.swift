import TypeFitUnicode

/// Offsets of the opportunities, for compact expectations.
func offsets(_ opportunities: [LineBreakOpportunity]) -> [Int] {
    opportunities.map(\.offset)
}

/// Offsets of the mandatory opportunities only.
func mandatoryOffsets(_ opportunities: [LineBreakOpportunity]) -> [Int] {
    opportunities.filter(\.isMandatory).map(\.offset)
}

/// UTF-16 offsets of the boundaries between Swift `Character`s (extended grapheme clusters),
/// end of text included, as an oracle independent of ICU.
func swiftGraphemeBoundaries(_ text: String) -> [Int] {
    var result: [Int] = []
    var offset = 0
    for character in text {
        offset += character.utf16.count
        result.append(offset)
    }
    return result
}
