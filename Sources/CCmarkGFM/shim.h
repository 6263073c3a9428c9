// The one header through which TypeFit reaches cmark-gfm, the CommonMark reference parser with
// GitHub's extensions (TypeFit uses its strikethrough).
#ifndef TYPEFIT_CCMARKGFM_SHIM_H
#define TYPEFIT_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm/parser.h>

/// cmark-gfm's inline parser on its own (exported by libcmark-gfm, declared in its internal
/// `inlines.h`): parses `parent`'s string content as inline Markdown into its children, with no
/// block structure around it.
void cmark_parse_inlines(cmark_parser *parser, cmark_node *parent, struct cmark_map *refmap, int options);

/// Adds (`add` 1) or removes (0) the special characters of `parser`'s inline extensions (`~` for
/// strikethrough) in cmark-gfm's process-wide table, as `cmark_parser_finish` does around inline
/// parsing (exported by libcmark-gfm, declared in its internal `blocks.h`).
void cmark_manage_extensions_special_characters(cmark_parser *parser, int add);

/// Parses `paragraph`'s string content (set with `cmark_node_set_string_content`) as inline
/// Markdown only, the way `AttributedString`'s `.inlineOnly` syntax does: no headings, lists,
/// block quotes or code blocks; `parser`'s syntax extensions (strikethrough) apply. Changes
/// process-wide state while it runs: callers serialize it.
static inline void typefit_cmark_parse_inlines(cmark_parser *parser, cmark_node *paragraph, int options) {
    cmark_manage_extensions_special_characters(parser, 1);
    cmark_parse_inlines(parser, paragraph, parser->refmap, options);
    cmark_manage_extensions_special_characters(parser, 0);
}

#endif
