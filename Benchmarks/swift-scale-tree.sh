#!/usr/bin/env bash
# Time and peak memory of TypeFit's Swift readers on a large tree of real app code: builds the
# release `typefit`, copies the Swift files of the source folders given into one temporary tree
# (whole again in numbered subfolders until it holds --min-files files), then runs
#   typefit scale --scale TREE --format json
#   typefit lint TREE
# --runs times each under GNU /usr/bin/time -v and prints the file count, the tree's size, and
# the median wall time and median peak RSS of each command (and of --peer's, run alternately).
#
#   Benchmarks/swift-scale-tree.sh [options] SOURCE_DIR...
#     --runs N         runs per command (default 5)
#     --min-files N    copy the sources again until the tree holds N Swift files (default 3000)
#     --scratch PATH   SwiftPM scratch path for the release build (default .build-release)
#     --no-build       use the typefit already built in the scratch path
#     --typefit PATH   measure this typefit executable instead of building one
#     --peer PATH      also measure another typefit (an older build), alternating with this one
#     --keep           leave the tree (printed) instead of removing it
#
# SOURCE_DIR: folders of Swift code, e.g. real apps exported with
#   git --git-dir=MIRROR archive HEAD -- ':(glob)**/*.swift' | tar -x -C /tmp/src/App
# Only `.swift` files are copied; nothing is fetched and nothing is written into the repository.
# A command's exit status is printed with its figures (lint exits 1 when it has findings); a run
# killed by a signal or exiting over 2 fails the script.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
runs=5
min_files=3000
scratch=".build-release"
build=1
typefit=""
peer=""
keep=0
sources=()

usage() {
    echo "usage: $0 [--runs N] [--min-files N] [--scratch PATH] [--no-build] [--typefit PATH] [--peer PATH] [--keep] SOURCE_DIR..." >&2
    exit 2
}

while (($#)); do
    case "$1" in
        --runs) [[ $# -ge 2 ]] || usage; runs="$2"; shift 2 ;;
        --min-files) [[ $# -ge 2 ]] || usage; min_files="$2"; shift 2 ;;
        --scratch) [[ $# -ge 2 ]] || usage; scratch="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --typefit) [[ $# -ge 2 ]] || usage; typefit="$2"; build=0; shift 2 ;;
        --peer) [[ $# -ge 2 ]] || usage; peer="$2"; shift 2 ;;
        --keep) keep=1; shift ;;
        -h | --help) sed -n '2,23p' "$0"; exit 0 ;;
        -*) echo "swift-scale-tree.sh: unknown option '$1'" >&2; usage ;;
        *) sources+=("$1"); shift ;;
    esac
done
((${#sources[@]})) || usage
[[ "$runs" =~ ^[1-9][0-9]*$ ]] || { echo "swift-scale-tree.sh: --runs must be a positive number" >&2; exit 2; }
[[ "$min_files" =~ ^[0-9]+$ ]] || { echo "swift-scale-tree.sh: --min-files must be a number" >&2; exit 2; }
for source in "${sources[@]}"; do
    [[ -d "$source" ]] || { echo "swift-scale-tree.sh: no such directory: $source" >&2; exit 2; }
done
if [[ ! -x /usr/bin/time ]]; then
    echo "swift-scale-tree.sh: /usr/bin/time (GNU time, for peak RSS) is not installed" >&2
    echo "  on Debian: apt-get install time" >&2
    exit 2
fi

if ((build)); then
    echo "[tree] building typefit (release, $root/$scratch)" >&2
    (cd "$root" && swift build -c release --product typefit --scratch-path "$scratch" >&2)
fi
if [[ -z "$typefit" ]]; then
    typefit="$(cd "$root" && swift build -c release --scratch-path "$scratch" --show-bin-path)/typefit"
fi
[[ -x "$typefit" ]] || { echo "swift-scale-tree.sh: no typefit at $typefit (build it, or drop --no-build)" >&2; exit 2; }
[[ -z "$peer" || -x "$peer" ]] || { echo "swift-scale-tree.sh: --peer $peer is not an executable" >&2; exit 2; }

work="$(mktemp -d "${TMPDIR:-/tmp}/typefit-swift-tree.XXXXXX")"
if ((keep)); then
    echo "[tree] keeping $work" >&2
else
    trap 'rm -rf "$work"' EXIT
fi
tree="$work/tree"
mkdir -p "$tree" "$work/out"

# Copies every source's .swift files (paths kept) into $tree/$1/NAME.
copy_sources() {
    local into="$1" source name
    for source in "${sources[@]}"; do
        name="$(basename "$(cd "$source" && pwd)")"
        mkdir -p "$into/$name"
        (cd "$source" && find . -name '*.swift' -type f -print0 | tar --null -T - -cf -) | tar -xf - -C "$into/$name"
    done
}

copy=0
files=0
while :; do
    copy=$((copy + 1))
    copy_sources "$tree/copy$copy"
    files=$(find "$tree" -name '*.swift' -type f | wc -l)
    ((files > 0)) || { echo "swift-scale-tree.sh: no .swift files under ${sources[*]}" >&2; exit 2; }
    ((files >= min_files)) && break
done
bytes=$(find "$tree" -name '*.swift' -type f -printf '%s\n' | awk '{ s += $1 } END { print s + 0 }')
lines=$(find "$tree" -name '*.swift' -type f -exec cat {} + | wc -l)

# One run of `$2 ARGS` under GNU time; appends "wall_s rss_mb status" to $work/$1.
measure() {
    local label="$1" binary="$2"
    shift 2
    local log="$work/out/time.log" status=0
    /usr/bin/time -v -o "$log" "$binary" "$@" >"$work/out/stdout" 2>"$work/out/stderr" || status=$?
    if ((status > 2)); then
        echo "swift-scale-tree.sh: '$binary $*' exited $status" >&2
        tail -n 5 "$work/out/stderr" >&2
        exit 1
    fi
    awk -v status="$status" '
        /Elapsed \(wall clock\)/ {
            n = split($NF, p, ":"); w = 0
            for (i = 1; i <= n; i++) w = w * 60 + p[i]
        }
        /Maximum resident set size/ { rss = $NF / 1024 }
        END { printf "%.3f %.1f %d\n", w, rss, status }' "$log" >>"$work/$label"
    cp "$work/out/stdout" "$work/$label.stdout"
    cp "$work/out/stderr" "$work/$label.stderr"
}

# The median of column $2 of file $1.
median() {
    sort -n -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

binaries=("$typefit")
names=(current)
if [[ -n "$peer" ]]; then
    binaries+=("$peer")
    names+=(peer)
fi

echo "[tree] $files Swift files ($((copy)) cop$( ((copy == 1)) && echo y || echo ies) of ${#sources[@]} source folder(s)), $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MB, $lines lines; $runs runs per command" >&2
# Each binary reads the tree once before timing (page cache, and a check that it runs at all).
for binary in "${binaries[@]}"; do
    "$binary" scale --scale "$tree" --format json >/dev/null 2>&1 || true
done
for ((run = 1; run <= runs; run++)); do
    for index in "${!binaries[@]}"; do
        echo "[tree] run $run/$runs: ${names[$index]}" >&2
        measure "${names[$index]}-scale" "${binaries[$index]}" scale --scale "$tree" --format json
        measure "${names[$index]}-lint" "${binaries[$index]}" lint "$tree"
    done
done

echo
echo "tree: $files Swift files, $(awk -v b="$bytes" 'BEGIN { printf "%.1f", b / 1048576 }') MB, $lines lines (sources: ${sources[*]})"
echo "machine: $(nproc) cores; medians of $runs runs (GNU time: wall clock, maximum resident set size)"
printf '%-8s %-40s %10s %12s %7s %s\n' binary command "wall s" "peak RSS MB" status output
for index in "${!binaries[@]}"; do
    for command in scale lint; do
        label="${names[$index]}-$command"
        written="typefit scale --scale TREE --format json"
        [[ "$command" = lint ]] && written="typefit lint TREE"
        statuses=$(awk '{ print $3 }' "$work/$label" | sort -u | paste -sd, -)
        out_size=$(wc -c <"$work/$label.stdout")
        warnings=$(grep -c 'warning' "$work/$label.stdout" "$work/$label.stderr" | awk -F: '{ s += $NF } END { print s + 0 }')
        printf '%-8s %-40s %10s %12s %7s %s bytes, %s lines naming a warning\n' "${names[$index]}" "$written" \
            "$(median "$work/$label" 1)" "$(median "$work/$label" 2)" "$statuses" "$out_size" "$warnings"
        # An error (exit 2: no definitions, too many entries) means the run stopped short of a report.
        error=$(grep -m1 'error:' "$work/$label.stderr" | cut -c1-200 || true)
        [[ -z "$error" ]] || echo "         last run's error: $error"
    done
done
echo "binaries: current=$typefit${peer:+ peer=$peer}"
