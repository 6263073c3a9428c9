#!/usr/bin/env bash
# How right `typefit places` is on real apps, against uses labelled by hand by reading the code
# (before TypeFit was run on them), and how many catalog keys it places.
#
#   Benchmarks/places-labels.sh [--typefit PATH] [--misses] APP_DIR:STRINGS_PATH:LABELS_JSON...
#
# For each app: `typefit places . --strings STRINGS_PATH --format json`, run from APP_DIR (the
# app's whole tree; STRINGS_PATH relative to it), then each label of LABELS_JSON joined to the
# use TypeFit read at the same file and line (and key). A label is a JSON object:
#   {"file", "line", "key", "shown", "container", "font": {"written": EXPR} | {"default": STYLE or
#    "17pt"} | {"unknown": WHY}, "lineLimit": N or null, "width": POINTS or null}
# Scored, over the labels whose place the code shows (shown and container not "unknown"):
#   found      TypeFit gives the use a place
#   font       written: TypeFit read the same expression (a label's `label.font = X` or `.font(X)`
#              is X); default: TypeFit's system font at Large
#              has that text style, or that style's size and weight at Large, or that point size
#              (labels whose font is unknown are left out)
#   lines      the same line limit (null: unlimited; labels whose limit the code does not tell,
#              "lineLimitFrom": "unknown" or "lineLimit unknown" in their notes, are left out)
#   width      labels with a width the code fixes: TypeFit's within 5%
#   assumed    labels whose width the code does not fix that TypeFit reports as read from the code
# and per app the share of catalog keys with a place found, and through the app's own views.
# With --misses, each label TypeFit gets wrong is printed after the table (file:line, field, the
# label's value and TypeFit's). Nothing is written into the app trees. The script exits 0 (it is a measurement), 2 for wrong
# arguments.
set -u

usage() { echo "usage: $0 [--typefit PATH] [--misses] APP_DIR:STRINGS_PATH:LABELS_JSON..." >&2; exit 2; }

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
typefit=""
misses=0
apps=()
while [ $# -gt 0 ]; do
    case "$1" in
        --typefit) [ $# -ge 2 ] || usage; typefit="$2"; shift 2 ;;
        --misses) misses=1; shift ;;
        -h|--help) sed -n '2,26p' "$0"; exit 0 ;;
        -*) usage ;;
        *) apps+=("$1"); shift ;;
    esac
done
[ ${#apps[@]} -gt 0 ] || usage
if [ -z "$typefit" ]; then
    (cd "$here" && swift build -c release --product typefit >/dev/null) || exit 2
    typefit="$here/.build/release/typefit"
fi
typefit="$(cd "$(dirname "$typefit")" && pwd)/$(basename "$typefit")"
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT

for spec in "${apps[@]}"; do
    IFS=: read -r app strings labels <<<"$spec"
    name="$(basename "$app")"
    if ! (cd "$app" && "$typefit" places . --strings "$strings" --format json >"$scratch/$name.json" 2>"$scratch/$name.err"); then
        echo "$name: typefit places failed: $(tail -1 "$scratch/$name.err")" >&2
        continue
    fi
    echo "$name $scratch/$name.json $labels"
done >"$scratch/runs.txt"

python3 - "$scratch/runs.txt" "$misses" <<'PY'
import json, re, sys
show_misses = sys.argv[2] == "1"
misses = []

def norm(expression):
    # A label may give the font as the statement that sets it (`label.font = X`, `.font(X)`,
    # `title.font(X)`): the expression compared is X.
    text = "".join(expression.split())
    if ".font=" in text:
        text = text.split(".font=", 1)[1]
    elif text.startswith("font="):
        text = text[len("font="):]
    wrapped = re.match(r"^(?:[A-Za-z_][A-Za-z0-9_]*)?\.?font\((.*)\)$", text)
    if wrapped:
        text = wrapped.group(1)
    return text[1:] if text.startswith(".") else text

# Apple's text styles at the Large size (points, weight): a label naming a style is right when
# TypeFit's system font is that style, or has its size and weight (a bar button's 17 pt regular
# is body's).
STYLES = {"largetitle": (34, "regular"), "title": (28, "regular"), "title1": (28, "regular"),
          "title2": (22, "regular"), "title3": (20, "regular"), "headline": (17, "semibold"),
          "body": (17, "regular"), "callout": (16, "regular"), "subheadline": (15, "regular"),
          "footnote": (13, "regular"), "caption": (12, "regular"), "caption1": (12, "regular"),
          "caption2": (11, "regular")}

def font_right(label, place, use):
    font = label.get("font") or {}
    if "written" in font:
        return use.get("font") is not None and norm(use["font"]["value"]) == norm(font["written"])
    wanted = str(font.get("default", "")).replace(" ", "").lower()
    if use.get("font") is not None or place["entry"]["from"] == "code":
        return False
    system = place.get("systemFont") or {}
    points = system.get("points")
    style = (system.get("style") or "").lower()
    if wanted in (style, f"{points:g}pt" if points else ""):
        return True
    return points is not None and STYLES.get(wanted) == (points, system.get("weight") or "regular")

totals = {k: [0, 0] for k in ("found", "font", "lines", "width")}
assumed_as_exact = 0
rows = []
for line in open(sys.argv[1]):
    name, report_path, labels_path = line.split()
    report = json.load(open(report_path))
    labels = json.load(open(labels_path))
    uses = {}
    for use in report["uses"]:
        uses.setdefault((use["file"].removeprefix("./"), use["line"]), []).append(use)
    counts = {k: [0, 0] for k in totals}
    assumed = 0
    for label in labels:
        if label.get("shown") == "unknown" or label.get("container") == "unknown":
            continue
        candidates = uses.get((label["file"], label["line"]), [])
        use = next((u for u in candidates if label["key"] in (u["key"], u.get("catalogKey"))), None)
        if use is None and len(candidates) == 1:
            use = candidates[0]
        place = use.get("place") if use else None
        counts["found"][1] += 1
        where = f"{name} {label['file']}:{label['line']} {label['key']!r}"
        if place is None:
            misses.append(f"{where}: not placed ({label.get('shown')}, {label.get('container')})")
            continue
        counts["found"][0] += 1
        if "unknown" not in (label.get("font") or {}):
            counts["font"][1] += 1
            right = font_right(label, place, use)
            counts["font"][0] += right
            if not right:
                misses.append(f"{where}: font {json.dumps(label.get('font'))} vs "
                              f"{json.dumps(use.get('font'))} {place['entry']['value']} {json.dumps(place.get('systemFont'))}")
        # A line limit the code read cannot tell (set in a storyboard or xib) is left out.
        lines_known = label.get("lineLimitFrom") != "unknown" and "lineLimit unknown" not in (label.get("notes") or "")
        if lines_known:
            counts["lines"][1] += 1
            counts["lines"][0] += place["lines"]["value"] == label.get("lineLimit")
        if lines_known and place["lines"]["value"] != label.get("lineLimit"):
            misses.append(f"{where}: lines {label.get('lineLimit')} vs {place['lines']['value']} ({place['lines']['from']})")
        if label.get("width") is not None:
            counts["width"][1] += 1
            close = abs(place["width"]["value"] - label["width"]) <= 0.05 * label["width"]
            counts["width"][0] += close
            if not close:
                misses.append(f"{where}: width {label['width']} vs {place['width']['value']} ({place['width']['from']})")
        elif place["width"]["from"] == "code":
            assumed += 1
            misses.append(f"{where}: width assumed by the label, {place['width']['value']} from code")
    for k in totals:
        totals[k][0] += counts[k][0]
        totals[k][1] += counts[k][1]
    assumed_as_exact += assumed
    catalog = report.get("catalog") or {}
    keys = catalog.get("keys", 0)
    def share(part, whole):
        return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "-"
    rows.append((name, len(labels), share(*counts["found"]), share(*counts["font"]), share(*counts["lines"]),
                 share(*counts["width"]), assumed, share(catalog.get("keysWithAPlace", 0), keys),
                 share(catalog.get("keysPlacedThroughAppViews", 0), keys)))

def share(part, whole):
    return f"{part}/{whole} ({100 * part / whole:.1f}%)" if whole else "-"
rows.append(("all", sum(r[1] for r in rows), share(*totals["found"]), share(*totals["font"]),
             share(*totals["lines"]), share(*totals["width"]), assumed_as_exact, "", ""))
header = ("app", "labels", "placed", "font right", "lines right", "width ±5%", "assumed as exact",
          "catalog keys placed", "through app views")
widths = [max(len(str(r[i])) for r in rows + [header]) for i in range(len(header))]
for r in [header] + rows:
    print("  ".join(str(v).ljust(w) for v, w in zip(r, widths)).rstrip())
if show_misses:
    print()
    for miss in misses:
        print(miss)
PY
