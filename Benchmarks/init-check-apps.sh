#!/usr/bin/env bash
# The day-one flow on real apps, as a new user meets it: for each app tree given, a fresh copy in
# a temporary folder, then
#   typefit init .        (writes .typefit.json and typefit-constraints.json)
#   typefit check --quiet --format json
# and one line per app: init's and check's exit codes, the type scale init chose, the number of
# entries check measured, results, truncations (and those already at the default size), and
# init's "left to decide" count.
#
#   Benchmarks/init-check-apps.sh [--typefit PATH] APP_DIR...
#
# APP_DIR: an app's whole tree (e.g. `git --git-dir=MIRROR archive HEAD | tar -x -C /tmp/apps/App`).
# Nothing is written into the app trees or the repository. Exit codes of typefit: 0 no finding,
# 1 findings, 2 no answer (docs/commands.md); the script itself exits 0 (it is a measurement),
# 2 for wrong arguments.
set -u

usage() { echo "usage: $0 [--typefit PATH] APP_DIR..." >&2; exit 2; }

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
typefit=""
apps=()
while [ $# -gt 0 ]; do
    case "$1" in
        --typefit) [ $# -ge 2 ] || usage; typefit="$2"; shift 2 ;;
        --typefit=*) typefit="${1#--typefit=}"; shift ;;
        -h|--help) echo "usage: $0 [--typefit PATH] APP_DIR..."; exit 0 ;;
        -*) usage ;;
        *) apps+=("$1"); shift ;;
    esac
done
[ ${#apps[@]} -gt 0 ] || usage
if [ -z "$typefit" ]; then
    for candidate in "$here/.build/release/typefit" "$here/.build/debug/typefit"; do
        if [ -x "$candidate" ]; then typefit="$candidate"; break; fi
    done
fi
[ -n "$typefit" ] && [ -x "$typefit" ] || { echo "$0: no typefit binary (build first, or pass --typefit PATH)" >&2; usage; }
case "$typefit" in /*) ;; *) typefit="$(cd "$(dirname "$typefit")" && pwd)/$(basename "$typefit")" ;; esac
command -v python3 >/dev/null || { echo "$0: python3 is needed" >&2; exit 2; }
# A binary run from outside its checkout finds the bundled fonts through this variable.
export TYPEFIT_FONTS_DIR="${TYPEFIT_FONTS_DIR:-$here/fonts}"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

printf '%-40s %4s %5s %7s %7s %9s %9s %6s  %s\n' app init check entries results truncated atDefault undec scale
for app in "${apps[@]}"; do
    [ -d "$app" ] || { echo "$0: not a directory: $app" >&2; continue; }
    name="$(basename "$app")"
    copy="$work/$name"
    rm -rf "$copy"
    cp -r "$app" "$copy"
    ( cd "$copy" && "$typefit" init . >"$work/$name.init.out" 2>"$work/$name.init.err" )
    init_rc=$?
    ( cd "$copy" && "$typefit" check --quiet --format json >"$work/$name.check.json" 2>"$work/$name.check.err" )
    check_rc=$?
    python3 - "$copy" "$work/$name.check.json" "$work/$name.init.out" "$name" "$init_rc" "$check_rc" <<'PY'
import json, sys
copy, report, init_out, name, init_rc, check_rc = sys.argv[1:7]
scale = "-"
try:
    config = json.load(open(f"{copy}/.typefit.json"))
    value = config.get("scale")
    scale = ",".join(value) if isinstance(value, list) else (value or "(system)")
except (OSError, ValueError):
    pass
entries = results = truncated = at_default = "-"
try:
    data = json.load(open(report))
    summary = data.get("summary", {})
    results = summary.get("checked", len(data.get("results", [])))
    truncated = summary.get("truncating", "-")
    at_default = summary.get("truncatingAtDefaultSize", "-")
    names = {r.get("entry") for r in data.get("results", []) if r.get("entry")}
    entries = len(names)
except (OSError, ValueError):
    pass
undecided = 0
try:
    undecided = sum(1 for line in open(init_out) if line.strip().startswith("to decide:"))
except OSError:
    pass
print(f"{name:40} {init_rc:>4} {check_rc:>5} {entries!s:>7} {results!s:>7} {truncated!s:>9} {at_default!s:>9} {undecided:>6}  {scale}")
PY
    if [ "$check_rc" -eq 2 ]; then sed 's/^/    /' "$work/$name.check.err" | head -3; fi
done
exit 0
