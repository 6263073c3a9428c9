/// Brackets and quotation marks that come in pairs, for script itemization (UAX #24's
/// recommendation for Common characters): a closing mark takes the script of the text its
/// opening mark followed, so in `默认（“default”）` the `”` and `）` belong with the Han text, not
/// with `default`. ICU's script runs, Pango and browsers itemize the same way; a run boundary
/// between `t` and `”` means no kerning between them.
enum PairedPunctuation {
    /// Whether a scalar opens or closes a pair, and which pair (the opening scalar's value).
    enum Role: Equatable {
        case opening(pair: UInt32)
        case closing(pair: UInt32)
    }

    /// Opening → closing scalar values: ASCII and fullwidth brackets, guillemets, the English
    /// curly quotes, and the CJK corner, angle and lenticular brackets.
    static let pairs: [UInt32: UInt32] = [
        0x0028: 0x0029, 0x003C: 0x003E, 0x005B: 0x005D, 0x007B: 0x007D,  // ( ) < > [ ] { }
        0x00AB: 0x00BB, 0x2039: 0x203A,  // « » ‹ ›
        0x2018: 0x2019, 0x201C: 0x201D,  // ‘ ’ “ ”
        0x3008: 0x3009, 0x300A: 0x300B, 0x300C: 0x300D, 0x300E: 0x300F, 0x3010: 0x3011,  // 〈〉《》「」『』【】
        0x3014: 0x3015, 0x3016: 0x3017, 0x3018: 0x3019, 0x301A: 0x301B,  // 〔〕〖〗〘〙〚〛
        0xFF08: 0xFF09, 0xFF3B: 0xFF3D, 0xFF5B: 0xFF5D, 0xFF5F: 0xFF60, 0xFF62: 0xFF63,  // （）［］｛｝｟｠｢｣
    ]

    /// Closing → opening scalar values.
    static let closers: [UInt32: UInt32] = Dictionary(uniqueKeysWithValues: pairs.map { ($0.value, $0.key) })

    /// The role of `scalar` in a pair, or nil when it is not paired punctuation.
    static func role(of scalar: Unicode.Scalar) -> Role? {
        if pairs[scalar.value] != nil { return .opening(pair: scalar.value) }
        if let opening = closers[scalar.value] { return .closing(pair: opening) }
        return nil
    }
}
