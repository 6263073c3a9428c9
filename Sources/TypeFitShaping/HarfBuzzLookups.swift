internal import CHarfBuzz

// The HarfBuzz funnel, part 3: what a face's layout tables do around the space glyph. Shaping
// word by word is exact only when no substitution or positioning reaches across the space
// between two words; this is where TypeFit asks.

extension HarfBuzzFace {
    /// Features HarfBuzz applies without being asked, in horizontal text of any script.
    private static let defaultFeatures: [String] = [
        "rvrn", "ccmp", "locl", "rlig", "rclt", "calt", "clig", "liga", "kern", "mark", "mkmk", "curs", "dist",
        "abvm", "blwm", "ljmo", "vjmo", "tjmo", "init", "medi", "fina", "isol", "med2", "fin2", "fin3", "stch",
        "nukt", "akhn", "rphf", "rkrf", "pref", "blwf", "abvf", "half", "pstf", "vatu", "cjct", "pres", "abvs",
        "blws", "psts", "haln", "mset",
    ]

    /// How the lookups reached by the default features and `extraFeatures` (tags) involve
    /// `space` (`hb_ot_layout_collect_lookups`, then `hb_ot_layout_lookup_collect_glyphs` per
    /// lookup). A face with a legacy `kern` table and no `GPOS` counts as involving the space,
    /// since HarfBuzz applies those pairs without a lookup list. Costs one pass over the
    /// lookups: call once per face and feature set.
    /// A space in a lookup's input or output makes it substitute (`GSUB`) or position (`GPOS`)
    /// the space; a space in its context makes its input glyphs sensitive.
    func spaceInteraction(space: UInt32, extraFeatures: [hb_tag_t]) -> SpaceInteraction {
        if hb_ot_layout_has_positioning(handle) == 0 {
            let kern = hb_face_reference_table(handle, SFNTContainer.tag("kern"))
            defer { hb_blob_destroy(kern) }
            if hb_blob_get_length(kern) > 0 {
                return SpaceInteraction(substitutesSpace: false, positionsSpace: true, sensitiveGlyphs: [])
            }
        }
        var features = Self.defaultFeatures.map(SFNTContainer.tag) + extraFeatures
        features.append(0)
        let lookups = hb_set_create()!
        let sets = (0..<4).map { _ in hb_set_create()! }
        defer {
            hb_set_destroy(lookups)
            for set in sets { hb_set_destroy(set) }
        }
        var sensitive = Set<UInt32>()
        var substitutes = false
        var positions = false
        for table in [SFNTContainer.tag("GSUB"), SFNTContainer.tag("GPOS")] {
            hb_set_clear(lookups)
            hb_ot_layout_collect_lookups(handle, table, nil, nil, features, lookups)
            var lookup = UInt32.max
            while hb_set_next(lookups, &lookup) != 0 {
                for set in sets { hb_set_clear(set) }
                hb_ot_layout_lookup_collect_glyphs(handle, table, lookup, sets[0], sets[1], sets[2], sets[3])
                let (before, input, after, output) = (sets[0], sets[1], sets[2], sets[3])
                if hb_set_has(input, space) != 0 || hb_set_has(output, space) != 0 {
                    if table == SFNTContainer.tag("GSUB") { substitutes = true } else { positions = true }
                }
                guard hb_set_has(before, space) != 0 || hb_set_has(after, space) != 0 else { continue }
                var glyph = UInt32.max
                while hb_set_next(input, &glyph) != 0 { sensitive.insert(glyph) }
            }
        }
        return SpaceInteraction(substitutesSpace: substitutes, positionsSpace: positions, sensitiveGlyphs: sensitive)
    }

    /// The characters that may have a nominal glyph in the face, in increasing order: those its
    /// `cmap` maps (`hb_face_collect_unicodes`), and all of U+0000…U+00FF, which HarfBuzz also
    /// looks up at U+F000…U+F0FF in a symbol font.
    func mappedCharacters() -> [UInt32] {
        let set = hb_set_create()!
        defer { hb_set_destroy(set) }
        hb_face_collect_unicodes(handle, set)
        var characters = Array(UInt32(0)..<0x100)
        var scalar = UInt32(0xFF)
        while hb_set_next(set, &scalar) != 0 { characters.append(scalar) }
        return characters
    }
}
