#!/usr/bin/env bash
# Peak memory and throughput of `typefit measure` on long request streams: builds the release
# `typefit` (scratch path .build-release), generates 10^4, 10^5 and 10^6 requests (real UI
# strings from the machine's gettext catalogs in Latin, Cyrillic, Greek, CJK, Hangul and Arabic
# scripts; several faces, sizes, widths, line limits, truncation modes; one bad line in 1,000),
# runs `typefit measure --input FILE --output FILE` on each under /usr/bin/time -v and prints
# peak RSS (MB), wall time, requests per second and PASS/MISS against the 200 MB goal.
#   --counts LIST   request counts, comma-separated (default 10000,100000,1000000)
#   --no-build      use the typefit already built in .build-release
#   --typefit PATH  measure this typefit executable instead of building one
#   --             the rest is passed on to `typefit measure` (e.g. -- --cache-mib 32)
# Requests and results go to $TYPEFIT_MEASURE_WORK (default ${TMPDIR:-/tmp}/typefit-measure).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
scratch=".build-release"
work="${TYPEFIT_MEASURE_WORK:-${TMPDIR:-/tmp}/typefit-measure}"
counts="10000,100000,1000000"
build=1
typefit=""
goal_mb=200
extra=()

while (($#)); do
    case "$1" in
        --counts) counts="$2"; shift 2 ;;
        --no-build) build=0; shift ;;
        --typefit) typefit="$2"; build=0; shift 2 ;;
        --) shift; extra=("$@"); break ;;
        *) echo "measure-memory.sh: unknown option '$1' (see the comment at the top of the script)" >&2; exit 2 ;;
    esac
done

if [[ ! -x /usr/bin/time ]]; then
    echo "measure-memory.sh: /usr/bin/time (GNU time, for peak RSS) is not installed" >&2
    echo "  on Debian: apt-get install time" >&2
    exit 2
fi
for tool in awk sort; do
    command -v "$tool" >/dev/null || { echo "measure-memory.sh: '$tool' is not installed" >&2; exit 2; }
done

mkdir -p "$work"
if ((build)); then
    echo "[measure] building typefit (release, $root/$scratch)" >&2
    (cd "$root" && swift build -c release --product typefit --scratch-path "$scratch" >&2)
fi
if [[ -z "$typefit" ]]; then
    typefit="$(cd "$root" && swift build -c release --scratch-path "$scratch" --show-bin-path)/typefit"
fi
[[ -x "$typefit" ]] || { echo "measure-memory.sh: no typefit at $typefit (build it, or drop --no-build)" >&2; exit 2; }

# The texts: one-line msgstr entries of a few common catalogs per language, as JSON string
# bodies (PO and JSON escape \" and \\ alike; entries with other escapes are skipped), keyboard
# mnemonics removed, at most 200 characters, deduplicated. Without msgunfmt or catalogs, a fixed
# list of UI strings per script stands in.
languages=(de fr ru el ja zh_CN ko ar)
catalogs=(gtk30 glib20 gtk20 iso_639 iso_3166 xkeyboard-config apt)
texts="$work/texts.tsv"
: >"$texts"
if command -v msgunfmt >/dev/null; then
    for language in "${languages[@]}"; do
        for catalog in "${catalogs[@]}"; do
            file="/usr/share/locale/$language/LC_MESSAGES/$catalog.mo"
            [[ -r "$file" ]] || continue
            msgunfmt "$file" 2>/dev/null | awk -v lang="${language%%_*}" '
                /^msgstr "/ {
                    s = substr($0, 9, length($0) - 9)
                    if (s == "" || length(s) > 200) next
                    t = s; gsub(/\\[\\"]/, "", t)
                    if (index(t, "\\") || s ~ /[\001-\037]/) next
                    gsub(/_/, "", s); gsub(/&/, "", s)
                    print lang "\t" s
                }'
        done
    done | sort -u >"$texts"
fi
if [[ $(wc -l <"$texts") -lt 100 ]]; then
    echo "[measure] few gettext catalogs here: using the built-in word list" >&2
    cat >"$texts" <<'WORDS'
en	Settings
en	Restore Purchases
en	Turn on notifications to hear about new episodes
en	Download over cellular data
de	Benachrichtigungseinstellungen
de	Einkäufe wiederherstellen
de	Über mobile Daten herunterladen
fr	Restaurer les achats
fr	Activez les notifications pour être informé des nouveaux épisodes
ru	Восстановить покупки
ru	Включите уведомления, чтобы узнавать о новых выпусках
el	Επαναφορά αγορών
ja	購入を復元
ja	新しいエピソードの通知を受け取るには通知をオンにしてください
zh	恢复购买
zh	打开通知以获取新剧集的消息
ko	구입 항목 복원
ko	새 에피소드에 대한 알림을 받으려면 알림을 켜십시오
ar	استعادة المشتريات
ar	قم بتشغيل الإشعارات لتعرف عن الحلقات الجديدة
WORDS
fi
echo "[measure] $(wc -l <"$texts") distinct texts in $(cut -f1 "$texts" | sort -u | wc -l) languages" >&2

# N requests, deterministic (a fixed linear congruential generator): one text or two joined,
# a face by name or by family, weight and slant, sizes 11–53 pt, widths 120–428 pt or none,
# line limits 0–3, all truncation modes and both strategies; every 1,000th line is malformed.
generate() {
    awk -F'\t' -v n="$1" '
        function rand32() { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
        function pick(k) { return rand32() % k }
        { lang[NR] = $1; text[NR] = $2 }
        END {
            seed = 20240601
            split("\"Inter-Regular\" \"Inter-SemiBold\" \"Inter-Bold\" \"Inter-Medium\" \"InterDisplay-Regular\" \"InterDisplay-Bold\" \"Inter-Italic\"", fonts, " ")
            fonts[8] = "{\"family\": \"Inter\", \"weight\": 600}"
            fonts[9] = "{\"family\": \"Inter Display\", \"weight\": 700, \"italic\": true}"
            split("11 12 13 15 17 17 17 20 22 28 34 40 53", sizes, " ")
            split("120 200 280 320 320 375 428", widths, " ")
            split("tail head middle", modes, " ")
            for (i = 1; i <= n; i++) {
                if (i % 1000 == 500) { print "{\"text\": \"broken\", \"size\": }"; continue }
                a = 1 + pick(NR)
                t = text[a]
                if (pick(10) < 3) { b = 1 + pick(NR); if (lang[b] == lang[a]) t = t " " text[b] }
                line = "{\"text\": \"" t "\", \"size\": " sizes[1 + pick(13)] ", \"locale\": \"" lang[a] "\""
                f = pick(10)
                if (f < 9) line = line ", \"font\": " fonts[1 + pick(9)]
                if (pick(5) > 0) line = line ", \"width\": " widths[1 + pick(7)]
                l = pick(6)
                if (l < 4) line = line ", \"lineLimit\": " l
                if (pick(4) == 0) line = line ", \"truncation\": \"" modes[1 + pick(3)] "\""
                if (pick(3) == 0) line = line ", \"strategy\": \"greedy\""
                print line "}"
            }
        }' "$texts"
}

printf '\n%-10s %10s %10s %12s %s\n' "requests" "peak MB" "wall s" "requests/s" "≤ ${goal_mb} MB"
status=0
IFS=',' read -r -a list <<<"$counts"
for count in "${list[@]}"; do
    requests="$work/requests-$count.jsonl"
    results="$work/results-$count.jsonl"
    [[ -s "$requests" && $(wc -l <"$requests") -eq $count ]] || generate "$count" >"$requests"
    rm -f "$results"
    if ! /usr/bin/time -v -o "$work/time-$count.txt" "$typefit" measure --input "$requests" --output "$results" "${extra[@]}" 2>"$work/stderr-$count.txt"; then
        echo "measure-memory.sh: typefit measure failed on $count requests:" >&2
        cat "$work/stderr-$count.txt" >&2
        exit 2
    fi
    lines=$(wc -l <"$results")
    if [[ $lines -ne $count ]]; then
        echo "measure-memory.sh: $count requests gave $lines result lines" >&2
        exit 2
    fi
    awk -v count="$count" -v goal="$goal_mb" '
        /Maximum resident set size/ { kb = $NF }
        /Elapsed \(wall clock\)/ {
            n = split($NF, part, ":"); wall = 0
            for (i = 1; i <= n; i++) wall = wall * 60 + part[i]
        }
        END {
            mb = kb / 1000
            printf "%-10d %10.1f %10.2f %12.0f %s\n", count, mb, wall, (wall > 0 ? count / wall : 0), (mb <= goal ? "PASS" : "MISS")
            exit (mb <= goal ? 0 : 1)
        }' "$work/time-$count.txt" || status=1
done
echo "[measure] peak RSS is /usr/bin/time's maximum resident set size (MB = 10^6 bytes); $(nproc) cores" >&2
exit "$status"
