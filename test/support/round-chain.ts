/**
 * A hand-written combat between two lists of identical-type groups, by rounds, for effects that
 * change one round at a time (a bonus in round 1, an extra hit, a sustain cancelling 2 hits). Each
 * side is a list of units { hitOn, dice, sustain }; hits are assigned cheapest first after every
 * sustain (the default policy), written out here independently of the simulator.
 */
import { absorb, binomial, pHit } from './markov.js';

export interface ChainUnit {
  hitOn: number;
  dice?: number;
  sustain?: boolean;
  /** Lower values are lost first. */
  rank: number;
}

export interface ChainRules {
  /** Extra bonus to side A's rolls in a round (1-based). */
  bonusA?: (round: number) => number;
  /** Extra hits side A produces after a round in which B hit (Valkyrie Particle Weave). */
  hitWhenHitA?: number;
  /** Hits one sustain of side A cancels (Non-Euclidean Shielding: 2). */
  sustainAbsorbsA?: number;
  /** Extra dice side A rolls in a round (added to its best unit). */
  extraDiceA?: (round: number) => number;
  /** Side A rerolls every miss in a round. */
  rerollA?: (round: number) => boolean;
  /** Rounds tracked (rounds after this behave as the last one). */
  rounds?: number;
}

interface State {
  a: number[];
  b: number[];
  round: number;
}

function hitDistribution(units: ChainUnit[], hp: number[], bonus: number, extraDice = 0, reroll = false): number[] {
  let dist = [1];
  const best = units.reduce((b, u, i) => (hp[i] > 0 && (b < 0 || u.hitOn < units[b].hitOn) ? i : b), -1);
  units.forEach((u, i) => {
    if (hp[i] === 0) return;
    const p = pHit(u.hitOn - bonus);
    const d = binomial((u.dice ?? 1) + (i === best ? extraDice : 0), reroll ? 1 - (1 - p) ** 2 : p);
    const next = new Array<number>(dist.length + d.length - 1).fill(0);
    dist.forEach((x, k) => d.forEach((y, j) => (next[k + j] += x * y)));
    dist = next;
  });
  return dist;
}

function assign(units: ChainUnit[], hp: number[], hits: number, absorbs: number): number[] {
  const next = [...hp];
  const order = units.map((_, i) => i).sort((x, y) => units[x].rank - units[y].rank);
  for (const i of order) {
    if (hits <= 0) break;
    if (next[i] === 2) {
      next[i] = 1;
      hits -= absorbs;
    }
  }
  for (const i of order) {
    if (hits <= 0) break;
    if (next[i] > 0) {
      next[i] = 0;
      hits--;
    }
  }
  return next;
}

/** P(attackerWin / defenderWin / draw) of side A (attacker) against side B. */
export function roundChain(a: ChainUnit[], b: ChainUnit[], rules: ChainRules = {}): Record<string, number> {
  const cap = rules.rounds ?? 3;
  const start: State = { a: a.map((u) => (u.sustain ? 2 : 1)), b: b.map((u) => (u.sustain ? 2 : 1)), round: 1 };
  const result = absorb(start, (s) => `${s.a.join('')}|${s.b.join('')}|${s.round}`, (s) => {
    const aAlive = s.a.some((h) => h > 0);
    const bAlive = s.b.some((h) => h > 0);
    if (!aAlive || !bAlive) return { end: aAlive ? 'attackerWin' : bAlive ? 'defenderWin' : 'draw' };
    const dA = hitDistribution(a, s.a, rules.bonusA?.(s.round) ?? 0, rules.extraDiceA?.(s.round) ?? 0, rules.rerollA?.(s.round) ?? false);
    const dB = hitDistribution(b, s.b, 0);
    const next: [number, State][] = [];
    dA.forEach((pa, ha) =>
      dB.forEach((pb, hb) => {
        const extra = hb > 0 ? rules.hitWhenHitA ?? 0 : 0;
        next.push([pa * pb, { a: assign(a, s.a, hb, rules.sustainAbsorbsA ?? 1), b: assign(b, s.b, ha + extra, 1), round: Math.min(cap, s.round + 1) }]);
      }),
    );
    return { next };
  });
  return { attackerWin: result.attackerWin ?? 0, defenderWin: result.defenderWin ?? 0, draw: result.draw ?? 0 };
}
