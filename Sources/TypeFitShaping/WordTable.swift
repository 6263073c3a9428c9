/// The shaped words of one generation of a word cache shard, in an open-addressing table keyed
/// by the words' own 64-bit hashes (``ShapingCache/hash(_:context:)``): a lookup probes a flat
/// array of hashes and compares code units only where a hash matches, with no second hashing
/// of the key and no bucket arrays to retain.
struct WordTable {
    /// Each slot's key (the word's hash, never 0), 0 for an empty slot.
    private var keys: [UInt64]
    /// Each slot's word, nil for an empty slot.
    private var words: [WordShape?]
    /// Words held.
    private(set) var count = 0

    /// An empty table; it allocates its slots with its first word.
    init() {
        keys = []
        words = []
    }

    var isEmpty: Bool { count == 0 }

    /// The key a hash is stored under: the hash itself, or 1 for a hash of 0 (which marks an
    /// empty slot); words whose keys match are told apart by their code units.
    @inline(__always)
    private static func key(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }

    /// The word whose code units are `units`, stored under `hash`, or nil.
    func word(hash: UInt64, units: UnsafeBufferPointer<UInt16>) -> WordShape? {
        guard !keys.isEmpty else { return nil }
        let key = Self.key(hash)
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while keys[slot] != 0 {
            if keys[slot] == key, let word = words[slot], Self.equal(word.units, units) { return word }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `shape` under `hash` unless a word with its code units is there already; returns
    /// whether it was stored. The table doubles when it would be more than half full.
    @discardableResult
    mutating func insert(_ shape: WordShape, hash: UInt64) -> Bool {
        if (count + 1) * 2 > keys.count { grow() }
        let key = Self.key(hash)
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while keys[slot] != 0 {
            if keys[slot] == key, let word = words[slot], word.units == shape.units { return false }
            slot = (slot + 1) & mask
        }
        keys[slot] = key
        words[slot] = shape
        count += 1
        return true
    }

    /// Twice the slots (16 at first), every word placed again.
    private mutating func grow() {
        let oldKeys = keys
        let oldWords = words
        let capacity = max(16, oldKeys.count * 2)
        keys = Array(repeating: 0, count: capacity)
        words = Array(repeating: nil, count: capacity)
        let mask = keys.count - 1
        for index in oldKeys.indices where oldKeys[index] != 0 {
            var slot = Int(truncatingIfNeeded: oldKeys[index]) & mask
            while keys[slot] != 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            words[slot] = oldWords[index]
        }
    }

    /// Whether `stored` and `units` are the same code units.
    @inline(__always)
    private static func equal(_ stored: [UInt16], _ units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard stored.count == units.count else { return false }
        return stored.withUnsafeBufferPointer { stored in
            for index in 0..<stored.count where stored[index] != units[index] { return false }
            return true
        }
    }
}
