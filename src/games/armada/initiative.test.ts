/**
 * The flagship swap (000, "Special Ship Types", Flagship: "At the end of the Command Initiative
 * step, after the initiative counters have been turned face-up, you may switch your flagship's
 * initiative counter with the counter on one other ship in your armada"; the docs/ pages, Armada,
 * "Turn": "flagship may swap"; docs/armada.md, policy `flagshipSwap`: the strongest own ship gets
 * the earlier counter). Draws come from a fixed-seed stream; the trace gives the counters as drawn.
 */
import { describe, expect, it } from 'vitest';
import { Trace } from '../game.js';
import type { BattleState } from './battle-state.js';
import type { RawFleet } from './fleet.js';
import { commandInitiativeInPlace, InitiativeScratch } from './initiative.js';
import { testScenario, testState } from './test-fixtures.js';

const letnev: RawFleet = { faction: 'letnev', ships: [{ ship: 'letnev-destroyer' }, { ship: 'letnev-cruiser' }] };
const DRAWS = 400;

/** The counters as the controllers placed them (before any swap), read back from the trace. */
function placedCounters(lines: readonly string[]): Map<string, number> {
  const placed = new Map<string, number>();
  for (const line of lines) {
    const put = /^ (.+)'s controller draws counter (\d+) and places it on (.+)$/.exec(line);
    if (put) placed.set(put[3], Number(put[2]));
    const kept = /^ {2}and draws counter (\d+) for (.+)$/.exec(line);
    if (kept) placed.set(kept[2], Number(kept[1]));
  }
  return placed;
}

interface Draw { swaps: string[]; placed: Map<string, number>; after: Map<string, number> }

/** Runs the Command Initiative step `DRAWS` times, recording each draw's trace and counters. */
function draws(st: BattleState): Draw[] {
  const scratch = new InitiativeScratch(st.nShips);
  const out: Draw[] = [];
  for (let i = 0; i < DRAWS; i++) {
    st.trace = new Trace();
    const n = commandInitiativeInPlace(st, scratch);
    const after = new Map<string, number>();
    for (let s = 0; s < st.nShips; s++) after.set(st.plan.ships.label[s], st.counter[s]);
    for (let k = 0; k < n; k++) expect(st.counter[st.byCounter[k]]).toBe(k + 1);
    out.push({ swaps: st.trace.lines.filter((l) => l.includes('swaps counters')), placed: placedCounters(st.trace.lines), after });
  }
  return out;
}

describe('the flagship swap (000, "Special Ship Types", Flagship)', () => {
  it('a flagship that is the strongest ship takes the earlier counter of another own ship, trading exactly the two counters', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: 'sol-frigate' }] };
    const all = draws(testState(testScenario(sol, letnev), 'flagship').st);
    let swapped = 0;
    for (const { swaps, placed, after } of all) {
      expect(after.get('FSS Orion')!).toBeLessThan(after.get('Sol frigate')!);
      expect(swaps.length).toBeLessThanOrEqual(1);
      if (swaps.length === 1) {
        swapped++;
        expect(swaps[0]).toBe(' FSS Orion (flagship) swaps counters with Sol frigate');
        expect(after.get('FSS Orion')).toBe(placed.get('Sol frigate'));
        expect(after.get('Sol frigate')).toBe(placed.get('FSS Orion'));
      } else expect(after).toEqual(placed);
      // the enemy's counters are never touched
      for (const enemy of ['Letnev destroyer', 'Letnev cruiser']) expect(after.get(enemy)).toBe(placed.get(enemy));
    }
    expect(swapped).toBeGreaterThan(0);
    expect(swapped).toBeLessThan(DRAWS);
    // the enemy labels the loop compares are real ones (an unknown label reads undefined on both sides)
    expect([...all[0].placed.keys()].sort()).toEqual(['FSS Orion', 'Letnev cruiser', 'Letnev destroyer', 'Sol frigate']);
  });

  it('a flagship gives its earlier counter to a stronger own ship', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: 'sol-dreadnought', tech: ['sol-phaser'] }] };
    const all = draws(testState(testScenario(sol, letnev), 'stronger').st);
    for (const { after } of all) expect(after.get('Sol dreadnought')!).toBeLessThan(after.get('FSS Orion')!);
    expect(all.some((d) => d.swaps[0] === ' FSS Orion (flagship) swaps counters with Sol dreadnought')).toBe(true);
  });

  it('with flagshipSwap false the counters stay where they were placed', () => {
    const sol: RawFleet = { faction: 'sol', ships: [{ ship: 'fss-orion' }, { ship: 'sol-frigate' }] };
    const all = draws(testState(testScenario(sol, letnev, {}, [{ flagshipSwap: false }, {}]), 'flagship').st);
    for (const { swaps, placed, after } of all) {
      expect(swaps).toEqual([]);
      expect(after).toEqual(placed);
    }
    expect(all.some(({ after }) => after.get('FSS Orion')! > after.get('Sol frigate')!)).toBe(true);
  });
});
