/**
 * `--exact` with effects (issue 11): every effect whose whole action is in the plan's per-round hit
 * distributions or sustain (`exact: true`) is solved exactly, and the exact answer agrees with the
 * Monte Carlo simulator within 4 standard errors; any other effect is refused naming it.
 */
import { describe, expect, it } from 'vitest';
import { EFFECTS } from '../src/games/ti4/effects/registry.js';
import { exactTi4Result } from '../src/games/ti4/exact/result.js';
import { ti4 } from '../src/games/ti4/game.js';
import { ti4Errors } from '../src/games/ti4/messages.js';
import { expectNear, runTi4 } from './support/effect-check.js';

const BATTLES = 10_000;

/** A scenario in which each exact effect matters. */
const CASES: Record<string, object> = {
  unrelenting: { attacker: { faction: 'sardakk', units: { cruiser: 2, infantry: 2 } }, defender: { units: { cruiser: 2, infantry: 2 } }, place: 'tactical' },
  fragile: { attacker: { faction: 'jol-nar', units: { cruiser: 3 } }, defender: { units: { cruiser: 3 } } },
  quetzecoatl: { attacker: { faction: 'argent', units: { flagship: 1, cruiser: 1 } }, defender: { units: { pds: 2, destroyer: 1 } } },
  'arvicon-rex': { attacker: { faction: 'mahact', units: { flagship: 1 } }, defender: { units: { cruiser: 3 } } },
  'quantum-manipulator': { attacker: { faction: 'nomad', units: { cruiser: 2, mech: 1 } }, defender: { units: { cruiser: 2 } } },
  iconoclast: { attacker: { units: { destroyer: 2 } }, defender: { faction: 'naalu', units: { fighter: 3, mech: 1 } } },
  'iconoclast@original': { place: 'ground', attacker: { faction: 'naalu', units: { mech: 1 }, effects: ['iconoclast@original'] }, defender: { units: { infantry: 3 } } },
  mordred: { place: 'ground', attacker: { faction: 'nekro', units: { mech: 1 }, effects: ['mordred'] }, defender: { units: { infantry: 3 } } },
  'valkyrie-particle-weave': { place: 'ground', attacker: { faction: 'sardakk', units: { infantry: 2 }, effects: ['valkyrie-particle-weave'] }, defender: { units: { infantry: 3 }, effects: ['x89-bacterial-weapon'] } },
  'noneuclidean-shielding': { attacker: { faction: 'letnev', units: { dreadnought: 2 }, effects: ['noneuclidean-shielding'] }, defender: { units: { cruiser: 4 } } },
  'l4-disruptors': { place: 'ground', attacker: { faction: 'letnev', units: { carrier: 1, infantry: 3 }, effects: ['l4-disruptors'] }, defender: { units: { pds: 2, infantry: 2 } } },
  'x89-bacterial-weapon': { place: 'ground', attacker: { units: { dreadnought: 1, infantry: 2 }, effects: ['x89-bacterial-weapon'] }, defender: { units: { mech: 1, infantry: 1 } } },
  'plasma-scoring': { attacker: { units: { cruiser: 2 } }, defender: { units: { pds: 2, spacedock: 1, destroyer: 1 }, effects: ['plasma-scoring', 'experimental-battlestation'] } },
  'antimass-deflectors': { attacker: { units: { cruiser: 2 }, effects: ['antimass-deflectors'] }, defender: { units: { pds: 3, destroyer: 1 } } },
  'experimental-battlestation': { attacker: { units: { cruiser: 3 } }, defender: { units: { cruiser: 2, spacedock: 1 }, effects: ['experimental-battlestation'] } },
  disable: { place: 'ground', attacker: { units: { dreadnought: 1, infantry: 3 }, effects: ['disable'] }, defender: { units: { infantry: 2, pds: 2 } } },
  bunker: { place: 'ground', attacker: { units: { dreadnought: 2, infantry: 3 } }, defender: { units: { infantry: 3 }, effects: ['bunker'] } },
  'solar-flare': { attacker: { units: { cruiser: 2 }, effects: ['solar-flare'] }, defender: { units: { pds: 3, destroyer: 1 } } },
  'salai-sai-corian': { attacker: { faction: 'winnu', units: { flagship: 1 } }, defender: { units: { cruiser: 2, fighter: 1 } } },
  'tekklar-legion': { place: 'ground', attacker: { units: { carrier: 1, infantry: 3 }, effects: ['tekklar-legion'] }, defender: { faction: 'sardakk', units: { infantry: 3 } } },
  'the-cavalry': { attacker: { units: { carrier: 1, cruiser: 1 }, effects: ['the-cavalry'] }, defender: { units: { cruiser: 2, fighter: 2 } } },
  i48s: { place: 'ground', attacker: { units: { carrier: 1, infantry: 2 }, effects: ['i48s'] }, defender: { units: { infantry: 2 } } },
  'trrakan-aun-zulok': { place: 'tactical', attacker: { units: { destroyer: 2, dreadnought: 1, infantry: 2 }, effects: ['trrakan-aun-zulok'] }, defender: { units: { fighter: 3, pds: 1, infantry: 2 } } },
  '2ram': { place: 'ground', attacker: { units: { dreadnought: 2, infantry: 2 }, effects: ['2ram'] }, defender: { units: { pds: 1, infantry: 2 } } },
  'claire-gibson': { place: 'ground', attacker: { units: { infantry: 3 } }, defender: { faction: 'sol', units: { infantry: 2 }, effects: ['claire-gibson'] } },
  'rickar-rickani': { attacker: { units: { cruiser: 2 }, effects: ['rickar-rickani'] }, defender: { units: { cruiser: 3 } } },
  'dannel-of-the-tenth': { place: 'ground', attacker: { faction: 'yin', units: { infantry: 3 }, effects: ['dannel-of-the-tenth'] }, defender: { units: { pds: 2, infantry: 2 } } },
  'publicize-weapon-schematics': { attacker: { units: { warsun: 1 } }, defender: { units: { dreadnought: 2 }, effects: ['publicize-weapon-schematics'] } },
  'conventions-of-war': { place: 'ground', attacker: { units: { dreadnought: 2, infantry: 2 } }, defender: { units: { infantry: 3 }, effects: ['conventions-of-war'] } },
  'prophecy-of-ixth': { attacker: { units: { fighter: 4 }, effects: ['prophecy-of-ixth'] }, defender: { units: { cruiser: 2 } } },
  'articles-of-war': { place: 'ground', attacker: { faction: 'l1z1x', units: { carrier: 1, mech: 1, infantry: 1 } }, defender: { faction: 'mentak', units: { infantry: 2, mech: 1 }, effects: ['articles-of-war'] } },
  waylay: { attacker: { units: { destroyer: 2 }, effects: ['waylay'] }, defender: { units: { cruiser: 2, fighter: 1 } } },
  blitz: { place: 'ground', attacker: { units: { cruiser: 2, infantry: 2 }, effects: ['blitz'] }, defender: { units: { infantry: 3 } } },
  upgrade: { attacker: { units: { cruiser: 2 }, effects: ['upgrade'] }, defender: { units: { cruiser: 3 } } },
  'ul-the-progenitor': { attacker: { units: { cruiser: 3 } }, defender: { faction: 'titans', units: { cruiser: 2, spacedock: 1 }, effects: ['ul-the-progenitor'] } },
};

describe('--exact handles every effect expressible as per-round hit distributions or sustain', () => {
  it('covers every effect marked exact', () => {
    expect(Object.keys(CASES).sort()).toEqual([...EFFECTS.values()].filter((e) => e.exact === true).map((e) => e.id).sort());
  });

  for (const [id, raw] of Object.entries(CASES)) {
    it(`${id}: exact and Monte Carlo agree`, () => {
      const scenario = ti4.parseScenario({ game: 'ti4', ...raw }, 'test');
      expect(scenario.attacker.effects.concat(scenario.defender.effects).map((e) => e.id)).toContain(id);
      const exact = exactTi4Result(scenario);
      const mc = runTi4(raw, BATTLES);
      for (const outcome of ['attackerWin', 'draw', 'defenderWin'] as const) expectNear(mc.outcomes[outcome].p, exact.outcomes[outcome].p, BATTLES, `${id} ${outcome}`);
      expect(exact.outcomes.attackerWin.p + exact.outcomes.draw.p + exact.outcomes.defenderWin.p + exact.outcomes.roundCap.p).toBeCloseTo(1, 9);
    });
  }

  it('refuses the others, naming the effect (exit 2)', () => {
    const scenario = ti4.parseScenario({ game: 'ti4', attacker: { faction: 'mentak', units: { cruiser: 2 } }, defender: { units: { cruiser: 2 }, effects: ['shields-holding'] } }, 'f.yaml');
    expect(() => exactTi4Result(scenario, 'f.yaml')).toThrow('f.yaml: --exact: the exact solver cannot handle the attacker\'s effect "ambush", the defender\'s effect "shields-holding". Run without --exact for a Monte Carlo answer with intervals.');
  });

  it('refuses every effect not marked exact, each by its id (checked one by one)', () => {
    const others = [...EFFECTS.values()].filter((e) => e.exact !== true);
    expect(others.length).toBeGreaterThan(50);
    for (const effect of others) {
      const scenario = ti4.parseScenario({ game: 'ti4', attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } } }, 'f.yaml');
      scenario.defender.effects.push({ id: effect.id, round: 0, ground: false });
      expect(() => exactTi4Result(scenario, 'f.yaml'), effect.id).toThrow(ti4Errors.exactCannotHandle('f.yaml', [`the defender's effect "${effect.id}"`]).message);
    }
  });
});
