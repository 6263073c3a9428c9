#!/usr/bin/env bash
# `typefit places` against `typefit scale` on the same app tree: each run RUNS times (default 3)
# in turn, and the medians of wall time and peak memory, with places' time as a share of scale's.
#
#   Benchmarks/places-speed.sh [--typefit PATH] [--runs N] [--strings PATH] APP_DIR
#
# With --strings (the app's catalogs, relative to APP_DIR), places also reads them, matches keys
# and maps generated accessors back to them, as `typefit places --strings` does.
#
# Both read every Swift file under APP_DIR with swift-syntax: `places` for the uses of localized
# strings (and their places), `scale --scale APP_DIR` for the font definitions. Machines here
# are shared: quote the medians and the ratio, never one run. Exit 0 (a measurement), 2 for
# wrong arguments.
set -u

usage() { echo "usage: $0 [--typefit PATH] [--runs N] [--strings PATH] APP_DIR" >&2; exit 2; }

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
typefit=""
runs=3
strings=()
app=""
while [ $# -gt 0 ]; do
    case "$1" in
        --typefit) [ $# -ge 2 ] || usage; typefit="$2"; shift 2 ;;
        --runs) [ $# -ge 2 ] || usage; runs="$2"; shift 2 ;;
        --strings) [ $# -ge 2 ] || usage; strings=(--strings "$2"); shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        -*) usage ;;
        *) [ -z "$app" ] || usage; app="$1"; shift ;;
    esac
done
[ -n "$app" ] && [ -d "$app" ] || usage
if [ -z "$typefit" ]; then
    (cd "$here" && swift build -c release --product typefit >/dev/null) || exit 2
    typefit="$here/.build/release/typefit"
fi
typefit="$(cd "$(dirname "$typefit")" && pwd)/$(basename "$typefit")"
export TYPEFIT_FONTS_DIR="${TYPEFIT_FONTS_DIR:-$here/fonts}"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

cd "$app" || exit 2
for _ in $(seq "$runs"); do
    /usr/bin/time -f "places %e %M" "$typefit" places . ${strings[@]+"${strings[@]}"} >/dev/null 2>>"$log"
    /usr/bin/time -f "scale %e %M" "$typefit" scale --scale . >/dev/null 2>>"$log"
done
python3 - "$log" "$(find . -name '*.swift' | wc -l)" <<'PY'
import statistics, sys
runs = {"places": [], "scale": []}
for line in open(sys.argv[1]):
    parts = line.split()
    if len(parts) == 3 and parts[0] in runs:
        runs[parts[0]].append((float(parts[1]), int(parts[2])))
for name, values in runs.items():
    print(f"{name:7} median {statistics.median(v[0] for v in values):.2f} s, peak memory median {statistics.median(v[1] for v in values) / 1024:.0f} MB ({len(values)} runs)")
ratio = statistics.median(v[0] for v in runs["places"]) / statistics.median(v[0] for v in runs["scale"])
print(f"places / scale: {ratio:.2f} ({sys.argv[2]} Swift files)")
PY
