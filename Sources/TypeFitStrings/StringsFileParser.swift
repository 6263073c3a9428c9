import Foundation
import TypeFitInput

/// The old-style property-list "strings file" syntax of `Localizable.strings`:
/// `"key" = "value";` pairs, `/* … */` and `// …` comments, backslash escapes, unquoted
/// strings of `[A-Za-z0-9_.$:/-]`, and `"key";` as shorthand for `"key" = "key";`. The pairs
/// may be wrapped in one `{ … }` as in a full old-style dictionary.
///
/// Escapes, as CoreFoundation reads them: `\"`, `\\`, `\'`, `\n`, `\t`, `\r`, `\a`, `\b`, `\f`,
/// `\v`, octal `\ooo`, `\U` or `\u` with 1–4 hex digits (a UTF-16 unit: a high surrogate must be
/// followed by a `\U` low surrogate), and `\` before any other character gives that character.
struct StringsFileParser {
    /// A pair as read, with the line of its key and the comment just before it.
    struct Pair {
        var key: String
        var value: String
        var comment: String?
        var line: Int
    }

    private let scalars: [Unicode.Scalar]
    private let source: String
    private let limits: StringsLimits
    private var index = 0
    private var line = 1
    private var column = 1
    /// A comment waiting for the key that follows it.
    private struct PendingComment {
        var text: String
        var isLineComment: Bool
        var endLine: Int
    }

    /// The last comment seen, waiting for the key that follows it.
    private var pendingComment: PendingComment?
    /// The line of the last pair's `;`: a comment starting there trails that pair.
    private var lastPairLine = 0

    /// A parser of `text` from `source`; more pairs than `limits.maximumStrings` (repeated keys
    /// included) are refused.
    init(text: String, source: String, limits: StringsLimits = .standard) {
        self.scalars = Array(text.unicodeScalars)
        self.source = source
        self.limits = limits
    }

    /// A key given more than once: the line of its first and of its last pair.
    struct Duplicate: Hashable {
        var key: String
        var firstLine: Int
        var lastLine: Int
    }

    /// The keys ``parse()`` found repeated, in the order of their first repeat; at most
    /// ``maximumDuplicatesReported``, the rest counted in ``unreportedDuplicates``.
    private(set) var duplicates: [Duplicate] = []
    /// Repeats past ``maximumDuplicatesReported``.
    private(set) var unreportedDuplicates = 0
    /// The most repeated keys ``duplicates`` lists.
    static let maximumDuplicatesReported = 100
    private var duplicateIndex: [String: Int] = [:]
    private var firstLines: [String: Int] = [:]

    /// Every pair in file order; a repeated key keeps its last value, at its last position (as
    /// CoreFoundation reads it), and is listed in ``duplicates``. More distinct keys than
    /// ``StringsLimits/maximumStrings`` are refused; repeats are dropped as they come, so they
    /// never pile up.
    mutating func parse() throws(InputError) -> [Pair] {
        var pairs = Pairs()
        try skipTrivia()
        let braced = peek == "{"
        if braced {
            advance()
            try skipTrivia()
        }
        while let next = peek {
            if braced && next == "}" {
                advance()
                try skipTrivia()
                if peek != nil { throw error("expected end of file after '}'") }
                return pairs.ordered
            }
            let next = try pair()
            noteRepeat(next)
            pairs.add(next)
            try limits.check(count: pairs.count, source: source)
            try skipTrivia()
        }
        if braced { throw error("expected '}' to close the '{' at line 1") }
        return pairs.ordered
    }

    /// Records `pair` in ``duplicates`` when its key came before.
    private mutating func noteRepeat(_ pair: Pair) {
        guard let first = firstLines[pair.key] else {
            firstLines[pair.key] = pair.line
            return
        }
        if let index = duplicateIndex[pair.key] {
            duplicates[index].lastLine = pair.line
        } else if duplicates.count < Self.maximumDuplicatesReported {
            duplicateIndex[pair.key] = duplicates.count
            duplicates.append(Duplicate(key: pair.key, firstLine: first, lastLine: pair.line))
        } else {
            unreportedDuplicates += 1
        }
    }

    /// Pairs by key, the last of each key at its last position.
    private struct Pairs {
        private var slots: [Pair?] = []
        private var slotOfKey: [String: Int] = [:]
        private var dropped = 0

        /// The number of distinct keys.
        var count: Int { slotOfKey.count }

        /// The pairs in order.
        var ordered: [Pair] { slots.compactMap { $0 } }

        mutating func add(_ pair: Pair) {
            if let old = slotOfKey[pair.key] {
                slots[old] = nil
                dropped += 1
            }
            slotOfKey[pair.key] = slots.count
            slots.append(pair)
            if dropped > 1024 && dropped > slots.count / 2 { compact() }
        }

        /// Removes the dropped slots, so a key repeated a million times costs one slot.
        private mutating func compact() {
            slots = slots.filter { $0 != nil }
            for (index, slot) in slots.enumerated() { slotOfKey[slot!.key] = index }
            dropped = 0
        }
    }

    /// `key = value;` or `key;`, at the current position.
    private mutating func pair() throws(InputError) -> Pair {
        let keyLine = line
        var comment: String?
        if let pending = pendingComment, keyLine - pending.endLine <= 1 { comment = pending.text }
        pendingComment = nil
        guard let key = try string() else { throw error("expected a key (a quoted string)") }
        try skipTrivia(keepingComments: false)
        let value: String
        if peek == "=" {
            advance()
            try skipTrivia(keepingComments: false)
            guard let text = try string() else { throw error("expected a value (a quoted string) after '='") }
            value = text
            try skipTrivia(keepingComments: false)
            guard peek == ";" else { throw error("expected ';' after value") }
        } else if peek == ";" {
            value = key
        } else {
            throw error("expected '=' after key")
        }
        lastPairLine = line
        advance()
        return Pair(key: key, value: value, comment: comment, line: keyLine)
    }

    /// A quoted or unquoted string at the current position; nil when none starts here.
    private mutating func string() throws(InputError) -> String? {
        guard let first = peek else { return nil }
        if first == "\"" { return try quoted() }
        guard Self.isUnquoted(first) else { return nil }
        var text = ""
        while let scalar = peek, Self.isUnquoted(scalar) {
            text.unicodeScalars.append(scalar)
            advance()
        }
        return text
    }

    private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", ".", "$", ":", "/", "-": true
        default: false
        }
    }

    private mutating func quoted() throws(InputError) -> String {
        let (startLine, startColumn) = (line, column)
        advance()
        var text = String.UnicodeScalarView()
        while true {
            guard let scalar = peek else {
                throw InputError(
                    path: source, kind: .syntax, line: startLine, column: startColumn,
                    message: "unterminated string (no closing '\"' before the end of the file)")
            }
            if scalar == "\"" {
                advance()
                return String(text)
            }
            if scalar == "\\" {
                text.append(try escape())
            } else {
                text.append(scalar)
                advance()
            }
        }
    }

    /// The character an escape at the current position (`\…`) stands for.
    private mutating func escape() throws(InputError) -> Unicode.Scalar {
        let (escapeLine, escapeColumn) = (line, column)
        advance()
        guard let scalar = peek else { throw error("expected a character after '\\'") }
        advance()
        switch scalar {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case "a": return "\u{07}"
        case "b": return "\u{08}"
        case "f": return "\u{0C}"
        case "v": return "\u{0B}"
        case "0"..."7":
            var value = scalar.value - 0x30
            for _ in 0..<2 {
                guard let digit = peek, ("0"..."7").contains(digit) else { break }
                value = value * 8 + digit.value - 0x30
                advance()
            }
            return Unicode.Scalar(value)!
        case "U", "u":
            let unit = try hexUnit(escape: scalar)
            if UTF16.isLeadSurrogate(unit) {
                guard peek == "\\", let next = peek(1), next == "U" || next == "u" else {
                    throw InputError(
                        path: source, kind: .syntax, line: escapeLine, column: escapeColumn,
                        message:
                            "unpaired surrogate \\U\(Self.hex(unit)) (expected a \\U escape with the low surrogate after it)"
                    )
                }
                advance(2)
                let low = try hexUnit(escape: next)
                guard UTF16.isTrailSurrogate(low) else {
                    throw InputError(
                        path: source, kind: .syntax, line: escapeLine, column: escapeColumn,
                        message:
                            "unpaired surrogate \\U\(Self.hex(unit)) (followed by \\U\(Self.hex(low)), not a low surrogate)"
                    )
                }
                return Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
            }
            guard let result = Unicode.Scalar(UInt32(unit)) else {
                throw InputError(
                    path: source, kind: .syntax, line: escapeLine, column: escapeColumn,
                    message:
                        "unpaired surrogate \\U\(Self.hex(unit)) (a low surrogate with no high surrogate before it)")
            }
            return result
        default:
            return scalar
        }
    }

    /// The 1–4 hex digits after `\U`.
    private mutating func hexUnit(escape: Unicode.Scalar) throws(InputError) -> UInt16 {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let scalar = peek,
            let digit = scalar.properties.isASCIIHexDigit ? UInt16(String(scalar), radix: 16) : nil
        {
            value = value << 4 | digit
            digits += 1
            advance()
        }
        guard digits > 0 else { throw error("expected hex digits after '\\\(escape)'") }
        return value
    }

    private static func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Skips whitespace and comments; comments are remembered for the next key unless
    /// `keepingComments` is false.
    private mutating func skipTrivia(keepingComments: Bool = true) throws(InputError) {
        while let scalar = peek {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", peek(1) == "*" {
                let (startLine, startColumn) = (line, column)
                advance(2)
                var body = String.UnicodeScalarView()
                while !(peek == "*" && peek(1) == "/") {
                    guard let inner = peek else {
                        throw InputError(
                            path: source, kind: .syntax, line: startLine, column: startColumn,
                            message: "unterminated comment (no closing '*/' before the end of the file)")
                    }
                    body.append(inner)
                    advance()
                }
                advance(2)
                if keepingComments { remember(String(body), isLineComment: false, startLine: startLine) }
            } else if scalar == "/", peek(1) == "/" {
                let startLine = line
                advance(2)
                var body = String.UnicodeScalarView()
                while let inner = peek, inner != "\n" {
                    body.append(inner)
                    advance()
                }
                if keepingComments { remember(String(body), isLineComment: true, startLine: startLine) }
            } else {
                return
            }
        }
    }

    /// Keeps a comment for the next key: not one trailing the previous pair on its line;
    /// consecutive `//` lines join into one comment.
    private mutating func remember(_ body: String, isLineComment: Bool, startLine: Int) {
        guard startLine != lastPairLine else { return }
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        if isLineComment, pendingComment?.isLineComment == true, pendingComment?.endLine == startLine - 1 {
            // Appended in place: a run of a million `//` lines stays linear.
            pendingComment!.text += "\n" + text
            pendingComment!.endLine = line
        } else {
            pendingComment = PendingComment(text: text, isLineComment: isLineComment, endLine: line)
        }
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }

    /// A syntax error at the current position, saying what was found there.
    private func error(_ expected: String) -> InputError {
        let found: String
        if let scalar = peek {
            found =
                scalar.properties.isWhitespace || scalar.value < 0x20
                ? "U+\(Self.hex(UInt16(truncatingIfNeeded: scalar.value)))" : "'\(scalar)'"
        } else {
            found = "the end of the file"
        }
        return InputError(
            path: source, kind: .syntax, line: line, column: column, message: "\(expected), found \(found)")
    }
}
