/// The shaped words of one generation of a word cache shard, in an open-addressing table keyed
/// by the words' own 64-bit hashes (``ShapingCache/hash(_:context:)``): a lookup probes a flat
/// array of (hash, word) slots and compares code units only where a hash matches, with no
/// second hashing of the key and no bucket arrays to retain.
struct WordTable {
    /// One slot: the word's key (its hash, never 0; 0 marks an empty slot) beside the word, so
    /// a probe reads both from one cache line.
    private struct Slot {
        var key: UInt64
        var word: WordShape?
    }

    private var slots: [Slot]
    /// Words held.
    private(set) var count = 0

    /// An empty table; it allocates its slots with its first word.
    init() {
        slots = []
    }

    var isEmpty: Bool { count == 0 }

    /// The key a hash is stored under: the hash itself, or 1 for a hash of 0 (which marks an
    /// empty slot); words whose keys match are told apart by their code units.
    @inline(__always)
    private static func key(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }

    /// The word whose code units are `units`, stored under `hash`, or nil.
    func word(hash: UInt64, units: UnsafeBufferPointer<UInt16>) -> WordShape? {
        read(hash: hash, units: units) { $0 }
    }

    /// `body` applied to the word whose code units are `units`, stored under `hash`, read in
    /// place (the caller copies out what it needs, and the word is not retained for it); nil
    /// when there is no such word.
    @inline(__always)
    func read<Result>(
        hash: UInt64, units: UnsafeBufferPointer<UInt16>, _ body: (borrowing WordShape) -> Result
    ) -> Result? {
        guard !slots.isEmpty else { return nil }
        let key = Self.key(hash)
        return slots.withUnsafeBufferPointer { slots in
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: key) & mask
            while slots[slot].key != 0 {
                if slots[slot].key == key, let word = slots[slot].word, Self.equal(word.units, units) {
                    return body(word)
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
    }

    /// Stores `shape` under `hash` unless a word with its code units is there already; returns
    /// whether it was stored. The table doubles when it would be more than half full.
    @discardableResult
    mutating func insert(_ shape: WordShape, hash: UInt64) -> Bool {
        if (count + 1) * 2 > slots.count { grow() }
        let key = Self.key(hash)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: key) & mask
        while slots[slot].key != 0 {
            if slots[slot].key == key, let word = slots[slot].word, word.units == shape.units { return false }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(key: key, word: shape)
        count += 1
        return true
    }

    /// Twice the slots (16 at first), every word moved to its new place: taken out of the old
    /// slots, so no word is retained for the new table and released with the old one.
    private mutating func grow() {
        var old = Array(repeating: Slot(key: 0, word: nil), count: max(16, slots.count * 2))
        swap(&old, &slots)
        slots.withUnsafeMutableBufferPointer { slots in
            let mask = slots.count - 1
            old.withUnsafeMutableBufferPointer { old in
                for index in old.indices where old[index].key != 0 {
                    let key = old[index].key
                    var slot = Int(truncatingIfNeeded: key) & mask
                    while slots[slot].key != 0 { slot = (slot + 1) & mask }
                    slots[slot] = Slot(key: key, word: old[index].word.take())
                }
            }
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
