internal import CICU

/// Bidi analysis (Unicode UAX #9) from ICU's `ubidi` (`ubidi_setPara`, `ubidi_getLevels`).
///
/// Each call analyses its text as one paragraph and returns the logical runs with their
/// embedding levels, in UTF-16 code units, plus the resolved paragraph direction. Thread-safe;
/// the ICU bidi object is cached per thread.
package enum BidiAnalyzer {
    /// Runs and resolved direction of the paragraph `text`.
    /// - Parameters:
    ///   - text: one paragraph.
    ///   - baseDirection: the paragraph direction, or `.auto` to take it from the first
    ///     strong character (LTR when there is none).
    /// - Throws: ``UnicodeSegmentationError`` if the text exceeds `Int32.max` UTF-16 code units
    ///   or ICU fails.
    package static func runs(
        in text: String,
        baseDirection: BaseDirection = .auto
    ) throws(UnicodeSegmentationError) -> BidiParagraph {
        try ICUFunnel.withUTF16(text) { (utf16) throws(UnicodeSegmentationError) in
            try runs(in: utf16, baseDirection: baseDirection)
        }
    }

    /// Runs and resolved direction of a paragraph given as UTF-16 code units.
    package static func runs(
        in utf16: UnsafeBufferPointer<UInt16>,
        baseDirection: BaseDirection = .auto
    ) throws(UnicodeSegmentationError) -> BidiParagraph {
        let length = utf16.count
        if length == 0 {
            return BidiParagraph(runs: [], baseLevel: baseDirection == .rightToLeft ? 1 : 0)
        }
        let result: Result<BidiParagraph, UnicodeSegmentationError> =
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * length) { scratch in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: length) { levels in
                    Result { () throws(UnicodeSegmentationError) in
                        let starts = UnsafeMutableBufferPointer(rebasing: scratch[0..<length])
                        let lengths = UnsafeMutableBufferPointer(rebasing: scratch[length...])
                        let (count, paragraphLevel) = try ICUFunnel.bidiRuns(
                            utf16, baseDirection: baseDirection.icuValue,
                            starts: starts, lengths: lengths, levels: levels)
                        let runs = [BidiRun](unsafeUninitializedCapacity: count) { buffer, initialized in
                            for index in 0..<count {
                                let start = Int(starts[index])
                                let run = BidiRun(
                                    range: start..<(start + Int(lengths[index])), level: levels[index])
                                buffer.initializeElement(at: index, to: run)
                            }
                            initialized = count
                        }
                        return BidiParagraph(runs: runs, baseLevel: paragraphLevel)
                    }
                }
            }
        return try result.get()
    }

    /// Runs and resolved direction of a paragraph given as an array of UTF-16 code units.
    package static func runs(
        in utf16: [UInt16],
        baseDirection: BaseDirection = .auto
    ) throws(UnicodeSegmentationError) -> BidiParagraph {
        let result = utf16.withUnsafeBufferPointer { buffer in
            Result { () throws(UnicodeSegmentationError) in
                try runs(in: buffer, baseDirection: baseDirection)
            }
        }
        return try result.get()
    }
}
