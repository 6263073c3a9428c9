/*
 * typefit_icu.c: the only file in TypeFit that includes ICU headers. See typefit_icu.h for the
 * contracts.
 *
 * Opening an ICU break iterator loads and builds rule tables (tens of microseconds); setting
 * new text on an open one is cheap. So each thread keeps a small LRU cache of open iterators
 * keyed by (type, locale ID) plus one UBiDi object, in a pthread key whose destructor closes
 * them when the thread exits. A call only re-points a cached iterator at its text. Iterators
 * are never shared between threads (ICU break iterators are not thread-safe).
 */
#include "typefit_icu.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/unum.h>
#include <unicode/upluralrules.h>
#include <unicode/uscript.h>
#include <unicode/ustring.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

/* ---- Errors ---------------------------------------------------------------------------------- */

static int32_t icuFailure(UErrorCode status) {
    /* UErrorCode failures are positive and well below 2^30. */
    return TYPEFIT_ICU_E_ICU_BASE - (int32_t)status;
}

const char *typefit_icu_error_name(int32_t result) {
    if (result == TYPEFIT_ICU_E_ARGUMENT) return "TYPEFIT_ICU_E_ARGUMENT";
    if (result == TYPEFIT_ICU_E_MEMORY) return "TYPEFIT_ICU_E_MEMORY";
    if (result < TYPEFIT_ICU_E_ICU_BASE) {
        const char *name = u_errorName((UErrorCode)(TYPEFIT_ICU_E_ICU_BASE - result));
        return name != NULL ? name : "U_UNKNOWN_ERROR";
    }
    return result >= 0 ? "TYPEFIT_ICU_OK" : "TYPEFIT_ICU_E_UNKNOWN";
}

const char *typefit_icu_version(void) {
    return U_ICU_VERSION;
}

/* ---- Per-thread cache ------------------------------------------------------------------------ */

enum {
    /* One line-break iterator per locale of a catalog (an app in 19 languages checks 19, plus
     * the grapheme iterator): with fewer slots than locales, a check that walks keys across
     * locales evicts on nearly every text and reopens an iterator each time. */
    CACHE_SLOTS = 64,
    /* ULOC_FULLNAME_CAPACITY (157) plus room for the terminator; longer IDs are not cached. */
    LOCALE_KEY_CAPACITY = 160
};

typedef struct {
    UBreakIterator *iterator; /* NULL = empty slot */
    UBreakIteratorType type;
    uint64_t lastUse;
    char locale[LOCALE_KEY_CAPACITY];
} BreakSlot;

typedef struct {
    BreakSlot slots[CACHE_SLOTS];
    uint64_t clock;
    UBiDi *bidi;
} ThreadCache;

static pthread_key_t cacheKey;
static pthread_once_t cacheKeyOnce = PTHREAD_ONCE_INIT;
static int cacheKeyError = 0;

static void destroyThreadCache(void *pointer) {
    ThreadCache *cache = (ThreadCache *)pointer;
    if (cache == NULL) return;
    for (int i = 0; i < CACHE_SLOTS; i++) {
        if (cache->slots[i].iterator != NULL) ubrk_close(cache->slots[i].iterator);
    }
    if (cache->bidi != NULL) ubidi_close(cache->bidi);
    free(cache);
}

static void makeCacheKey(void) {
    cacheKeyError = pthread_key_create(&cacheKey, destroyThreadCache);
}

/* This thread's cache, created on first use; NULL if it cannot be created (callers then fall
 * back to opening and closing ICU objects per call: slower, still correct). */
static ThreadCache *threadCache(void) {
    if (pthread_once(&cacheKeyOnce, makeCacheKey) != 0 || cacheKeyError != 0) return NULL;
    ThreadCache *cache = (ThreadCache *)pthread_getspecific(cacheKey);
    if (cache != NULL) return cache;
    cache = (ThreadCache *)calloc(1, sizeof *cache);
    if (cache == NULL) return NULL;
    if (pthread_setspecific(cacheKey, cache) != 0) {
        free(cache);
        return NULL;
    }
    return cache;
}

/* A break iterator of `type` for `locale` (never NULL: "" = root). On success `*owned` tells
 * whether the caller must close it (1: not cached) or must not (0: it lives in the cache). */
static UBreakIterator *acquireIterator(UBreakIteratorType type, const char *locale, int *owned,
                                       UErrorCode *status) {
    *owned = 1;
    size_t localeLength = strlen(locale);
    ThreadCache *cache = localeLength < LOCALE_KEY_CAPACITY ? threadCache() : NULL;
    if (cache != NULL) {
        BreakSlot *victim = &cache->slots[0];
        for (int i = 0; i < CACHE_SLOTS; i++) {
            BreakSlot *slot = &cache->slots[i];
            if (slot->iterator != NULL && slot->type == type && strcmp(slot->locale, locale) == 0) {
                slot->lastUse = ++cache->clock;
                *owned = 0;
                return slot->iterator;
            }
            if (victim->iterator != NULL &&
                (slot->iterator == NULL || slot->lastUse < victim->lastUse)) {
                victim = slot;
            }
        }
        UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, status);
        if (U_FAILURE(*status)) return NULL;
        if (victim->iterator != NULL) ubrk_close(victim->iterator);
        victim->iterator = iterator;
        victim->type = type;
        victim->lastUse = ++cache->clock;
        memcpy(victim->locale, locale, localeLength + 1);
        *owned = 0;
        return iterator;
    }
    UBreakIterator *iterator = ubrk_open(type, locale, NULL, 0, status);
    return U_FAILURE(*status) ? NULL : iterator;
}

static void releaseIterator(UBreakIterator *iterator, int owned) {
    if (owned && iterator != NULL) ubrk_close(iterator);
}

/* ---- Break iteration ------------------------------------------------------------------------- */

static int32_t validateText(const uint16_t *text, int32_t length, const void *output,
                            int32_t capacity) {
    if (length < 0 || capacity < 0) return TYPEFIT_ICU_E_ARGUMENT;
    if (text == NULL && length > 0) return TYPEFIT_ICU_E_ARGUMENT;
    if (output == NULL && capacity > 0) return TYPEFIT_ICU_E_ARGUMENT;
    return 0;
}

/* Shared loop for line and character iterators. `mandatory` is only used for line breaks. */
static int32_t collectBoundaries(UBreakIteratorType type, const uint16_t *text, int32_t length,
                                 const char *locale, int32_t *offsets, uint8_t *mandatory,
                                 int32_t capacity) {
    int32_t invalid = validateText(text, length, offsets, capacity);
    if (invalid != 0) return invalid;
    if (length == 0) return 0;
    if (locale == NULL) locale = "";

    UErrorCode status = U_ZERO_ERROR;
    int owned = 1;
    UBreakIterator *iterator = acquireIterator(type, locale, &owned, &status);
    if (iterator == NULL) return icuFailure(U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR);

    ubrk_setText(iterator, (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        releaseIterator(iterator, owned);
        return icuFailure(status);
    }

    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t boundary = ubrk_next(iterator); boundary != UBRK_DONE;
         boundary = ubrk_next(iterator)) {
        if (count < capacity) {
            offsets[count] = boundary;
            if (mandatory != NULL) {
                int32_t rule = ubrk_getRuleStatus(iterator);
                mandatory[count] = (rule >= UBRK_LINE_HARD && rule < UBRK_LINE_HARD_LIMIT) ? 1 : 0;
            }
        }
        count++;
    }

    /* Drop the iterator's reference to the caller's text, which may be freed after we return. */
    static const UChar empty[1] = {0};
    UErrorCode resetStatus = U_ZERO_ERROR;
    ubrk_setText(iterator, empty, 0, &resetStatus);
    releaseIterator(iterator, owned);
    return count;
}

int32_t typefit_icu_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                                int32_t *offsets, uint8_t *mandatory, int32_t capacity) {
    return collectBoundaries(UBRK_LINE, text, length, locale, offsets, mandatory, capacity);
}

int32_t typefit_icu_grapheme_boundaries(const uint16_t *text, int32_t length, int32_t *offsets,
                                        int32_t capacity) {
    return collectBoundaries(UBRK_CHARACTER, text, length, "", offsets, NULL, capacity);
}

/* ---- Bidi ------------------------------------------------------------------------------------ */

int32_t typefit_icu_bidi_runs(const uint16_t *text, int32_t length, int32_t base_direction,
                              int32_t *run_starts, int32_t *run_lengths, uint8_t *run_levels,
                              int32_t capacity, uint8_t *paragraph_level) {
    int32_t invalid = validateText(text, length, run_starts, capacity);
    if (invalid != 0) return invalid;
    if ((run_lengths == NULL || run_levels == NULL) && capacity > 0) return TYPEFIT_ICU_E_ARGUMENT;

    UBiDiLevel requested;
    switch (base_direction) {
    case TYPEFIT_ICU_BIDI_AUTO: requested = UBIDI_DEFAULT_LTR; break;
    case TYPEFIT_ICU_BIDI_LTR: requested = 0; break;
    case TYPEFIT_ICU_BIDI_RTL: requested = 1; break;
    default: return TYPEFIT_ICU_E_ARGUMENT;
    }
    if (length == 0) {
        if (paragraph_level != NULL) *paragraph_level = base_direction == TYPEFIT_ICU_BIDI_RTL ? 1 : 0;
        return 0;
    }

    UErrorCode status = U_ZERO_ERROR;
    ThreadCache *cache = threadCache();
    UBiDi *bidi = cache != NULL ? cache->bidi : NULL;
    if (bidi == NULL) {
        bidi = ubidi_open();
        if (bidi == NULL) return icuFailure(U_MEMORY_ALLOCATION_ERROR);
        if (cache != NULL) cache->bidi = bidi;
    }
    int owned = cache == NULL;

    ubidi_setPara(bidi, (const UChar *)text, length, requested, NULL, &status);
    const UBiDiLevel *levels = U_SUCCESS(status) ? ubidi_getLevels(bidi, &status) : NULL;
    if (U_FAILURE(status) || levels == NULL) {
        if (owned) ubidi_close(bidi);
        return icuFailure(U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR);
    }
    if (paragraph_level != NULL) *paragraph_level = ubidi_getParaLevel(bidi) & 1;

    /* One pass over the per-unit levels: a run ends where the level changes. */
    int32_t count = 0;
    int32_t start = 0;
    for (int32_t i = 1; i <= length; i++) {
        if (i == length || levels[i] != levels[start]) {
            if (count < capacity) {
                run_starts[count] = start;
                run_lengths[count] = i - start;
                run_levels[count] = levels[start];
            }
            count++;
            start = i;
        }
    }

    /* Drop the reference to the caller's text (setPara does not copy it). */
    static const UChar empty[1] = {0};
    UErrorCode resetStatus = U_ZERO_ERROR;
    ubidi_setPara(bidi, empty, 0, 0, NULL, &resetStatus);
    if (owned) ubidi_close(bidi);
    return count;
}

_Static_assert(TYPEFIT_ICU_EA_NEUTRAL == U_EA_NEUTRAL && TYPEFIT_ICU_EA_AMBIGUOUS == U_EA_AMBIGUOUS
                   && TYPEFIT_ICU_EA_HALFWIDTH == U_EA_HALFWIDTH && TYPEFIT_ICU_EA_FULLWIDTH == U_EA_FULLWIDTH
                   && TYPEFIT_ICU_EA_NARROW == U_EA_NARROW && TYPEFIT_ICU_EA_WIDE == U_EA_WIDE,
               "TYPEFIT_ICU_EA_* must equal ICU's UEastAsianWidth values");

int32_t typefit_icu_east_asian_width(uint32_t scalar) {
    if (scalar > 0x10FFFF) return TYPEFIT_ICU_EA_NEUTRAL;
    return (int32_t)u_getIntPropertyValue((UChar32)scalar, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t typefit_icu_grapheme_cluster_break(uint32_t scalar) {
    if (scalar > 0x10FFFF) return TYPEFIT_ICU_GCB_OTHER;
    return (int32_t)u_getIntPropertyValue((UChar32)scalar, UCHAR_GRAPHEME_CLUSTER_BREAK);
}

/* ---- Script extensions ----------------------------------------------------------------------- */

int32_t typefit_icu_script_extensions(uint32_t code_point, uint32_t *tags, int32_t capacity) {
    if (code_point > 0x10FFFF || capacity < 0 || (tags == NULL && capacity > 0)) return TYPEFIT_ICU_E_ARGUMENT;
    UScriptCode codes[32];
    UErrorCode status = U_ZERO_ERROR;
    int32_t count = uscript_getScriptExtensions((UChar32)code_point, codes, 32, &status);
    if (U_FAILURE(status)) return icuFailure(status);
    for (int32_t index = 0; index < count && index < capacity; index++) {
        const char *name = uscript_getShortName(codes[index]);
        uint32_t tag = 0;
        for (int32_t letter = 0; letter < 4; letter++) {
            char c = (name != NULL && strlen(name) > (size_t)letter) ? name[letter] : ' ';
            tag = (tag << 8) | (uint8_t)c;
        }
        tags[index] = tag;
    }
    return count;
}

/* ---- Plural rules ---------------------------------------------------------------------------- */

/* An ICU locale ID for a BCP 47 tag ("zh-Hant-TW" -> "zh_Hant_TW", "en-x-pseudo" -> "en@x=pseudo");
 * IDs already in ICU form, and tags ICU cannot read, are used as given. */
static const char *icuLocaleID(const char *locale, char *buffer, int32_t capacity) {
    if (locale == NULL || strchr(locale, '-') == NULL) return locale != NULL ? locale : "";
    UErrorCode status = U_ZERO_ERROR;
    int32_t parsed = 0;
    int32_t length = uloc_forLanguageTag(locale, buffer, capacity, &parsed, &status);
    if (U_FAILURE(status) || length >= capacity || parsed <= 0) return locale;
    return buffer;
}

static const char *const pluralOrder[] = {"zero", "one", "two", "few", "many", "other"};

int32_t typefit_icu_plural_categories(const char *locale, char *buffer, int32_t capacity) {
    if (capacity < 0 || (buffer == NULL && capacity > 0)) return TYPEFIT_ICU_E_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    char id[LOCALE_KEY_CAPACITY];
    UPluralRules *rules = uplrules_open(icuLocaleID(locale, id, LOCALE_KEY_CAPACITY), &status);
    if (U_FAILURE(status)) return icuFailure(status);
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    if (U_FAILURE(status)) {
        uplrules_close(rules);
        return icuFailure(status);
    }
    int present[6] = {0};
    const char *keyword;
    while ((keyword = uenum_next(keywords, NULL, &status)) != NULL && U_SUCCESS(status)) {
        for (int index = 0; index < 6; index++) {
            if (strcmp(keyword, pluralOrder[index]) == 0) present[index] = 1;
        }
    }
    uenum_close(keywords);
    uplrules_close(rules);
    if (U_FAILURE(status)) return icuFailure(status);
    int32_t length = 0;
    for (int index = 0; index < 6; index++) {
        if (!present[index]) continue;
        const char *name = pluralOrder[index];
        if (length > 0) {
            if (length < capacity) buffer[length] = ' ';
            length++;
        }
        for (const char *c = name; *c != 0; c++) {
            if (length < capacity) buffer[length] = *c;
            length++;
        }
    }
    if (capacity > 0) buffer[length < capacity ? length : capacity - 1] = 0;
    return length;
}

int32_t typefit_icu_plural_select(const char *locale, double number, char *keyword, int32_t capacity) {
    if (capacity < 0 || (keyword == NULL && capacity > 0)) return TYPEFIT_ICU_E_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    char id[LOCALE_KEY_CAPACITY];
    UPluralRules *rules = uplrules_open(icuLocaleID(locale, id, LOCALE_KEY_CAPACITY), &status);
    if (U_FAILURE(status)) return icuFailure(status);
    UChar selected[32];
    int32_t length = uplrules_select(rules, number, selected, 32, &status);
    uplrules_close(rules);
    if (U_FAILURE(status)) return icuFailure(status);
    if (length > 31) length = 31;
    for (int32_t index = 0; index < length && index < capacity; index++) keyword[index] = (char)selected[index];
    if (capacity > 0) keyword[length < capacity ? length : capacity - 1] = 0;
    return length;
}

/* ---- Number formatting ----------------------------------------------------------------------- */

int32_t typefit_icu_format_number(const char *locale, double number, int32_t style, int32_t minimum_fraction,
                                  int32_t maximum_fraction, int32_t grouping, uint16_t *output, int32_t capacity) {
    if (capacity < 0 || (output == NULL && capacity > 0) || minimum_fraction < 0 || maximum_fraction < minimum_fraction
        || maximum_fraction > 20 || (style != TYPEFIT_ICU_NUMBER_DECIMAL && style != TYPEFIT_ICU_NUMBER_SCIENTIFIC)) {
        return TYPEFIT_ICU_E_ARGUMENT;
    }
    UErrorCode status = U_ZERO_ERROR;
    char id[LOCALE_KEY_CAPACITY];
    UNumberFormat *format = unum_open(style == TYPEFIT_ICU_NUMBER_SCIENTIFIC ? UNUM_SCIENTIFIC : UNUM_DECIMAL, NULL, 0,
                                      icuLocaleID(locale, id, LOCALE_KEY_CAPACITY), NULL, &status);
    if (U_FAILURE(status)) return icuFailure(status);
    unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, minimum_fraction);
    unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, maximum_fraction);
    unum_setAttribute(format, UNUM_GROUPING_USED, grouping ? 1 : 0);
    int32_t length = unum_formatDouble(format, number, (UChar *)output, capacity, NULL, &status);
    unum_close(format);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return length;
    if (U_FAILURE(status)) return icuFailure(status);
    return length;
}

/* ---- Case mapping ---------------------------------------------------------------------------- */

int32_t typefit_icu_case_map(const uint16_t *text, int32_t length, const char *locale, int32_t to_case,
                             uint16_t *output, int32_t capacity) {
    if (length < 0 || (text == NULL && length > 0) || capacity < 0 || (output == NULL && capacity > 0)
        || (to_case != TYPEFIT_ICU_CASE_UPPER && to_case != TYPEFIT_ICU_CASE_LOWER)) {
        return TYPEFIT_ICU_E_ARGUMENT;
    }
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    char id[LOCALE_KEY_CAPACITY];
    const char *icuID = icuLocaleID(locale, id, LOCALE_KEY_CAPACITY);
    int32_t result = to_case == TYPEFIT_ICU_CASE_UPPER
                         ? u_strToUpper((UChar *)output, capacity, (const UChar *)text, length, icuID, &status)
                         : u_strToLower((UChar *)output, capacity, (const UChar *)text, length, icuID, &status);
    if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) return result;
    if (U_FAILURE(status)) return icuFailure(status);
    return result;
}
