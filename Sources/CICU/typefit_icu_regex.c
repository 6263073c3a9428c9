/*
 * TypeFit's funnel to ICU's regular expressions (uregex), for patterns a user writes: compiled
 * per call and matched with a limit on the engine's work, so no pattern can hang a run.
 */
#include "typefit_icu.h"

#include <unicode/uregex.h>

/** The most memory ICU's backtracking stack may take, bytes. */
#define TYPEFIT_ICU_REGEX_STACK_BYTES (8 * 1024 * 1024)

static int32_t regexFailure(UErrorCode status) { return TYPEFIT_ICU_E_ICU_BASE - (int32_t)status; }

static URegularExpression *openPattern(const uint16_t *pattern, int32_t pattern_length, UErrorCode *status) {
    return uregex_open((const UChar *)pattern, pattern_length, 0, NULL, status);
}

int32_t typefit_icu_regex_groups(const uint16_t *pattern, int32_t pattern_length) {
    if (pattern == NULL || pattern_length <= 0) return TYPEFIT_ICU_E_ARGUMENT;
    UErrorCode status = U_ZERO_ERROR;
    URegularExpression *regex = openPattern(pattern, pattern_length, &status);
    if (U_FAILURE(status)) {
        if (regex != NULL) uregex_close(regex);
        return regexFailure(status);
    }
    int32_t groups = uregex_groupCount(regex, &status);
    uregex_close(regex);
    return U_FAILURE(status) ? regexFailure(status) : groups;
}

int32_t typefit_icu_regex_matches(const uint16_t *pattern, int32_t pattern_length, const uint16_t *text,
                                  int32_t length, int32_t time_limit, int32_t *output, int32_t capacity) {
    if (pattern == NULL || pattern_length <= 0 || length < 0 || (text == NULL && length > 0) || time_limit <= 0
        || capacity < 0 || (output == NULL && capacity > 0)) {
        return TYPEFIT_ICU_E_ARGUMENT;
    }
    UErrorCode status = U_ZERO_ERROR;
    URegularExpression *regex = openPattern(pattern, pattern_length, &status);
    if (U_FAILURE(status)) {
        if (regex != NULL) uregex_close(regex);
        return regexFailure(status);
    }
    static const UChar empty[1] = {0};
    uregex_setText(regex, length > 0 ? (const UChar *)text : empty, length, &status);
    uregex_setTimeLimit(regex, time_limit, &status);
    uregex_setStackLimit(regex, TYPEFIT_ICU_REGEX_STACK_BYTES, &status);
    int32_t groups = U_SUCCESS(status) ? uregex_groupCount(regex, &status) : 0;
    int32_t count = 0;
    while (U_SUCCESS(status) && uregex_findNext(regex, &status)) {
        int32_t start = uregex_start(regex, 0, &status);
        int32_t end = uregex_end(regex, 0, &status);
        if (U_FAILURE(status)) break;
        if (end <= start) continue;
        if (count < capacity) {
            int32_t groupStart = -1, groupEnd = -1;
            if (groups >= 1) {
                groupStart = uregex_start(regex, 1, &status);
                groupEnd = uregex_end(regex, 1, &status);
            }
            output[count * 4] = start;
            output[count * 4 + 1] = end;
            output[count * 4 + 2] = groupStart;
            output[count * 4 + 3] = groupEnd;
        }
        count += 1;
    }
    uregex_close(regex);
    return U_FAILURE(status) ? regexFailure(status) : count;
}
