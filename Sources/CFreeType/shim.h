// The one header through which TypeFit reaches FreeType (glyph outlines and colour bitmaps for
// rendering specimens). Function-like macros do not import into Swift; the inline functions
// below stand in for the ones TypeFit needs.
#ifndef TYPEFIT_CFREETYPE_SHIM_H
#define TYPEFIT_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_MULTIPLE_MASTERS_H

/// `FT_HAS_FIXED_SIZES(face)`: whether the face has bitmap strikes (colour emoji fonts do).
static inline int typefit_ft_has_fixed_sizes(FT_Face face) {
    return FT_HAS_FIXED_SIZES(face) ? 1 : 0;
}

/// `FT_IS_SCALABLE(face)`: whether the face has outlines.
static inline int typefit_ft_is_scalable(FT_Face face) {
    return FT_IS_SCALABLE(face) ? 1 : 0;
}

/// `FT_HAS_MULTIPLE_MASTERS(face)`: whether the face has variation axes.
static inline int typefit_ft_has_multiple_masters(FT_Face face) {
    return FT_HAS_MULTIPLE_MASTERS(face) ? 1 : 0;
}

#endif
