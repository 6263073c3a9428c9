// The one header through which TypeFit reaches libpng. TypeFit uses only libpng's simplified
// `png_image` API, which reports errors through return values and `png_image.message` instead of
// `longjmp`, so no error path jumps across Swift frames.
#ifndef TYPEFIT_CPNG_SHIM_H
#define TYPEFIT_CPNG_SHIM_H

#include <png.h>

/// `PNG_IMAGE_SIZE(image)`: bytes a decoded image takes at its row stride.
static inline size_t typefit_png_image_size(png_imagep image) {
    return PNG_IMAGE_SIZE(*image);
}

/// `PNG_IMAGE_ROW_STRIDE(image)`: components per row.
static inline png_int_32 typefit_png_row_stride(png_imagep image) {
    return (png_int_32)PNG_IMAGE_ROW_STRIDE(*image);
}

/// The pixel formats TypeFit writes and reads (the `PNG_FORMAT_*` combinations are macros of
/// macros, which Swift does not import).
static inline png_uint_32 typefit_png_format_gray(void) { return PNG_FORMAT_GRAY; }
static inline png_uint_32 typefit_png_format_rgb(void) { return PNG_FORMAT_RGB; }
static inline png_uint_32 typefit_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 typefit_png_format_rgb_colormap(void) { return PNG_FORMAT_RGB_COLORMAP; }

#endif
