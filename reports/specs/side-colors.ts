import { outcomeLabel } from '../../src/core/outcome-label.js';
import { isRecord, type ResultObject } from '../result-kind.js';

/** One colour per side, in the result's side order (Tableau 10, Vega's default). */
const SIDE_PALETTE = ['#4c78a8', '#f58518', '#54a24b', '#e45756', '#b279a2', '#9d755d', '#72b7b2', '#ff9da6'];
/** Greys for outcomes no side wins (draw, a round cap, nobody). */
const NEUTRAL_PALETTE = ['#8c8c8c', '#bab0ac', '#5f5f5f', '#d4d4d4'];

/** A Vega-Lite colour scale: a fixed domain and range. */
export interface ColorScale {
  domain: string[];
  range: string[];
}

/** The result's sides (`sides: [{ name, win }]` of the result contract), in order; [] when absent. */
function sidesOf(result: ResultObject): { name: string; win: string }[] {
  return Array.isArray(result.sides)
    ? result.sides.filter((s): s is { name: string; win: string } => isRecord(s) && typeof s.name === 'string' && typeof s.win === 'string')
    : [];
}

/**
 * The colour scale of a run's sides: side i always gets SIDE_PALETTE[i], so a side has the same
 * colour in every chart of the report (survivors, cost lost, outcomes, convergence). Names the
 * result does not list as sides come after, in the order given.
 *
 * @example sideColors(ti4Result, ['attacker', 'defender']) // { domain: ['attacker', 'defender'], range: ['#4c78a8', '#f58518'] }
 */
export function sideColors(result: ResultObject, names: readonly string[]): ColorScale {
  const sides = sidesOf(result).map((s) => s.name);
  const domain = [...sides, ...names.filter((n) => !sides.includes(n))];
  return { domain, range: domain.map((_, i) => SIDE_PALETTE[i % SIDE_PALETTE.length]) };
}

/**
 * The colour scale of a run's outcomes as labelled for people (outcomeLabel): a side's win in its
 * side colour, every other outcome (draw, caps) a grey.
 *
 * @example outcomeColors(ti4Result, ['attackerWin', 'draw']) // { domain: ['attacker wins', 'draw'], range: ['#4c78a8', '#8c8c8c'] }
 */
export function outcomeColors(result: ResultObject, outcomes: readonly string[]): ColorScale {
  const wins = sidesOf(result).map((s) => s.win);
  let neutral = 0;
  return {
    domain: outcomes.map(outcomeLabel),
    range: outcomes.map((name) => {
      const side = wins.indexOf(name);
      return side >= 0 ? SIDE_PALETTE[side % SIDE_PALETTE.length] : NEUTRAL_PALETTE[neutral++ % NEUTRAL_PALETTE.length];
    }),
  };
}
