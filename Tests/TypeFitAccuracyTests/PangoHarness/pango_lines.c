/*
 * pango_lines.c: the Pango oracle for TypeFit's accuracy tests. Tests only: TypeFit never runs
 * Pango (see DESIGN.md). PangoAgreementTests.swift compiles this file at test time with
 *   ${CC:-cc} -O1 pango_lines.c $(pkg-config --cflags --libs pangoft2 fontconfig)
 * and sends it every request in one batch on stdin. The optional argument names a writable
 * directory for fontconfig's cache of the Noto directories (none: they are scanned every run).
 *
 * Request, one per line, tab-separated:
 *   font file path \t point size \t width (points, or "inf") \t text [\t language [\t fallback families]]
 * The text escapes newline as \n, tab as \t and backslash as \\. The language is a BCP 47 tag
 * (empty: none). The fallback families are a comma-separated list of fontconfig family names
 * tried after the face's own family (empty: fontconfig's own choice among the Noto fonts).
 *
 * Answer, one line per request, tab-separated:
 *   line count \t widths \t starts \t breaks \t fonts
 * - widths: each line's width in points without its trailing whitespace, comma-separated;
 * - starts: each line's first byte (UTF-8 offset into the unescaped text), comma-separated;
 * - breaks: every byte offset before which Pango allows a line break (log attrs
 *   is_line_break), comma-separated;
 * - fonts: "start-end:family" for every run of every line (byte ranges), comma-separated, so
 *   the test can tell which face Pango shaped each character with.
 * A request that cannot be served (unreadable font file, Pango loading another face, a short
 * line) answers "ERROR <reason>" on its line; the harness exits with status 2 only when it
 * cannot write its answers.
 *
 * Setup, chosen to measure what TypeFit measures:
 * - a private FcConfig holding only the requested font file (FcConfigAppFontAddFile) plus the
 *   Noto directories, for fallback;
 * - a PangoFT2 font map on that config at 72 dpi, so 1 pt = 1 px;
 * - no hinting (FC_HINTING false, FC_HINT_STYLE none), unrounded glyph positions: linear
 *   advances, as HarfBuzz gives TypeFit;
 * - the font description is the file's own family, weight, slant and width (FcFreeTypeQuery),
 *   with an absolute size of the point size; the face Pango loads is checked to be that file;
 * - PANGO_WRAP_WORD_CHAR (word wrap; a word longer than the line breaks between graphemes) and
 *   no inserted hyphens, as TypeFit and UIKit's word wrapping do.
 */
#include <fontconfig/fontconfig.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangoft2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const notoDirectories[] = {
    "/usr/share/fonts/truetype/noto",
    "/usr/share/fonts/opentype/noto",
};

/* One font file with its font map, family description and context, built on first use. */
typedef struct {
    char *path;
    PangoFontMap *fontMap;
    PangoContext *context;
    char *family;
    PangoWeight weight;
    PangoStyle style;
    PangoStretch stretch;
} Face;

static Face faces[16];
static int faceCount = 0;
static const char *cacheDirectory = NULL;

/* No hinting: the font map's substitute callback runs on every pattern Pango asks for. */
static void noHinting(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternDel(pattern, FC_HINT_STYLE);
    FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
    FcPatternDel(pattern, FC_AUTOHINT);
    FcPatternAddBool(pattern, FC_AUTOHINT, FcFalse);
}

static PangoStretch stretchFromWidth(int width) {
    if (width <= 50) return PANGO_STRETCH_ULTRA_CONDENSED;
    if (width <= 62) return PANGO_STRETCH_EXTRA_CONDENSED;
    if (width <= 75) return PANGO_STRETCH_CONDENSED;
    if (width <= 87) return PANGO_STRETCH_SEMI_CONDENSED;
    if (width <= 100) return PANGO_STRETCH_NORMAL;
    if (width <= 112) return PANGO_STRETCH_SEMI_EXPANDED;
    if (width <= 125) return PANGO_STRETCH_EXPANDED;
    if (width <= 150) return PANGO_STRETCH_EXTRA_EXPANDED;
    return PANGO_STRETCH_ULTRA_EXPANDED;
}

/* The face for a font file, or NULL with *error set. */
static Face *faceFor(const char *path, const char **error) {
    for (int i = 0; i < faceCount; i++) {
        if (strcmp(faces[i].path, path) == 0) return &faces[i];
    }
    if (faceCount == (int)(sizeof faces / sizeof faces[0])) {
        *error = "too many font files";
        return NULL;
    }
    int count = 0;
    FcPattern *query = FcFreeTypeQuery((const FcChar8 *)path, 0, NULL, &count);
    if (query == NULL) {
        *error = "FcFreeTypeQuery failed (not a font file?)";
        return NULL;
    }
    FcChar8 *family = NULL;
    int weight = FC_WEIGHT_REGULAR, slant = FC_SLANT_ROMAN, width = FC_WIDTH_NORMAL;
    if (FcPatternGetString(query, FC_FAMILY, 0, &family) != FcResultMatch) {
        FcPatternDestroy(query);
        *error = "font file has no family name";
        return NULL;
    }
    FcPatternGetInteger(query, FC_WEIGHT, 0, &weight);
    FcPatternGetInteger(query, FC_SLANT, 0, &slant);
    FcPatternGetInteger(query, FC_WIDTH, 0, &width);

    FcConfig *config = FcConfigCreate();
    if (config != NULL && cacheDirectory != NULL) {
        gchar *escaped = g_markup_escape_text(cacheDirectory, -1);
        gchar *xml = g_strdup_printf("<fontconfig><cachedir>%s</cachedir></fontconfig>", escaped);
        FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)xml, FcFalse);
        g_free(xml);
        g_free(escaped);
    }
    if (config == NULL || !FcConfigAppFontAddFile(config, (const FcChar8 *)path)) {
        FcPatternDestroy(query);
        *error = "FcConfigAppFontAddFile failed";
        return NULL;
    }
    for (size_t i = 0; i < sizeof notoDirectories / sizeof notoDirectories[0]; i++) {
        FcConfigAppFontAddDir(config, (const FcChar8 *)notoDirectories[i]); /* absent: no fallback */
    }

    PangoFontMap *fontMap = pango_ft2_font_map_new();
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontMap), config);
    FcConfigDestroy(config); /* the font map holds its own reference */
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(fontMap), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(fontMap), noHinting, NULL, NULL);
    PangoContext *context = pango_font_map_create_context(fontMap);
    pango_context_set_round_glyph_positions(context, FALSE);

    Face *face = &faces[faceCount++];
    face->path = g_strdup(path);
    face->fontMap = fontMap;
    face->context = context;
    face->family = g_strdup((const char *)family);
    face->weight = (PangoWeight)FcWeightToOpenType(weight);
    face->style = slant == FC_SLANT_ITALIC ? PANGO_STYLE_ITALIC
                : slant == FC_SLANT_OBLIQUE ? PANGO_STYLE_OBLIQUE : PANGO_STYLE_NORMAL;
    face->stretch = stretchFromWidth(width);
    FcPatternDestroy(query);
    return face;
}

/* The file a Pango font was loaded from ("" when unknown). */
static const char *fileOf(PangoFont *font) {
    if (font == NULL || !PANGO_IS_FC_FONT(font)) return "";
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    FcChar8 *file = NULL;
    if (pattern == NULL || FcPatternGetString(pattern, FC_FILE, 0, &file) != FcResultMatch) return "";
    return (const char *)file;
}

/* The family of a Pango font ("?" when unknown). */
static const char *familyOf(PangoFont *font) {
    if (font == NULL || !PANGO_IS_FC_FONT(font)) return "?";
    FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
    FcChar8 *family = NULL;
    if (pattern == NULL || FcPatternGetString(pattern, FC_FAMILY, 0, &family) != FcResultMatch) return "?";
    return (const char *)family;
}

/* Undoes \n, \t and \\ in place. */
static void unescape(char *text) {
    char *out = text;
    for (char *in = text; *in; in++) {
        if (*in == '\\' && in[1] != '\0') {
            in++;
            *out++ = *in == 'n' ? '\n' : *in == 't' ? '\t' : *in;
        } else {
            *out++ = *in;
        }
    }
    *out = '\0';
}

/* Splits at tabs: up to `max` fields, returns how many. */
static int splitFields(char *line, char **fields, int max) {
    int count = 0;
    char *start = line;
    while (count < max) {
        fields[count++] = start;
        char *tab = strchr(start, '\t');
        if (tab == NULL) break;
        *tab = '\0';
        start = tab + 1;
    }
    return count;
}

/* Width of a line without its trailing whitespace, Pango units. */
static int contentWidth(PangoLayoutLine *line, const char *text) {
    PangoRectangle logical;
    pango_layout_line_get_extents(line, NULL, &logical);
    int end = line->start_index + line->length;
    int trailing = end;
    while (trailing > line->start_index) {
        const char *previous = g_utf8_prev_char(text + trailing);
        gunichar c = g_utf8_get_char(previous);
        if (!(g_unichar_isspace(c) || c == 0x3000)) break;
        trailing = (int)(previous - text);
    }
    if (trailing == end) return logical.width;
    int hanging = 0;
    for (GSList *runs = line->runs; runs != NULL; runs = runs->next) {
        PangoGlyphItem *run = runs->data;
        for (int i = 0; i < run->glyphs->num_glyphs; i++) {
            int index = run->item->offset + run->glyphs->log_clusters[i];
            if (index >= trailing) hanging += run->glyphs->glyphs[i].geometry.width;
        }
    }
    return logical.width - hanging;
}

static void answer(char *request, GString *out) {
    char *fields[6] = {0};
    int count = splitFields(request, fields, 6);
    if (count < 4) {
        g_string_append(out, "ERROR expected path, size, width, text");
        return;
    }
    const char *error = NULL;
    Face *face = faceFor(fields[0], &error);
    if (face == NULL) {
        g_string_append_printf(out, "ERROR %s", error);
        return;
    }
    double size = g_ascii_strtod(fields[1], NULL);
    double width = strcmp(fields[2], "inf") == 0 ? -1 : g_ascii_strtod(fields[2], NULL);
    char *text = fields[3];
    unescape(text);
    const char *language = count > 4 ? fields[4] : "";
    const char *fallback = count > 5 ? fields[5] : "";

    GString *family = g_string_new(face->family);
    if (*fallback) g_string_append_printf(family, ",%s", fallback);
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, family->str);
    pango_font_description_set_weight(description, face->weight);
    pango_font_description_set_style(description, face->style);
    pango_font_description_set_stretch(description, face->stretch);
    pango_font_description_set_absolute_size(description, size * PANGO_SCALE);
    g_string_free(family, TRUE);

    PangoLanguage *pangoLanguage = *language ? pango_language_from_string(language) : pango_language_get_default();
    pango_context_set_language(face->context, pangoLanguage);
    pango_context_set_font_description(face->context, description);

    /* The primary face must be the requested file, or every number below is about another font. */
    PangoFont *primary = pango_font_map_load_font(face->fontMap, face->context, description);
    const char *loaded = fileOf(primary);
    if (strcmp(loaded, face->path) != 0) {
        g_string_append_printf(out, "ERROR Pango loaded '%s' instead of '%s'", loaded, face->path);
        if (primary) g_object_unref(primary);
        pango_font_description_free(description);
        return;
    }
    g_object_unref(primary);

    PangoLayout *layout = pango_layout_new(face->context);
    pango_layout_set_font_description(layout, description);
    PangoAttrList *attributes = pango_attr_list_new();
    pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(FALSE));
    if (*language) pango_attr_list_insert(attributes, pango_attr_language_new(pangoLanguage));
    pango_layout_set_attributes(layout, attributes);
    pango_attr_list_unref(attributes);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_width(layout, width < 0 ? -1 : (int)(width * PANGO_SCALE + 0.5));
    pango_layout_set_text(layout, text, -1);

    int lines = pango_layout_get_line_count(layout);
    g_string_append_printf(out, "%d\t", lines);
    for (int i = 0; i < lines; i++) {
        PangoLayoutLine *line = pango_layout_get_line_readonly(layout, i);
        g_string_append_printf(out, i ? ",%.5f" : "%.5f", contentWidth(line, text) / (double)PANGO_SCALE);
    }
    g_string_append_c(out, '\t');
    for (int i = 0; i < lines; i++) {
        g_string_append_printf(out, i ? ",%d" : "%d", pango_layout_get_line_readonly(layout, i)->start_index);
    }
    g_string_append_c(out, '\t');
    int attrCount = 0;
    const PangoLogAttr *attrs = pango_layout_get_log_attrs_readonly(layout, &attrCount);
    int written = 0;
    const char *p = text;
    for (int i = 0; i < attrCount; i++) {
        if (i > 0 && attrs[i].is_line_break) {
            g_string_append_printf(out, written++ ? ",%d" : "%d", (int)(p - text));
        }
        if (*p) p = g_utf8_next_char(p);
    }
    g_string_append_c(out, '\t');
    written = 0;
    for (int i = 0; i < lines; i++) {
        PangoLayoutLine *line = pango_layout_get_line_readonly(layout, i);
        for (GSList *runs = line->runs; runs != NULL; runs = runs->next) {
            PangoGlyphItem *run = runs->data;
            g_string_append_printf(out, written++ ? ",%d-%d:%s" : "%d-%d:%s", run->item->offset,
                                   run->item->offset + run->item->length, familyOf(run->item->analysis.font));
        }
    }
    g_object_unref(layout);
    pango_font_description_free(description);
}

int main(int argc, char **argv) {
    if (argc > 1 && argv[1][0] != '\0') cacheDirectory = argv[1];
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    GString *out = g_string_new(NULL);
    while ((length = getline(&line, &capacity, stdin)) != -1) {
        while (length > 0 && (line[length - 1] == '\n' || line[length - 1] == '\r')) line[--length] = '\0';
        g_string_truncate(out, 0);
        answer(line, out);
        fputs(out->str, stdout);
        fputc('\n', stdout);
    }
    free(line);
    g_string_free(out, TRUE);
    return ferror(stdout) ? 2 : 0;
}
