internal import CICU

/// The only Swift file that calls into `CICU`. Everything here works on UTF-16 buffers and
/// converts C results into Swift values or ``UnicodeSegmentationError``.
enum ICUFunnel {
    /// The ICU version linked at run time, for example `"72.1"`.
    static var version: String { String(cString: typefit_icu_version()) }

    /// Runs `body` with `text` as a contiguous UTF-16 buffer (stack storage when small).
    static func withUTF16<R>(
        _ text: String,
        _ body: (UnsafeBufferPointer<UInt16>) throws(UnicodeSegmentationError) -> R
    ) throws(UnicodeSegmentationError) -> R {
        let count = text.utf16.count
        if count == 0 { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        let result: Result<R, UnicodeSegmentationError> = withUnsafeTemporaryAllocation(
            of: UInt16.self, capacity: count
        ) { buffer in
            _ = buffer.initialize(from: text.utf16)
            return Result { () throws(UnicodeSegmentationError) -> R in
                try body(UnsafeBufferPointer(buffer))
            }
        }
        return try result.get()
    }

    /// The UTF-16 length as the `Int32` ICU needs, or `.textTooLong`.
    static func checkedLength(_ buffer: UnsafeBufferPointer<UInt16>) throws(UnicodeSegmentationError) -> Int32 {
        guard let length = Int32(exactly: buffer.count) else {
            throw .textTooLong(utf16Length: buffer.count)
        }
        return length
    }

    /// Maps a negative funnel result to an error.
    static func error(for result: Int32, operation: String) -> UnicodeSegmentationError {
        let name = String(cString: typefit_icu_error_name(result))
        if result <= TYPEFIT_ICU_E_ICU_BASE {
            return .icuFailure(operation: operation, code: TYPEFIT_ICU_E_ICU_BASE - result, name: name)
        }
        if result == TYPEFIT_ICU_E_MEMORY { return .outOfMemory(operation: operation) }
        return .internalError(operation: operation, result: result)
    }

    /// The count a C shim returned, checked: a negative result is its error, one above
    /// `capacity` (the elements the output buffers hold) an internal error.
    static func checkedCount(_ result: Int32, capacity: Int32, operation: String) throws(UnicodeSegmentationError)
        -> Int
    {
        guard result >= 0 else { throw error(for: result, operation: operation) }
        guard result <= capacity else { throw .internalError(operation: operation, result: result) }
        return Int(result)
    }

    /// Line-break boundaries of `text` (`typefit_icu_line_breaks`), written to `offsets` and
    /// `mandatory`, which must each hold at least `text.count` elements. Returns the count.
    static func lineBreaks(
        _ text: UnsafeBufferPointer<UInt16>,
        locale: String?,
        offsets: UnsafeMutableBufferPointer<Int32>,
        mandatory: UnsafeMutableBufferPointer<UInt8>
    ) throws(UnicodeSegmentationError) -> Int {
        let length = try checkedLength(text)
        precondition(offsets.count >= text.count && mandatory.count >= text.count)
        let capacity = length
        func call(_ cLocale: UnsafePointer<CChar>?) -> Int32 {
            typefit_icu_line_breaks(
                text.baseAddress, length, cLocale, offsets.baseAddress, mandatory.baseAddress, capacity)
        }
        let result: Int32
        if let locale {
            guard !locale.utf8.contains(0) else { throw .invalidLocale(locale) }
            result = locale.withCString(call)
        } else {
            result = call(nil)
        }
        return try checkedCount(result, capacity: capacity, operation: "line breaking")
    }

    /// Grapheme cluster boundaries (`typefit_icu_grapheme_boundaries`) written to `offsets`,
    /// which must hold at least `text.count` elements. Returns the count.
    static func graphemeBoundaries(
        _ text: UnsafeBufferPointer<UInt16>,
        offsets: UnsafeMutableBufferPointer<Int32>
    ) throws(UnicodeSegmentationError) -> Int {
        let length = try checkedLength(text)
        precondition(offsets.count >= text.count)
        let result = typefit_icu_grapheme_boundaries(text.baseAddress, length, offsets.baseAddress, length)
        return try checkedCount(result, capacity: length, operation: "grapheme segmentation")
    }

    /// Bidi runs (`typefit_icu_bidi_runs`). `starts`, `lengths` and `levels` must each hold at
    /// least `text.count` elements. Returns the run count and the resolved paragraph level.
    static func bidiRuns(
        _ text: UnsafeBufferPointer<UInt16>,
        baseDirection: Int32,
        starts: UnsafeMutableBufferPointer<Int32>,
        lengths: UnsafeMutableBufferPointer<Int32>,
        levels: UnsafeMutableBufferPointer<UInt8>
    ) throws(UnicodeSegmentationError) -> (count: Int, paragraphLevel: UInt8) {
        let length = try checkedLength(text)
        precondition(starts.count >= text.count && lengths.count >= text.count && levels.count >= text.count)
        var paragraphLevel: UInt8 = 0
        let result = typefit_icu_bidi_runs(
            text.baseAddress, length, baseDirection,
            starts.baseAddress, lengths.baseAddress, levels.baseAddress, length, &paragraphLevel)
        return (try checkedCount(result, capacity: length, operation: "bidi analysis"), paragraphLevel)
    }

    /// The Script_Extensions of `scalar` as ISO 15924 tags, in ICU's order; empty should ICU
    /// refuse it.
    static func scriptExtensions(of scalar: Unicode.Scalar) -> [String] {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 32) { buffer in
            let count = typefit_icu_script_extensions(scalar.value, buffer.baseAddress, 32)
            guard count > 0 else { return [] }
            return buffer.prefix(Int(min(count, 32))).map { tag in
                String(decoding: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }, as: UTF8.self)
            }
        }
    }
}
