/**
 * Optimal hit assignment (exact/optimal.ts) against a brute force written here from the rules
 * alone: space combat rounds where both sides roll at once (003, "MAKE COMBAT ROLLS", P(hit) =
 * (11 − value) / 10), and the choosing side tries, after every roll, every sequence of assigning
 * the hits one at a time to its own units (003, "ASSIGN HITS"), each hit either destroying a unit
 * or cancelled by a dreadnought's SUSTAIN DAMAGE (003), keeping the best by P(win) + ½ P(draw).
 * Units are tracked one by one (no classes), and the other side loses its cheapest unit first
 * (the default policy). A round with no hit repeats, so it is divided out.
 */
import { describe, expect, it } from 'vitest';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { solveOptimal } from './optimal.js';
import { optimalPlay } from './optimal-result.js';

interface Unit { hitOn: number; sustain: boolean; rank: number }
const UNITS: Record<string, Unit> = {
  dreadnought: { hitOn: 5, sustain: true, rank: 6 },
  cruiser: { hitOn: 7, sustain: false, rank: 3 },
  destroyer: { hitOn: 9, sustain: false, rank: 2 },
  fighter: { hitOn: 9, sustain: false, rank: 0 },
};
/** A side's state: per unit 0 lost, 1 damaged, 2 healthy (a unit without sustain is 2 or 0). */
type State = number[];

function hitDistribution(units: Unit[], state: State): number[] {
  let dist = [1];
  units.forEach((u, i) => {
    if (state[i] === 0) return;
    const p = (11 - u.hitOn) / 10;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((q, k) => { next[k] += q * (1 - p); next[k + 1] += q * p; });
    dist = next;
  });
  return dist;
}

/** Every state the owner can reach by assigning `hits` one at a time, in any order. */
function allAssignments(units: Unit[], state: State, hits: number): State[] {
  const out = new Map<string, State>();
  const go = (s: State, left: number) => {
    const alive = s.some((v) => v > 0);
    if (left === 0 || !alive) {
      out.set(s.join(), s);
      return;
    }
    s.forEach((v, i) => {
      if (v === 0) return;
      if (v === 2 && units[i].sustain) go(s.map((w, j) => (j === i ? 1 : w)), left - 1);
      go(s.map((w, j) => (j === i ? 0 : w)), left - 1);
    });
  };
  go(state, hits);
  return [...out.values()];
}

/** The default policy: sustain every dreadnought first, then lose the cheapest unit. */
function defaultAssignment(units: Unit[], state: State, hits: number): State {
  const s = [...state];
  for (let h = 0; h < hits; h++) {
    const sustain = s.findIndex((v, i) => v === 2 && units[i].sustain);
    if (sustain >= 0) { s[sustain] = 1; continue; }
    const alive = s.map((v, i) => i).filter((i) => s[i] > 0).sort((x, y) => units[x].rank - units[y].rank);
    if (alive.length === 0) break;
    s[alive[0]] = 0;
  }
  return s;
}

/** The attacker's value P(win) + ½ P(draw) with `chooser` choosing its assignments. */
function bruteForce(attacker: Unit[], defender: Unit[], chooser: 0 | 1): number {
  const memo = new Map<string, number>();
  const value = (a: State, b: State): number => {
    const aAlive = a.some((v) => v > 0), bAlive = b.some((v) => v > 0);
    if (!aAlive || !bAlive) return aAlive ? 1 : bAlive ? 0 : 0.5;
    const key = `${a.join()}|${b.join()}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const dA = hitDistribution(attacker, a), dB = hitDistribution(defender, b);
    let sum = 0;
    dA.forEach((pa, ha) => dB.forEach((pb, hb) => {
      if (ha + hb === 0) return;
      const nextA = chooser === 0 ? allAssignments(attacker, a, hb) : [defaultAssignment(attacker, a, hb)];
      const nextB = chooser === 1 ? allAssignments(defender, b, ha) : [defaultAssignment(defender, b, ha)];
      const values = nextA.flatMap((x) => nextB.map((y) => value(x, y)));
      sum += pa * pb * (chooser === 0 ? Math.max(...values) : Math.min(...values));
    }));
    const v = sum / (1 - dA[0] * dB[0]);
    memo.set(key, v);
    return v;
  };
  return value(attacker.map(() => 2), defender.map(() => 2));
}

const unitsOf = (counts: Record<string, number>) => Object.entries(counts).flatMap(([type, n]) => Array.from({ length: n }, () => UNITS[type]));
const planOf = (attacker: Record<string, number>, defender: Record<string, number>) =>
  compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { units: attacker }, defender: { units: defender } }, 'test'));

describe('optimal hit assignment equals a brute force over every assignment sequence', () => {
  const fights: [string, Record<string, number>, Record<string, number>][] = [
    ['dreadnought, cruiser, 2 fighters against 3 cruisers', { dreadnought: 1, cruiser: 1, fighter: 2 }, { cruiser: 3 }],
    ['2 dreadnoughts, destroyer against 2 cruisers, 2 destroyers', { dreadnought: 2, destroyer: 1 }, { cruiser: 2, destroyer: 2 }],
  ];
  for (const [name, attacker, defender] of fights) {
    it(`${name}: attacker choosing, then defender choosing`, () => {
      const plan = planOf(attacker, defender);
      for (const chooser of [0, 1] as const) {
        const solved = solveOptimal(plan, [chooser === 0, chooser === 1]);
        expect(solved.value).toBeCloseTo(bruteForce(unitsOf(attacker), unitsOf(defender), chooser), 12);
      }
    });
  }

  it('the brute force finds a better assignment than the default in a fight where one exists', () => {
    // A dreadnought and 3 fighters against 2 cruisers; the attacker's written policy loses its
    // fighters before sustaining (sustainFirst: false). The brute force ignores the policy.
    const attacker = { dreadnought: 1, fighter: 3 };
    const defender = { cruiser: 2 };
    const fixed = bruteForce(unitsOf(attacker), unitsOf(defender), 0);
    const scenario = parseTi4Scenario({ game: 'ti4', attacker: { units: attacker, sustainFirst: false }, defender: { units: defender } }, 'test');
    const play = optimalPlay(scenario, 'test', ['attacker']);
    expect(play.optimal.attackerValue).toBeCloseTo(fixed, 12);
    // Losing the fighters before sustaining (sustainFirst: false) is worse than the optimal play.
    expect(play.difference).toBeGreaterThan(1e-3);
  });
});
