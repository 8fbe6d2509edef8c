/**
 * Renders rows as an aligned plain-text table: the first row is the header, numbers align right.
 * @example renderTable([['a', 'p'], ['x', '0.5']]) // "a  p  \nx  0.5"
 */
export function renderTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  const isNumeric = (cell: string) => /^[-+±]?[\d.,]+%?$|^\[.*\]$/.test(cell);
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
export const thousands = (n: number): string => Math.round(n).toLocaleString('en-US');
