/// A logical run of text with one resolved bidi embedding level (Unicode UAX #9).
///
/// Runs are in logical (memory) order. Even levels are left-to-right, odd levels
/// right-to-left: in an LTR paragraph, plain Latin is level 0 and Arabic or Hebrew level 1;
/// in an RTL paragraph, Arabic is level 1 and Latin or European digits level 2.
package struct BidiRun: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The run's UTF-16 code-unit range in the analysed text.
    package var range: Range<Int>

    /// The resolved embedding level (0...125); odd means right-to-left.
    package var level: UInt8

    /// - Parameters:
    ///   - range: UTF-16 code-unit range in the analysed text.
    ///   - level: resolved embedding level (0...125).
    package init(range: Range<Int>, level: UInt8) {
        self.range = range
        self.level = level
    }

    /// Whether the run is displayed right to left (its level is odd).
    package var isRightToLeft: Bool { level & 1 == 1 }

    /// For example `0..<6@0` or `6..<11@1`.
    package var description: String { "\(range.lowerBound)..<\(range.upperBound)@\(level)" }
}
