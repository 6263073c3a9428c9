/*
 * typefit_icu.h: TypeFit's funnel into ICU (line breaking, grapheme clusters, bidi, scripts,
 * plural rules, number formatting, case mapping).
 *
 * This header deliberately uses only <stdint.h> types. ICU's own headers must never reach a
 * Swift module: on Linux, Foundation carries its own copy of ICU and the two definitions of
 * `UErrorCode` (and friends) clash. Only typefit_icu.c includes <unicode/...>.
 *
 * Conventions for every function here:
 *   - Text is UTF-16, passed as (pointer, length in UTF-16 code units). `text` may be NULL only
 *     when `length` is 0. The text is only read during the call and never retained.
 *   - Every offset, start and length is in UTF-16 code units from the start of `text`.
 *   - Output goes to caller-provided arrays of `capacity` elements. The return value is the total
 *     number of elements the result has (snprintf style): when it is larger than `capacity`,
 *     only the first `capacity` elements were written and the caller should retry with a larger
 *     buffer. A capacity equal to `length` is always enough.
 *   - A negative return value is an error (see TYPEFIT_ICU_E_* below); outputs are then
 *     unspecified. No function here aborts, asserts or prints.
 *   - Every function is thread-safe. Break iterators and the bidi object are cached per thread
 *     (opened once per thread and locale, then only re-pointed at new text) and released when
 *     the thread exits.
 */
#ifndef TYPEFIT_ICU_H
#define TYPEFIT_ICU_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if !defined(__clang__) && !defined(_Nullable)
#define _Nullable
#define _Nonnull
#endif

/* ---- Error codes (negative return values) -------------------------------------------------- */

/** A pointer, length or capacity argument is invalid (NULL text with a nonzero length,
 *  a negative length or capacity, NULL output arrays with a nonzero capacity, an unknown base
 *  direction). */
#define TYPEFIT_ICU_E_ARGUMENT (-1)
/** TypeFit's own allocation failed. */
#define TYPEFIT_ICU_E_MEMORY (-2)
/** ICU reported a failure. The return value is `TYPEFIT_ICU_E_ICU_BASE - UErrorCode`
 *  (UErrorCode failures are positive), so `TYPEFIT_ICU_E_ICU_BASE - result` recovers the ICU
 *  code; `typefit_icu_error_name` names it. */
#define TYPEFIT_ICU_E_ICU_BASE (-1000)

/** A static, NUL-terminated name for a negative result of this API: "TYPEFIT_ICU_E_ARGUMENT",
 *  "TYPEFIT_ICU_E_MEMORY", or ICU's name for the embedded UErrorCode (e.g.
 *  "U_MEMORY_ALLOCATION_ERROR"). Never NULL. */
const char *_Nonnull typefit_icu_error_name(int32_t result);

/** The ICU version this library runs against, e.g. "72.1" (static string, never NULL). */
const char *_Nonnull typefit_icu_version(void);

/* ---- Line breaking (UAX #14, ICU `UBRK_LINE`) ---------------------------------------------- */

/**
 * Line-break opportunities in `text` for `locale`.
 *
 * Writes, for each boundary after offset 0 in increasing order, its UTF-16 offset (a new line
 * may start there) to `offsets`, and to `mandatory` (if not NULL) 1 when the boundary is a
 * mandatory break (ICU rule status in [UBRK_LINE_HARD, UBRK_LINE_HARD_LIMIT): after BK, CR LF,
 * LF, NL, U+2028, U+2029) or 0 otherwise. The end of the text is always the last boundary;
 * it is marked mandatory only if the text ends with a mandatory-break character.
 * Offset 0 is never reported. Empty text has no boundaries (returns 0).
 *
 * `locale` is an ICU locale ID, keywords included ("ja", "ja@lb=strict", "ja@lb=loose",
 * "zh_Hant"). NULL and "" both mean the root locale (never the process's default locale).
 * Unknown locales fall back to root, as ICU does.
 *
 * Returns the number of boundaries (<= length), or a negative error code.
 */
int32_t typefit_icu_line_breaks(const uint16_t *_Nullable text, int32_t length,
                                const char *_Nullable locale,
                                int32_t *_Nullable offsets, uint8_t *_Nullable mandatory,
                                int32_t capacity);

/* ---- Grapheme clusters (UAX #29, ICU `UBRK_CHARACTER`) ------------------------------------- */

/**
 * Extended grapheme cluster boundaries in `text`: every boundary after offset 0 in increasing
 * order, the end of the text included. Empty text has no boundaries (returns 0).
 * Uses the root locale. Returns the number of boundaries (<= length), or a negative error code.
 */
int32_t typefit_icu_grapheme_boundaries(const uint16_t *_Nullable text, int32_t length,
                                        int32_t *_Nullable offsets, int32_t capacity);

/* ---- Bidi (UAX #9, ICU `ubidi`) ------------------------------------------------------------- */

/** Base direction for `typefit_icu_bidi_runs`. */
#define TYPEFIT_ICU_BIDI_AUTO 0 /**< first strong character decides; LTR if none (UBIDI_DEFAULT_LTR) */
#define TYPEFIT_ICU_BIDI_LTR 1  /**< paragraph level 0 */
#define TYPEFIT_ICU_BIDI_RTL 2  /**< paragraph level 1 */

/**
 * Logical bidi runs of `text`, treated as one paragraph (if it contains paragraph separators,
 * ICU resolves each paragraph, and `*paragraph_level` is the first one's).
 *
 * Writes, for each maximal run of code units with the same resolved embedding level, in
 * logical order: its start offset to `run_starts`, its length to `run_lengths` and its level
 * (0...125; odd = right-to-left) to `run_levels`. Runs cover [0, length) without gaps.
 * `*paragraph_level` (if not NULL) receives the resolved paragraph level: 0 (LTR) or 1 (RTL).
 * For empty text it is 1 for TYPEFIT_ICU_BIDI_RTL and 0 otherwise, and there are no runs.
 *
 * Returns the number of runs (<= length), or a negative error code.
 */
int32_t typefit_icu_bidi_runs(const uint16_t *_Nullable text, int32_t length,
                              int32_t base_direction,
                              int32_t *_Nullable run_starts, int32_t *_Nullable run_lengths,
                              uint8_t *_Nullable run_levels, int32_t capacity,
                              uint8_t *_Nullable paragraph_level);

/* ---- East Asian Width (UAX #11, ICU `UCHAR_EAST_ASIAN_WIDTH`) ------------------------------ */

/** East Asian Width values returned by `typefit_icu_east_asian_width` (ICU's UEastAsianWidth). */
#define TYPEFIT_ICU_EA_NEUTRAL 0   /**< N */
#define TYPEFIT_ICU_EA_AMBIGUOUS 1 /**< A */
#define TYPEFIT_ICU_EA_HALFWIDTH 2 /**< H */
#define TYPEFIT_ICU_EA_FULLWIDTH 3 /**< F */
#define TYPEFIT_ICU_EA_NARROW 4    /**< Na */
#define TYPEFIT_ICU_EA_WIDE 5      /**< W */

/**
 * The East Asian Width property of the code point `scalar` (one of TYPEFIT_ICU_EA_*), as
 * `u_getIntPropertyValue(scalar, UCHAR_EAST_ASIAN_WIDTH)`. A value outside 0...0x10FFFF gives
 * TYPEFIT_ICU_EA_NEUTRAL. Thread-safe; no state.
 */
int32_t typefit_icu_east_asian_width(uint32_t scalar);

/** Grapheme_Cluster_Break values returned by `typefit_icu_grapheme_cluster_break`. */
#define TYPEFIT_ICU_GCB_OTHER 0 /**< no break rule joins it to its neighbours */
#define TYPEFIT_ICU_GCB_LV 6    /**< a Hangul syllable without a final consonant */
#define TYPEFIT_ICU_GCB_LVT 7   /**< a Hangul syllable with one */

/**
 * The Grapheme_Cluster_Break property of the code point `scalar` (UAX #29; ICU's
 * UGraphemeClusterBreak: one of the TYPEFIT_ICU_GCB_* values or another), as `u_getIntPropertyValue(scalar, UCHAR_GRAPHEME_CLUSTER_BREAK)`. A value
 * outside 0...0x10FFFF gives TYPEFIT_ICU_GCB_OTHER. Thread-safe; no state.
 */
int32_t typefit_icu_grapheme_cluster_break(uint32_t scalar);

/* ---- Script extensions (UAX #24, ICU `uscript_getScriptExtensions`) ------------------------ */

/**
 * The scripts a code point is used with (its Unicode Script_Extensions property), as ISO 15924
 * four-letter tags packed big-endian into 32 bits ('A' 'r' 'a' 'b' = 0x41726162, as HarfBuzz
 * tags are), in ICU's order. A character used with one script only gives its Script value
 * ("Latn", or "Zyyy" for Common). U+060C ARABIC COMMA gives Arab, Nkoo, Rohg, Syrc, Thaa, Yezi.
 *
 * Writes up to `capacity` tags to `tags`; returns the number of scripts, or a negative error
 * code (TYPEFIT_ICU_E_ARGUMENT for a code point above U+10FFFF). 32 is always enough.
 */
int32_t typefit_icu_script_extensions(uint32_t code_point, uint32_t *_Nullable tags, int32_t capacity);

/* ---- Plural rules (CLDR, ICU `uplrules`) ---------------------------------------------------- */

/**
 * The CLDR plural categories `locale` uses for cardinal numbers, as one NUL-terminated,
 * space-separated ASCII list in CLDR order (zero one two few many other), written to `buffer`
 * of `capacity` bytes: "one other" for "en", "one few many other" for "ru", "other" for "ja".
 * `locale` as for `typefit_icu_line_breaks` (NULL or "" = root). Returns the length of the
 * list without its terminator (when it is `capacity` or more, the buffer holds a cut list), or
 * a negative error code. 64 bytes are always enough.
 */
int32_t typefit_icu_plural_categories(const char *_Nullable locale, char *_Nullable buffer, int32_t capacity);

/**
 * The CLDR plural category `locale` selects for the cardinal `number` ("one" for 1 in "en",
 * "few" for 3 in "ru"), written NUL-terminated to `keyword` of `capacity` bytes. Returns the
 * keyword's length, or a negative error code. 16 bytes are always enough.
 */
int32_t typefit_icu_plural_select(const char *_Nullable locale, double number, char *_Nullable keyword, int32_t capacity);

/* ---- Number formatting (ICU `unum`) --------------------------------------------------------- */

/** Number styles for `typefit_icu_format_number`. */
#define TYPEFIT_ICU_NUMBER_DECIMAL 0    /**< 12,345.5 (UNUM_DECIMAL) */
#define TYPEFIT_ICU_NUMBER_SCIENTIFIC 1 /**< 1.2345E4 (UNUM_SCIENTIFIC) */

/**
 * `number` as `locale` writes it (digits, grouping and decimal separators, minus sign), in
 * UTF-16, with `minimum_fraction` to `maximum_fraction` fraction digits (each 0...20) and
 * grouping on (`grouping` 1) or off (0). Writes to `output` of `capacity` code units (not
 * terminated); returns the length (snprintf style: retry with a larger buffer when it is larger
 * than `capacity`; 64 is always enough for |number| < 1e30), or a negative error code.
 */
int32_t typefit_icu_format_number(const char *_Nullable locale, double number, int32_t style,
                                  int32_t minimum_fraction, int32_t maximum_fraction, int32_t grouping,
                                  uint16_t *_Nullable output, int32_t capacity);

/* ---- Case mapping (ICU `u_strToUpper`, `u_strToLower`) --------------------------------------- */

/** Cases for `typefit_icu_case_map`. */
#define TYPEFIT_ICU_CASE_UPPER 0 /**< u_strToUpper */
#define TYPEFIT_ICU_CASE_LOWER 1 /**< u_strToLower */

/**
 * `text` in `to_case` (TYPEFIT_ICU_CASE_*), with Unicode's full, locale-sensitive case mapping
 * for `locale` (a BCP 47 tag or ICU ID; NULL or "" = root): "ß" becomes "SS", Turkish and
 * Azerbaijani "i" becomes "İ", Greek drops accents in uppercase, Lithuanian keeps the dot of i
 * in lowercase. The result may be longer or shorter than `text`. Writes to `output` of
 * `capacity` code units (not terminated); returns the length (snprintf style: retry with a
 * larger buffer when it is larger than `capacity`; 3 × `length` is always enough), or a
 * negative error code.
 */
int32_t typefit_icu_case_map(const uint16_t *_Nullable text, int32_t length, const char *_Nullable locale,
                             int32_t to_case, uint16_t *_Nullable output, int32_t capacity);

/* ---- Regular expressions with bounded work (ICU `uregex`) -------------------------------------- */

/**
 * The capture groups of `pattern` (UTF-16, ICU's regular-expression syntax, the one
 * NSRegularExpression reads), or a negative error code when it does not compile
 * (TYPEFIT_ICU_E_ICU_BASE - U_REGEX_*).
 */
int32_t typefit_icu_regex_groups(const uint16_t *_Nullable pattern, int32_t pattern_length);

/**
 * Every non-overlapping match of `pattern` in `text`, with ICU's match-time limit set to
 * `time_limit` steps of its engine (uregex_setTimeLimit; a step is of the order of a
 * millisecond) and its backtracking stack capped, so a pattern that backtracks without end
 * fails with U_REGEX_TIME_OUT or U_REGEX_STACK_OVERFLOW instead of running on. For each match
 * writes four UTF-16 offsets to `output` (up to `capacity` matches, 4 × `capacity` values): its
 * start and end, and the start and end of its first capture group (-1, -1 when the group took
 * no part). Returns the number of matches (snprintf style: retry with a larger buffer when it
 * is larger than `capacity`), or a negative error code. Empty matches are skipped.
 */
int32_t typefit_icu_regex_matches(const uint16_t *_Nullable pattern, int32_t pattern_length,
                                  const uint16_t *_Nullable text, int32_t length, int32_t time_limit,
                                  int32_t *_Nullable output, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif /* TYPEFIT_ICU_H */
