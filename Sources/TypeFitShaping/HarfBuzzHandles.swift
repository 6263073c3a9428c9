internal import CHarfBuzz
internal import Synchronization
import TypeFitConcurrency

// The HarfBuzz funnel, part 1: owners of HarfBuzz's reference-counted handles. Every HarfBuzz
// handle imports into Swift as the same `OpaquePointer`; each kind gets its own owner type here
// so a face can never be passed where a font is expected. Only the `HarfBuzz*.swift` files of
// this module call `hb_*` functions.

/// Owns an `hb_blob_t` over a font file's bytes; the blob keeps the bytes alive.
final class HarfBuzzBlob: @unchecked Sendable {
    let handle: OpaquePointer

    /// Wraps `file` without copying (`hb_blob_create`, `HB_MEMORY_MODE_READONLY`). The blob holds
    /// a strong reference to `file` until HarfBuzz destroys it.
    init(file: FontFileBytes) {
        let owner = Unmanaged.passRetained(file).toOpaque()
        handle = hb_blob_create(
            file.bytes.baseAddress!.assumingMemoryBound(to: CChar.self),
            UInt32(file.bytes.count),
            HB_MEMORY_MODE_READONLY,
            owner,
            { owner in Unmanaged<FontFileBytes>.fromOpaque(owner!).release() }
        )
    }

    deinit { hb_blob_destroy(handle) }
}

/// Owns an immutable `hb_face_t`: one face of a font file. Thread-safe once made immutable.
final class HarfBuzzFace: @unchecked Sendable {
    let handle: OpaquePointer
    /// The face's coverage once asked for: a collection's faces that no text falls back to
    /// (eight of a Noto CJK file's ten) never build one. Behind a lock that tells
    /// ThreadSanitizer its ordering (`withOrderedLock`): a lock-free lazy reference publishes
    /// through the standard library's uninstrumented atomics, so ThreadSanitizer could not see
    /// that a coverage was built before another thread read it.
    private let lazyCoverage = Mutex<CharacterCoverage?>(nil)

    /// `hb_face_create(blob, index)`, then `hb_face_make_immutable`.
    init(blob: HarfBuzzBlob, index: Int) {
        handle = hb_face_create(blob.handle, UInt32(index))
        hb_face_make_immutable(handle)
    }

    /// The characters the face's `cmap` maps to a glyph, collected on first use (by the first
    /// thread to ask; others wait for it) and kept for the face's life. Asked once per
    /// ``FontFace``, which keeps the answer.
    var coverage: CharacterCoverage {
        lazyCoverage.withOrderedLock { known in
            if let known { return known }
            let made = CharacterCoverage(face: handle)
            known = made
            return made
        }
    }

    deinit { hb_face_destroy(handle) }

    /// A string from the `name` table (`hb_ot_name_get_utf8`), English first, else the first
    /// language the font has for `nameID`; nil when the font has none.
    func name(_ nameID: UInt32) -> String? {
        if let english = name(nameID, language: hb_language_from_string("en", -1)) { return english }
        var count: UInt32 = 0
        guard let entries = hb_ot_name_list_names(handle, &count) else { return nil }
        for index in 0..<Int(count) where entries[index].name_id == nameID {
            if let text = name(nameID, language: entries[index].language) { return text }
        }
        return nil
    }

    private func name(_ nameID: UInt32, language: hb_language_t?) -> String? {
        let length = hb_ot_name_get_utf8(handle, nameID, language, nil, nil)
        guard length > 0 else { return nil }
        var capacity = length + 1
        var buffer = [CChar](repeating: 0, count: Int(capacity))
        hb_ot_name_get_utf8(handle, nameID, language, &capacity, &buffer)
        let text = String(decoding: buffer.prefix(Int(capacity)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// The variation axes from `fvar` (`hb_ot_var_get_axis_infos`).
    func variationAxes() -> [VariationAxis] {
        var count = hb_ot_var_get_axis_count(handle)
        guard count > 0 else { return [] }
        var infos = [hb_ot_var_axis_info_t](repeating: hb_ot_var_axis_info_t(), count: Int(count))
        hb_ot_var_get_axis_infos(handle, 0, &count, &infos)
        return infos.prefix(Int(count)).map { info in
            VariationAxis(
                tag: SFNTContainer.tagString(info.tag),
                name: name(info.name_id) ?? SFNTContainer.tagString(info.tag),
                minimum: Double(info.min_value),
                defaultValue: Double(info.default_value),
                maximum: Double(info.max_value),
                isHidden: (info.flags.rawValue & HB_OT_VAR_AXIS_FLAG_HIDDEN.rawValue) != 0
            )
        }
    }

    /// The named instances from `fvar`, with their design coordinates by axis tag.
    func namedInstances(axes: [VariationAxis]) -> [NamedInstance] {
        let count = hb_ot_var_get_named_instance_count(handle)
        guard count > 0, !axes.isEmpty else { return [] }
        return (0..<count).map { index in
            var coordinateCount = UInt32(axes.count)
            var coordinates = [Float](repeating: 0, count: axes.count)
            hb_ot_var_named_instance_get_design_coords(handle, index, &coordinateCount, &coordinates)
            let subfamilyID = hb_ot_var_named_instance_get_subfamily_name_id(handle, index)
            let postScriptID = hb_ot_var_named_instance_get_postscript_name_id(handle, index)
            var byTag: [String: Double] = [:]
            for (axis, value) in zip(axes, coordinates.prefix(Int(coordinateCount))) {
                byTag[axis.tag] = Double(value)
            }
            return NamedInstance(
                name: name(subfamilyID) ?? "Instance \(index)",
                postScriptName: postScriptID == 0xFFFF ? nil : name(postScriptID),
                coordinates: byTag
            )
        }
    }
}

/// Owns an immutable `hb_font_t` with HarfBuzz's own OpenType functions, unhinted, at a scale
/// of one unit per font unit: every advance HarfBuzz returns is in font units.
final class HarfBuzzFont: @unchecked Sendable {
    let handle: OpaquePointer

    /// Features every shaping with this font starts from: `trak` off for a face with a `trak`
    /// table, whose tracking TypeFit applies at the point size itself (``FontTracking``), so
    /// HarfBuzz never adds it to advances that must not depend on the size.
    let fixedFeatures: [hb_feature_t]

    /// `hb_font_create(face)` (scale = units per em, OpenType functions, no hinting), the axis
    /// `variations` set with `hb_font_set_variations`, then `hb_font_make_immutable`.
    /// `disablingTrak` turns HarfBuzz's AAT tracking off (``fixedFeatures``).
    init(face: HarfBuzzFace, variations: [VariationSetting], disablingTrak: Bool = false) {
        fixedFeatures =
            disablingTrak
            ? [hb_feature_t(tag: SFNTContainer.tag("trak"), value: 0, start: 0, end: UInt32.max)] : []
        handle = hb_font_create(face.handle)
        if !variations.isEmpty {
            let settings = variations.map {
                hb_variation_t(tag: SFNTContainer.tag($0.tag), value: Float($0.value))
            }
            hb_font_set_variations(handle, settings, UInt32(settings.count))
        }
        hb_font_make_immutable(handle)
    }

    deinit { hb_font_destroy(handle) }

    /// The glyph the `cmap` maps `scalar` to (`hb_font_get_nominal_glyph`), nil when none.
    func nominalGlyph(_ scalar: UInt32) -> UInt32? {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(handle, scalar, &glyph) != 0 ? glyph : nil
    }

    /// The horizontal advance of `glyph` in font units (`hb_font_get_glyph_h_advance`).
    func horizontalAdvance(glyph: UInt32) -> Int32 {
        hb_font_get_glyph_h_advance(handle, glyph)
    }
}
