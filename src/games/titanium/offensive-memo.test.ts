/**
 * The memo of resolved Offensives (offensive-memo.ts) replays exactly what resolving them does:
 * Conquest by Conquest, from the same stream, a simulator with the memo and one resolving every
 * Offensive (004, "Conquest — 3. Resolving Tactics" and the Repair Drones at its end) end in the
 * same outcome after the same Offensives, with the same damage on every unit and the same credits
 * lost, destroyed and spent — over every bundled Titanium scenario (2 to 4 players, Minefields,
 * missiles and Diversion, Magnetic Targets, Planetary Supports, Repair Drones, upgrades) and with
 * rotating seats.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { bundledScenarios } from '../../../test/support/files.js';
import { loadScenarioFile } from '../../cli/scenario-file.js';
import { configPath } from '../../core/paths.js';
import { chunkStream } from '../../core/rng.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { playConquestInPlace, type ConquestParts } from './conquest-loop.js';
import type { TitaniumPlan } from './plan.js';
import { parseTitaniumScenario, type TitaniumScenario } from './scenario.js';

const scenarioFiles = bundledScenarios(/^titanium-.*\.yaml$/);

/** Plays `battles` Conquests with and without the memo, each from its own stream, and compares them battle by battle. */
function compare(plan: TitaniumPlan, battles: number): { replays: number } {
  const memoised = new ConquestSimulator(plan);
  const plain = new ConquestSimulator(plan);
  expect(memoised.offensiveMemo).not.toBeNull();
  const withMemo: ConquestParts = memoised;
  const without: ConquestParts = { plan: plain.plan, state: plain.state, deck: plain.deck, chooser: plain.chooser, scratch: plain.scratch, offensives: 0, offensiveMemo: null };
  for (let b = 0; b < battles; b++) {
    const outcomes: number[] = [];
    for (const parts of [withMemo, without]) {
      const rng = chunkStream('offensive-memo', b);
      parts.state.first = plan.rotateSeats === 1 ? rng.below(plan.players) : 0;
      parts.state.reset();
      parts.deck.reset(rng, parts.state.order);
      outcomes.push(playConquestInPlace(parts, rng, null), parts.offensives);
    }
    expect(outcomes[0]).toBe(outcomes[2]);
    expect(outcomes[1]).toBe(outcomes[3]);
    const a = withMemo.state;
    const z = without.state;
    for (const field of ['damage', 'alive', 'ships', 'kindAttack', 'kindAlive', 'roleAlive', 'magneticAlive', 'lost', 'destroyed', 'spent', 'credits', 'out'] as const) {
      expect(Array.from(a[field]), `${field} after Conquest ${b}`).toEqual(Array.from(z[field]));
    }
    expect(a.keys[0]).toBe(z.keys[0]);
    expect(Array.from(a.targetPart)).toEqual(Array.from(z.targetPart));
  }
  return { replays: memoised.offensiveMemo!.replays };
}

describe('the memo of resolved Offensives', () => {
  it.each(scenarioFiles)('%s: with and without it, every Conquest ends the same', (file) => {
    const plan = compileTitanium(loadScenarioFile(configPath('scenarios', file)).scenario as TitaniumScenario);
    const { replays } = compare(plan, 400);
    // Some Offensives are replays: the memo is in use, not only recording.
    expect(replays).toBeGreaterThan(0);
  });

  it('with seats rotating, three players and Repair Drones, every Conquest ends the same', () => {
    const raw = {
      game: 'titanium', seats: 'rotate',
      players: [
        { name: 'A', fleet: ['destroyer', 'cruiser', 'repair-drone'] },
        { name: 'B', fleet: ['cruiser', 'cruiser', 'minefield'] },
        { name: 'C', fleet: ['fighter-squadron', 'destroyer', 'interstellar-missile'], buildings: { laboratory: 2 } },
      ],
    };
    const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'rotate'), 'rotate'));
    expect(plan.rotateSeats).toBe(1);
    const { replays } = compare(plan, 600);
    expect(replays).toBeGreaterThan(0);
  });

  it('is off when a key would not fit in 2^53', () => {
    // 2 players × 11^2 revealed-Tactic codes × A's Cruiser and Fighter (9 · 6) × B's 8 Destroyers,
    // Cruiser and 3 Fighters (14^8 · 9 · 6^3) = 4.1 × 2^53.
    const fleet = [...new Array<string>(8).fill('destroyer'), 'cruiser', 'fighter-squadron', 'fighter-squadron', 'fighter-squadron'];
    const raw = { game: 'titanium', players: [{ name: 'A', fleet: ['cruiser', 'fighter-squadron'] }, { name: 'B', fleetLimit: fleet.length, fleet }] };
    const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', raw, 'big'), 'big'));
    expect(2 * 11 ** 2 * 9 * 6 * 14 ** 8 * 9 * 6 ** 3).toBeGreaterThan(4 * 2 ** 53);
    expect(new ConquestSimulator(plan).offensiveMemo).toBeNull();
  });
});
