internal import Synchronization
import TypeFitConcurrency

/// Runs one face has shaped, remembered so that shaping the same run again costs a lookup: the
/// glyphs of a run depend only on its face, its code units, the up to five characters of
/// context HarfBuzz reads on each side (``contextCharacters``), its script, direction, language
/// and features, and all of them are the key.
///
/// Two kinds of run repeat across a check:
/// - **A lone space.** A fallback word is measured with a space on each side
///   (``WordEdges/betweenSpaces``), and a space drawn by the primary face next to a fallback
///   face forms a run of its own. A run's lookups see only its own glyphs, and HarfBuzz reads
///   the context only to join Arabic-like scripts, which a space never does; so a lone space is
///   kept without its context and shaped once per face, script, direction, language and features.
/// - **A fallback run.** Every face of a type scale falls back to the same faces (Noto Sans CJK,
///   Noto Sans Arabic), so a CJK or Arabic text prepared for each face and feature set of a scale
///   shapes the same fallback runs, in the same context, once per face: they are shaped once.
final class RunShapes: Sendable {
    /// One run shaped: what it was shaped with, and its glyphs with clusters counted from the
    /// run's start.
    private struct Entry {
        let script: UInt32
        let rightToLeft: Bool
        let language: String?
        let features: [FontFeature]
        /// The run's code units with its context on each side.
        let units: [UInt16]
        /// Where the run lies in `units`.
        let run: Range<Int>
        let glyphs: [ShapedGlyph]
    }

    private struct Memory {
        /// Entries by a hash of their code units, run, script and direction (a lookup makes no key).
        var entries: [UInt64: [Entry]] = [:]
        /// Code units plus glyphs kept, a rough measure of the memory held.
        var weight = 0
    }

    private let memory = Mutex(Memory())

    /// Code units plus glyphs one face keeps (about 30 bytes each) before it starts afresh.
    static let weightLimit = 1 << 16
    /// Characters of context HarfBuzz reads on each side of a run (`HB_BUFFER_CONTEXT_LENGTH`).
    static let contextCharacters = 5

    /// The glyphs of `range` of `text` as `shape` gives them (clusters are offsets in `text`),
    /// shaped by `shape` only the first time: a run that is one space is looked up without its
    /// context, any other run with ``contextCharacters`` characters of it on each side.
    func glyphs(
        of range: Range<Int>, in text: UnsafeBufferPointer<UInt16>, script: UInt32, rightToLeft: Bool,
        language: String?, features: [FontFeature], shape: () -> [ShapedGlyph]
    ) -> [ShapedGlyph] {
        let window = Self.isLoneSpace(range, in: text) ? range : Self.withContext(range, in: text)
        let units = UnsafeBufferPointer(rebasing: text[window])
        let run = (range.lowerBound - window.lowerBound)..<(range.upperBound - window.lowerBound)
        let hash = Self.hash(units, run: run, script: script, rightToLeft: rightToLeft)
        let known = memory.withOrderedLock { memory in
            memory.entries[hash]?.first { entry in
                entry.run == run && entry.script == script && entry.rightToLeft == rightToLeft
                    && entry.language == language && entry.features == features && entry.units.elementsEqual(units)
            }?.glyphs
        }
        if let known { return Self.moved(known, by: range.lowerBound) }
        let shaped = shape()
        let entry = Entry(
            script: script, rightToLeft: rightToLeft, language: language, features: features, units: Array(units),
            run: run, glyphs: Self.moved(shaped, by: -range.lowerBound))
        memory.withOrderedLock { memory in
            let weight = entry.units.count + entry.glyphs.count
            if memory.weight + weight > Self.weightLimit {
                memory.entries.removeAll(keepingCapacity: true)
                memory.weight = 0
            }
            memory.entries[hash, default: []].append(entry)
            memory.weight += weight
        }
        return shaped
    }

    /// FNV-1a over the code units, then the run's bounds, script and direction, mixed.
    private static func hash(_ units: UnsafeBufferPointer<UInt16>, run: Range<Int>, script: UInt32, rightToLeft: Bool)
        -> UInt64
    {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for unit in units { hash = (hash ^ UInt64(unit)) &* 0x0000_0100_0000_01B3 }
        let bounds = UInt64(truncatingIfNeeded: run.lowerBound) << 32 | UInt64(truncatingIfNeeded: run.upperBound)
        hash = (hash ^ bounds) &* 0x0000_0100_0000_01B3
        hash = (hash ^ (UInt64(script) << 1 | (rightToLeft ? 1 : 0))) &* 0x0000_0100_0000_01B3
        hash ^= hash >> 33
        return hash &* 0xff51_afd7_ed55_8ccd
    }

    /// Whether `range` of `text` is one U+0020: a run shaped without its context.
    static func isLoneSpace(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> Bool {
        range.count == 1 && text[range.lowerBound] == 0x20
    }

    /// `range` widened by up to ``contextCharacters`` characters on each side (a surrogate pair
    /// is one character, as HarfBuzz reads it).
    static func withContext(_ range: Range<Int>, in text: UnsafeBufferPointer<UInt16>) -> Range<Int> {
        var lower = range.lowerBound
        for _ in 0..<contextCharacters where lower > 0 {
            lower -= 1
            if lower > 0, UTF16.isTrailSurrogate(text[lower]), UTF16.isLeadSurrogate(text[lower - 1]) { lower -= 1 }
        }
        var upper = range.upperBound
        for _ in 0..<contextCharacters where upper < text.count {
            let pair =
                UTF16.isLeadSurrogate(text[upper]) && upper + 1 < text.count
                && UTF16.isTrailSurrogate(text[upper + 1])
            upper += pair ? 2 : 1
        }
        return lower..<upper
    }

    /// `glyphs` with every cluster moved by `offset` code units.
    private static func moved(_ glyphs: [ShapedGlyph], by offset: Int) -> [ShapedGlyph] {
        if offset == 0 { return glyphs }
        var moved = glyphs
        for index in moved.indices { moved[index].cluster += offset }
        return moved
    }
}
