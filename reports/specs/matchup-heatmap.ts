import type { TopLevelSpec } from 'vega-lite';
import { badFieldError } from '../messages.js';
import { isRecord } from '../result-kind.js';
import { chartTitle, requireKind, VEGA_LITE_SCHEMA, type ChartNeeds } from './chart-frame.js';
import { gotText, isEstimate, readNumber, readString } from './read-fields.js';
import { mixBars } from './mix-bars.js';

const NEEDS: ChartNeeds = {
  chart: 'matchup heatmap',
  kinds: ['matrix'],
  needs: 'a matrix result (kind "matrix", from salvo matrix --json)',
  hint: 'Write one with salvo matrix <fleets.yaml> --json --out matrix.json',
};

/** One cell: the row fleet's payoff against the column fleet with its interval, and the draw probability. */
interface CellRow {
  row: string;
  column: string;
  p: number;
  lo: number;
  hi: number;
  draw: number | null;
}

/**
 * The cells of a matrix result, checked: the payoff matrix must be n × n for n fleets (the diagonal
 * may be null). The payoff is `score` (P(win) + ½ P(draw), what the equilibrium is solved on) when
 * the result has it, else `winRate`.
 */
export function matrixCells(matrix: Record<string, unknown>, source: string): { fleets: string[]; cells: CellRow[]; field: 'score' | 'winRate' } {
  const fleets = Array.isArray(matrix.fleets) ? matrix.fleets.map((f, i) => readString(f, source, `fleets[${i}]`)) : [];
  if (fleets.length < 2) throw badFieldError(source, 'fleets', 'at least two fleet names', gotText(matrix.fleets));
  const field = matrix.score !== undefined ? 'score' : 'winRate';
  const winRate = matrix[field];
  if (!Array.isArray(winRate) || winRate.length !== fleets.length) throw badFieldError(source, field, `${fleets.length} rows (one per fleet)`, gotText(winRate));
  const draw = Array.isArray(matrix.draw) ? matrix.draw : [];
  const cells: CellRow[] = [];
  winRate.forEach((line: unknown, i) => {
    if (!Array.isArray(line) || line.length !== fleets.length) throw badFieldError(source, `${field}[${i}]`, `${fleets.length} entries`, gotText(line));
    line.forEach((cell: unknown, j) => {
      if (i === j && cell === null) return;
      if (!isEstimate(cell)) throw badFieldError(source, `${field}[${i}][${j}]`, '{p, lo, hi} with numbers', gotText(cell));
      const d = Array.isArray(draw[i]) ? (draw[i] as unknown[])[j] : undefined;
      cells.push({ row: fleets[i], column: fleets[j], p: cell.p, lo: cell.lo, hi: cell.hi, draw: typeof d === 'number' ? d : null });
    });
  });
  return { fleets, cells, field };
}

/**
 * The matchup matrix as a heatmap (row fleet's score — or win rate, in results without `score` —
 * against each column fleet, labelled with the percentage) beside the equilibrium mix of the zero-sum game (a bar per fleet), with the game's
 * value and support in the subtitle.
 *
 * @throws ConfigError when `result` is not a matrix result or its fields are malformed.
 * @example matchupHeatmapSpec(matrixResult, 'm.json').hconcat.length // 2
 */
export function matchupHeatmapSpec(result: unknown, source: string): TopLevelSpec {
  const matrix = requireKind(result, source, NEEDS);
  const { fleets, cells, field } = matrixCells(matrix, source);
  const payoff = field === 'score' ? 'score' : 'win rate';
  const eq = matrix.equilibrium;
  if (!isRecord(eq) || !Array.isArray(eq.mix) || eq.mix.length !== fleets.length) {
    throw badFieldError(source, 'equilibrium', `{mix (${fleets.length} numbers), value, support}`, gotText(eq));
  }
  const mix = eq.mix.map((m: unknown, i) => ({ fleet: fleets[i], share: readNumber(m, source, `equilibrium.mix[${i}]`) }));
  const value = readNumber(eq.value, source, 'equilibrium.value');
  const support = Array.isArray(eq.support) ? eq.support.map(String).join(', ') : '';
  const fleetAxis = { sort: fleets, title: null };
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: chartTitle(matrix, 'matchup matrix and equilibrium', [field === 'score' ? 'row fleet’s score (win + ½ draw) against the column fleet' : 'row fleet’s win rate against the column fleet', `equilibrium value ${value.toFixed(3)}`, support === '' ? '' : `support: ${support}`]),
    hconcat: [
      {
        width: { step: 56 },
        height: { step: 40 },
        data: { values: cells },
        encoding: {
          x: { field: 'column', type: 'nominal', ...fleetAxis, axis: { orient: 'top', labelAngle: -30 } },
          y: { field: 'row', type: 'nominal', ...fleetAxis },
        },
        layer: [
          {
            mark: { type: 'rect' },
            encoding: {
              color: { field: 'p', type: 'quantitative', title: payoff, scale: { scheme: 'redblue', domain: [0, 1], domainMid: 0.5 }, legend: { format: '.0%' } },
              tooltip: [
                { field: 'row', type: 'nominal', title: 'fleet' },
                { field: 'column', type: 'nominal', title: 'against' },
                { field: 'p', type: 'quantitative', format: '.1%', title: payoff },
                { field: 'lo', type: 'quantitative', format: '.1%', title: '95% low' },
                { field: 'hi', type: 'quantitative', format: '.1%', title: '95% high' },
                { field: 'draw', type: 'quantitative', format: '.1%', title: 'draw' },
              ],
            },
          },
          {
            mark: { type: 'text', fontSize: 11 },
            encoding: {
              text: { field: 'p', type: 'quantitative', format: '.0%' },
              color: { condition: { test: 'datum.p < 0.2 || datum.p > 0.8', value: 'white' }, value: 'black' },
            },
          },
        ],
      },
      mixBars(mix, 'fleet', fleets, 'share', 40, [{ field: 'fleet' }]),
    ],
    resolve: { scale: { color: 'independent' } },
  };
}
