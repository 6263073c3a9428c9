#!/usr/bin/env bash
# Builds TypeFit's libFuzzer targets (Tests/Fuzz) with -sanitize=fuzzer,address and runs each
# for a bounded time on its committed seed corpus, then prints executions and coverage.
#
#   Tests/Fuzz/run-fuzzers.sh [TARGET…]
#
# Environment:
#   FUZZ_SECONDS     seconds per target (default 60)
#   FUZZ_SCRATCH     SwiftPM scratch path (default <repo>/.build-fuzz); the growing corpora,
#                    crash artifacts and logs go under it, never into the repository
#   FUZZ_REAL_FONTS  1 (default) adds fonts/Inter-Regular.otf and fonts/variable/InterVariable.ttf
#                    to the font target's seeds; 0 uses only the small committed subsets
#   FUZZ_DETECT_LEAKS  1 checks for leaks after every input that might leak (libFuzzer's
#                    -detect_leaks=1: gives a reproducer, but every malformed property list costs
#                    a full leak scan, because Foundation leaks its error; see
#                    lsan-suppressions.txt); 0 (default) lets LeakSanitizer check once, at exit,
#                    over all inputs, which still fails the run on any leak, with its stack
#   FUZZ_ARGS        extra libFuzzer flags for every target (e.g. "-jobs=2 -workers=2")
#
# Exit status: 0 when no target crashed, leaked, timed out or ran out of memory; 1 otherwise,
# with the input that did it under $FUZZ_SCRATCH/fuzz/artifacts/TARGET/. Reproduce one with
#   $FUZZ_SCRATCH/debug/TARGET ARTIFACT
# and turn it into a regression test (see Tests/*/FuzzRegressionTests.swift).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
fuzz="$root/Tests/Fuzz"
seconds=${FUZZ_SECONDS:-60}
scratch=${FUZZ_SCRATCH:-$root/.build-fuzz}
real_fonts=${FUZZ_REAL_FONTS:-1}
all_targets=(FuzzFontFile FuzzTypeScale FuzzStyleDictionary FuzzConstraints FuzzStringsFile FuzzStringCatalog FuzzStringsDict FuzzGettextCatalog FuzzMeasureRequest FuzzInlineMarkdown FuzzFormatString FuzzSwiftScale)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all_targets[@]}")

echo "building ${#targets[@]} fuzz target(s) in $scratch (debug, -sanitize=fuzzer,address)…"
# The fuzz targets see TypeFit through the `TypeFit` module, which only re-exports the others.
# An incremental build does not notice when a re-exported module's types change (a struct gains
# a field) and keeps the targets' old objects, which then crash at once on any input. They are
# small: their sources are touched so that they are always compiled afresh.
touch "$fuzz"/Sources/Fuzz*/*.swift
# SwiftPM builds one --product per invocation; build them in turn (shared modules build once).
for target in "${targets[@]}"; do
    swift build -c debug --package-path "$fuzz" --scratch-path "$scratch" \
        -Xswiftc -sanitize=fuzzer,address --product "$target" 2>&1 | grep -v "Cannot export local symbol" | tail -n 3
done
bin="$scratch/debug"

export TYPEFIT_FONTS_DIR="$root/fonts"
export LSAN_OPTIONS="suppressions=$fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"

work="$scratch/fuzz"
mkdir -p "$work/logs"
summary=()
failed=0
for target in "${targets[@]}"; do
    corpus="$work/corpus/$target"
    artifacts="$work/artifacts/$target"
    mkdir -p "$corpus" "$artifacts"
    seeds=("$fuzz/Corpus/$target")
    if [ "$target" = FuzzFontFile ] && [ "$real_fonts" = 1 ]; then
        mkdir -p "$work/real-fonts"
        ln -sf "$root/fonts/Inter-Regular.otf" "$work/real-fonts/Inter-Regular.otf"
        ln -sf "$root/fonts/variable/InterVariable.ttf" "$work/real-fonts/InterVariable.ttf"
        seeds+=("$work/real-fonts")
    fi
    dict=()
    [ -f "$fuzz/Dictionaries/$target.dict" ] && dict=(-dict="$fuzz/Dictionaries/$target.dict")
    log="$work/logs/$target.log"
    echo "fuzzing $target for ${seconds}s (log: $log)…"
    status=0
    # shellcheck disable=SC2086
    "$bin/$target" -max_total_time="$seconds" -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 \
        -detect_leaks="${FUZZ_DETECT_LEAKS:-0}" \
        -artifact_prefix="$artifacts/" "${dict[@]}" ${FUZZ_ARGS:-} "$corpus" "${seeds[@]}" >"$log" 2>&1 || status=$?
    done_line=$(grep -E '^#[0-9]+[[:space:]]+DONE' "$log" | tail -n 1 || true)
    execs=$(echo "$done_line" | sed -nE 's/^#([0-9]+).*/\1/p')
    cov=$(echo "$done_line" | sed -nE 's/.*cov: ([0-9]+).*/\1/p')
    ft=$(echo "$done_line" | sed -nE 's/.*ft: ([0-9]+).*/\1/p')
    rate=$(grep -E '^stat::average_exec_per_sec' "$log" | awk '{print $2}' || true)
    if [ "$status" -ne 0 ] || [ -z "$done_line" ]; then
        failed=1
        finding=$(grep -m1 -E 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|Fatal error|SUMMARY' "$log" || echo "exit status $status")
        artifact=$(grep -m1 -oE "Test unit written to [^ ]+" "$log" | sed 's/Test unit written to //' || true)
        summary+=("$(printf '%-20s %8s %10s %6s %7s  FOUND: %s %s' "$target" "${seconds}s" "${execs:--}" "${cov:--}" "${ft:--}" "$finding" "$artifact")")
    else
        summary+=("$(printf '%-20s %8s %10s %6s %7s  %s exec/s, no findings' "$target" "${seconds}s" "$execs" "$cov" "$ft" "${rate:-?}")")
    fi
done

echo
printf '%-20s %8s %10s %6s %7s  %s\n' target time execs cov ft result
printf '%s\n' "${summary[@]}"
exit "$failed"
