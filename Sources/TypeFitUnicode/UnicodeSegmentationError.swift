/// Why a segmentation call (line breaking, grapheme clusters, bidi) failed.
///
/// Ordinary text never fails: unknown locales fall back to ICU's root rules rather than
/// failing. These errors mean the input cannot be handed to ICU at all, or ICU itself failed
/// (for example its data could not be loaded or memory ran out).
public enum UnicodeSegmentationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text has more UTF-16 code units than ICU can address (`Int32.max`).
    case textTooLong(utf16Length: Int)
    /// The locale ID contains a NUL character, so it cannot be passed to ICU as a C string.
    case invalidLocale(String)
    /// ICU reported a failure. `code` is ICU's `UErrorCode`, `name` its symbolic name
    /// (for example `U_MEMORY_ALLOCATION_ERROR`).
    case icuFailure(operation: String, code: Int32, name: String)
    /// TypeFit's ICU funnel could not allocate memory.
    case outOfMemory(operation: String)
    /// The ICU funnel rejected its arguments. This is a bug in TypeFitUnicode, not in the caller.
    case internalError(operation: String, result: Int32)

    public var description: String {
        switch self {
        case .textTooLong(let length):
            "Text too long for ICU: \(length) UTF-16 code units (at most \(Int32.max))."
        case .invalidLocale(let locale):
            "Invalid locale ID \(locale.debugDescription): it contains a NUL character."
        case .icuFailure(let operation, let code, let name):
            "ICU failed during \(operation): \(name) (UErrorCode \(code))."
        case .outOfMemory(let operation):
            "Out of memory during \(operation)."
        case .internalError(let operation, let result):
            "Internal error in the ICU funnel during \(operation) (result \(result))."
        }
    }
}
