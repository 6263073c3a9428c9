#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Two strings (a text and its locale) compared and hashed by their UTF-8 code units, not by
/// canonical equivalence as `String`'s `==` and hash are: "é" as one scalar (NFC) and as "e"
/// with a combining accent (NFD) are different keys. Comparing bytes also skips the
/// normalization `String` does for every non-ASCII comparison and hash.
struct CodeUnitKey: Hashable {
    let first: String
    let second: String

    init(_ first: String, _ second: String) {
        self.first = first
        self.second = second
    }

    static func == (a: CodeUnitKey, b: CodeUnitKey) -> Bool {
        sameCodeUnits(a.first, b.first) && sameCodeUnits(a.second, b.second)
    }

    func hash(into hasher: inout Hasher) {
        Self.combine(first, into: &hasher)
        Self.combine(second, into: &hasher)
    }

    /// Whether `a` and `b` hold the same UTF-8 code units.
    static func sameCodeUnits(_ a: String, _ b: String) -> Bool {
        let (left, right) = (a.utf8, b.utf8)
        guard left.count == right.count else { return false }
        let compared = left.withContiguousStorageIfAvailable { x in
            right.withContiguousStorageIfAvailable { y in
                x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
        return (compared ?? nil) ?? left.elementsEqual(right)
    }

    /// Feeds `text`'s code units to `hasher`, then their count (so that the two strings'
    /// boundary is part of the hash).
    static func combine(_ text: String, into hasher: inout Hasher) {
        let utf8 = text.utf8
        let combined: Void? = utf8.withContiguousStorageIfAvailable { units in
            hasher.combine(bytes: UnsafeRawBufferPointer(units))
        }
        if combined == nil { for unit in utf8 { hasher.combine(unit) } }
        hasher.combine(utf8.count)
    }
}
