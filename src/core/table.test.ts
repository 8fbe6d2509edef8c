import { describe, expect, it } from 'vitest';
import { exchangeRatioCells, fixed, renderTable } from './table.js';

describe('table cells a person reads', () => {
  it('never shows Infinity or NaN', () => {
    expect([fixed(2.345), fixed(Infinity), fixed(-Infinity), fixed(Number.NaN), fixed(7.6, 0)]).toEqual(['2.35', '∞', '−∞', '—', '8']);
  });

  it('a side that lost nothing has no exchange ratio, not "Infinity [Infinity, Infinity]"', () => {
    expect(exchangeRatioCells({ p: 1.2, lo: 1.1, hi: 1.3 }, 2.5)).toEqual(['1.20', '[1.10, 1.30]']);
    expect(exchangeRatioCells({ p: Infinity, lo: Infinity, hi: Infinity }, 0)).toEqual(['lost nothing', '']);
    // An exact solution's rounding: a loss of ~4e-10 gives a ratio of ~1e9, shown as nothing lost.
    expect(exchangeRatioCells({ p: 1271354074.56, lo: 1271354074.56, hi: 1271354074.56 }, 3.9e-10)).toEqual(['lost nothing', '']);
  });

  it('aligns ∞ with the numbers', () => {
    expect(renderTable([['item', 'ratio'], ['a', '12.50'], ['b', '∞']])).toBe('item  ratio\na     12.50\nb         ∞');
  });
});
