/// A key pattern of a constraints file: an exact key, or a glob where `*` matches any run of
/// characters (also none), `?` exactly one character, and `\` makes the next character literal
/// (`\*`). A pattern also matches a key equal to it as written, so a key that itself contains
/// `*` or `?` can be named plainly. Matching is by Swift `Character` (grapheme cluster) and
/// case-sensitive.
public struct KeyPattern: Sendable, Hashable, CustomStringConvertible {
    private enum Token: Hashable {
        case literal(Character)
        case one
        case any
    }

    /// The pattern as written.
    public let pattern: String
    private let tokens: [Token]

    /// The pattern `pattern` (every string is a valid pattern; a trailing `\` is literal).
    public init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        var escaped = false
        for character in pattern {
            if escaped {
                tokens.append(.literal(character))
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "*" {
                if tokens.last != .any { tokens.append(.any) }
            } else if character == "?" {
                tokens.append(.one)
            } else {
                tokens.append(.literal(character))
            }
        }
        if escaped { tokens.append(.literal("\\")) }
        self.tokens = tokens
    }

    /// Whether the pattern has any wildcard (else it matches one key only).
    package var isGlob: Bool { tokens.contains { $0 == .one || $0 == .any } }

    /// The key an exact pattern names, escapes resolved (`a\*b` names `a*b`); nil for a glob.
    package var exactKey: String? {
        var key = ""
        for token in tokens {
            guard case .literal(let character) = token else { return nil }
            key.append(character)
        }
        return key
    }

    /// Whether `key` matches.
    public func matches(_ key: String) -> Bool {
        if key == pattern { return true }
        let characters = Array(key)
        var p = 0
        var k = 0
        var star: (pattern: Int, key: Int)?
        while k < characters.count {
            if p < tokens.count {
                switch tokens[p] {
                case .literal(let character) where character == characters[k]:
                    p += 1
                    k += 1
                    continue
                case .one:
                    p += 1
                    k += 1
                    continue
                case .any:
                    star = (p, k)
                    p += 1
                    continue
                default:
                    break
                }
            }
            guard let last = star else { return false }
            // Let the last `*` take one more character and retry from there.
            star = (last.pattern, last.key + 1)
            p = last.pattern + 1
            k = last.key + 1
        }
        while p < tokens.count, tokens[p] == .any { p += 1 }
        return p == tokens.count
    }

    /// The pattern as written.
    public var description: String { pattern }
}
