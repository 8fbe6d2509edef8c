/**
 * The TI4 table sampler (issue 17, item 1; src/games/ti4/sampling/): on every bundled TI4
 * scenario the exact solver supports, the simulated outcome frequencies lie within 4 standard
 * errors of the exact probabilities (SE from the exact p and the sample size; fixed seed), and a
 * chunk's tally does not depend on what the worker's tables cached before it (same seed, same
 * result on any thread count).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../src/cli/scenario-file.js';
import { configPath } from '../src/core/paths.js';
import { chunkStream } from '../src/core/rng.js';
import { createTally, OUTCOME_BASE } from '../src/core/tally.js';
import { exactTi4Result } from '../src/games/ti4/exact/result.js';
import { exactUnsupported } from '../src/games/ti4/exact/support.js';
import { Trace } from '../src/games/game.js';
import type { Ti4Simulator } from '../src/games/ti4/battle.js';
import type { TableSpaceBattle } from '../src/games/ti4/sampling/table-battle.js';
import { ti4 } from '../src/games/ti4/game.js';
import type { Ti4Plan } from '../src/games/ti4/plan.js';
import type { Ti4Scenario } from '../src/games/ti4/scenario.js';
import { bundledScenarios } from './support/files.js';
import { standardError } from './support/ti4-helpers.js';

const BATTLES = 60_000;
const load = (file: string) => {
  const { game, scenario } = loadScenarioFile(configPath('scenarios', file));
  return { game, scenario: scenario as Ti4Scenario, plan: game.compile(scenario) as Ti4Plan };
};
const solvable = bundledScenarios(/^ti4-.*\.ya?ml$/).filter((file) => exactUnsupported(load(file).scenario).length === 0);

describe(`table sampler vs the exact solver, ${BATTLES.toLocaleString('en')} battles per bundled scenario`, () => {
  it('covers at least 12 bundled scenarios, most of them sampled from tables on both sides', () => {
    expect(solvable.length).toBeGreaterThanOrEqual(12);
    const tables = solvable.filter((file) => load(file).plan.roundSampling.combat.every((path) => path === 'tables'));
    expect(tables.length).toBeGreaterThanOrEqual(12);
  });

  solvable.forEach((file, i) => {
    it(file, () => {
      const { game, scenario, plan } = load(file);
      const exact = exactTi4Result(scenario);
      const tally = createTally(plan.tallySize);
      game.createSimulator(plan).run(chunkStream(4000 + i, 0), tally, BATTLES, null);
      ['attackerWin', 'draw', 'defenderWin'].forEach((outcome, o) => {
        const p = exact.outcomes[outcome as 'attackerWin'].p;
        expect(Math.abs(tally[OUTCOME_BASE + o] / BATTLES - p), outcome).toBeLessThanOrEqual(4 * standardError(p, BATTLES));
      });
    });
  });
});

describe('what a worker cached never changes a chunk', () => {
  for (const file of ['ti4-fleet-vs-warsun.yaml', 'ti4-tactical-take-planet.yaml', 'ti4-sol-vs-l1z1x.yaml']) {
    it(`${file}: chunk 9 on a fresh simulator = chunk 9 after chunks 0..8 on the same one`, () => {
      const { game, plan } = load(file);
      const chunk = (simulator: ReturnType<typeof game.createSimulator>, k: number) => {
        const tally = createTally(plan.tallySize);
        simulator.run(chunkStream(11, k), tally, 2_000, null);
        return Array.from(tally);
      };
      const warm = game.createSimulator(plan);
      for (let k = 0; k < 9; k++) chunk(warm, k);
      expect(chunk(warm, 9)).toEqual(chunk(game.createSimulator(plan), 9));
    });
  }
});

/**
 * Effects the tables represent (src/games/ti4/sampling/effect-sampling.ts): for each, a fight where
 * it changes the outcome, run on the tables and again with every roll forced die by die. The two
 * estimates of each outcome agree within 4 standard errors of their difference (SE from the sample
 * sizes; fixed seeds), the effect moves the table estimate by more than 6 of them, and traced
 * battles (the general loop) draw what untraced ones draw. Whole battles on the tables run on the
 * joint table (one draw per round over both sides' states, round classes and card flags included).
 */
const EFFECT_BATTLES = 20_000;
const DICE_ONLY = { combat: ['dice', 'dice'], barrage: ['dice', 'dice'], reasons: ['forced die by die by the test'] } as const;
const run = (plan: Ti4Plan, seed: number, battles = EFFECT_BATTLES, trace: Trace | null = null) => {
  const tally = createTally(plan.tallySize);
  ti4.createSimulator(plan).run(chunkStream(seed, 0), tally, battles, trace);
  return tally;
};
/** The simulator's whole-battle table sampler (null when it runs the general loop). */
const tableBattleOf = (plan: Ti4Plan) => (ti4.createSimulator(plan) as unknown as { tableBattle: TableSpaceBattle | null }).tableBattle;
const compileRaw = (raw: object) => ti4.compile(ti4.parseScenario({ game: 'ti4', ...raw }, 'test')) as Ti4Plan;
const OUTCOMES = ['attackerWin', 'draw', 'defenderWin'] as const;

interface EffectFight {
  effect: string;
  raw: { place?: string; attacker: Record<string, unknown>; defender: Record<string, unknown> };
  /** The side whose `effects` list holds the effect (automatic effects: none, `without` switches it off). */
  listedBy?: 'attacker' | 'defender';
  /** Whole space battles run on the tables (else the general loop samples each roll from them). */
  wholeBattle: boolean;
}

const EFFECT_FIGHTS: EffectFight[] = [
  { effect: 'morale-boost@round1', listedBy: 'attacker', wholeBattle: true, raw: { attacker: { units: { cruiser: 3 } }, defender: { units: { destroyer: 2, cruiser: 1 } } } },
  { effect: 'morale-boost@round2', listedBy: 'defender', wholeBattle: true, raw: { attacker: { units: { cruiser: 3 } }, defender: { units: { destroyer: 2, cruiser: 1 } } } },
  { effect: 'fighter-prototype', listedBy: 'attacker', wholeBattle: true, raw: { attacker: { units: { carrier: 1, fighter: 4 } }, defender: { units: { cruiser: 2 } } } },
  { effect: 'viscount-unlenn', listedBy: 'attacker', wholeBattle: true, raw: { attacker: { units: { dreadnought: 1, cruiser: 1 } }, defender: { units: { cruiser: 3 } } } },
  { effect: 'duranium-armor', listedBy: 'attacker', wholeBattle: true, raw: { attacker: { units: { dreadnought: 2 } }, defender: { units: { cruiser: 4, destroyer: 1 } } } },
  { effect: 'assault-cannon', listedBy: 'attacker', wholeBattle: true, raw: { attacker: { units: { cruiser: 3 } }, defender: { units: { destroyer: 2, cruiser: 1 } } } },
  { effect: 'direct-hit', listedBy: 'defender', wholeBattle: true, raw: { attacker: { units: { dreadnought: 2 } }, defender: { units: { cruiser: 4 } } } },
  { effect: 'cmorran-norr', wholeBattle: true, raw: { attacker: { faction: 'sardakk', units: { flagship: 1, cruiser: 2 } }, defender: { units: { dreadnought: 2, cruiser: 1 } } } },
  { effect: 'jns-hylarim', wholeBattle: true, raw: { attacker: { faction: 'jol-nar', units: { flagship: 1, cruiser: 1 } }, defender: { units: { dreadnought: 2, cruiser: 2 } } } },
  { effect: 'maneuvering-jets', listedBy: 'attacker', wholeBattle: false, raw: { attacker: { units: { cruiser: 2 } }, defender: { units: { destroyer: 1, pds: 2 } } } },
  { effect: 'magen-defense-grid', listedBy: 'defender', wholeBattle: false, raw: { place: 'ground', attacker: { units: { mech: 1, infantry: 2 } }, defender: { units: { pds: 1, infantry: 2 } } } },
  { effect: 'evelyn-delouis', listedBy: 'attacker', wholeBattle: false, raw: { place: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 2 } } } },
  { effect: 'shield-paling', wholeBattle: false, raw: { place: 'ground', attacker: { faction: 'jol-nar', units: { mech: 1, infantry: 3 } }, defender: { units: { infantry: 4 } } } },
  { effect: 'visz-el-vir', wholeBattle: false, raw: { place: 'tactical', attacker: { faction: 'naaz-rokha', units: { flagship: 1, mech: 2 } }, defender: { units: { infantry: 3 } } } },
];

describe(`effects on the tables agree with the dice, ${EFFECT_BATTLES.toLocaleString('en')} battles per path`, () => {
  EFFECT_FIGHTS.forEach(({ effect, raw, listedBy, wholeBattle }, i) => {
    it(`${effect}: tables = dice within 4 SE, and it changes the outcome`, () => {
      const id = effect.split('@')[0];
      const listed = listedBy === undefined ? raw : { ...raw, [listedBy]: { ...raw[listedBy], effects: [effect] } };
      const without = listedBy === undefined ? { ...raw, attacker: { ...raw.attacker, without: [id] } } : raw;
      const plan = compileRaw(listed);
      expect([...plan.sides[0].effects, ...plan.sides[1].effects].map((e) => e.id)).toContain(id);
      expect(plan.roundSampling.combat, plan.roundSampling.reasons.join('; ')).toEqual(['tables', 'tables']);
      expect((ti4.createSimulator(plan) as Ti4Simulator).runsTableBattles).toBe(wholeBattle);
      if (wholeBattle) expect(tableBattleOf(plan)!.joint, 'whole battles run on the joint table').not.toBeNull();
      const tables = run(plan, 7100 + i);
      const dice = run({ ...plan, roundSampling: DICE_ONLY } as unknown as Ti4Plan, 7200 + i);
      const off = run(compileRaw(without), 7300 + i);
      const n = EFFECT_BATTLES;
      let moved = 0;
      OUTCOMES.forEach((outcome, o) => {
        const p = tables[OUTCOME_BASE + o] / n;
        const q = dice[OUTCOME_BASE + o] / n;
        const r = off[OUTCOME_BASE + o] / n;
        expect(Math.abs(p - q), `${outcome}: tables ${p}, dice ${q}`).toBeLessThanOrEqual(4 * Math.hypot(standardError(p, n), standardError(q, n)));
        moved = Math.max(moved, Math.abs(p - r) / Math.hypot(standardError(p, n), standardError(r, n)));
      });
      expect(moved, 'the effect moves some outcome by more than 6 SE').toBeGreaterThan(6);
    });

    it(`${effect}: traced battles draw what untraced ones draw`, () => {
      const plan = compileRaw(listedBy === undefined ? raw : { ...raw, [listedBy]: { ...raw[listedBy], effects: [effect] } });
      const traced = run(plan, 7400 + i, 300, new Trace());
      expect(Array.from(traced)).toEqual(Array.from(run(plan, 7400 + i, 300)));
    });
  });

  it('the issue 11 bench fight (3 effects on each side) runs wholly on the tables, and what a worker cached never changes a chunk', () => {
    const { scenario } = loadScenarioFile(fileURLToPath(new URL('../bench/scenarios/ti4-fleet-3-effects-each.yaml', import.meta.url)));
    const plan = ti4.compile(scenario as Ti4Scenario) as Ti4Plan;
    expect(plan.roundSampling).toEqual({ combat: ['tables', 'tables'], barrage: ['tables', 'tables'], reasons: [] });
    expect((ti4.createSimulator(plan) as Ti4Simulator).runsTableBattles).toBe(true);
    const chunk = (simulator: ReturnType<typeof ti4.createSimulator>, k: number) => {
      const tally = createTally(plan.tallySize);
      simulator.run(chunkStream(12, k), tally, 2_000, null);
      return Array.from(tally);
    };
    const warm = ti4.createSimulator(plan);
    for (let k = 0; k < 5; k++) chunk(warm, k);
    expect(chunk(warm, 5)).toEqual(chunk(ti4.createSimulator(plan), 5));
  });

  it('the issue 11 bench fight runs on the joint table and agrees with the dice within 4 SE', () => {
    const { scenario } = loadScenarioFile(fileURLToPath(new URL('../bench/scenarios/ti4-fleet-3-effects-each.yaml', import.meta.url)));
    const plan = ti4.compile(scenario as Ti4Scenario) as Ti4Plan;
    const joint = tableBattleOf(plan)!.joint;
    expect(joint).not.toBeNull();
    // Morale Boost in round 1 gives the attacker two round classes; the defender's Direct Hit is a flag of the attacker's states.
    expect(Math.max(...joint!.roundClass)).toBe(1);
    const tables = run(plan, 7500);
    const dice = run({ ...plan, roundSampling: DICE_ONLY } as unknown as Ti4Plan, 7501);
    const n = EFFECT_BATTLES;
    OUTCOMES.forEach((outcome, o) => {
      const p = tables[OUTCOME_BASE + o] / n;
      const q = dice[OUTCOME_BASE + o] / n;
      expect(Math.abs(p - q), `${outcome}: tables ${p}, dice ${q}`).toBeLessThanOrEqual(4 * Math.hypot(standardError(p, n), standardError(q, n)));
    });
    // Each side's mean loss (repairs and the flagged card change survivors, not only outcomes): SE from the sum of squares.
    for (const side of plan.sides) {
      const mean = (tally: Float64Array) => tally[side.lostSlot] / n;
      const variance = (tally: Float64Array) => tally[side.lostSlot + 1] / n - mean(tally) ** 2;
      const se = Math.sqrt((variance(tables) + variance(dice)) / n);
      expect(Math.abs(mean(tables) - mean(dice)), `side ${side.index} mean loss`).toBeLessThanOrEqual(4 * se);
    }
  });

  it('the issue 11 bench fight: traced battles on the joint table draw what untraced ones draw and log the effects as the general loop does', () => {
    const { scenario } = loadScenarioFile(fileURLToPath(new URL('../bench/scenarios/ti4-fleet-3-effects-each.yaml', import.meta.url)));
    const plan = ti4.compile(scenario as Ti4Scenario) as Ti4Plan;
    const trace = new Trace();
    expect(Array.from(run(plan, 7502, 300, trace))).toEqual(Array.from(run(plan, 7502, 300)));
    // Every battle: Assault Cannon before round 1 (rules: "at the start of a space combat"), Morale Boost played as round 1 starts.
    const lines = trace.lines;
    const starts = lines.flatMap((line, i) => (line === 'Space combat round 1' ? [i] : []));
    expect(starts.length).toBe(300);
    for (const i of starts) {
      expect(lines[i - 1]).toMatch(/is destroyed by Assault Cannon$/);
      expect(lines[i + 1]).toBe('  attacker plays Morale Boost');
    }
  });
});
