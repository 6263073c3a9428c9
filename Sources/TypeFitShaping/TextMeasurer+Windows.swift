/// The windows of the word loop: context-sensitive words shaped again with the words around
/// them, and the words that a window covers read from it instead of being shaped alone.
extension TextMeasurer {
    /// How far, in UTF-16 code units on each side, a word whose glyphs a lookup may rewrite
    /// across a space is shaped with its neighbours: more than the context of any rule in the
    /// bundled faces (Inter's longest reaches four capitals and a space past a bracket).
    static let neighbourReach = 16

    /// A word on the short way inside the window of a context-sensitive word, which the word
    /// loop leaves unshaped: the window gives its advances, as it gives those of the
    /// context-sensitive word. A word holds no context-sensitive glyph, so its glyphs are
    /// shaped in the window as they are alone, provided the window is one run in the word's
    /// script; where it is not, the word is shaped alone after all.
    struct CoveredWord: Sendable {
        /// The code units the window's advances are copied to: the word, and in a face that
        /// kerns against its space the space before it.
        var range: Range<Int>
        /// The word alone, for shaping it when its window is not one run in its script.
        var word: Range<Int>
        /// The spaces the word is shaped with when it is shaped alone.
        var edges: WordEdges
        /// The script of the word's letters (Latin, Greek or Cyrillic).
        var script: UInt32
    }

    /// The windows that context-sensitive words on the short way will be shaped in, merged and
    /// in order, found from the characters alone before any word is looked up: the word loop
    /// leaves the words inside them unshaped (``CoveredWord``). Empty for a face none of whose
    /// glyphs a lookup rewrites across a space. Words on the general path may add windows
    /// later; those only ever widen these.
    static func windowsOfSensitiveWords(
        _ utf16: UnsafeBufferPointer<UInt16>, face: FontFace, interaction: SpaceInteraction
    ) -> [Range<Int>] {
        guard !interaction.sensitiveGlyphs.isEmpty else { return [] }
        var windows: [Range<Int>] = []
        var index = 0
        while index < utf16.count {
            if isWordSeparator(utf16, at: index) {
                index += 1
                continue
            }
            let start = index
            while index < utf16.count, !isWordSeparator(utf16, at: index) { index += 1 }
            let units = UnsafeBufferPointer(rebasing: utf16[start..<index])
            guard WordShape.isContextSensitive(units, interaction) else { continue }
            var script: UInt32?
            if takesShortWay(units, edges: .alone, face: face, script: &script) {
                merge(window(around: start..<index, in: utf16), into: &windows)
            }
        }
        return windows
    }

    /// What the word loop does with the short-way word `word` inside `window` (one of
    /// ``windowsOfSensitiveWords(_:face:interaction:)``): the range its advances are read
    /// from the window into, or nil when it is shaped alone as usual. In a face that kerns
    /// against its space, the spaces on both sides of the word must lie in the window too, the
    /// one before it drawn by the primary face (`primarySpaceBefore`): the window then gives
    /// the word's kerning against them and the advance of the space before it.
    static func rangeRead(
        fromWindow window: Range<Int>, word: Range<Int>, primarySpaceBefore: Int?, positionsSpace: Bool, count: Int
    ) -> Range<Int>? {
        guard window.lowerBound <= word.lowerBound, word.upperBound <= window.upperBound else { return nil }
        guard positionsSpace else { return word }
        guard word.upperBound == count || word.upperBound < window.upperBound else { return nil }
        if word.lowerBound == 0 { return word }
        guard let space = primarySpaceBefore, space == word.lowerBound - 1, space >= window.lowerBound else {
            return nil
        }
        return space..<word.upperBound
    }

    /// The advances of each of `words` (ranges of `utf16`, in order; a range may begin with
    /// the space before its word, whose advance is then taken too) shaped together with
    /// the words around it, out to ``neighbourReach`` code units on each side, rounded out to
    /// whole words, written into `advances`, with those of the `covered` words whose window
    /// is one run in their script. Words whose windows overlap share one window, shaped once
    /// (a label with a colon and a dash is one window, not two). Each window is kept in the
    /// cache like a word (a label repeated in every entry and size is shaped once per face).
    /// - Returns: the covered words the windows did not give, to be shaped alone.
    func withNeighbours(
        _ utf16: UnsafeBufferPointer<UInt16>, words: [Range<Int>], covered: [CoveredWord], context: UInt64,
        cache: ShapingCache, face: FontFace, locale: String?, features: [FontFeature],
        into advances: inout [Double]
    ) -> [CoveredWord] {
        var unresolved: [CoveredWord] = []
        var nextCovered = 0
        var first = 0
        while first < words.count {
            // The window of words[first], merged with those of the words after it it overlaps.
            var window = Self.window(around: words[first], in: utf16)
            var last = first + 1
            while last < words.count, let union = Self.union(window, Self.window(around: words[last], in: utf16)) {
                window = union
                last += 1
            }
            let units = UnsafeBufferPointer(rebasing: utf16[window])
            let shaped = cache.word(units, context: context << 3 | WordEdges.windowKeyBit) {
                shapedWord(units, edges: .alone, face: face, locale: locale, features: features)
            }
            for word in words[first..<last] {
                for unit in word { advances[unit] = shaped.advances[unit - window.lowerBound] }
            }
            first = last
            while nextCovered < covered.count, covered[nextCovered].range.lowerBound < window.lowerBound {
                unresolved.append(covered[nextCovered])
                nextCovered += 1
            }
            guard nextCovered < covered.count, covered[nextCovered].range.upperBound <= window.upperBound else {
                continue
            }
            var windowScript: UInt32?
            let isOneRun = Self.takesShortWay(units, edges: .alone, face: face, script: &windowScript)
            while nextCovered < covered.count, covered[nextCovered].range.upperBound <= window.upperBound {
                let word = covered[nextCovered]
                if isOneRun, windowScript == word.script {
                    for unit in word.range { advances[unit] = shaped.advances[unit - window.lowerBound] }
                } else {
                    unresolved.append(word)
                }
                nextCovered += 1
            }
        }
        unresolved += covered[nextCovered...]
        return unresolved
    }

    /// Appends `next` (the window of a word after those of `windows`) to `windows`, merged
    /// with the last one when they overlap (``union(_:_:)``).
    private static func merge(_ next: Range<Int>, into windows: inout [Range<Int>]) {
        if let last = windows.last, let union = union(last, next) {
            windows[windows.count - 1] = union
        } else {
            windows.append(next)
        }
    }

    /// `window` and `next` (the window of a later word) as one window when they overlap; nil
    /// when `next` begins at or after the end of `window`.
    private static func union(_ window: Range<Int>, _ next: Range<Int>) -> Range<Int>? {
        guard next.lowerBound < window.upperBound else { return nil }
        return window.lowerBound..<max(window.upperBound, next.upperBound)
    }

    /// The code units a context-sensitive `word` is shaped with: out to ``neighbourReach`` on
    /// each side of the word (not of a space `word` begins with), rounded out to whole words.
    static func window(around word: Range<Int>, in utf16: UnsafeBufferPointer<UInt16>) -> Range<Int> {
        let start = isWordSeparator(utf16, at: word.lowerBound) ? word.lowerBound + 1 : word.lowerBound
        var lower = max(0, start - neighbourReach)
        while lower > 0, !isWordSeparator(utf16, at: lower - 1) { lower -= 1 }
        var upper = min(utf16.count, word.upperBound + neighbourReach)
        while upper < utf16.count, !isWordSeparator(utf16, at: upper) { upper += 1 }
        return lower..<upper
    }
}
