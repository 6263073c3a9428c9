#!/usr/bin/env bash
# TypeFit beside its peers, in one run: builds the release `typefit` and TypeFitCompare (with
# their own scratch paths, so they never touch a plain `.build`), compiles the C harness
# (Pango, plain HarfBuzz, the shaping floor), then runs the comparison and prints medians,
# ratios and PASS/MISS for every target. Options are passed on to TypeFitCompare:
#   --strings N         corpus size (default 5000)
#   --runs N            runs of every engine, medians reported (default 5)
#   --pango-sample N    strings Pango and plain HarfBuzz lay out (default 500; 0: all)
#   --catalog FILE      also take the strings of your String Catalog (or .strings, .json…), first
#   --memory-strings L  corpus sizes of the peak-memory runs (default 25000,50000,100000; none: skip)
# The corpus, job file and outputs go to $TYPEFIT_COMPARE_WORK (default /tmp/typefit-compare).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
scratch=".build-compare"
work="${TYPEFIT_COMPARE_WORK:-${TMPDIR:-/tmp}/typefit-compare}"

for tool in swift cc pkg-config; do
    command -v "$tool" >/dev/null || { echo "compare.sh: '$tool' is not installed" >&2; exit 2; }
done
missing=()
for package in pangoft2 fontconfig harfbuzz icu-uc; do
    pkg-config --exists "$package" || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "compare.sh: pkg-config cannot find: ${missing[*]}" >&2
    echo "  on Debian: apt-get install libpango1.0-dev libfontconfig-dev libharfbuzz-dev libicu-dev pkg-config" >&2
    exit 2
fi

mkdir -p "$work"
echo "[compare] building typefit (release, $root/$scratch)" >&2
(cd "$root" && swift build -c release --scratch-path "$scratch" --product typefit >&2)
typefit="$(cd "$root" && swift build -c release --scratch-path "$scratch" --show-bin-path)/typefit"
echo "[compare] building TypeFitCompare (release, $here/$scratch)" >&2
(cd "$here" && swift build -c release --scratch-path "$scratch" --product TypeFitCompare >&2)
compare="$(cd "$here" && swift build -c release --scratch-path "$scratch" --show-bin-path)/TypeFitCompare"
echo "[compare] compiling the C harness" >&2
# shellcheck disable=SC2046
cc -O2 -o "$work/peers" "$here/TypeFitCompare/peers.c" $(pkg-config --cflags --libs pangoft2 fontconfig harfbuzz icu-uc)

exec "$compare" --peers "$work/peers" --typefit "$typefit" --work "$work" "$@"
