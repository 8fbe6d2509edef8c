/**
 * Where the table model sets every disk up, by hand from the sample measures (table/measures.ts:
 * small disk 5, standard 6.5, large 8, squadron 3, template 15):
 * - Last Starship (000_60d6856b6ff68974.txt, "Setting Up": "place your ships within range: 1 of
 *   your end of the table … All squadrons begin play within range: 1 of a carrier"; "Appendix Two:
 *   Scenarios");
 * - Finders Keepers (000, "Appendix Two: Scenarios": "The fleets are placed at least Range: 3 away
 *   from the central ship", a standard disk at the centre).
 */
import { describe, expect, it } from 'vitest';
import { rulesCatalogFile } from '../../../../test/support/bundled-data.js';
import { ConfigError } from '../../../core/errors.js';
import { LoadedDocument } from '../../loaded-document.js';
import { compileArmada } from '../compile.js';
import type { RawFleet } from '../fleet.js';
import { testScenario } from '../test-fixtures.js';
import { deployLastStarship } from './deployment.js';

const close = (got: readonly number[], want: readonly number[]) => {
  expect(got).toHaveLength(want.length);
  got.forEach((v, i) => expect(v).toBeCloseTo(want[i]!, 9));
};

/** Sol: a frigate (small) then a carrier (standard, radius 3.25) with two fighters. */
const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }, { ship: 'sol-carrier' }], squadrons: { fighter: 2 } };
/** Hacan: an ark carrier (large, radius 4) then a corvette (small), three fighters. */
const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }, { ship: 'hacan-corvette' }], squadrons: { fighter: 3 } };

describe('Last Starship set-up (000, "Setting Up", "Appendix Two: Scenarios")', () => {
  it('puts each line half a template from its own end, spread evenly, facing the enemy end', () => {
    const t = compileArmada(testScenario(sol, hacan, { model: 'table', table: { width: 100, height: 80 } })).table!;
    // x of the i-th of 2 ships: 100 (i + 1) / 3; the first line at 15 / 2, the second at 80 − 7.5.
    close(t.startX, [100 / 3, 200 / 3, 100 / 3, 200 / 3]);
    close(t.startY, [7.5, 7.5, 72.5, 72.5]);
    close(t.startHeading, [Math.PI / 2, Math.PI / 2, -Math.PI / 2, -Math.PI / 2]);
    expect(t.findersKeepers).toBe(false);
  });

  it('puts the squadrons in a row behind their side\'s first carrier, within range: 1 of it', () => {
    const t = compileArmada(testScenario(sol, hacan, { model: 'table', table: { width: 100, height: 80 } })).table!;
    // Sol's carrier is its second ship (x 200/3, radius 3.25): fighters k = 0, 1 at x + (k − 2)·2.2·1.5,
    // y = 7.5 − 3.25 − 1.5 − 0.5 = 2.25 (behind the line, toward its own end).
    // Hacan's carrier is its first ship (x 100/3, radius 4): k = 0, 1, 2; y = 72.5 + 4 + 1.5 + 0.5 = 78.5.
    close(t.squadronStartX, [200 / 3 - 6.6, 200 / 3 - 3.3, 100 / 3 - 6.6, 100 / 3 - 3.3, 100 / 3]);
    close(t.squadronStartY, [2.25, 2.25, 78.5, 78.5, 78.5]);
    expect(t.squadronSpeed).toEqual([12, 12, 12, 12, 12]);
  });

  it('keeps squadrons on the table when the carrier stands too close to its end', () => {
    // A catalog whose template is 6: each line stands 3 from its end, so Sol's standard carrier's
    // squadrons would stand beyond the edge (3 − 3.25 − 2 < 0): they stop one squadron radius in (1.5);
    // Hacan's ark's (77 + 4 + 2 = 83) stop at 80 − 1.5.
    const data = rulesCatalogFile().data as Record<string, unknown>;
    const catalog = new LoadedDocument('test catalog', 'rules catalog with a short template', { ...data, table: { templateLength: 6 } });
    const t = compileArmada(testScenario(sol, hacan, { model: 'table', catalog, table: { width: 100, height: 80 } })).table!;
    expect(t.template).toBe(6);
    close(t.startY, [3, 3, 77, 77]);
    close(t.squadronStartY, [1.5, 1.5, 78.5, 78.5, 78.5]);
  });

  it('stands squadrons mid-line when their side has no carrier (deployLastStarship called directly)', () => {
    const scenario = testScenario(sol, hacan, { model: 'table' });
    const d = deployLastStarship(scenario, 100, 80, 15, [2.5, 3.25, 4, 2.5], 1.5, [[false, false], [false, false]]);
    // mid-line x = 50, no carrier radius: y = 7.5 − 0 − 2 = 5.5 and 72.5 + 0 + 2 = 74.5.
    close(d.squadronStartX, [50 - 6.6, 50 - 3.3, 50 - 6.6, 50 - 3.3, 50]);
    close(d.squadronStartY, [5.5, 5.5, 74.5, 74.5, 74.5]);
  });
});

describe('Finders Keepers set-up (000, "Appendix Two: Scenarios")', () => {
  const fk = (width: number, height = 120) => compileArmada(testScenario(sol, hacan, { model: 'table', scenario: 'finders-keepers', table: { width, height } })).table!;

  it('puts the derelict at the centre and each line Range: 3 from it, edge to edge with the largest ship', () => {
    const t = fk(180);
    expect(t.findersKeepers).toBe(true);
    expect([t.derelictX, t.derelictY, t.derelictRadius]).toEqual([90, 60, 3.25]);
    // offset = 3 × 15 + 3.25 (derelict) + 4 (largest: the ark) + 0.01 = 52.26 from the centre.
    close(t.startY, [60 - 52.26, 60 - 52.26, 60 + 52.26, 60 + 52.26]);
    // closed up around the middle, 2 × 4 + 15 / 2 = 15.5 apart: 90 ∓ 7.75.
    close(t.startX, [82.25, 97.75, 82.25, 97.75]);
    close(t.startHeading, [Math.PI / 2, Math.PI / 2, -Math.PI / 2, -Math.PI / 2]);
  });

  it('spreads the line evenly when the closed-up row does not fit strictly inside the width', () => {
    // Width 39: (2 − 1) × 15.5 = 15.5 < 39 − 8 = 31, closed up: 19.5 ∓ 7.75.
    close(fk(39).startX.slice(0, 2), [11.75, 27.25]);
    // Three ships in width 39: (3 − 1) × 15.5 = 31, not < 31: spread evenly, 39 (i + 1) / 4.
    const three: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }, { ship: 'sol-carrier' }, { ship: 'sol-frigate' }] };
    const t = compileArmada(testScenario(three, hacan, { model: 'table', scenario: 'finders-keepers', table: { width: 39, height: 120 } })).table!;
    close(t.startX.slice(0, 3), [9.75, 19.5, 29.25]);
  });

  it('refuses a table too short for both lines, naming the height needed; a table exactly that tall is accepted', () => {
    // needed = 2 × (52.26 + 4) = 112.52.
    expect(fk(180, 112.52).startY[0]).toBeCloseTo(112.52 / 2 - 52.26, 9);
    let error: unknown;
    try {
      fk(180, 112.5);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('table.height');
    expect(message).toContain('too short for the Finders Keepers set-up');
    expect(message).toContain('Range: 3');
    expect(message).toContain('112.5');
    expect(message).toContain('at least 112.52');
    expect(message).toContain('three templates of 15');
    expect(message).toContain('Raise table.height');
  });
});
