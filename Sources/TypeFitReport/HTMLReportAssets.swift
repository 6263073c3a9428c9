import TypeFitCheck
import TypeFitRender

/// The inline style sheet, detail panel and script of ``HTMLReport`` pages. Plain CSS and
/// JavaScript, nothing loaded from anywhere.
///
/// The string matrix keeps all 12 size columns beside the detail panel in a window 1,400 px
/// wide or wider: the panel takes 24% of the width (300–440 px), size columns are compact, a
/// key wraps (never cut; its `title` has it too) within 220 px and a text is cut with "…" at
/// 180 px (140 px up to 1,600 px wide; the detail panel shows it whole). Below 900 px the
/// panel moves under the matrix.
enum HTMLReportAssets {
    static let css = """
        :root { color-scheme: light; --fits: #e2f3e6; --fits-ink: #1f7a36; --border: #fff0d2; --border-ink: #a35200;
          --trunc: #fde0de; --trunc-ink: #c7000f; --line: #d8d8dc; --muted: #6c6c70; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1c1e; background: #fff; }
        header { padding: 14px 18px 6px; border-bottom: 1px solid var(--line); }
        h1 { font-size: 18px; margin: 0 0 4px; }
        p { margin: 2px 0; }
        .context, .note { color: var(--muted); }
        .warn { color: var(--border-ink); }
        .totals { font-size: 14px; }
        .t-trunc { color: var(--trunc-ink); }
        .t-border { color: var(--border-ink); }
        .key { margin-top: 6px; color: var(--muted); }
        .chip { display: inline-block; padding: 0 6px; border-radius: 3px; font-size: 12px; }
        .filters { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 18px; border-bottom: 1px solid var(--line);
          background: #f7f7f9; position: sticky; top: 0; z-index: 2; }
        .filters select, .filters input { font: inherit; margin-left: 4px; }
        #shown-count { color: var(--muted); }
        .layout { display: flex; align-items: flex-start; }
        .matrix-wrap { flex: 1 1 auto; overflow: auto; padding: 0 0 24px; min-width: 0; }
        table { border-collapse: separate; border-spacing: 0; }
        th, td { padding: 3px 6px; border-bottom: 1px solid #eee; white-space: nowrap; text-align: left; }
        thead th { position: sticky; top: 0; background: #fff; border-bottom: 1px solid var(--line); font-weight: 600; }
        #matrix th.size, #matrix td.c { padding: 3px 4px; }
        th.size { text-align: center; min-width: 34px; font-size: 12px; }
        th.k { font-weight: 500; min-width: 120px; max-width: 220px; white-space: normal; overflow-wrap: anywhere; }
        td.text { max-width: 180px; overflow: hidden; text-overflow: ellipsis; }
        td.c { text-align: center; cursor: pointer; font-variant-numeric: tabular-nums; position: relative; }
        td.c:focus { outline: 2px solid #0a5bd3; outline-offset: -2px; }
        .v-fits { background: var(--fits); color: var(--fits-ink); }
        .v-border { background: var(--border); color: var(--border-ink); }
        .v-trunc { background: var(--trunc); color: var(--trunc-ink); }
        .v-first { box-shadow: inset 0 0 0 2px var(--trunc-ink); font-weight: 600; }
        td.img::after { content: "●"; position: absolute; top: 0; right: 2px; font-size: 7px; }
        td.selected { outline: 2px solid #1c1c1e; outline-offset: -2px; }
        aside#detail { flex: 0 0 clamp(300px, 24vw, 440px); position: sticky; top: 48px; max-height: calc(100vh - 56px); overflow: auto; padding: 12px 16px;
          border-left: 1px solid var(--line); background: #fbfbfd; }
        aside h2 { font-size: 15px; margin: 0 0 6px; word-break: break-word; }
        aside dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 6px 0; }
        aside dt { color: var(--muted); }
        aside dd { margin: 0; word-break: break-word; }
        aside figure { margin: 10px 0; }
        aside img { display: block; max-width: 100%; height: auto; border: 1px solid #eee; background: #fff; }
        aside figcaption { color: var(--muted); font-size: 12px; margin-top: 4px; }
        .summary { display: flex; flex-wrap: wrap; gap: 4px 18px; align-items: flex-start; padding: 6px 18px; border-bottom: 1px solid var(--line); }
        .summary summary { cursor: pointer; color: var(--muted); }
        table.sum caption { text-align: left; color: var(--muted); padding-bottom: 2px; }
        table.sum th, table.sum td { padding: 1px 6px; font-variant-numeric: tabular-nums; }
        table.sum td.n { text-align: right; min-width: 34px; }
        table.sum td.sum-t { background: var(--trunc); color: var(--trunc-ink); }
        table.sum a { color: inherit; }
        .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: -1px; }
        .verdict { font-weight: 600; }
        @media (max-width: 1600px) { td.text { max-width: 140px; } }
        @media (max-width: 900px) { .layout { flex-direction: column; } aside#detail { position: static; flex-basis: auto; width: 100%;
          border-left: 0; border-top: 1px solid var(--line); } }

        """

    static let detailPanel = """
        <aside id="detail" aria-live="polite">
        <h2 id="d-title">Select a cell</h2>
        <p id="d-verdict" class="verdict"></p>
        <dl id="d-facts"></dl>
        <figure id="d-figure" hidden><img id="d-image" alt=""><figcaption id="d-caption"></figcaption></figure>
        <p id="d-none" class="note" hidden></p>
        </aside>

        """

    static let script = """
        (function () {
          "use strict";
          var cells = JSON.parse(document.getElementById("typefit-cells").textContent || "{}");
          var rows = Array.prototype.slice.call(document.querySelectorAll("#matrix tbody tr"));
          var sizeNames = Array.prototype.map.call(document.querySelectorAll("#matrix thead th"), function (th) { return th.title; });
          rows.forEach(function (row) { row.dataset.search = (row.children[0].textContent + " " + row.children[3].textContent).toLowerCase(); });
          var locale = document.getElementById("f-locale");
          var entry = document.getElementById("f-entry");
          var verdict = document.getElementById("f-verdict");
          var search = document.getElementById("f-text");
          var count = document.getElementById("shown-count");
          var selected = null;

          function matches(row) {
            if (locale.value && row.dataset.locale !== locale.value) { return false; }
            if (entry.value && row.dataset.entry !== entry.value) { return false; }
            switch (verdict.value) {
              case "truncates": if (row.dataset.truncates !== "1") { return false; } break;
              case "early": if (row.dataset.early !== "1") { return false; } break;
              case "borderline": if (row.dataset.borderline !== "1") { return false; } break;
              case "fits": if (row.dataset.truncates === "1") { return false; } break;
              default: break;
            }
            var query = search.value.trim().toLowerCase();
            return !query || row.dataset.search.indexOf(query) >= 0;
          }

          function apply() {
            var shown = 0;
            rows.forEach(function (row) {
              var visible = matches(row);
              row.hidden = !visible;
              if (visible) { shown += 1; }
            });
            count.textContent = shown + " of " + rows.length + " rows";
            document.documentElement.dataset.shownRows = String(shown);
          }

          function fact(list, term, value) {
            var dt = document.createElement("dt");
            var dd = document.createElement("dd");
            dt.textContent = term;
            if (value instanceof Node) { dd.appendChild(value); } else { dd.textContent = value; }
            list.appendChild(dt);
            list.appendChild(dd);
          }

          function show(cell) {
            if (selected) { selected.classList.remove("selected"); }
            selected = cell;
            cell.classList.add("selected");
            var row = cell.parentElement;
            var head = row.children;
            var m = (cell.dataset.m || "").split(" ");
            var d = { size: sizeNames[cell.cellIndex], pt: m[0], lines: m[1], needed: m[2], over: m[3], height: m[4], width: m[5],
                      shown: cell.dataset.shown, borderline: cell.classList.contains("v-border") };
            document.getElementById("d-title").textContent =
              head[0].textContent + " · " + head[1].textContent + " · " + head[2].textContent + " · " + d.size;
            var truncated = cell.classList.contains("v-trunc");
            var status = document.getElementById("d-verdict");
            status.textContent = truncated
              ? (Number(d.needed) > Number(d.lines) ? "truncates: " + d.lines + " of " + d.needed + " lines shown" : "truncates: overflows by " + d.over + " pt")
              : (d.borderline ? "borderline: fits, but 0.5 pt narrower would change the verdict" : "fits");
            status.className = "verdict " + (truncated ? "t-trunc" : d.borderline ? "t-border" : "");
            var facts = document.getElementById("d-facts");
            facts.textContent = "";
            fact(facts, "text", head[3].textContent);
            if (d.shown) { fact(facts, "shown", d.shown); }
            fact(facts, "point size", d.pt + " pt");
            fact(facts, "lines", d.lines + (d.needed !== d.lines ? " (needs " + d.needed + ")" : ""));
            fact(facts, "size", d.width + " × " + d.height + " pt");
            if (Number(d.over) > 0) { fact(facts, "over", d.over + " pt"); }
            fact(facts, "container", row.dataset.container);
            fact(facts, "faces", row.dataset.faces);
            var figure = document.getElementById("d-figure");
            var none = document.getElementById("d-none");
            var image = cells[cell.id];
            if (image) {
              var img = document.getElementById("d-image");
              img.src = image.src;
              img.width = image.w;
              img.height = image.h;
              img.alt = "Rendering of " + document.getElementById("d-title").textContent;
              var caption = document.getElementById("d-caption");
              caption.textContent = "Rendered from the measured glyphs. ";
              image.faces.forEach(function (face) {
                var swatch = document.createElement("span");
                swatch.className = "swatch";
                swatch.style.background = face[1];
                caption.appendChild(swatch);
                caption.appendChild(document.createTextNode(face[0] + " (fallback)  "));
              });
              figure.hidden = false;
              none.hidden = true;
            } else {
              figure.hidden = true;
              none.hidden = false;
              none.textContent = "No rendering for this cell: renderings are made for the cells listed at the top of the page.";
            }
          }

          [locale, entry, verdict].forEach(function (control) { control.addEventListener("change", apply); });
          Array.prototype.forEach.call(document.querySelectorAll("table.sum a[data-filter]"), function (link) {
            link.addEventListener("click", function () {
              var control = document.getElementById(link.dataset.filter);
              control.value = link.dataset.value;
              apply();
            });
          });
          search.addEventListener("input", apply);
          var matrix = document.getElementById("matrix");
          matrix.addEventListener("click", function (event) {
            var cell = event.target.closest("td.c[data-m]");
            if (cell) { show(cell); }
          });
          matrix.addEventListener("keydown", function (event) {
            var cell = event.target.closest("td.c[data-m]");
            if (cell && (event.key === "Enter" || event.key === " ")) { event.preventDefault(); show(cell); }
          });
          apply();
          var first = document.querySelector("td.v-first.img") || document.querySelector("td.img") || document.querySelector("td.c[data-m]");
          if (first) { show(first); }
          document.documentElement.dataset.typefitReady = "1";
        })();

        """
}
