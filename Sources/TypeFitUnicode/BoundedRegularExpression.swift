internal import CICU

/// A regular expression a user writes (ICU's syntax, the one `NSRegularExpression` reads),
/// matched by ICU with a limit on its work: a pattern that backtracks without end fails with
/// ``Failure/tooMuchWork`` instead of hanging the run.
package struct BoundedRegularExpression: Sendable {
    /// Why a pattern cannot be used.
    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// The pattern does not compile; `reason` is ICU's name for why (`U_REGEX_RULE_SYNTAX`).
        case invalidPattern(reason: String)
        /// Matching gave up: the pattern backtracked past the time or stack limit on one text.
        case tooMuchWork
        /// ICU failed otherwise.
        case icu(UnicodeSegmentationError)

        package var description: String {
            switch self {
            case .invalidPattern(let reason): "is not a regular expression (\(reason))"
            case .tooMuchWork:
                "backtracks too much on this text (ICU gave up after its time limit); write it so it cannot match one text in many ways, e.g. without nested repeats like (a+)+"
            case .icu(let error): "\(error)"
            }
        }
    }

    /// ICU's match-time limit, in steps of its engine (each of the order of a millisecond).
    package static let timeLimitSteps: Int32 = 1_000

    /// The pattern, as written.
    package let pattern: String
    /// Its capture groups.
    package let captureGroups: Int
    private let units: [UInt16]

    /// `pattern` compiled once to check it; throws ``Failure/invalidPattern(reason:)`` when it
    /// does not compile.
    package init(_ pattern: String) throws(Failure) {
        let units = Array(pattern.utf16)
        guard !units.isEmpty, let length = Int32(exactly: units.count) else {
            throw .invalidPattern(reason: "empty or too long")
        }
        let groups = units.withUnsafeBufferPointer { typefit_icu_regex_groups($0.baseAddress, length) }
        guard groups >= 0 else { throw .invalidPattern(reason: String(cString: typefit_icu_error_name(groups))) }
        self.pattern = pattern
        self.units = units
        captureGroups = Int(groups)
    }

    /// The non-empty matches in `text`, in order and not overlapping: each match's UTF-16
    /// range, and its first capture group's (nil when that group took no part).
    package func matches(in text: String) throws(Failure) -> [(whole: Range<Int>, group: Range<Int>?)] {
        let textUnits = Array(text.utf16)
        guard let length = Int32(exactly: textUnits.count) else {
            throw .icu(.textTooLong(utf16Length: textUnits.count))
        }
        var capacity: Int32 = 8
        while true {
            var output = [Int32](repeating: 0, count: Int(capacity) * 4)
            let found = units.withUnsafeBufferPointer { pattern in
                textUnits.withUnsafeBufferPointer { text in
                    output.withUnsafeMutableBufferPointer { output in
                        typefit_icu_regex_matches(
                            pattern.baseAddress, Int32(pattern.count), text.baseAddress, length, Self.timeLimitSteps,
                            output.baseAddress, capacity)
                    }
                }
            }
            if found < 0 {
                let name = String(cString: typefit_icu_error_name(found))
                if name == "U_REGEX_TIME_OUT" || name == "U_REGEX_STACK_OVERFLOW" { throw .tooMuchWork }
                throw .icu(ICUFunnel.error(for: found, operation: "matching a regular expression"))
            }
            guard found <= capacity else {
                capacity = found
                continue
            }
            return (0..<Int(found)).map { index in
                let base = index * 4
                let group: Range<Int>? =
                    output[base + 2] >= 0 && output[base + 3] >= output[base + 2]
                    ? Int(output[base + 2])..<Int(output[base + 3]) : nil
                return (Int(output[base])..<Int(output[base + 1]), group)
            }
        }
    }
}
