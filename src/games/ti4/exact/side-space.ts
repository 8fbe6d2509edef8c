import { NO_ROLL, type Ti4SidePlan } from '../plan.js';

/** One reachable state of a side: which units live and which are damaged. */
export interface SideNode {
  id: number;
  alive: Uint8Array;
  damaged: Uint8Array;
  /** Living units that take hits, per theatre (0 space, 1 ground). */
  count: [number, number];
  nonFighterShips: number;
  fighters: number;
  /** Σ over units: 2 when lost, 1 when damaged — strictly grows with every absorbed hit. */
  progress: number;
}

/** What a side rolls: combat dice of a theatre, or a special roll. */
export type ExactRoll = 'space' | 'ground' | 'barrage' | 'cannonOffense' | 'cannonDefense' | 'bombard';
const ROLLS: readonly ExactRoll[] = ['space', 'ground', 'barrage', 'cannonOffense', 'cannonDefense', 'bombard'];

/**
 * The state space of one side for the exact solver: states are interned, and transitions (hits
 * absorbed down the policy's sequence) and hit distributions (convolutions of binomials) are
 * memoised, so the pair recursion only does table look-ups.
 */
export class SideSpace {
  readonly nodes: SideNode[] = [];
  private readonly byKey = new Map<string, SideNode>();
  private readonly transitions = new Map<number, SideNode>();
  private readonly distributions = new Map<number, number[]>();

  constructor(readonly plan: Ti4SidePlan) {}

  /** The state at the start of the battle. */
  initial(): SideNode {
    const alive = new Uint8Array(this.plan.unitCount).fill(1);
    return this.intern(alive, Uint8Array.from(this.plan.startsDamaged));
  }

  intern(alive: Uint8Array, damaged: Uint8Array): SideNode {
    let key = '';
    for (let u = 0; u < alive.length; u++) key += String.fromCharCode(48 + alive[u] * 2 + damaged[u]);
    let node = this.byKey.get(key);
    if (node) return node;
    const p = this.plan;
    let space = 0, ground = 0, nonFighter = 0, fighters = 0, progress = 0;
    for (let u = 0; u < p.unitCount; u++) {
      progress += alive[u] === 0 ? 2 : damaged[u] > p.startsDamaged[u] ? 1 : 0;
      if (alive[u] === 0) continue;
      space += p.space.targetable[u];
      ground += p.ground.targetable[u];
      nonFighter += p.isNonFighterShip[u] & p.space.targetable[u];
      fighters += p.isFighter[u];
    }
    node = { id: this.nodes.length, alive, damaged, count: [space, ground], nonFighterShips: nonFighter, fighters, progress };
    this.nodes.push(node);
    this.byKey.set(key, node);
    return node;
  }

  /** The state after absorbing `hits` in a theatre (rules 003, "ASSIGN HITS"; the side's policy sequence). */
  afterHits(node: SideNode, hits: number, theatre: 0 | 1): SideNode {
    if (hits === 0) return node;
    const memoKey = (node.id * 64 + Math.min(hits, 63)) * 2 + theatre;
    const cached = this.transitions.get(memoKey);
    if (cached) return cached;
    const alive = node.alive.slice();
    const damaged = node.damaged.slice();
    const seq = theatre === 0 ? this.plan.space.sequence : this.plan.ground.sequence;
    let left = hits;
    for (let i = 0; i < seq.length && left > 0; i++) {
      const u = seq[i] >> 1;
      if (alive[u] === 0) continue;
      if ((seq[i] & 1) === 1) {
        if (damaged[u] === 1) continue;
        damaged[u] = 1;
        // Non-Euclidean Shielding: one sustain cancels 2 hits.
        left = Math.max(0, left - this.plan.sustainAbsorbs[u]);
      } else {
        alive[u] = 0;
        left--;
      }
    }
    const next = this.intern(alive, damaged);
    this.transitions.set(memoKey, next);
    return next;
  }

  /** The state after anti-fighter barrage destroys `hits` fighters (lowest unit index first, as the simulator). */
  afterBarrage(node: SideNode, hits: number): SideNode {
    if (hits === 0 || node.fighters === 0) return node;
    const alive = node.alive.slice();
    for (let u = 0; u < alive.length && hits > 0; u++) {
      if (this.plan.isFighter[u] === 1 && alive[u] === 1) {
        alive[u] = 0;
        hits--;
      }
    }
    return this.intern(alive, node.damaged.slice());
  }

  /** The attacker's carried ground forces are lost with its last ship. */
  withoutCarriedForces(node: SideNode): SideNode {
    const alive = node.alive.slice();
    for (let u = 0; u < alive.length; u++) if (this.plan.ground.targetable[u] === 1 && this.plan.space.targetable[u] === 0) alive[u] = 0;
    return this.intern(alive, node.damaged.slice());
  }

  /**
   * P(k hits) for k = 0.. of a roll by this side's living units. `opponentNonFighterShips` sizes
   * per-opponent dice (Winnu flagship); `penalty` is added to thresholds.
   */
  hitDistribution(node: SideNode, roll: ExactRoll, opponentNonFighterShips: number, penalty: number): number[] {
    const key = ((node.id * 8 + ROLLS.indexOf(roll)) * 256 + opponentNonFighterShips) * 32 + penalty + 8;
    const cached = this.distributions.get(key);
    if (cached) return cached;
    const p = this.plan;
    const chance = (hitOn: number) => Math.min(1, Math.max(0, (11 - hitOn - penalty) / 10));
    let dist = [1];
    let best = NO_ROLL;
    for (let u = 0; u < p.unitCount; u++) {
      if (node.alive[u] === 0) continue;
      const [hitOn, dice] = rollOf(p, u, roll);
      const n = dice < 0 ? opponentNonFighterShips : dice;
      if (n === 0 || hitOn >= NO_ROLL) continue;
      dist = convolve(dist, binomial(n, chance(hitOn)));
      best = Math.min(best, hitOn);
    }
    if (roll === 'cannonOffense' && p.extraCannon.dice > 0) {
      dist = convolve(dist, binomial(p.extraCannon.dice, chance(p.extraCannon.hitOn)));
      best = Math.min(best, p.extraCannon.hitOn);
    }
    // Extra unit-ability dice (Plasma Scoring) go to the best unit that rolled.
    const extra = p.extraAbilityDice[ABILITY_INDEX[roll]] ?? 0;
    if (extra > 0 && best < NO_ROLL) dist = convolve(dist, binomial(extra, chance(best)));
    const factor = roll === 'ground' ? p.groundHitFactor : roll === 'bombard' ? p.bombardHitFactor : 1;
    if (factor !== 1) dist = scaled(dist, factor);
    this.distributions.set(key, dist);
    return dist;
  }
}

/** The roll-kind index of `extraAbilityDice` (BARRAGE_ROLL, CANNON_ROLL, BOMBARD_ROLL). */
const ABILITY_INDEX: Record<ExactRoll, number> = { space: 0, ground: 0, barrage: 1, cannonOffense: 2, cannonDefense: 2, bombard: 3 };

/** The distribution of `factor` × a count (X-89's doubled hits). */
function scaled(dist: number[], factor: number): number[] {
  const out = new Array<number>((dist.length - 1) * factor + 1).fill(0);
  dist.forEach((p, k) => (out[k * factor] += p));
  return out;
}

function rollOf(p: Ti4SidePlan, u: number, roll: ExactRoll): [number, number] {
  switch (roll) {
    case 'space':
      return [p.space.hitOn[u], p.space.dice[u]];
    case 'ground':
      return [p.ground.hitOn[u], p.ground.dice[u]];
    case 'barrage':
      return [p.barrageHitOn[u], p.barrageDice[u]];
    case 'cannonOffense':
      return [p.cannonHitOn[u], p.cannonDice[u]];
    case 'cannonDefense':
      return p.cannonDefends[u] === 1 ? [p.cannonHitOn[u], p.cannonDice[u]] : [NO_ROLL, 0];
    case 'bombard':
      return [p.bombardHitOn[u], p.bombardDice[u]];
  }
}

/** P(k successes) for k = 0..n, each with probability p. */
export function binomial(n: number, p: number): number[] {
  const out = new Array<number>(n + 1);
  let c = 1;
  for (let k = 0; k <= n; k++) {
    out[k] = c * p ** k * (1 - p) ** (n - k);
    c = (c * (n - k)) / (k + 1);
  }
  return out;
}

/** The distribution of a sum of two independent counts. */
export function convolve(a: number[], b: number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) for (let j = 0; j < b.length; j++) out[i + j] += a[i] * b[j];
  return out;
}
