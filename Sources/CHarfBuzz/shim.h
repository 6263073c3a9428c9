// The one header through which TypeFit reaches HarfBuzz.
// Function-like macros do not import into Swift; the inline functions below stand in for them.
#ifndef TYPEFIT_CHARFBUZZ_SHIM_H
#define TYPEFIT_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

/// `HB_TAG(a, b, c, d)`: a four-character OpenType tag.
static inline hb_tag_t typefit_hb_tag(char a, char b, char c, char d) {
    return HB_TAG(a, b, c, d);
}

#endif
