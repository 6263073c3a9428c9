#!/usr/bin/env bash
# Measures TypeFit's Swift type-scale reader (`typefit scale --scale DIR`) against a corpus of real
# apps' font code and a hand-read answer key (CORPUS_DIR/expected.json).
#
# usage: Benchmarks/swift-scale-corpus.sh [--typefit PATH] CORPUS_DIR
#
# CORPUS_DIR holds one folder per repository (owner__repo/<original paths>) and expected.json:
#   {"definitions": [{"repo", "file", "line", "name", "font", "weight", "size", "textStyle",
#                     "scaling", "determinable", ...}]}
# Each repository folder is read once with `typefit scale --scale <folder> --format json`.
# A determinable definition is
#   resolved right  an entry matches it (by definedAt file:line when entries carry it, else by name)
#                   and font, Large point size (within 0.01 pt) and scaling agree (a family asked
#                   for with a weight or italic, as `requested` says, is the face they name:
#                   Georgia asked bold is Georgia-Bold);
#   resolved wrong  an entry matches it but one of those differs;
#   warned          no entry, but a warning (file:line:column: message) names its file and line;
#   silent          neither.
# The script always exits 0 (it is a measurement), except 2 for wrong arguments.
set -u

usage() { echo "usage: $0 [--typefit PATH] CORPUS_DIR" >&2; exit 2; }

typefit=""
corpus=""
while [ $# -gt 0 ]; do
    case "$1" in
        --typefit) [ $# -ge 2 ] || usage; typefit="$2"; shift 2 ;;
        --typefit=*) typefit="${1#--typefit=}"; shift ;;
        -h|--help) echo "usage: $0 [--typefit PATH] CORPUS_DIR"; exit 0 ;;
        -*) usage ;;
        *) [ -z "$corpus" ] || usage; corpus="$1"; shift ;;
    esac
done
[ -n "$corpus" ] || usage
[ -d "$corpus" ] || { echo "$0: no such directory: $corpus" >&2; usage; }
[ -f "$corpus/expected.json" ] || { echo "$0: $corpus/expected.json is missing" >&2; usage; }
here="$(cd "$(dirname "$0")/.." && pwd)"
if [ -z "$typefit" ]; then
    for candidate in "$here/.build/release/typefit" "$here/.build/debug/typefit"; do
        if [ -x "$candidate" ]; then typefit="$candidate"; break; fi
    done
fi
[ -n "$typefit" ] && [ -x "$typefit" ] || { echo "$0: no typefit binary (build first, or pass --typefit PATH)" >&2; usage; }
command -v python3 >/dev/null || { echo "$0: python3 is needed" >&2; exit 2; }
case "$typefit" in /*) ;; *) typefit="$(cd "$(dirname "$typefit")" && pwd)/$(basename "$typefit")" ;; esac

corpus="$(cd "$corpus" && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for repo in "$corpus"/*/; do
    repo="${repo%/}"
    name="$(basename "$repo")"
    case "$name" in .*) continue ;; esac
    find "$repo" -name '*.swift' -type f | grep -q . || continue
    mkdir -p "$work/$name"
    ( cd "$corpus" && "$typefit" scale --scale "$name" --format json ) \
        >"$work/$name/stdout" 2>"$work/$name/stderr"
    echo $? >"$work/$name/rc"
done

python3 - "$corpus" "$work" "$typefit" <<'PY'
import json, os, re, sys
from collections import defaultdict

corpus, work, typefit = sys.argv[1:4]
expected = json.load(open(os.path.join(corpus, "expected.json")))
defs = expected["definitions"] if isinstance(expected, dict) else expected

# Large size of each text style (for a system-style definition with size null).
LARGE = {"largeTitle": 34, "title1": 28, "title2": 22, "title3": 20, "headline": 17, "body": 17,
         "callout": 16, "subheadline": 15, "footnote": 13, "caption1": 12, "caption2": 11,
         "extraLargeTitle": 36, "extraLargeTitle2": 28}
STYLE_ALIAS = {"title": "title1", "caption": "caption1", "subhead": "subheadline"}
WARN = re.compile(
    r"^(?:typefit: warning: )?(?P<file>[^:\n]+\.swift):(?P<line>\d+):(?:(?P<col>\d+):)?\s*(?P<msg>.*)$")

def norm_file(path, repo):
    """A file named by the tool, as 'repo/relative path' (the form expected.json uses)."""
    p = path.strip()
    if p.startswith(corpus + "/"):
        p = p[len(corpus) + 1:]
    if p.startswith("./"):
        p = p[2:]
    if not p.startswith(repo + "/"):
        i = p.find("/" + repo + "/")
        p = p[i + 1:] if i >= 0 else repo + "/" + p
    return p

def scaling_of(entry):
    if isinstance(entry.get("scaling"), str):
        return entry["scaling"]
    api = (entry.get("api") or "")
    a = api.lower()
    if "computed" in a or "pointsize" in a or "descriptor" in a and "scaledfont" not in a and "preferred" not in a:
        return "computed"
    if "uifontmetrics" in a or "scaledfont" in a or "scaledvalue" in a or "scaledmetric" in a:
        return "uikit"
    if "fixedsize" in a or "system(size" in a or "systemfont(ofsize" in a or "uifont(name" in a or "fixed" in a:
        return "fixed"
    if "custom(" in a or "relativeto" in a:
        return "relative"
    if "preferredfont" in a or "font.system(." in a or re.match(r"^(swiftui\.)?font\.\w+$", a) or "system-style" in a:
        return "system-style"
    return api or "?"

def large_size(entry):
    sizes = entry.get("sizes") or {}
    large = sizes.get("large") or sizes.get("Large") or {}
    return large.get("pointSize")

def expected_large(d):
    if d.get("size") is not None:
        return float(d["size"])
    style = STYLE_ALIAS.get(d.get("textStyle"), d.get("textStyle"))
    return float(LARGE[style]) if style in LARGE else None

def font_ok(d, entry):
    want = (d.get("font") or "").lower()
    got = [(entry.get("font") or "").lower()]
    face = ((entry.get("sizes") or {}).get("large") or {}).get("face")
    if face and want != "system":
        got.append(face.lower())
    # A family asked for with a weight or italic (`requested`, in reports that give it) is the
    # face those name: Georgia asked bold and italic is Georgia-BoldItalic.
    requested = entry.get("requested") or {}
    family = (entry.get("font") or "").lower()
    if family and want != "system" and (requested.get("weight") or requested.get("italic")):
        weight = {"bold": "bold", "semibold": "semibold", "medium": "medium", "light": "light",
                  "heavy": "heavy", "black": "black", "thin": "thin"}.get(requested.get("weight") or "", "")
        style = weight + ("italic" if requested.get("italic") else "")
        if style:
            got.append(f"{family}-{style}")
    def strip(x): return re.sub(r"[- ]?regular$", "", x)
    return any(g == want or strip(g) == strip(want) for g in got if g)

def lines_of(d):
    first = int(d["line"])
    last = int(d.get("endLine", first))
    return set(range(first, last + 1)) | set(int(x) for x in d.get("alsoLines", []))

def name_match(want, got):
    if want == got:
        return True
    w, g = want.split("."), got.split(".")
    n = min(len(w), len(g))
    return w[-n:] == g[-n:]

by_repo = defaultdict(list)
for d in defs:
    by_repo[d["repo"]].append(d)

repos = sorted(set(by_repo) | set(x for x in os.listdir(work)))
rows = []
totals = defaultdict(int)
for repo in repos:
    repo_dir = os.path.join(corpus, repo)
    files = 0
    for root, dirs, names in os.walk(repo_dir):
        files += sum(1 for n in names if n.endswith(".swift"))
    out_dir = os.path.join(work, repo)
    rc, entries, warnings = None, [], []
    if os.path.isdir(out_dir):
        rc = int(open(os.path.join(out_dir, "rc")).read().strip() or 1)
        try:
            data = json.load(open(os.path.join(out_dir, "stdout")))
            entries = data.get("entries", []) if isinstance(data, dict) else []
        except (ValueError, OSError):
            entries = []
        for line in open(os.path.join(out_dir, "stderr"), errors="replace"):
            m = WARN.match(line.strip())
            if m:
                warnings.append((norm_file(m["file"], repo), int(m["line"]), m["msg"]))
        if rc != 0:
            entries = []   # a failed run resolves nothing
    warned_at = {(f, l) for f, l, _ in warnings}
    located = {}
    for e in entries:
        at = e.get("definedAt")
        if isinstance(at, str) and re.search(r":\d+(:\d+)?$", at):
            parts = at.rsplit(":", 2)
            if len(parts) == 3 and parts[2].isdigit() and parts[1].isdigit():
                f, l = parts[0], int(parts[1])
            else:
                f, l = at.rsplit(":", 1)[0], int(at.rsplit(":", 1)[1])
            located.setdefault((norm_file(f, repo), l), []).append(e)
    counts = defaultdict(int)
    wrong_detail = []
    for d in by_repo.get(repo, []):
        if not d.get("determinable"):
            continue
        counts["expected"] += 1
        match = None
        spots = {(d["file"], l) for l in lines_of(d)}
        for s in sorted(spots):
            if s in located:
                # Several entries on one line (`case a, b, c`): the one whose name matches.
                here = located[s]
                named_here = [e for e in here if name_match(d["name"], e.get("name", ""))]
                match = (named_here or here)[0]
                break
        if match is None and not located:
            named = [e for e in entries if name_match(d["name"], e.get("name", ""))]
            if len(named) == 1:
                match = named[0]
            elif len(named) > 1:
                exact = [e for e in named if e.get("name") == d["name"]]
                match = exact[0] if len(exact) == 1 else None
        if match is not None:
            want_size = expected_large(d)
            got_size = large_size(match)
            ok_size = want_size is not None and got_size is not None and abs(float(got_size) - want_size) <= 0.01
            ok_font = font_ok(d, match)
            ok_scaling = scaling_of(match) == d.get("scaling")
            if ok_size and ok_font and ok_scaling:
                counts["right"] += 1
            else:
                counts["wrong"] += 1
                why = []
                if not ok_font: why.append(f"font {match.get('font')!r} want {d.get('font')!r}")
                if not ok_size: why.append(f"large {got_size} want {want_size}")
                if not ok_scaling: why.append(f"scaling {scaling_of(match)!r} want {d.get('scaling')!r}")
                wrong_detail.append(f"    wrong  {d['file']}:{d['line']} {d['name']}: " + "; ".join(why))
        elif spots & warned_at or any(
            f == d["file"] and ("'" + d["name"].split(".")[-1] + "' left out") in msg for f, _, msg in warnings
        ):
            counts["warned"] += 1
        else:
            counts["silent"] += 1
    status = "ok" if rc == 0 else ("not run" if rc is None else f"exit {rc}")
    rows.append((repo, files, counts, status, len(entries), len(warnings), wrong_detail))
    totals["files"] += files
    for k in ("expected", "right", "wrong", "warned", "silent"):
        totals[k] += counts[k]

print(f"typefit: {typefit}")
print(f"{'repo':44} {'files':>5} {'defs':>5} {'right':>5} {'wrong':>5} {'warned':>6} {'silent':>6}  run (entries, warnings)")
for repo, files, c, status, n_entries, n_warnings, detail in rows:
    print(f"{repo:44} {files:5} {c['expected']:5} {c['right']:5} {c['wrong']:5} {c['warned']:6} {c['silent']:6}  {status} ({n_entries}, {n_warnings})")
    for line in detail[:8]:
        print(line)
    if len(detail) > 8:
        print(f"    … {len(detail) - 8} more wrong")
D = totals["expected"]
pct = (100.0 * totals["right"] / D) if D else 0.0
print(f"corpus: {totals['files']} files, {len(rows)} repos, {D} definitions, {totals['right']} resolved right ({pct:.1f}%), "
      f"{totals['wrong']} resolved wrong, {totals['warned']} warned, {totals['silent']} silent")
PY
exit 0
