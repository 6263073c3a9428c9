/// How SwiftGen's default fonts template turns a font's family and style names into Swift names:
/// the family's enum (`"DM Sans"` → `DMSans`) and the face's static member (`"SemiBold Italic"`
/// → `semiBoldItalic`), so that `FontFamily.DMSans.semiBoldItalic` can be read without the
/// generated file.
///
/// The rules, as SwiftGen applies them (its `swiftIdentifier:"pretty"` filter, then
/// `lowerFirstWord` for a member):
/// 1. The name is cut into words at every character a Swift identifier cannot hold (a space, a
///    hyphen, a dot…) and at underscores; empty words are dropped.
/// 2. When the name holds a lowercase ASCII letter, each word keeps its letters and starts with
///    an uppercase one (`SemiBold Italic` → `SemiBoldItalic`, `DM Sans` → `DMSans`). When it
///    holds none (`BOLD`, `DM SANS`), a word is also cut before an uppercase letter that follows
///    a digit, and each word is capitalized, the rest lowercased (`DM SANS` → `DmSans`).
/// 3. A result that does not start with a letter or underscore (`9pt`) gets a leading `_`.
/// 4. For a member: a leading run of uppercase letters is lowercased, all of it when it is the
///    whole name or is followed by something other than a lowercase letter, else all but its
///    last letter, which starts the next word (`Regular` → `regular`, `DMSans` → `dmSans`,
///    `BOLD` → `bold`).
enum SwiftGenIdentifier {
    /// The enum SwiftGen generates for a font family: `"Inter Display"` → `InterDisplay`.
    static func typeName(family: String) -> String {
        pretty(family)
    }

    /// The static member SwiftGen generates for a face, from its style name:
    /// `"SemiBold Italic"` → `semiBoldItalic`.
    static func memberName(style: String) -> String {
        lowercasingFirstWord(pretty(style))
    }

    /// Steps 1–3 of the rules above.
    static func pretty(_ name: String) -> String {
        var words: [[Unicode.Scalar]] = [[]]
        for scalar in name.unicodeScalars {
            if scalar == "_" || !isIdentifierCharacter(scalar) {
                if !words[words.count - 1].isEmpty { words.append([]) }
            } else {
                words[words.count - 1].append(scalar)
            }
        }
        words.removeAll { $0.isEmpty }
        let hasLowercase = name.unicodeScalars.contains { ("a"..."z").contains($0) }
        let joined: String
        if hasLowercase {
            joined = words.map { word in uppercased(word[0]) + String(String.UnicodeScalarView(word.dropFirst())) }
                .joined()
        } else {
            joined = words.flatMap(splitBeforeUppercaseAfterDigit).map(capitalized).joined()
        }
        guard let first = joined.unicodeScalars.first else { return "" }
        return isIdentifierHead(first) ? joined : "_" + joined
    }

    /// Step 4 of the rules above.
    static func lowercasingFirstWord(_ identifier: String) -> String {
        let scalars = Array(identifier.unicodeScalars)
        var end = 0
        while end < scalars.count, scalars[end].properties.isUppercase { end += 1 }
        if end > 1, end < scalars.count, scalars[end].properties.isLowercase { end -= 1 }
        let head = String(String.UnicodeScalarView(scalars[..<end])).lowercased()
        return head + String(String.UnicodeScalarView(scalars[end...]))
    }

    /// A word of a name without lowercase letters, cut before each uppercase letter that
    /// follows a digit (`9PT` → `9`, `PT`).
    private static func splitBeforeUppercaseAfterDigit(_ word: [Unicode.Scalar]) -> [[Unicode.Scalar]] {
        var parts: [[Unicode.Scalar]] = [[]]
        for (index, scalar) in word.enumerated() {
            if index > 0, ("A"..."Z").contains(scalar), ("0"..."9").contains(word[index - 1]) { parts.append([]) }
            parts[parts.count - 1].append(scalar)
        }
        return parts
    }

    /// The first letter uppercased, the rest lowercased.
    private static func capitalized(_ word: [Unicode.Scalar]) -> String {
        guard let first = word.first else { return "" }
        return uppercased(first) + String(String.UnicodeScalarView(word.dropFirst())).lowercased()
    }

    private static func uppercased(_ scalar: Unicode.Scalar) -> String {
        String(Character(scalar)).uppercased()
    }

    /// Whether `scalar` may start a Swift identifier (The Swift Programming Language, Lexical
    /// Structure: identifier-head).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
        }
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xF0000 }
        return headRanges.contains { $0.contains(value) }
    }

    /// Whether `scalar` may appear in a Swift identifier after its first character
    /// (identifier-character: a head, a digit or a combining mark).
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierHead(scalar) || ("0"..."9").contains(scalar)
            || tailRanges.contains { $0.contains(scalar.value) }
    }

    /// identifier-head outside ASCII and below U+10000.
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE,
        0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D,
        0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040,
        0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF,
        0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F,
        0xFE30...0xFE44, 0xFE47...0xFFFD,
    ]

    /// Combining marks an identifier may hold after its first character.
    private static let tailRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]
}
