/**
 * Every effect changes the outcome of a battle where it matters. Each case names the card (or
 * faction sheet) text it implements, runs the scenario with and without the effect on the same
 * seed, and requires the figure to move the right way by more than 4 combined standard errors.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../src/core/rng.js';
import { createTally } from '../src/core/tally.js';
import { Trace } from '../src/games/game.js';
import { EFFECTS } from '../src/games/ti4/effects/registry.js';
import { ti4 } from '../src/games/ti4/game.js';
import type { Ti4Result } from '../src/games/ti4/result.js';

const BATTLES = 100_000;

function run(raw: object, withoutEffect?: string): Ti4Result {
  const scenario = ti4.parseScenario({ game: 'ti4', ...raw }, 'test');
  if (withoutEffect) for (const side of [scenario.attacker, scenario.defender]) side.effects = side.effects.filter((e) => e.id !== withoutEffect);
  const plan = ti4.compile(scenario);
  const tally = createTally(plan.tallySize);
  ti4.createSimulator(plan).run(chunkStream(7, 0), tally, BATTLES, null);
  return ti4.summarize(scenario, plan, tally, { seed: 7, chunkSize: BATTLES, chunks: 1, threads: 1, wallSeconds: 0, startedAt: '' });
}

type Figure = (r: Ti4Result) => number;
const attackerWins: Figure = (r) => r.outcomes.attackerWin.p;
const defenderWins: Figure = (r) => r.outcomes.defenderWin.p;
const draws: Figure = (r) => r.outcomes.draw.p;
const survives = (side: 'attacker' | 'defender', unit: string): Figure => (r) => r.survival[side][unit].survives.p;

interface EffectCase {
  id: string;
  raw: object;
  figure: Figure;
  /** +1: the effect raises the figure; -1: lowers it. */
  direction: 1 | -1;
}

const a = (units: object, extra: object = {}) => ({ units, ...extra });
const CASES: EffectCase[] = [
  { id: 'cmorran-norr', raw: { attacker: a({ flagship: 1, cruiser: 4 }, { faction: 'sardakk' }), defender: a({ cruiser: 6 }) }, figure: attackerWins, direction: 1 },
  { id: 'jns-hylarim', raw: { attacker: a({ flagship: 1, cruiser: 2 }, { faction: 'jol-nar' }), defender: a({ dreadnought: 1, cruiser: 3 }) }, figure: attackerWins, direction: 1 },
  { id: '001', raw: { attacker: a({ flagship: 1, dreadnought: 2 }, { faction: 'l1z1x' }), defender: a({ dreadnought: 1, fighter: 6 }) }, figure: survives('defender', 'dreadnought'), direction: -1 },
  { id: 'arc-secundus', raw: { attacker: a({ flagship: 1 }, { faction: 'letnev' }), defender: a({ cruiser: 3 }) }, figure: attackerWins, direction: 1 },
  { id: 'fourth-moon', raw: { attacker: a({ flagship: 1, cruiser: 2 }, { faction: 'mentak' }), defender: a({ dreadnought: 2 }) }, figure: attackerWins, direction: 1 },
  { id: 'van-hauge', raw: { attacker: a({ flagship: 1 }, { faction: 'yin' }), defender: a({ dreadnought: 3 }) }, figure: draws, direction: 1 },
  { id: 'the-alastor', raw: { attacker: a({ flagship: 1, infantry: 4 }, { faction: 'nekro' }), defender: a({ cruiser: 3 }) }, figure: attackerWins, direction: 1 },
  { id: 'matriarch', raw: { place: 'ground', attacker: a({ flagship: 1, fighter: 4, infantry: 1 }, { faction: 'naalu' }), defender: a({ infantry: 3 }) }, figure: attackerWins, direction: 1 },
  { id: 'plasma-scoring', raw: { attacker: a({ cruiser: 3 }), defender: a({ pds: 3, destroyer: 1 }, { effects: ['plasma-scoring'] }) }, figure: defenderWins, direction: 1 },
  { id: 'antimass-deflectors', raw: { attacker: a({ cruiser: 2 }, { effects: ['antimass-deflectors'] }), defender: a({ pds: 3, destroyer: 1 }) }, figure: attackerWins, direction: 1 },
  { id: 'graviton-laser-system', raw: { attacker: a({ cruiser: 1, fighter: 4 }), defender: a({ pds: 3, destroyer: 1 }, { effects: ['graviton-laser-system'] }) }, figure: survives('attacker', 'cruiser'), direction: -1 },
  { id: 'duranium-armor', raw: { attacker: a({ dreadnought: 2 }, { effects: ['duranium-armor'] }), defender: a({ cruiser: 5 }) }, figure: attackerWins, direction: 1 },
  { id: 'assault-cannon', raw: { attacker: a({ cruiser: 3 }, { effects: ['assault-cannon'] }), defender: a({ destroyer: 2, cruiser: 2 }) }, figure: attackerWins, direction: 1 },
  { id: 'magen-defense-grid', raw: { place: 'ground', attacker: a({ carrier: 1, infantry: 3 }), defender: a({ infantry: 2, pds: 1 }, { effects: ['magen-defense-grid'] }) }, figure: defenderWins, direction: 1 },
  { id: 'x89-bacterial-weapon', raw: { place: 'ground', attacker: a({ dreadnought: 2, infantry: 2 }, { effects: ['x89-bacterial-weapon'] }), defender: a({ infantry: 4 }) }, figure: attackerWins, direction: 1 },
  { id: 'morale-boost', raw: { attacker: a({ cruiser: 3 }, { effects: ['morale-boost@round1'] }), defender: a({ cruiser: 3 }) }, figure: attackerWins, direction: 1 },
  { id: 'fire-team', raw: { place: 'ground', attacker: a({ carrier: 1, infantry: 3 }, { effects: ['fire-team'] }), defender: a({ infantry: 3 }) }, figure: attackerWins, direction: 1 },
  { id: 'direct-hit', raw: { attacker: a({ cruiser: 3 }, { effects: ['direct-hit'] }), defender: a({ dreadnought: 2 }) }, figure: attackerWins, direction: 1 },
  { id: 'shields-holding', raw: { attacker: a({ cruiser: 3 }), defender: a({ cruiser: 2 }, { effects: ['shields-holding'] }) }, figure: defenderWins, direction: 1 },
  { id: 'maneuvering-jets', raw: { attacker: a({ cruiser: 2 }, { effects: ['maneuvering-jets'] }), defender: a({ pds: 3, destroyer: 1 }) }, figure: attackerWins, direction: 1 },
  { id: 'experimental-battlestation', raw: { attacker: a({ cruiser: 3 }), defender: a({ cruiser: 2, spacedock: 1 }, { effects: ['experimental-battlestation'] }) }, figure: defenderWins, direction: 1 },
  { id: 'disable', raw: { place: 'ground', attacker: a({ carrier: 1, infantry: 3 }, { effects: ['disable'] }), defender: a({ infantry: 1, pds: 3 }) }, figure: attackerWins, direction: 1 },
  { id: 'solar-flare', raw: { attacker: a({ cruiser: 2 }, { effects: ['solar-flare'] }), defender: a({ pds: 3, destroyer: 1 }) }, figure: attackerWins, direction: 1 },
  { id: 'bunker', raw: { place: 'ground', attacker: a({ dreadnought: 2, infantry: 3 }), defender: a({ infantry: 3 }, { effects: ['bunker'] }) }, figure: defenderWins, direction: 1 },
  { id: 'courageous-to-the-end', raw: { attacker: a({ cruiser: 2 }, { effects: ['courageous-to-the-end'] }), defender: a({ cruiser: 2 }) }, figure: attackerWins, direction: 1 },
];

describe('each effect changes the outcome where it matters', () => {
  it('covers every effect but the Winnu flagship (tested by its dice below)', () => {
    expect(new Set(CASES.map((c) => c.id))).toEqual(new Set([...EFFECTS.keys()].filter((id) => id !== 'salai-sai-corian' && !id.includes('@'))));
  });

  for (const c of CASES) {
    const effect = EFFECTS.get(c.id)!;
    it(`${effect.name}: "${effect.text}"`, () => {
      const withIt = run(c.raw);
      const without = run(c.raw, c.id);
      expect(withIt.policies.attacker.effects.concat(withIt.policies.defender.effects).map((e) => e.id)).toContain(c.id);
      const x = c.figure(withIt);
      const y = c.figure(without);
      const se = Math.sqrt((x * (1 - x)) / BATTLES + (y * (1 - y)) / BATTLES);
      expect(c.direction * (x - y)).toBeGreaterThan(4 * se);
    });
  }

  it(`Salai Sai Corian: "${EFFECTS.get('salai-sai-corian')!.text}"`, () => {
    const dice = (defender: object) => {
      const scenario = ti4.parseScenario({ game: 'ti4', attacker: { faction: 'winnu', units: { flagship: 1 } }, defender: { units: defender } }, 'test');
      const plan = ti4.compile(scenario);
      const trace = new Trace();
      ti4.createSimulator(plan).run(chunkStream(1, 0), createTally(plan.tallySize), 1, trace);
      const line = trace.lines.find((l) => l.includes('Salai Sai Corian combat'))!;
      return /rolls ([\d, ]*) \(/.exec(line)![1].split(',').filter((s) => s.trim()).length;
    };
    expect(dice({ cruiser: 4 })).toBe(4);
    expect(dice({ cruiser: 2, fighter: 5 })).toBe(2);
  });
});
