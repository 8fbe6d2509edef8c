import type { Ti4SidePlan } from '../plan.js';
import type { SideNode, SideSpace } from './side-space.js';

/** What a batch of hits is: combat or ability hits in a theatre, or anti-fighter barrage (fighters only). */
export type HitKind = 0 | 1 | 2;
export const HITS_SPACE: HitKind = 0;
export const HITS_GROUND: HitKind = 1;
export const HITS_BARRAGE: HitKind = 2;

/**
 * How one side absorbs hits in the optimal-play solver (exact/optimal.ts): either its fixed
 * policy (the absorption sequence of policies/hit-assignment.ts, as the exact solver) or every
 * legal assignment (rules 003, "ASSIGN HITS": the owner chooses a unit for each hit, and may first
 * use SUSTAIN DAMAGE; 003 "ANTI-FIGHTER BARRAGE": those hits destroy fighters).
 *
 * A chooser side's states are canonical: units with identical plan entries form a class, and only
 * how many of a class are healthy, damaged or lost matters (within a class the healthy come first,
 * then the damaged, then the lost), so the states are counts per class.
 */
export class AbsorbingSide {
  /** Unit indices per class (chooser only). */
  private readonly classes: number[][] = [];
  /** Per theatre and class: 1 when a hit there may be cancelled by the class's sustain / destroy one of it. */
  private readonly sustains: [Uint8Array, Uint8Array];
  private readonly loses: [Uint8Array, Uint8Array];
  private readonly absorbs: Uint8Array;
  private readonly fighter: Uint8Array;
  private readonly memo = new Map<number, SideNode[]>();

  /**
   * @param prune drop dominated options (`undominated`): only where more units can never hurt their
   *   owner — not against dice per opponent ship (Winnu flagship) or a bonus hit when the opponent hits.
   */
  constructor(readonly space: SideSpace, readonly chooses: boolean, private readonly prune = false) {
    const plan = space.plan;
    const byKey = new Map<string, number[]>();
    for (let u = 0; u < plan.unitCount; u++) {
      const key = unitSignature(plan, u);
      const list = byKey.get(key);
      if (list) list.push(u);
      else byKey.set(key, [u]);
    }
    this.classes = [...byKey.values()];
    const n = this.classes.length;
    const inSequence = (seq: number[], entry: number) => seq.includes(entry);
    const theatreFlags = (seq: number[], sustain: boolean) => Uint8Array.from(this.classes, (units) => (inSequence(seq, units[0] * 2 + (sustain ? 1 : 0)) || units.some((u) => inSequence(seq, u * 2 + (sustain ? 1 : 0))) ? 1 : 0));
    this.sustains = [theatreFlags(plan.space.sequence, true), theatreFlags(plan.ground.sequence, true)];
    this.loses = [theatreFlags(plan.space.sequence, false), theatreFlags(plan.ground.sequence, false)];
    this.absorbs = Uint8Array.from(this.classes, (units) => plan.sustainAbsorbs[units[0]]);
    this.fighter = Uint8Array.from(this.classes, (units) => plan.isFighter[units[0]]);
    if (n > 15) throw new Error(`optimal solver: ${n} unit classes`);
  }

  /** The state at the start of the battle. */
  initial(): SideNode {
    return this.canonical(this.space.initial());
  }

  /** The canonical form of a state (the same node for a fixed side). */
  canonical(node: SideNode): SideNode {
    if (!this.chooses) return node;
    const [healthy, damaged] = this.counts(node);
    return this.nodeOf(healthy, damaged);
  }

  /**
   * The states the side may reach by absorbing `hits` of a kind: one for a fixed side, every
   * distinct result of assigning the hits one at a time for a chooser (hits beyond what the side
   * can take are lost).
   */
  absorb(node: SideNode, hits: number, kind: HitKind): SideNode[] {
    if (hits === 0) return [node];
    if (!this.chooses) return [kind === HITS_BARRAGE ? this.space.afterBarrage(node, hits) : this.space.afterHits(node, hits, kind as 0 | 1)];
    const key = (node.id * 64 + Math.min(hits, 63)) * 3 + kind;
    const cached = this.memo.get(key);
    if (cached) return cached;
    const [healthy, damaged] = this.counts(node);
    const found = new Map<number, SideNode>();
    const seen = new Set<string>();
    const t = kind === HITS_GROUND ? 1 : 0;
    const sustains = this.sustains[t];
    const loses = this.loses[t];
    const n = this.classes.length;
    const visit = (left: number) => {
      const key = `${left}:${healthy.join(',')}:${damaged.join(',')}`;
      if (seen.has(key)) return;
      seen.add(key);
      let moved = false;
      let targets = 0;
      for (let c = 0; c < n; c++) if (loses[c] === 1 && (kind !== HITS_BARRAGE || this.fighter[c] === 1)) targets += healthy[c] + damaged[c];
      if (left > 0 && targets > 0) {
        for (let c = 0; c < n; c++) {
          if (kind === HITS_BARRAGE && this.fighter[c] === 0) continue;
          if (sustains[c] === 1 && healthy[c] > 0 && kind !== HITS_BARRAGE) {
            healthy[c]--; damaged[c]++;
            visit(Math.max(0, left - this.absorbs[c]));
            healthy[c]++; damaged[c]--;
            moved = true;
          }
          if (loses[c] === 0) continue;
          if (healthy[c] > 0) {
            healthy[c]--;
            visit(left - 1);
            healthy[c]++;
            moved = true;
          }
          if (damaged[c] > 0) {
            damaged[c]--;
            visit(left - 1);
            damaged[c]++;
            moved = true;
          }
        }
      }
      if (!moved) {
        const next = this.nodeOf(healthy, damaged);
        found.set(next.id, next);
      }
    };
    visit(hits);
    const options = this.prune ? this.undominated([...found.values()]) : [...found.values()];
    this.memo.set(key, options);
    return options;
  }

  /**
   * The options no other option beats unit for unit: X dominates Y when in every class X has at
   * least as many healthy units and at least as many living ones (each unit of Y matched by one of
   * X at least as healthy). A side with more or healthier units is never worse off in these
   * battles (it rolls the same dice and more, and can lose the extra units first), so the
   * dominated options are never strictly better.
   */
  private undominated(options: SideNode[]): SideNode[] {
    if (options.length < 2) return options;
    const counts = options.map((node) => this.counts(node));
    const covers = (x: number, y: number) => counts[x][0].every((h, c) => h >= counts[y][0][c] && h + counts[x][1][c] >= counts[y][0][c] + counts[y][1][c]);
    return options.filter((_, y) => !options.some((__, x) => x !== y && covers(x, y) && !(covers(y, x) && x > y)));
  }

  /** Healthy and damaged living units per class. */
  private counts(node: SideNode): [number[], number[]] {
    const healthy = this.classes.map((units) => units.reduce((sum, u) => sum + (node.alive[u] === 1 && node.damaged[u] === 0 ? 1 : 0), 0));
    const damaged = this.classes.map((units) => units.reduce((sum, u) => sum + (node.alive[u] === 1 && node.damaged[u] === 1 ? 1 : 0), 0));
    return [healthy, damaged];
  }

  private nodeOf(healthy: readonly number[], damaged: readonly number[]): SideNode {
    const plan = this.space.plan;
    const alive = new Uint8Array(plan.unitCount);
    const hurt = new Uint8Array(plan.unitCount);
    this.classes.forEach((units, c) => {
      units.forEach((u, i) => {
        alive[u] = i < healthy[c] + damaged[c] ? 1 : 0;
        // Units that start damaged stay damaged when lost, as in the fixed solver's states.
        hurt[u] = (i >= healthy[c] && i < healthy[c] + damaged[c]) || plan.startsDamaged[u] === 1 ? 1 : 0;
      });
    });
    return this.space.intern(alive, hurt);
  }
}

/** Everything the plan says about unit `u` except its label: units with equal signatures are interchangeable. */
function unitSignature(plan: Ti4SidePlan, u: number): string {
  const parts: unknown[] = [];
  for (const [name, value] of Object.entries(plan)) {
    if (name === 'label') continue;
    if (Array.isArray(value) && value.length === plan.unitCount) parts.push(value[u]);
  }
  for (const theatre of [plan.space, plan.ground]) parts.push(theatre.hitOn[u], theatre.dice[u], theatre.targetable[u]);
  return parts.join(',');
}
