/**
 * Bad table input (table/table-checks.ts): a Last Starship table too small for the set-up (000,
 * "Appendix Two": each fleet within Range: 1 of its end; sample template 15, large disk 7 across),
 * and a movement goal none of the fleet's ships can follow.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../../core/errors.js';
import type { RawFleet } from '../fleet.js';
import { armadaErrors } from '../messages.js';
import { parseArmadaScenario } from '../scenario.js';
import { testScenario } from '../test-fixtures.js';
import { rulesCatalogFile, withFiles } from '../../../../test/support/bundled-data.js';

const sardakk: RawFleet = { faction: 'sardakk', ships: [{ ship: 'sardakk-raider' }, { ship: 'sardakk-raider' }] };
const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought' }] };

/** The ConfigError parsing throws, or undefined. */
function parseError(extra: Record<string, unknown>, first: RawFleet = sardakk): ConfigError | undefined {
  try {
    testScenario(first, letnev, { model: 'table', ...extra });
  } catch (e) {
    if (e instanceof ConfigError) return e;
    throw e;
  }
  return undefined;
}

describe('table input checks', () => {
  it('a table shallower than a template plus the largest disk is refused; the default and a deep enough one are not', () => {
    const e = parseError({ table: { width: 180, height: 20 } });
    expect(e?.message).toContain('too small for the Last Starship set-up');
    expect(e?.message).toContain('table.height');
    expect(parseError({})).toBeUndefined();
    expect(parseError({ table: { width: 180, height: 40 } })).toBeUndefined();
  });

  it('a table too narrow for a fleet\'s line is refused', () => {
    expect(parseError({ table: { width: 12, height: 120 } })?.message).toContain('table.width');
  });

  it('a torpedo run for a fleet without torpedo bays, or screening without a carrier, is refused with the goals it can follow', () => {
    const withMovement = (policy: string) => {
      const raw = { game: 'armada', catalog: rulesCatalogFile(), model: 'table', first: { fleet: sardakk, movement: { policy } }, second: { fleet: letnev } };
      try {
        parseArmadaScenario(withFiles('armada', raw), 'test');
      } catch (e) {
        if (e instanceof ConfigError) return e;
        throw e;
      }
      return undefined;
    };
    const run = withMovement('torpedo-run');
    expect(run?.message).toBe(armadaErrors.movementGoalNotForFleet('test: first.movement.policy', 'torpedo-run', 'a ship with torpedoes (a torpedo bay)', ['close-and-brawl', 'kite']).message);
    expect(withMovement('screen-carrier')?.message).toContain('needs a carrier to screen');
    expect(withMovement('kite')).toBeUndefined();
  });
});
