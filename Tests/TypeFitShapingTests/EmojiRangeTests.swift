import Testing

@testable import TypeFitShaping

/// The ranges where emoji presentation is decided without a property lookup agree with the
/// Unicode data of the running Swift: a new Unicode version that adds an emoji there fails
/// here.
@Suite("Emoji presentation: the ranges decided without a property lookup")
struct EmojiRangeTests {
    @Test("below U+2000 and from U+3300 to U+1EFFF, the short way agrees with Unicode's properties")
    func shortWayAgrees() {
        var differing: [UInt32] = []
        let basic = TextMeasurer.basicEmojiRange
        for value in Array(UInt32(0)..<basic.lowerBound)
            + Array(basic.upperBound..<TextMeasurer.supplementaryEmojiStart)
        {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), String(scalar) + "\u{FE0F}", String(scalar) + "\u{20E3}"] {
                let scalars = Substring(text).unicodeScalars
                let byProperties =
                    scalar.properties.isEmojiPresentation
                    || (scalar.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 })
                if TextMeasurer.isEmojiPresentation(scalars) != byProperties { differing.append(value) }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { String($0, radix: 16) })")
        #expect(TextMeasurer.isEmojiPresentation(Substring("1\u{FE0F}\u{20E3}").unicodeScalars))
        #expect(!TextMeasurer.isEmojiPresentation(Substring("漢").unicodeScalars))
    }

    @Test("a text whose units cannot make an emoji has no emoji cluster")
    func unitsThatCannotMakeEmoji() {
        // Every BMP character outside the units that can make an emoji, alone and followed by
        // the marks that make emoji of # * 0–9 © ® (which themselves hold such a unit).
        var differing: [UInt32] = []
        for value in UInt32(0)..<0x1_0000 where !TextMeasurer.canMakeEmoji(UInt16(value)) {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if TextMeasurer.isEmojiPresentation(Substring(String(scalar)).unicodeScalars) { differing.append(value) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10).map { String($0, radix: 16) })")
        for emoji in ["😀", "1\u{FE0F}\u{20E3}", "#\u{20E3}", "©\u{FE0F}", "⌚"] {
            #expect(emoji.utf16.contains(where: TextMeasurer.canMakeEmoji), "\(emoji)")
        }
        #expect(!"漢字 مرحبا".utf16.contains(where: TextMeasurer.canMakeEmoji))
    }
}
