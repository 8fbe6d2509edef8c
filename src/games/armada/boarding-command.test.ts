/**
 * "+X command" abilities in the control check (000, "Control": the higher total command controls
 * a boarded ship; "Effects" 2: "+X command" adds X to every own crew aboard during the Boarding
 * Step). Continuous and starting abilities always count, ready instant or expendable ones too,
 * each disk id once (docs/rules-interpretations.md). No crew is ready, so every round of crew
 * combat is a tie and each side ends with its strongest crew: Baron Admiral (command 6) boarding
 * against the Hacan captain (command 3).
 */
import { describe, expect, it } from 'vitest';
import type { BattleState } from './battle-state.js';
import { boardingStepInPlace } from './boarding.js';
import type { RawFleet } from './fleet.js';
import { testCatalog, testScenario, testState } from './test-fixtures.js';

const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-dreadnought', crew: ['letnev-admiral', 'letnev-gunner', 'letnev-commander', 'merc-marines'] }] };
const command = (type: string, value: number) => ({ name: `Command link (${type})`, faction: 'hacan', type: 'sensor', cost: 1, ability: { type, effect: 'command', value } });
const catalog = testCatalog({ tech: { 'command-continuous': command('continuous', 4), 'command-instant': command('instant', 4), 'command-small': command('continuous', 2) } });

/** Letnev's four crew board the Golden Lion, which carries `tech`; returns who controls it after the Boarding step. */
function controllerAfterBoarding(tech: string[], ready = false): { st: BattleState; owner: number } {
  const hacan: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-golden-lion', crew: ['hacan-captain', 'hacan-officer', 'hacan-engineer', 'merc-marines'], tech }] };
  const { st } = testState(testScenario(letnev, hacan, { pExplosion: 0.99, catalog }), 'ties');
  st.diskReady.fill(0);
  for (let i = 0; i < st.nDisks; i++) if (ready && st.plan.disks.isCrew[i] === 0) st.diskReady[i] = 1;
  for (const i of [0, 1, 2, 3]) st.moveDiskAboardInPlace(i, 1);
  boardingStepInPlace(st);
  return { st, owner: st.owner[1] };
}

describe('"+X command" in the control check (000, "Control"; "Effects" 2)', () => {
  it('without it the admiral (6) takes the ship from the captain (3)', () => {
    expect(controllerAfterBoarding([]).owner).toBe(0);
  });

  it('a continuous +4 gives the captain 7 and the Hacan keep the ship; +2 (5) does not', () => {
    expect(controllerAfterBoarding(['command-continuous']).owner).toBe(1);
    expect(controllerAfterBoarding(['command-small']).owner).toBe(0);
  });

  it('an instant +4 counts only while ready', () => {
    expect(controllerAfterBoarding(['command-instant'], true).owner).toBe(1);
    expect(controllerAfterBoarding(['command-instant'], false).owner).toBe(0);
  });
});
