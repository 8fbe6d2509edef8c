import { describe, expect, it } from 'vitest';
import { costVerdict } from './verdict.js';

describe('costVerdict: an equivalence band around the listed cost', () => {
  it('fair only when the whole interval lies within listed ± band', () => {
    expect(costVerdict(4, 3.91, 4.02, 0.25)).toBe('fair');
    expect(costVerdict(4, 3.75, 4.25, 0.25)).toBe('fair');
    // A significant but tiny gap (a narrow interval just above the listed cost) is fair, not under-costed.
    expect(costVerdict(2, 2.005, 2.007, 0.25)).toBe('fair');
  });
  it('under- or over-costed only when the interval lies entirely outside the band', () => {
    expect(costVerdict(0.5, 1.38, 1.41, 0.25)).toBe('under-costed');
    expect(costVerdict(3, 1.39, 1.44, 0.25)).toBe('over-costed');
  });
  it('inconclusive when the interval crosses an edge of the band', () => {
    expect(costVerdict(2, 2.2, 2.3, 0.25)).toBe('inconclusive');
    expect(costVerdict(2, 1.7, 1.8, 0.25)).toBe('inconclusive');
    expect(costVerdict(2, 1, 3, 0.25)).toBe('inconclusive');
  });
});
