/*
 * peers.c: TypeFit's peers in the side-by-side speed comparison (Benchmarks/compare.sh builds it
 * with `cc -O2 peers.c $(pkg-config --cflags --libs pangoft2 fontconfig harfbuzz icu-uc)`).
 *
 *   peers MODE JOBS CORPUS [--counts FILE] [--fc-cache DIR]
 *
 * CORPUS: one string a line, `locale \t text`, the text with \n, \t, \\ escaped.
 * JOBS (written by TypeFitCompare): `variant \t path \t face index \t features|- \t PostScript name`,
 * `job \t variant \t point size \t tracking` (entry × Dynamic Type size, in order),
 * `width \t points`, `fallback \t locale \t path \t face index`.
 *
 * MODE
 * - pango: a PangoLayout for every string × job × width: word wrap (PANGO_WRAP_WORD_CHAR), the
 *   job's face by family, weight and style at an absolute size, pango_layout_get_line_count.
 *   Set up as a careful Pango user would and as TypeFit measures: a private FcConfig holding the
 *   type scale's font files plus the Noto directories (fallback), PangoFT2 at 72 dpi (1 pt =
 *   1 px), hinting off, unrounded glyph positions, no inserted hyphens; one PangoLayout per
 *   variant, its text set again only when the string changes. --counts writes every line count
 *   (one byte each, string × job × width order) for TypeFit's agreement check.
 * - harfbuzz: what a naive engine does: for every string × job, hb_shape the whole text with an
 *   hb_font scaled to the point size (the primary face only: no fallback, one run per text),
 *   then greedy first-fit wrapping at each width at ICU line-break opportunities (computed once
 *   per string; trailing spaces hang; a word wider than the line breaks between code units).
 * - floor: every distinct space-separated word of the corpus shaped once per variant with
 *   hb_shape, with the variant's face, or the locale's fallback face when the variant's face
 *   lacks one of the word's characters (chosen before the clock starts): the least shaping any
 *   correct engine must do.
 *
 * Output, one `key value` a line: mode, strings, layouts (floor: shapes), seconds (the timed
 * work only; setup, parsing and font loading are outside, and pango and harfbuzz first make
 * one untimed pass so the timed one is their steady per-layout cost), checksum (total lines,
 * or the sum of advances for the floor) so the work cannot be skipped.
 */
#include <fontconfig/fontconfig.h>
#include <harfbuzz/hb.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangoft2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unicode/ubrk.h>
#include <unicode/ustring.h>

#define MAX_VARIANTS 32
#define MAX_JOBS 512
#define MAX_WIDTHS 8
#define MAX_FALLBACKS 64

typedef struct { char *path; int index; char *features; hb_face_t *face; hb_font_t *font; hb_feature_t hbFeatures[8]; int featureCount; } Variant;
typedef struct { int variant; double size; double tracking; } Job;
typedef struct { char *locale; char *path; int index; hb_font_t *font; } Fallback;
typedef struct { char *locale; char *text; } String;

static Variant variants[MAX_VARIANTS];
static Job jobs[MAX_JOBS];
static double widths[MAX_WIDTHS];
static Fallback fallbacks[MAX_FALLBACKS];
static int variantCount, jobCount, widthCount, fallbackCount;
static String *strings;
static int stringCount;

static void fail(const char *message, const char *detail) {
    fprintf(stderr, "peers: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    exit(2);
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* Splits `line` at tabs in place into at most `max` fields; returns how many. */
static int split(char *line, char **fields, int max) {
    int count = 0;
    while (count < max) {
        fields[count++] = line;
        char *tab = strchr(line, '\t');
        if (!tab) break;
        *tab = '\0';
        line = tab + 1;
    }
    return count;
}

static hb_font_t *loadFont(const char *path, int index, hb_face_t **faceOut) {
    hb_blob_t *blob = hb_blob_create_from_file_or_fail(path);
    if (!blob) fail("cannot read font file", path);
    hb_face_t *face = hb_face_create(blob, (unsigned)index);
    hb_blob_destroy(blob);
    if (hb_face_get_glyph_count(face) == 0) fail("no such face in font file", path);
    if (faceOut) *faceOut = hb_face_reference(face);
    hb_font_t *font = hb_font_create(face);
    hb_face_destroy(face);
    return font; /* scale defaults to units per em */
}

static void readJobs(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) fail("cannot open job file", path);
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    while ((length = getline(&line, &capacity, file)) != -1) {
        if (length > 0 && line[length - 1] == '\n') line[length - 1] = '\0';
        char *f[6];
        int n = split(line, f, 6);
        if (strcmp(f[0], "variant") == 0 && n >= 4 && variantCount < MAX_VARIANTS) {
            Variant *v = &variants[variantCount++];
            v->path = g_strdup(f[1]);
            v->index = atoi(f[2]);
            v->features = g_strdup(strcmp(f[3], "-") == 0 ? "" : f[3]);
            v->font = loadFont(v->path, v->index, &v->face);
            gchar **names = g_strsplit(v->features, ",", 8);
            for (int i = 0; names[i] && *names[i] && v->featureCount < 8; i++) {
                if (hb_feature_from_string(names[i], -1, &v->hbFeatures[v->featureCount])) v->featureCount++;
            }
            g_strfreev(names);
        } else if (strcmp(f[0], "job") == 0 && n >= 4 && jobCount < MAX_JOBS) {
            Job *j = &jobs[jobCount++];
            j->variant = atoi(f[1]);
            j->size = g_ascii_strtod(f[2], NULL);
            j->tracking = g_ascii_strtod(f[3], NULL);
            if (j->variant < 0 || j->variant >= variantCount) fail("job names an unknown variant", f[1]);
            if (j->tracking != 0) fail("tracking is not supported by the peers (the default scale has none)", f[3]);
        } else if (strcmp(f[0], "width") == 0 && n >= 2 && widthCount < MAX_WIDTHS) {
            widths[widthCount++] = g_ascii_strtod(f[1], NULL);
        } else if (strcmp(f[0], "fallback") == 0 && n >= 4 && fallbackCount < MAX_FALLBACKS) {
            Fallback *b = &fallbacks[fallbackCount++];
            b->locale = g_strdup(f[1]);
            b->path = g_strdup(f[2]);
            b->index = atoi(f[3]);
            b->font = loadFont(b->path, b->index, NULL);
        }
    }
    free(line);
    fclose(file);
    if (!variantCount || !jobCount || !widthCount) fail("job file lacks variants, jobs or widths", path);
}

static void readCorpus(const char *path) {
    FILE *file = fopen(path, "r");
    if (!file) fail("cannot open corpus", path);
    int capacity = 1024;
    strings = g_new(String, capacity);
    char *line = NULL;
    size_t lineCapacity = 0;
    ssize_t length;
    while ((length = getline(&line, &lineCapacity, file)) != -1) {
        if (length > 0 && line[length - 1] == '\n') line[--length] = '\0';
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = '\0';
        char *out = tab + 1;
        for (char *in = tab + 1; *in; in++) {
            if (*in == '\\' && in[1]) {
                in++;
                *out++ = *in == 'n' ? '\n' : *in == 't' ? '\t' : *in;
            } else {
                *out++ = *in;
            }
        }
        *out = '\0';
        if (stringCount == capacity) strings = g_renew(String, strings, capacity *= 2);
        strings[stringCount].locale = g_strdup(line);
        strings[stringCount].text = g_strdup(tab + 1);
        stringCount++;
    }
    free(line);
    fclose(file);
}

/* ---- pango ---- */

static void noHinting(FcPattern *pattern, gpointer data) {
    (void)data;
    FcPatternDel(pattern, FC_HINTING);
    FcPatternAddBool(pattern, FC_HINTING, FcFalse);
    FcPatternDel(pattern, FC_HINT_STYLE);
    FcPatternAddInteger(pattern, FC_HINT_STYLE, FC_HINT_NONE);
    FcPatternDel(pattern, FC_AUTOHINT);
    FcPatternAddBool(pattern, FC_AUTOHINT, FcFalse);
}

/* The font description that selects `v`'s file: its fontconfig family, weight and slant. */
static PangoFontDescription *describe(const Variant *v) {
    int count = 0;
    FcPattern *query = FcFreeTypeQuery((const FcChar8 *)v->path, (unsigned)v->index, NULL, &count);
    FcChar8 *family = NULL;
    int weight = FC_WEIGHT_REGULAR, slant = FC_SLANT_ROMAN;
    if (!query || FcPatternGetString(query, FC_FAMILY, 0, &family) != FcResultMatch) fail("no family name", v->path);
    FcPatternGetInteger(query, FC_WEIGHT, 0, &weight);
    FcPatternGetInteger(query, FC_SLANT, 0, &slant);
    PangoFontDescription *d = pango_font_description_new();
    pango_font_description_set_family(d, (const char *)family);
    pango_font_description_set_weight(d, (PangoWeight)FcWeightToOpenType(weight));
    pango_font_description_set_style(d, slant == FC_SLANT_ROMAN ? PANGO_STYLE_NORMAL : PANGO_STYLE_ITALIC);
    FcPatternDestroy(query);
    return d;
}

static const char *fileOf(PangoFont *font) {
    FcChar8 *file = NULL;
    FcPattern *p = font && PANGO_IS_FC_FONT(font) ? pango_fc_font_get_pattern(PANGO_FC_FONT(font)) : NULL;
    return p && FcPatternGetString(p, FC_FILE, 0, &file) == FcResultMatch ? (const char *)file : "";
}

/* Lays out every string × job × the first `widths` widths; returns the total lines and
 * writes each count to `counts` (string × job × width order) when given. Job by job (one font
 * description at a time), then string by string: Pango keeps a bounded cache of fontsets per
 * (description, language), and this order keeps every lookup in it; string by string, 108
 * descriptions × 12 languages overflow it and Pango spends most of its time in fontconfig. */
static long pangoPass(PangoLayout **layoutOf, PangoFontDescription **descriptions, PangoAttrList **attributes,
                      int widthsUsed, unsigned char *counts) {
    long lines = 0;
    for (int j = 0; j < jobCount; j++) {
        int v = jobs[j].variant;
        PangoLayout *layout = layoutOf[v];
        pango_layout_set_font_description(layout, descriptions[j]);
        for (int s = 0; s < stringCount; s++) {
            pango_layout_set_attributes(layout, attributes[(size_t)s * variantCount + v]);
            pango_layout_set_text(layout, strings[s].text, -1);
            for (int w = 0; w < widthsUsed; w++) {
                pango_layout_set_width(layout, (int)(widths[w] * PANGO_SCALE + 0.5));
                int count = pango_layout_get_line_count(layout);
                lines += count;
                if (counts) counts[((size_t)s * jobCount + j) * widthCount + w] = (unsigned char)(count > 255 ? 255 : count);
            }
        }
    }
    return lines;
}

static double runPango(const char *cacheDirectory, const char *countsPath, long *layouts, long *checksum) {
    FcConfig *config = FcConfigCreate();
    if (cacheDirectory) {
        gchar *xml = g_markup_printf_escaped("<fontconfig><cachedir>%s</cachedir></fontconfig>", cacheDirectory);
        FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)xml, FcFalse);
        g_free(xml);
    }
    for (int v = 0; v < variantCount; v++) {
        if (!FcConfigAppFontAddFile(config, (const FcChar8 *)variants[v].path)) fail("fontconfig refused", variants[v].path);
    }
    FcConfigAppFontAddDir(config, (const FcChar8 *)"/usr/share/fonts/truetype/noto");
    FcConfigAppFontAddDir(config, (const FcChar8 *)"/usr/share/fonts/opentype/noto");
    PangoFontMap *fontMap = pango_ft2_font_map_new();
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(fontMap), config);
    FcConfigDestroy(config);
    pango_ft2_font_map_set_resolution(PANGO_FT2_FONT_MAP(fontMap), 72, 72);
    pango_fc_font_map_set_default_substitute(PANGO_FC_FONT_MAP(fontMap), noHinting, NULL, NULL);
    PangoContext *context = pango_font_map_create_context(fontMap);
    pango_context_set_round_glyph_positions(context, FALSE);

    PangoFontDescription *descriptions[MAX_JOBS];
    PangoLayout *layoutOf[MAX_VARIANTS];
    for (int v = 0; v < variantCount; v++) {
        layoutOf[v] = pango_layout_new(context);
        pango_layout_set_wrap(layoutOf[v], PANGO_WRAP_WORD_CHAR);
    }
    for (int j = 0; j < jobCount; j++) {
        descriptions[j] = describe(&variants[jobs[j].variant]);
        pango_font_description_set_absolute_size(descriptions[j], jobs[j].size * PANGO_SCALE);
        PangoFont *font = pango_font_map_load_font(fontMap, context, descriptions[j]);
        if (strcmp(fileOf(font), variants[jobs[j].variant].path) != 0) fail("Pango loaded another file instead of", variants[jobs[j].variant].path);
        g_object_unref(font);
    }
    /* Each string's attributes (language, no inserted hyphens, the variant's features), made
     * once per string and variant before the clock starts. */
    PangoAttrList **attributes = g_new(PangoAttrList *, (size_t)stringCount * variantCount);
    for (int s = 0; s < stringCount; s++) {
        PangoLanguage *language = pango_language_from_string(strings[s].locale);
        for (int v = 0; v < variantCount; v++) {
            PangoAttrList *list = pango_attr_list_new();
            pango_attr_list_insert(list, pango_attr_insert_hyphens_new(FALSE));
            pango_attr_list_insert(list, pango_attr_language_new(language));
            if (*variants[v].features) pango_attr_list_insert(list, pango_attr_font_features_new(variants[v].features));
            attributes[(size_t)s * variantCount + v] = list;
        }
    }
    /* One untimed pass at the first width warms every per-size font and glyph cache, so the
     * timed pass is Pango's steady per-layout cost, as in a run over a whole corpus. */
    pangoPass(layoutOf, descriptions, attributes, 1, NULL);
    unsigned char *counts = countsPath ? g_malloc((size_t)stringCount * jobCount * widthCount) : NULL;
    double start = now();
    long lines = pangoPass(layoutOf, descriptions, attributes, widthCount, counts), done = (long)stringCount * jobCount * widthCount;
    double seconds = now() - start;
    if (counts) {
        FILE *out = fopen(countsPath, "wb");
        if (!out || fwrite(counts, 1, (size_t)done, out) != (size_t)done || fclose(out) != 0) fail("cannot write counts", countsPath);
        g_free(counts);
    }
    *layouts = done;
    *checksum = lines;
    return seconds;
}

/* ---- plain HarfBuzz ---- */

static int isSpace(UChar c) { return c == 0x20 || c == 0x3000 || c == '\n' || c == '\t'; }

/* Lines for one shaped text at `width`: greedy first fit over the break opportunities. */
static int wrap(const UChar *text, const double *advance, const int *breaks, const char *hard, int breakCount, double width) {
    int lines = 1;
    double x = 0;
    int hasContent = 0;
    for (int b = 0; b + 1 < breakCount; b++) {
        int start = breaks[b], end = breaks[b + 1], contentEnd = end;
        while (contentEnd > start && isSpace(text[contentEnd - 1])) contentEnd--;
        double content = 0, whole;
        for (int i = start; i < contentEnd; i++) content += advance[i];
        whole = content;
        for (int i = contentEnd; i < end; i++) whole += advance[i];
        if (hasContent && x + content > width) { lines++; x = 0; hasContent = 0; }
        if (!hasContent && content > width) { /* a word wider than the line */
            double run = 0;
            for (int i = start; i < contentEnd; i++) {
                if (run > 0 && run + advance[i] > width) { lines++; run = 0; }
                run += advance[i];
            }
            x = run + (whole - content);
        } else {
            x += whole;
        }
        hasContent = 1;
        if (hard[b + 1] && end < breaks[breakCount - 1]) { lines++; x = 0; hasContent = 0; }
    }
    return lines;
}

/* Scratch for one text: UTF-16 units, advances per unit (points), break opportunities. */
static UChar *text;
static double *advance;
static int *breaks;
static char *hard;
static int capacity;
static UBreakIterator *iterators[MAX_FALLBACKS];
static const char *iteratorLocales[MAX_FALLBACKS];
static int iteratorCount;

/* The text of string `s` in UTF-16 with its line-break opportunities; returns its length and
 * sets *breakCount. One ICU line break iterator per locale, kept, as a careful engine would. */
static int32_t prepareText(int s, int *breakCount) {
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = 0;
    u_strFromUTF8(NULL, 0, &length, strings[s].text, -1, &status);
    if (length + 1 > capacity) {
        capacity = length + 1;
        text = g_renew(UChar, text, capacity);
        advance = g_renew(double, advance, capacity);
        breaks = g_renew(int, breaks, capacity + 2);
        hard = g_renew(char, hard, capacity + 2);
    }
    status = U_ZERO_ERROR;
    u_strFromUTF8(text, capacity, &length, strings[s].text, -1, &status);
    UBreakIterator *iterator = NULL;
    for (int i = 0; i < iteratorCount && !iterator; i++) {
        if (strcmp(iteratorLocales[i], strings[s].locale) == 0) iterator = iterators[i];
    }
    status = U_ZERO_ERROR;
    if (iterator) {
        ubrk_setText(iterator, text, length, &status);
    } else {
        iterator = ubrk_open(UBRK_LINE, strings[s].locale, text, length, &status);
        if (iteratorCount < MAX_FALLBACKS) {
            iteratorLocales[iteratorCount] = strings[s].locale;
            iterators[iteratorCount++] = iterator;
        }
    }
    if (U_FAILURE(status)) fail("ICU line breaker", u_errorName(status));
    *breakCount = 0;
    for (int32_t p = ubrk_first(iterator); p != UBRK_DONE; p = ubrk_next(iterator)) {
        int rule = ubrk_getRuleStatus(iterator);
        breaks[*breakCount] = p;
        hard[(*breakCount)++] = rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT;
    }
    return length;
}

/* Every string × job shaped whole and wrapped at every width; returns the total lines. */
static long harfBuzzPass(hb_font_t **fonts, hb_buffer_t *buffer) {
    long lines = 0;
    for (int s = 0; s < stringCount; s++) {
        int breakCount = 0;
        int32_t length = prepareText(s, &breakCount);
        hb_language_t language = hb_language_from_string(strings[s].locale, -1);
        for (int j = 0; j < jobCount; j++) {
            const Variant *v = &variants[jobs[j].variant];
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf16(buffer, (const uint16_t *)text, length, 0, length);
            hb_buffer_set_language(buffer, language);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(fonts[j], buffer, v->hbFeatures, (unsigned)v->featureCount);
            unsigned count = 0;
            hb_glyph_info_t *info = hb_buffer_get_glyph_infos(buffer, &count);
            hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, NULL);
            memset(advance, 0, sizeof(double) * (size_t)length);
            for (unsigned g = 0; g < count; g++) advance[info[g].cluster] += position[g].x_advance / 1024.0;
            for (int w = 0; w < widthCount; w++) lines += wrap(text, advance, breaks, hard, breakCount, widths[w]);
        }
    }
    return lines;
}

static double runHarfBuzz(long *layouts, long *checksum) {
    hb_font_t *fonts[MAX_JOBS];
    for (int j = 0; j < jobCount; j++) {
        fonts[j] = hb_font_create(variants[jobs[j].variant].face);
        int scale = (int)(jobs[j].size * 1024 + 0.5); /* advances in 1/1024 pt */
        hb_font_set_scale(fonts[j], scale, scale);
    }
    hb_buffer_t *buffer = hb_buffer_create();
    harfBuzzPass(fonts, buffer); /* untimed: the tables and caches HarfBuzz and ICU fill lazily */
    double start = now();
    *checksum = harfBuzzPass(fonts, buffer);
    double seconds = now() - start;
    *layouts = (long)stringCount * jobCount * widthCount;
    return seconds;
}

/* ---- the floor ---- */

static double runFloor(long *shapes, long *checksum) {
    GHashTable *seen = g_hash_table_new(g_str_hash, g_str_equal);
    GPtrArray *words = g_ptr_array_new();
    GArray *wordLocale = g_array_new(FALSE, FALSE, sizeof(int));
    for (int s = 0; s < stringCount; s++) {
        gchar **parts = g_strsplit(strings[s].text, " ", -1);
        for (int i = 0; parts[i]; i++) {
            if (!*parts[i] || g_hash_table_contains(seen, parts[i])) continue;
            gchar *word = g_strdup(parts[i]);
            g_hash_table_add(seen, word);
            g_ptr_array_add(words, word);
            g_array_append_val(wordLocale, s);
        }
        g_strfreev(parts);
    }
    /* The font each (variant, word) is shaped with, chosen before the clock starts. */
    hb_font_t **fontFor = g_new(hb_font_t *, (size_t)variantCount * words->len);
    for (int v = 0; v < variantCount; v++) {
        for (guint w = 0; w < words->len; w++) {
            const char *word = g_ptr_array_index(words, w);
            hb_font_t *font = variants[v].font;
            hb_codepoint_t glyph;
            for (const char *p = word; *p; p = g_utf8_next_char(p)) {
                if (!hb_font_get_nominal_glyph(variants[v].font, g_utf8_get_char(p), &glyph)) {
                    const char *locale = strings[g_array_index(wordLocale, int, w)].locale;
                    for (int b = 0; b < fallbackCount; b++) {
                        if (strcmp(fallbacks[b].locale, locale) == 0) font = fallbacks[b].font;
                    }
                    break;
                }
            }
            fontFor[(size_t)v * words->len + w] = font;
        }
    }
    hb_buffer_t *buffer = hb_buffer_create();
    for (int b = -1; b < fallbackCount; b++) { /* warm-up, untimed: tables HarfBuzz loads lazily */
        for (int v = 0; v < variantCount; v++) {
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, "Aa", -1, 0, -1);
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(b < 0 ? variants[v].font : fallbacks[b].font, buffer, variants[v].hbFeatures, (unsigned)variants[v].featureCount);
        }
    }
    long total = 0, done = 0;
    double start = now();
    for (int v = 0; v < variantCount; v++) {
        for (guint w = 0; w < words->len; w++) {
            hb_buffer_clear_contents(buffer);
            hb_buffer_add_utf8(buffer, g_ptr_array_index(words, w), -1, 0, -1);
            hb_buffer_set_language(buffer, hb_language_from_string(strings[g_array_index(wordLocale, int, w)].locale, -1));
            hb_buffer_guess_segment_properties(buffer);
            hb_shape(fontFor[(size_t)v * words->len + w], buffer, variants[v].hbFeatures, (unsigned)variants[v].featureCount);
            unsigned count = 0;
            hb_glyph_position_t *position = hb_buffer_get_glyph_positions(buffer, &count);
            for (unsigned g = 0; g < count; g++) total += position[g].x_advance;
            done++;
        }
    }
    double seconds = now() - start;
    printf("words %u\n", words->len);
    *shapes = done;
    *checksum = total;
    return seconds;
}

int main(int argc, char **argv) {
    if (argc < 4) fail("usage: peers pango|harfbuzz|floor JOBS CORPUS [--counts FILE] [--fc-cache DIR]", NULL);
    const char *countsPath = NULL, *cacheDirectory = NULL;
    for (int i = 4; i + 1 < argc; i += 2) {
        if (strcmp(argv[i], "--counts") == 0) countsPath = argv[i + 1];
        else if (strcmp(argv[i], "--fc-cache") == 0) cacheDirectory = argv[i + 1];
        else fail("unknown option", argv[i]);
    }
    readJobs(argv[2]);
    readCorpus(argv[3]);
    long layouts = 0, checksum = 0;
    double seconds;
    if (strcmp(argv[1], "pango") == 0) seconds = runPango(cacheDirectory, countsPath, &layouts, &checksum);
    else if (strcmp(argv[1], "harfbuzz") == 0) seconds = runHarfBuzz(&layouts, &checksum);
    else if (strcmp(argv[1], "floor") == 0) seconds = runFloor(&layouts, &checksum);
    else fail("unknown mode", argv[1]);
    printf("mode %s\nstrings %d\nlayouts %ld\nseconds %.6f\nchecksum %ld\n", argv[1], stringCount, layouts, seconds, checksum);
    return ferror(stdout) ? 2 : 0;
}
