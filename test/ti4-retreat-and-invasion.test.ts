/**
 * Retreat (rules 003, "2). ANNOUNCE RETREAT" and "5). RETREAT": announced at the start of a round,
 * executed at its end) and invasion inputs (002, "Invasion also runs in order").
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../src/core/rng.js';
import { createTally } from '../src/core/tally.js';
import { Trace } from '../src/games/game.js';
import { exactTi4Result } from '../src/games/ti4/exact/result.js';
import { EFFECTS } from '../src/games/ti4/effects/registry.js';
import { ti4 } from '../src/games/ti4/game.js';
import { ti4Errors } from '../src/games/ti4/messages.js';
import { simulateTi4 } from './support/ti4-helpers.js';

describe('retreat policies', () => {
  const raw = { attacker: { units: { cruiser: 3 }, retreat: { afterRound: 1 } }, defender: { units: { dreadnought: 2 } } };

  it('afterRound: 1 — the attacker never fights a second round (every trace shows it)', () => {
    const scenario = ti4.parseScenario({ game: 'ti4', ...raw }, 'test');
    const plan = ti4.compile(scenario);
    const simulator = ti4.createSimulator(plan);
    const rng = chunkStream(3, 0);
    let retreats = 0;
    for (let battle = 0; battle < 300; battle++) {
      const trace = new Trace();
      simulator.run(rng, createTally(plan.tallySize), 1, trace);
      // The round header the absence check relies on is there for round 1.
      expect(trace.lines[0]).toBe('Space combat round 1');
      expect(trace.lines).not.toContain('Space combat round 2');
      const result = trace.lines.find((l) => l.startsWith('Result:'))!;
      if (trace.lines.includes('attacker retreats')) {
        retreats++;
        expect(result).toMatch(/attackerRetreat after 1 round/);
      }
    }
    expect(retreats).toBeGreaterThan(0);
  });

  it('outcome probabilities sum to 1 and retreats are their own outcome', () => {
    const r = simulateTi4(raw, 100_000, 5);
    expect(r.attackerWin + r.draw + r.defenderWin + r.roundCap + r.tally[5] / r.battles + r.tally[6] / r.battles).toBeCloseTo(1, 12);
    expect(r.tally[5] / r.battles).toBeGreaterThan(0.5);
  });

  it('whenLosing retreats a side whose strength falls below the ratio; the defender announces first', () => {
    const losing = simulateTi4({ attacker: { units: { cruiser: 2, fighter: 4 }, retreat: { whenLosing: 0.8 } }, defender: { units: { dreadnought: 2, cruiser: 2 } } }, 100_000, 6);
    expect(losing.tally[5] / losing.battles).toBeGreaterThan(0.3);
    const both = simulateTi4({ attacker: { units: { cruiser: 2 }, retreat: { afterRound: 1 } }, defender: { units: { cruiser: 2 }, retreat: { afterRound: 1 } } }, 50_000, 7);
    expect(both.tally[5]).toBe(0);
    expect(both.tally[6] / both.battles).toBeGreaterThan(0.3);
  });
});

describe('bad input for invasions, effects and --exact', () => {
  const parse = (raw: object) => () => ti4.parseScenario({ game: 'ti4', ...raw }, 'f.yaml');
  it('a flagship ability without that flagship', () => {
    expect(parse({ attacker: { units: { cruiser: 1 }, effects: ['sardakk-flagship'] }, defender: { units: { cruiser: 1 } } })).toThrow(
      'f.yaml: attacker.effects.0: "sardakk-flagship" cannot be used here: it needs the sardakk flagship on the attacker\'s side (faction: sardakk, units: { flagship: 1 }). Remove it, or change the scenario so the side can use it.',
    );
  });
  it('a card on the wrong side or place, and unknown effects', () => {
    expect(parse({ attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 }, effects: ['solar-flare'] } })).toThrow(/it is for the attacker only/);
    expect(parse({ attacker: { units: { cruiser: 1 }, effects: ['fire-team'] }, defender: { units: { cruiser: 1 } } })).toThrow(/only matters with place: ground or tactical, not space/);
    expect(parse({ attacker: { units: { cruiser: 1 }, effects: ['plasma-scorng'] }, defender: { units: { cruiser: 1 } } })).toThrow(/unknown effect "plasma-scorng".*Did you mean "plasma-scoring"\?/);
    expect(parse({ attacker: { units: { cruiser: 1 }, effects: ['plasma-scorng@round2'] }, defender: { units: { cruiser: 1 } } }))
      .toThrow(ti4Errors.unknownEffect('f.yaml: attacker.effects.0', 'plasma-scorng@round2', 'plasma-scorng', [...EFFECTS.keys()]).message);
    expect(parse({ attacker: { units: { cruiser: 1 }, effects: ['direct-hit@round2'] }, defender: { units: { cruiser: 1 } } })).toThrow(/"direct-hit" takes no round/);
  });
  it('place: ground with no ground forces on the attacker', () => {
    expect(parse({ place: 'ground', attacker: { units: { dreadnought: 2 } }, defender: { units: { infantry: 2 } } })).toThrow(
      'f.yaml: attacker.units: place: ground needs ground forces on the attacker — expected infantry or mechs to land. Add e.g. infantry: 3.',
    );
    expect(parse({ place: 'ground', attacker: { units: { infantry: 2 } }, defender: { units: { infantry: 2, cruiser: 1 } } })).toThrow(/the defender has no ships/);
  });
  it('--exact on a scenario it cannot solve names what it cannot handle', () => {
    const scenario = ti4.parseScenario({ game: 'ti4', attacker: { units: { cruiser: 2 }, effects: ['morale-boost'], retreat: { afterRound: 2 } }, defender: { units: { cruiser: 2 } } }, 'f.yaml');
    expect(() => exactTi4Result(scenario, 'f.yaml')).toThrow(
      'f.yaml: --exact: the exact solver cannot handle the attacker\'s retreat policy, the attacker\'s effect "morale-boost". Run without --exact for a Monte Carlo answer with intervals.',
    );
  });
});
