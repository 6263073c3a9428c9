internal import Synchronization
import TypeFitConcurrency

/// Words shaped once and remembered, keyed by (face, fallback cascade, features, language, the
/// word's text): a catalog that repeats "Settings" in a hundred strings shapes it once per face.
///
/// The cache is bounded: it holds at most about ``byteLimit`` bytes of shaped words. It is split
/// into shards, each with its own lock, and each shard keeps two generations: when the newer
/// one fills half the shard's share, the older is dropped and the newer takes its place, so the
/// words in use survive and memory stays bounded whatever the size of the catalog. Lookups that
/// hit allocate nothing. One instance is safe to share between any number of threads.
public final class ShapingCache: Sendable {
    /// Hits, misses and size, for benchmarks and diagnostics.
    public struct Statistics: Sendable, Equatable {
        /// Lookups answered from the cache.
        public var hits: Int
        /// Lookups that had to shape.
        public var misses: Int
        /// Words held now.
        public var entries: Int
        /// Approximate bytes held now.
        public var bytes: Int
        /// Generations dropped to stay within the bound.
        public var evictions: Int
        /// Texts shaped whole because a face substitutes the space (their words cannot be
        /// shaped apart); each is then kept as one word, so these are among ``misses``.
        public var wholeTexts: Int
        /// Context-sensitive words whose advances came from the window of words shaped around
        /// them, without their being looked up or shaped alone, counted in each text that
        /// holds one.
        public var windowedWords: Int
        /// Words around context-sensitive ones read from the same window instead of being looked
        /// up and shaped alone, counted in each text that holds one.
        public var coveredWords: Int
    }

    /// The memory bound, bytes (approximate: counts the shaped data, not allocator overhead).
    public let byteLimit: Int
    private let shards: [Shard]
    private let contexts = Mutex(ContextTable())
    /// Most (face, language, features) contexts numbered at once; past it the table starts
    /// afresh (numbers are never reused, so words kept under old numbers are simply not found
    /// again and age out with their generation).
    let contextLimit: Int
    private let wholeTextCount = Atomic<Int>(0)
    private let windowedWordCount = Atomic<Int>(0)
    private let coveredWordCount = Atomic<Int>(0)

    /// The cache every ``TextMeasurer`` uses unless given its own: 256 MiB.
    public static let shared = ShapingCache(byteLimit: 256 << 20)

    private static let shardCount = 16

    /// - Parameter byteLimit: bytes; at least 64 KiB is used.
    public convenience init(byteLimit: Int) {
        self.init(byteLimit: byteLimit, contextLimit: 65_536)
    }

    /// - Parameters:
    ///   - byteLimit: bytes; at least 64 KiB is used.
    ///   - contextLimit: most contexts numbered at once (a variable font makes a face per
    ///     axis setting, so a long run can meet many).
    init(byteLimit: Int, contextLimit: Int) {
        self.contextLimit = max(contextLimit, 1)
        self.byteLimit = max(byteLimit, 64 << 10)
        let share = self.byteLimit / Self.shardCount
        shards = (0..<Self.shardCount).map { _ in Shard(generationLimit: share / 2) }
    }

    /// Current figures, summed over the shards.
    public var statistics: Statistics {
        shards.reduce(
            into: Statistics(
                hits: 0, misses: 0, entries: 0, bytes: 0, evictions: 0,
                wholeTexts: wholeTextCount.load(ordering: .relaxed),
                windowedWords: windowedWordCount.load(ordering: .relaxed),
                coveredWords: coveredWordCount.load(ordering: .relaxed))
        ) { total, shard in
            shard.state.withOrderedLock { state in
                total.hits += state.hits
                total.misses += state.misses
                total.entries += state.current.count + state.previous.count
                total.bytes += state.currentBytes + state.previousBytes
                total.evictions += state.evictions
            }
        }
    }

    /// Counts a text that had to be shaped whole.
    func recordWholeText() {
        wholeTextCount.add(1, ordering: .relaxed)
    }

    /// Counts the words of one text read from windows without being looked up: `sensitive`
    /// context-sensitive words and `covered` words around them.
    func recordWindowReads(sensitive: Int, covered: Int) {
        if sensitive > 0 { windowedWordCount.add(sensitive, ordering: .relaxed) }
        if covered > 0 { coveredWordCount.add(covered, ordering: .relaxed) }
    }

    /// Notes `scripts` among a context's whole-text scripts
    /// (``contextWithWholeTextScripts(face:cascade:neutralCharacters:language:features:)``).
    func recordWholeTextScripts(_ scripts: [UInt32], context: UInt64) {
        guard !scripts.isEmpty else { return }
        contexts.withOrderedLock { table in
            for script in scripts where table.wholeTextScripts[context, default: []].contains(script) == false {
                table.wholeTextScripts[context, default: []].append(script)
            }
        }
    }

    /// Forgets every word (statistics too): the cold start for benchmarks.
    public func removeAll() {
        wholeTextCount.store(0, ordering: .relaxed)
        windowedWordCount.store(0, ordering: .relaxed)
        coveredWordCount.store(0, ordering: .relaxed)
        contexts.withOrderedLock { $0.wholeTextScripts.removeAll() }
        for shard in shards {
            shard.state.withOrderedLock { state in
                let limit = state.generationLimit
                state = Shard.State()
                state.generationLimit = limit
            }
        }
    }

    /// A number standing for (face, fallback cascade, neutral-character rule, language,
    /// features) in word keys: everything that decides a word's shape. The same context gets
    /// the same number while it is remembered, and no two contexts ever share one. Past
    /// ``contextLimit`` contexts the table starts afresh with new numbers: the words kept under
    /// the old ones are no longer found and age out of the generations.
    /// - Parameter cascade: the ``FallbackCascade/identity`` of the measurer's cascade.
    func context(
        face: FontFace, cascade: UInt64, neutralCharacters: NeutralCharacterFace, language: String?,
        features: [FontFeature]
    ) -> UInt64 {
        contextWithWholeTextScripts(
            face: face, cascade: cascade, neutralCharacters: neutralCharacters, language: language,
            features: features
        ).context
    }

    /// ``context(face:cascade:neutralCharacters:language:features:)``, with its whole-text
    /// scripts, under one lock: what the word loop asks before each text. The key is hashed
    /// before the lock is taken.
    ///
    /// The whole-text scripts (ISO 15924 tag values) are those whose characters, missing from
    /// the face of the context, have fallen back to a face that substitutes the space (Noto
    /// Sans CJK for Hangul or Han): a text of several words with such a character is shaped
    /// whole at once, without shaping its words first only to find the fallback word that stops
    /// word by word. Empty until a text in the context has met one.
    func contextWithWholeTextScripts(
        face: FontFace, cascade: UInt64, neutralCharacters: NeutralCharacterFace, language: String?,
        features: [FontFeature]
    ) -> (context: UInt64, wholeTextScripts: [UInt32]) {
        let key = HashedContextKey(
            ContextKey(
                face: face.identity, cascade: cascade, neutralCharacters: neutralCharacters,
                language: language, features: features))
        return contexts.withOrderedLock { table in
            if let known = table.numbers[key] { return (known, table.wholeTextScripts[known] ?? []) }
            if table.numbers.count >= contextLimit {
                table.numbers.removeAll(keepingCapacity: true)
                table.wholeTextScripts.removeAll()
            }
            table.next += 1
            table.numbers[key] = table.next
            return (table.next, [])
        }
    }

    /// Contexts numbered now (at most ``contextLimit``).
    var contextCount: Int { contexts.withOrderedLock { $0.numbers.count } }

    /// The shape of the word `units` in `context`, from the cache or made by `shape` and kept.
    func word(
        _ units: UnsafeBufferPointer<UInt16>, context: UInt64, shape: () -> WordShape
    ) -> WordShape {
        word(units, context: context, shape: shape) { copy $0 }
    }

    /// `read` applied to the shape of the word `units` in `context`, from the cache or made by
    /// `shape` and kept. A cached word is read in place under its shard's lock, not retained:
    /// `read` copies out what its caller needs (words shared by every text of a catalog would
    /// otherwise have their reference counts written from every core at every lookup).
    @inline(__always)
    func word<Result: Sendable>(
        _ units: UnsafeBufferPointer<UInt16>, context: UInt64, shape: () -> WordShape,
        read: (borrowing WordShape) -> Result
    ) -> Result {
        let hash = Self.hash(units, context: context)
        let shard = shards[Int(truncatingIfNeeded: hash >> 60) & (Self.shardCount - 1)]
        if let found = shard.state.withOrderedLock({ $0.find(hash: hash, units: units, read: read) }) {
            return found
        }
        let made = shape()
        shard.state.withOrderedLock { $0.insert(made, hash: hash) }
        return read(made)
    }

    /// FNV-1a over the code units, seeded with the context, then mixed so the top bits (the
    /// shard) depend on every unit.
    @inline(__always)
    static func hash(_ units: UnsafeBufferPointer<UInt16>, context: UInt64) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ (context &* 0x9E37_79B9_7F4A_7C15)
        for unit in units {
            hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 33
        hash = hash &* 0xff51_afd7_ed55_8ccd
        hash ^= hash >> 33
        return hash
    }

    /// Context numbers by key, and the last number given; and what is known of each numbered
    /// context, forgotten with its number.
    private struct ContextTable {
        var numbers: [HashedContextKey: UInt64] = [:]
        var next: UInt64 = 0
        /// The whole-text scripts by context number.
        var wholeTextScripts: [UInt64: [UInt32]] = [:]
    }

    private struct ContextKey: Hashable {
        let face: UInt64
        let cascade: UInt64
        let neutralCharacters: NeutralCharacterFace
        let language: String?
        let features: [FontFeature]
    }

    /// A ``ContextKey`` with its hash worked out when it is made, outside the table's lock: the
    /// table then hashes one integer.
    private struct HashedContextKey: Hashable {
        let key: ContextKey
        let hash: Int

        init(_ key: ContextKey) {
            self.key = key
            hash = key.hashValue
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.hash == rhs.hash && lhs.key == rhs.key }
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }
    }

    /// One lock and its share of the words.
    private final class Shard: Sendable {
        struct State {
            var current = WordTable()
            var previous = WordTable()
            var currentBytes = 0
            var previousBytes = 0
            var hits = 0
            var misses = 0
            var evictions = 0
            var generationLimit = 0

            @inline(__always)
            mutating func find<Result: Sendable>(
                hash: UInt64, units: UnsafeBufferPointer<UInt16>, read: (borrowing WordShape) -> Result
            ) -> Result? {
                if let found = current.read(hash: hash, units: units, read) {
                    hits += 1
                    return found
                }
                if let shape = previous.word(hash: hash, units: units) {
                    hits += 1
                    insert(shape, hash: hash)
                    return read(shape)
                }
                misses += 1
                return nil
            }

            mutating func insert(_ shape: WordShape, hash: UInt64) {
                let present = shape.units.withUnsafeBufferPointer { current.word(hash: hash, units: $0) != nil }
                if present { return }
                if currentBytes + shape.byteCost > generationLimit, !current.isEmpty {
                    previous = current
                    previousBytes = currentBytes
                    current = WordTable()
                    currentBytes = 0
                    evictions += 1
                }
                current.insert(shape, hash: hash)
                currentBytes += shape.byteCost
            }
        }

        let state: Mutex<State>

        init(generationLimit: Int) {
            var state = State()
            state.generationLimit = generationLimit
            self.state = Mutex(state)
        }
    }
}
