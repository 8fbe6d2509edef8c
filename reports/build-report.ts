import type { TopLevelSpec } from 'vega-lite';
import { salvoVersion } from '../src/core/provenance.js';
import { chartsFor } from './charts.js';
import { reportHtml, type ReportSection } from './html/page.js';
import { noResultsError } from './messages.js';
import { requireResult, resultName } from './result-kind.js';
import { renderPng } from './render/png.js';
import { renderSvg } from './render/svg.js';

/** A result to report on, with the name of the file it came from (for messages and the page). */
export interface ReportInput {
  source: string;
  result: unknown;
}

/** What to produce besides the HTML. */
export interface BuildOptions {
  /** Render every chart to SVG (default false). */
  svg?: boolean;
  /** Render every chart to PNG (implies rendering SVG first; default false). */
  png?: boolean;
  /** The time written into the page (default: now); fixed in tests. */
  generatedAt?: string;
  /** A link (relative to the report) to the calculator page, shown under the title. */
  calculator?: string;
}

/** One chart of the report: a file-name stem unique in the report, its spec and its renderings. */
export interface BuiltChart {
  /** e.g. "01-fleet-vs-war-sun-outcomes": result number, result name, chart id. */
  stem: string;
  id: string;
  spec: TopLevelSpec;
  svg?: string;
  png?: Buffer;
}

/** The report: the HTML page and every chart. */
export interface BuiltReport {
  html: string;
  charts: BuiltChart[];
}

/** A file-name-safe form of a result name: lower-case letters, digits and dashes, at most 40. */
export function slugOf(name: string): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 40).replace(/-+$/, '');
  return slug === '' ? 'result' : slug;
}

/**
 * Builds the report from results (no files touched): picks the charts that apply to each result,
 * builds their specs, optionally renders SVG and PNG, and writes the self-contained HTML page.
 *
 * @throws ConfigError for no inputs, an input that is not a result (no `kind`, or an unknown one), or a result no chart can draw.
 * @example (await buildReport([{ source: 'r.json', result }], { png: true })).charts[0].png // <Buffer 89 50 4e 47 …>
 */
export async function buildReport(inputs: ReportInput[], options: BuildOptions = {}): Promise<BuiltReport> {
  if (inputs.length === 0) throw noResultsError();
  const sections: ReportSection[] = [];
  const charts: BuiltChart[] = [];
  inputs.forEach(({ source, result: value }, i) => {
    const result = requireResult(value, source);
    const number = String(i + 1).padStart(2, '0');
    const built = chartsFor(result, source).map((c) => ({ ...c, stem: `${number}-${slugOf(resultName(result))}-${c.id}` }));
    sections.push({ source, result, charts: built.map((c) => ({ id: c.id, elementId: `chart-${c.stem}`, spec: c.spec })) });
    charts.push(...built);
  });
  if (options.svg || options.png) {
    for (const chart of charts) {
      chart.svg = await renderSvg(chart.spec);
      if (options.png) chart.png = renderPng(chart.svg);
    }
  }
  const html = reportHtml(sections, { generatedAt: options.generatedAt ?? new Date().toISOString(), version: salvoVersion(), ...(options.calculator !== undefined ? { calculator: options.calculator } : {}) });
  return { html, charts };
}
