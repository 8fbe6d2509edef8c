import { groupThousands } from './group-thousands.js';

/**
 * Renders rows as an aligned plain-text table: the first row is the header, numbers align right.
 * @example renderTable([['a', 'p'], ['x', '0.5']]) // "a  p  \nx  0.5"
 */
export function renderTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const isNumeric = (cell: string) => /^[-+±]?[\d.,]+%?$|^\[.*\]$|^−?∞$/.test(cell);
  return rows
    .map((row, r) =>
      row
        .map((cell, i) => (r > 0 && isNumeric(cell) ? cell.padStart(widths[i]) : cell.padEnd(widths[i])))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** 0.37321 → "37.32%". */
export const percent = (p: number, digits = 2): string => `${(p * 100).toFixed(digits)}%`;

/** An estimate as "37.32%  [37.02%, 37.62%]" cells. */
export const intervalCells = (e: { p: number; lo: number; hi: number }): [string, string] => [
  percent(e.p),
  `[${percent(e.lo)}, ${percent(e.hi)}]`,
];

/** 12345678 → "12,345,678". */
export const thousands = (n: number): string => groupThousands(Math.round(n));

/**
 * A number for a table with `digits` decimals; an unbounded value is "∞" (never "Infinity") and a
 * missing one (NaN) "—".
 * @example fixed(2.345) // "2.35"; fixed(Infinity) // "∞"
 */
export const fixed = (x: number, digits = 2): string => (Number.isFinite(x) ? x.toFixed(digits) : Number.isNaN(x) ? '—' : x > 0 ? '∞' : '−∞');

/** A mean loss below this shows as 0 in a table (an exact solution's rounding leaves ~1e-10). */
const NOTHING_LOST = 5e-7;

/**
 * A side's exchange ratio (cost destroyed / cost lost) as its value and interval cells. A side
 * that lost nothing (`lost`, its mean loss, rounds to 0) has no ratio: "lost nothing" instead of
 * an infinite one or the huge quotient of a rounding error.
 * @example exchangeRatioCells({ p: 1.2, lo: 1.1, hi: 1.3 }, 2.5) // ['1.20', '[1.10, 1.30]']
 */
export const exchangeRatioCells = (e: { p: number; lo: number; hi: number }, lost: number): [string, string] =>
  Number.isFinite(e.p) && lost >= NOTHING_LOST ? [fixed(e.p), `[${fixed(e.lo)}, ${fixed(e.hi)}]`] : ['lost nothing', ''];
