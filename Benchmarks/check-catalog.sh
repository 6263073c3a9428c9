#!/usr/bin/env bash
# The whole `typefit check` process on a real String Catalog, as a user runs it: every entry of
# the default scale at all 12 sizes. Builds the release `typefit` (scratch path .build-release),
# then runs, alternating, RUNS times each: the text check (output discarded), `--format json`,
# `--format html`, `baseline record` and `baseline compare` (against the recorded baseline).
# Prints medians of wall time, CPU time and peak memory, the output sizes, and PASS/MISS against
# the targets: text ≤ 1.0 s wall; JSON ≤ 80 MB, ≤ 2× the text run, ≤ 700 MB peak; HTML ≤ 30 MB;
# baseline ≤ 10 MB, recorded and compared each in ≤ 2× the text run. With --peer, the same text
# check by another typefit build (an older commit, say) runs alternately and the speed-up is
# printed.
#   check-catalog.sh CATALOG [--runs N] [--no-build] [--typefit PATH] [--peer PATH] [-- ARGS…]
# ARGS go to every typefit check run (for example -- --locale de). Outputs are written under
# $TYPEFIT_CHECK_WORK (default ${TMPDIR:-/tmp}/typefit-check-catalog) and removed at the end.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
scratch=".build-release"
work="${TYPEFIT_CHECK_WORK:-${TMPDIR:-/tmp}/typefit-check-catalog}"
runs=3
build=1
typefit=""
peer=""
catalog=""
extra=()

while (($#)); do
    case "$1" in
        --runs) runs="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --typefit) typefit="$2"; build=0; shift 2 ;;
        --peer) peer="$2"; shift 2 ;;
        --) shift; extra=("$@"); break ;;
        -*) echo "check-catalog.sh: unknown option '$1' (see the comment at the top of the script)" >&2; exit 2 ;;
        *) [[ -z "$catalog" ]] || { echo "check-catalog.sh: one catalog at a time ('$catalog' and '$1')" >&2; exit 2; }
           catalog="$1"; shift ;;
    esac
done
[[ -n "$catalog" ]] || { echo "usage: check-catalog.sh CATALOG [--runs N] [--no-build] [--typefit PATH] [--peer PATH] [-- ARGS…]" >&2; exit 2; }
[[ -r "$catalog" ]] || { echo "check-catalog.sh: cannot read the catalog '$catalog'" >&2; exit 2; }
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "check-catalog.sh: --runs takes a positive whole number, got '$runs'" >&2; exit 2; }
if [[ ! -x /usr/bin/time ]]; then
    echo "check-catalog.sh: /usr/bin/time (GNU time, for CPU time and peak memory) is not installed" >&2
    echo "  on Debian: apt-get install time" >&2
    exit 2
fi
if ((build)); then
    echo "[check-catalog] building typefit (release, $root/$scratch)" >&2
    (cd "$root" && swift build -c release --product typefit --scratch-path "$scratch" >&2)
fi
if [[ -z "$typefit" ]]; then
    typefit="$(cd "$root" && swift build -c release --scratch-path "$scratch" --show-bin-path)/typefit"
fi
[[ -x "$typefit" ]] || { echo "check-catalog.sh: no typefit at $typefit (build it, or drop --no-build)" >&2; exit 2; }
[[ -z "$peer" || -x "$peer" ]] || { echo "check-catalog.sh: --peer '$peer' is not an executable" >&2; exit 2; }

mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
times="$work/times.tsv"
: > "$times"

# One timed run: KIND, then the command. Exit 1 (strings truncate) is a normal answer; any other
# failure stops the script. Appends "KIND wall cpu peakKB" to $times.
timed() {
    local kind="$1"; shift
    local status=0
    /usr/bin/time -f '%e %U %S %M' -o "$work/time.txt" "$@" > /dev/null 2> "$work/stderr.txt" || status=$?
    if ((status > 1)); then
        echo "check-catalog.sh: '$*' failed (exit $status):" >&2
        cat "$work/stderr.txt" >&2
        exit 2
    fi
    # GNU time prints "Command exited with non-zero status 1" first when the command exits 1.
    tail -n 1 "$work/time.txt" | awk -v kind="$kind" '{ printf "%s %s %.2f %s\n", kind, $1, $2 + $3, $4 }' >> "$times"
}

check=("$typefit" check --strings "$catalog" "${extra[@]}")
timed record "$typefit" baseline record --strings "$catalog" --output "$work/baseline.jsonl" "${extra[@]}"  # warms the file cache
: > "$times"
for ((run = 1; run <= runs; run++)); do
    echo "[check-catalog] run $run of $runs" >&2
    timed text "${check[@]}"
    [[ -z "$peer" ]] || timed peer "$peer" check --strings "$catalog" "${extra[@]}"
    timed json "${check[@]}" --format json --output "$work/report.json"
    timed html "${check[@]}" --format html --output "$work/report.html"
    timed record "$typefit" baseline record --strings "$catalog" --output "$work/baseline.jsonl" "${extra[@]}"
    timed compare "$typefit" baseline compare "$work/baseline.jsonl" --strings "$catalog" "${extra[@]}"
done

size_mb() { awk -v bytes="$(stat -c %s "$1")" 'BEGIN { printf "%.1f", bytes / 1048576 }'; }
median() {  # KIND FIELD (2 wall, 3 cpu, 4 peak KB)
    awk -v kind="$1" -v field="$2" '$1 == kind { print $field }' "$times" | sort -g |
        awk '{ v[NR] = $1 } END { if (NR == 0) print "nan"; else if (NR % 2) print v[(NR + 1) / 2]; else printf "%.2f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
verdict() { awk -v value="$1" -v limit="$2" 'BEGIN { print (value <= limit ? "PASS" : "MISS") }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }

text_wall=$(median text 2)
echo
echo "typefit check on $catalog ($runs runs each, medians; load average now: $(cut -d' ' -f1-3 /proc/loadavg))"
printf '%-17s %9s %9s %10s %10s  %s\n' run "wall s" "cpu s" "peak MB" "output MB" "targets"
for kind in text json html record compare; do
    wall=$(median "$kind" 2); cpu=$(median "$kind" 3); peak=$(awk -v kb="$(median "$kind" 4)" 'BEGIN { printf "%.0f", kb / 1024 }')
    out="-"; notes=""
    case "$kind" in
        text) notes="wall ≤ 1.0 s: $(verdict "$wall" 1.0)" ;;
        json) out=$(size_mb "$work/report.json")
              notes="≤ 80 MB: $(verdict "$out" 80); ≤ 2× text ($(ratio "$wall" "$text_wall")×): $(verdict "$(ratio "$wall" "$text_wall")" 2); peak ≤ 700 MB: $(verdict "$peak" 700)" ;;
        html) out=$(size_mb "$work/report.html"); notes="≤ 30 MB: $(verdict "$out" 30)" ;;
        record) out=$(size_mb "$work/baseline.jsonl")
                notes="≤ 10 MB: $(verdict "$out" 10); ≤ 2× text ($(ratio "$wall" "$text_wall")×): $(verdict "$(ratio "$wall" "$text_wall")" 2)" ;;
        compare) notes="≤ 2× text ($(ratio "$wall" "$text_wall")×): $(verdict "$(ratio "$wall" "$text_wall")" 2)" ;;
    esac
    printf '%-17s %9s %9s %10s %10s  %s\n' "$kind" "$wall" "$cpu" "$peak" "$out" "$notes"
done
if [[ -n "$peer" ]]; then
    peer_wall=$(median peer 2); peer_cpu=$(median peer 3)
    printf '%-17s %9s %9s %10s %10s  %s\n' "text (--peer)" "$peer_wall" "$peer_cpu" "-" "-" \
        "speed-up: wall $(ratio "$peer_wall" "$text_wall")×, cpu $(ratio "$peer_cpu" "$(median text 3)")× (target ≥ 4×: $(verdict 4 "$(ratio "$peer_wall" "$text_wall")"))"
fi
