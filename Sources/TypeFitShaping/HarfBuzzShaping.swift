internal import CHarfBuzz

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The HarfBuzz funnel, part 2: shaping and Unicode properties. Buffers are per-thread scratch:
// each thread creates one `hb_buffer_t` on first use and reuses it until the thread exits.

/// The per-thread `hb_buffer_t`, destroyed by the key's destructor when its thread ends.
private let shapingBufferKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { buffer in
        if let buffer { hb_buffer_destroy(OpaquePointer(buffer)) }
    }
    return key
}()

enum HarfBuzzShaper {
    /// Shapes `range` of `text` (UTF-16) with `font`, giving glyphs whose clusters are UTF-16
    /// offsets into the whole `text`. The text around `range` is passed as context, so
    /// contextual shaping across the range's edges matches shaping the whole text.
    static func shape(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: HarfBuzzFont,
        script: UInt32, rightToLeft: Bool, language: String?, features: [FontFeature]
    ) -> [ShapedGlyph] {
        withShaped(
            text, range: range, font: font, script: script, rightToLeft: rightToLeft, language: language,
            features: features
        ) { infos, positions in
            var glyphs: [ShapedGlyph] = []
            glyphs.reserveCapacity(infos.count)
            for index in infos.indices {
                glyphs.append(
                    ShapedGlyph(
                        glyphID: infos[index].codepoint,
                        cluster: Int(infos[index].cluster),
                        xAdvance: positions[index].x_advance,
                        xOffset: positions[index].x_offset,
                        yOffset: positions[index].y_offset
                    ))
            }
            return glyphs
        }
    }

    /// Shapes `range` of `text` as ``shape(_:range:font:script:rightToLeft:language:features:)``
    /// does and hands `body` HarfBuzz's glyph infos and positions (clusters are UTF-16 offsets
    /// into `text`, advances font units) in place, valid only during the call: a caller that
    /// keeps only advances copies no glyph array.
    static func withShaped<Result>(
        _ text: UnsafeBufferPointer<UInt16>, range: Range<Int>, font: HarfBuzzFont,
        script: UInt32, rightToLeft: Bool, language: String?, features: [FontFeature],
        _ body: (UnsafeBufferPointer<hb_glyph_info_t>, UnsafeBufferPointer<hb_glyph_position_t>) -> Result
    ) -> Result {
        guard !range.isEmpty, let base = text.baseAddress else {
            return body(.init(start: nil, count: 0), .init(start: nil, count: 0))
        }
        let buffer = threadBuffer()
        hb_buffer_add_utf16(buffer, base, Int32(text.count), UInt32(range.lowerBound), Int32(range.count))
        hb_buffer_set_script(buffer, hb_script_t(rawValue: script))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        if let language, !language.isEmpty {
            hb_buffer_set_language(buffer, hb_language_from_string(language, -1))
        }
        hb_buffer_guess_segment_properties(buffer)
        let settings = font.fixedFeatures.isEmpty ? features.map(\.value) : font.fixedFeatures + features.map(\.value)
        hb_shape(font.handle, buffer, settings, UInt32(settings.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, nil)
        else { return body(.init(start: nil, count: 0), .init(start: nil, count: 0)) }
        return body(
            UnsafeBufferPointer(start: infos, count: Int(count)),
            UnsafeBufferPointer(start: positions, count: Int(count)))
    }

    /// This thread's buffer, emptied and ready for text.
    private static func threadBuffer() -> OpaquePointer {
        if let existing = pthread_getspecific(shapingBufferKey) {
            let buffer = OpaquePointer(existing)
            hb_buffer_clear_contents(buffer)
            return buffer
        }
        let buffer = hb_buffer_create()!
        pthread_setspecific(shapingBufferKey, UnsafeRawPointer(buffer))
        return buffer
    }

    /// The Unicode script of `scalar` as an ISO 15924 tag value (`hb_unicode_script`): read
    /// from a table of the Basic Multilingual Plane made once from HarfBuzz's own answers
    /// (every text asks for the script of each of its characters), asked of HarfBuzz above it.
    @inline(__always)
    static func script(of scalar: UInt32) -> UInt32 {
        guard scalar < 0x1_0000 else { return hb_unicode_script(hb_unicode_funcs_get_default(), scalar).rawValue }
        let table = basicPlaneScripts
        return table.tags[Int(table.indexes[Int(scalar)])]
    }

    /// The script of every scalar of the Basic Multilingual Plane: an index into a list of
    /// script tags per scalar (64 KB), made on first use and kept for the life of the process.
    private static let basicPlaneScripts = BasicPlaneScripts()

    /// The table behind ``script(of:)``: immutable once made, so shared by every thread.
    private struct BasicPlaneScripts: @unchecked Sendable {
        let indexes: UnsafePointer<UInt8>
        let tags: UnsafePointer<UInt32>

        init() {
            let funcs = hb_unicode_funcs_get_default()
            let indexes = UnsafeMutablePointer<UInt8>.allocate(capacity: 0x1_0000)
            var tags: [UInt32] = []
            var indexOfTag: [UInt32: UInt8] = [:]
            for scalar in 0..<UInt32(0x1_0000) {
                let tag = hb_unicode_script(funcs, scalar).rawValue
                if let index = indexOfTag[tag] {
                    indexes[Int(scalar)] = index
                    continue
                }
                // The plane has fewer than 100 scripts; a table of UInt8 holds 256.
                precondition(tags.count < 256, "more than 256 scripts in the Basic Multilingual Plane")
                indexOfTag[tag] = UInt8(tags.count)
                indexes[Int(scalar)] = UInt8(tags.count)
                tags.append(tag)
            }
            let tagTable = UnsafeMutablePointer<UInt32>.allocate(capacity: tags.count)
            tagTable.initialize(from: tags, count: tags.count)
            self.indexes = UnsafePointer(indexes)
            self.tags = UnsafePointer(tagTable)
        }
    }

    /// Whether text in `script` runs right to left (`hb_script_get_horizontal_direction`).
    static func isRightToLeft(script: UInt32) -> Bool {
        hb_script_get_horizontal_direction(hb_script_t(rawValue: script)) == HB_DIRECTION_RTL
    }

    /// Tag values of HarfBuzz's pseudo-scripts that take their neighbours' script.
    static let commonScript = HB_SCRIPT_COMMON.rawValue
    static let inheritedScript = HB_SCRIPT_INHERITED.rawValue
    static let unknownScript = HB_SCRIPT_UNKNOWN.rawValue
}
