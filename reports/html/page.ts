import type { TopLevelSpec } from 'vega-lite';
import { resultKind, resultName, type ResultObject } from '../result-kind.js';
import { escapeHtml, jsonForScript } from './escape.js';
import { inlineLibraries } from './libraries.js';
import { provenanceRows } from './provenance.js';
import { SUMMARY_COLUMNS, summaryRow } from './summary.js';

/** One result in the report, with its charts (each with the id of the element it is drawn into). */
export interface ReportSection {
  source: string;
  result: ResultObject;
  charts: { id: string; elementId: string; spec: TopLevelSpec }[];
}

/** What the page says about itself. */
export interface PageInfo {
  /** ISO time the report was written. */
  generatedAt: string;
  /** salvo's version. */
  version: string;
  /** A link (relative to the report) to the calculator page, salvo's engine in the browser (docs/web.md). */
  calculator?: string;
}

const STYLE = `
body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Open Sans", sans-serif; margin: 2rem auto; max-width: 1200px; padding: 0 1rem; color: #222; }
h1 { margin-bottom: 0.2rem; } .meta, .source { color: #666; margin-top: 0; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; font-size: 0.9rem; }
th, td { border: 1px solid #ddd; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f4f4f4; }
section.result { border-top: 2px solid #4c78a8; margin-top: 2rem; padding-top: 0.5rem; }
.notice { background: #fff4d6; border-left: 4px solid #e0a100; padding: 0.5rem 0.8rem; }
.charts { display: flex; flex-wrap: wrap; gap: 1.5rem; align-items: flex-start; }
figure.chart { margin: 0; min-height: 2rem; }
.chart-error { color: #b00020; }
`;

const table = (header: readonly string[], rows: string[][], className: string): string =>
  `<table class="${className}"><thead><tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr></thead><tbody>\n${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('\n')}\n</tbody></table>`;

/** One result's section: title, source file, sample-data notice, chart slots, provenance. */
function sectionHtml(section: ReportSection, index: number): string {
  const { result } = section;
  const notice = typeof result.notice === 'string' ? `<p class="notice" role="note"><strong>Sample data:</strong> ${escapeHtml(result.notice)}</p>` : '';
  const game = typeof result.game === 'string' ? result.game : '';
  const figures = section.charts.map((c) => `<figure class="chart" id="${escapeHtml(c.elementId)}" data-chart="${escapeHtml(c.id)}"></figure>`).join('\n');
  return `<section class="result" id="result-${index}">
<h2>${index}. ${escapeHtml(resultName(result))} <small>(${escapeHtml(`${game} ${resultKind(result) ?? ''}`.trim())})</small></h2>
<p class="source">from ${escapeHtml(section.source)}</p>
${notice}
<div class="charts">
${figures}
</div>
<h3>Provenance</h3>
${table(['field', 'value'], provenanceRows(result).map(([k, v]) => [k, v]), 'provenance')}
</section>`;
}

/** Draws every chart with vega-embed once the page has loaded; marks each figure rendered or failed. */
const EMBED_SCRIPT = `(function () {
  var specs = JSON.parse(document.getElementById('salvo-specs').textContent);
  var pending = Object.keys(specs).map(function (id) {
    var figure = document.getElementById(id);
    return vegaEmbed(figure, specs[id], { renderer: 'svg', actions: false })
      .then(function () { figure.setAttribute('data-rendered', 'true'); })
      .catch(function (error) {
        figure.setAttribute('data-rendered', 'failed');
        figure.innerHTML = '<p class="chart-error"></p>';
        figure.firstChild.textContent = 'This chart could not be drawn: ' + error.message;
        console.error(error);
      });
  });
  Promise.all(pending).then(function () { document.body.setAttribute('data-charts', 'done'); });
})();`;

/**
 * The self-contained HTML report: a summary table of every result, a section per result with its
 * charts (drawn in the browser by the inlined vega-embed from specs held as escaped JSON), the
 * sample-data notice where a result has one, and each run's provenance. Opens offline.
 *
 * @example reportHtml([{ source: 'r.json', result, charts }], { generatedAt, version }).startsWith('<!doctype html>') // true
 */
export function reportHtml(sections: ReportSection[], info: PageInfo): string {
  const specs = Object.fromEntries(sections.flatMap((s) => s.charts.map((c) => [c.elementId, c.spec])));
  const summary = sections.map((s, i) => summaryRow(i + 1, s.source, s.result));
  const chartCount = sections.reduce((n, s) => n + s.charts.length, 0);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>salvo balance report</title>
<style>${STYLE}</style>
${inlineLibraries()}
</head>
<body>
<h1>salvo balance report</h1>
<p class="meta">${escapeHtml(`${sections.length} result(s), ${chartCount} chart(s) · salvo ${info.version} · written ${info.generatedAt}`)} · every probability with its 95% interval</p>
${info.calculator !== undefined ? `<p class="meta"><a href="${escapeHtml(info.calculator)}">Open the calculator page</a>: your own TI4 fights and Armada fleets, computed in the browser by the same engine</p>\n` : ''}<noscript><p class="notice">The charts need JavaScript; the tables below do not.</p></noscript>
<h2>Summary</h2>
${table(SUMMARY_COLUMNS, summary, 'summary')}
${sections.map((s, i) => sectionHtml(s, i + 1)).join('\n')}
<script type="application/json" id="salvo-specs">${jsonForScript(specs)}</script>
<script>${EMBED_SCRIPT}</script>
</body>
</html>
`;
}
