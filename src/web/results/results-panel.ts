import embed from 'vega-embed';
import { chartsFor } from '../../../reports/charts.js';
import type { ResultObject } from '../../../reports/result-kind.js';
import { element } from '../elements.js';

const percent = (p: number, digits = 1): string => `${(p * 100).toFixed(digits)}%`;

interface Estimate {
  p: number;
  lo: number;
  hi: number;
}

/**
 * Where a page shows a run: a live status line, the outcome table (every probability with its 95%
 * interval, and the exact value in data attributes for tests and copy-paste), mean losses and
 * length, and the report's own Vega-Lite charts (reports/charts.ts) for the same result.
 */
export class ResultsPanel {
  readonly root: HTMLElement;
  private readonly status: HTMLElement;
  private readonly body: HTMLElement;
  private readonly charts: HTMLElement;
  private chartToken = 0;

  constructor(title: string) {
    this.status = element('p', { class: 'status', role: 'status', 'aria-live': 'polite' }, 'Enter a fight.');
    this.body = element('div', { class: 'result-body' });
    this.charts = element('div', { class: 'charts' });
    this.root = element('section', { class: 'results', 'aria-label': title }, element('h2', {}, title), this.status, this.body, this.charts);
  }

  /** Shows a message instead of results (a mistake in the fight, or work in progress). */
  showMessage(text: string, kind: 'error' | 'busy' | 'info'): void {
    this.status.textContent = text;
    this.status.dataset.state = kind;
    if (kind === 'error') {
      this.body.replaceChildren();
      this.charts.replaceChildren();
    }
  }

  /** Shows a result: `note` says how it was obtained (exact, or battles and interval). */
  showResult(result: ResultObject, note: string, final: boolean): void {
    this.status.textContent = note;
    this.status.dataset.state = final ? 'done' : 'refining';
    const outcomes = result.outcomes as Record<string, Estimate>;
    const rows = Object.entries(outcomes).map(([name, e]) =>
      element('tr', { 'data-outcome': name, 'data-p': e.p, 'data-lo': e.lo, 'data-hi': e.hi },
        element('th', { scope: 'row' }, name), element('td', {}, percent(e.p)), element('td', {}, `${percent(e.lo)} – ${percent(e.hi)}`)),
    );
    const table = element('table', { class: 'outcomes' },
      element('caption', {}, 'Outcome probabilities with 95% intervals'),
      element('thead', {}, element('tr', {}, element('th', { scope: 'col' }, 'outcome'), element('th', { scope: 'col' }, 'probability'), element('th', { scope: 'col' }, '95% interval'))),
      element('tbody', {}, ...rows));
    const facts = element('dl', { class: 'facts' });
    const lost = result.lost as Record<string, { mean: number; se: number }> | undefined;
    for (const [side, m] of Object.entries(lost ?? {})) facts.append(element('dt', {}, `${side} loses`), element('dd', {}, `${m.mean.toFixed(2)} ${String(result.costUnit ?? '')} (± ${(1.96 * m.se).toFixed(2)})`));
    const length = result.length as { mean: number; unit: string } | undefined;
    if (length) facts.append(element('dt', {}, 'length'), element('dd', {}, `${length.mean.toFixed(2)} ${length.unit} on average`));
    this.body.replaceChildren(table, facts);
    if (final) void this.drawCharts(result);
  }

  /** Draws the report's charts for the result; a newer result supersedes one still drawing. */
  private async drawCharts(result: ResultObject): Promise<void> {
    const token = ++this.chartToken;
    const figures = chartsFor(result, 'page').filter((chart) => chart.id !== 'convergence').map((chart) => {
      const figure = element('figure', { class: 'chart', 'data-chart': chart.id });
      return { chart, figure };
    });
    this.charts.replaceChildren(...figures.map((f) => f.figure));
    for (const { chart, figure } of figures) {
      if (token !== this.chartToken) return;
      await embed(figure, chart.spec, { renderer: 'svg', actions: false });
      figure.dataset.rendered = 'true';
    }
    if (token === this.chartToken) this.charts.dataset.charts = 'done';
  }
}
