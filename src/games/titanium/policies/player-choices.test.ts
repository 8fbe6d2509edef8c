/**
 * The Titanium Wars choices that used to be fixed in the rules code (the Blast Shield choice in
 * blast.ts, the Repair Drone choice in specials.ts), now named policies: each default keeps the old
 * behaviour (test/bundled-outcomes.test.ts); each alternative changes what happens here.
 */
import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../../test/support/bundled-data.js';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { applyBlastInPlace } from '../blast.js';
import { compileTitanium } from '../compile.js';
import { ConquestSimulator } from '../conquest.js';
import { titanium } from '../game.js';
import type { TitaniumResult } from '../result.js';
import { DEFAULT_POLICIES, parseTitaniumScenario, type TitaniumPolicies } from '../scenario.js';
import { repairInPlace } from '../specials.js';

type Fleet = (string | { unit: string; upgrades?: string[]; damage?: number })[];

/** A Conquest at its start: player 0 plays `policies`, player 1 a lone cruiser. */
function conquest(fleet: Fleet, policies: Partial<TitaniumPolicies>) {
  const raw = { game: 'titanium', players: [{ name: 'P0', fleetLimit: 6, buildings: { laboratory: 3 }, fleet, policies }, { name: 'P1', fleet: ['cruiser'] }] };
  const scenario = parseTitaniumScenario(withFiles('titanium', raw), 'test.yaml');
  const plan = compileTitanium(scenario);
  const sim = new ConquestSimulator(plan);
  sim.state.reset();
  return { scenario, plan, state: sim.state, sim };
}

describe('blastShield (004, "Card Clarifications — Blast Shield": choose the two ships at every Blast)', () => {
  // cruiser with the shield, cruiser (400¢), fighter squadron with 3 damage (defense 5), destroyer (900¢); a Blast of 4
  const fleet: Fleet = [{ unit: 'cruiser', upgrades: ['blast-shield'] }, 'cruiser', { unit: 'fighter-squadron', damage: 3 }, 'destroyer'];
  const afterBlast = (blastShield: TitaniumPolicies['blastShield']) => {
    const { state } = conquest(fleet, { blastShield });
    applyBlastInPlace(state, 0, 4, 1, null);
    return [0, 1, 2, 3].map((u) => (state.alive[u] === 1 ? state.damage[u] : 'destroyed'));
  };
  it('doomed-first saves the fighter the Blast would destroy; dearest-first saves the destroyer and the cruiser', () => {
    expect(afterBlast('doomed-first')).toEqual([0, 4, 3, 0]);
    expect(afterBlast('dearest-first')).toEqual([0, 0, 'destroyed', 0]);
  });
});

describe('repair (004, "Card Clarifications — Repair Drone": remove up to 3 damage among your ships)', () => {
  // cruiser 2 damage (6 left), fighter squadron 3 damage (2 left), destroyer 2 damage (11 left)
  const fleet: Fleet = ['repair-drone', { unit: 'cruiser', damage: 2 }, { unit: 'fighter-squadron', damage: 3 }, { unit: 'destroyer', damage: 2 }];
  const afterRepair = (repair: TitaniumPolicies['repair']) => {
    const { state } = conquest(fleet, { repair });
    repairInPlace(state, 0, null);
    return [1, 2, 3].map((u) => state.damage[u]);
  };
  it('dearest-first repairs the destroyer, then the cruiser; nearest-destruction repairs the fighter squadron', () => {
    expect(afterRepair('dearest-first')).toEqual([1, 3, 0]);
    expect(afterRepair('nearest-destruction')).toEqual([2, 0, 2]);
  });
});

describe('results record the policies by name (docs/architecture.md, "Results")', () => {
  it('result.policies holds the chosen alternatives and the defaults', () => {
    const { scenario, plan, sim } = conquest(['cruiser', 'repair-drone'], { blastShield: 'dearest-first', repair: 'nearest-destruction' });
    const tally = createTally(plan.tallySize);
    sim.run(chunkStream(7, 0), tally, 50, null);
    const result = titanium.summarize(scenario, plan, tally, { seed: 7, chunkSize: 50, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' }) as TitaniumResult;
    expect(result.policies.P0).toEqual({ ...DEFAULT_POLICIES, blastShield: 'dearest-first', repair: 'nearest-destruction' });
    expect(result.policies.P1).toEqual({ ...DEFAULT_POLICIES });
  });
});
