import {
  OUTCOME_ATTACKER_WIN, OUTCOME_DEFENDER_WIN, OUTCOME_DRAW, OUTCOME_ROUND_CAP, TI4_OUTCOMES, type Ti4Plan,
} from '../plan.js';
import { SideSpace, type SideNode } from './side-space.js';

/** Probability mass on a pair of side states. */
export interface PairMass {
  a: SideNode;
  b: SideNode;
  p: number;
}

/** A finished battle state with its outcome. */
export interface Terminal extends PairMass {
  outcome: number;
}

/** The exact answer: outcome probabilities, the final states, the expected number of rounds. */
export interface ExactSolution {
  outcomes: number[];
  terminals: Terminal[];
  meanRounds: number;
  /** Probability mass of branches below 1e-18 that were not followed (bounded, reported). */
  dropped: number;
  spaces: [SideSpace, SideSpace];
}

const SPACE = 0;
/** Branches with less probability than this are not followed; their total is reported as `dropped`. */
const NEGLIGIBLE = 1e-18;
const GROUND = 1;

/** The states one side can reach in a theatre, with local indices, hit transitions and progress buckets. */
interface Reachable {
  nodes: SideNode[];
  local: Map<number, number>;
  /** transitions[local · width + hits] = local index after absorbing that many hits. */
  transitions: Int32Array;
  width: number;
  byProgress: number[][];
}

/** An upper bound on the hits a side's roll can produce in a theatre. */
function maxHits(plan: Ti4Plan['sides'][number], theatre: 0 | 1, opponentUnits: number): number {
  const dice = theatre === 0 ? plan.space.dice : plan.ground.dice;
  const rolled = dice.reduce((sum, d) => sum + (d < 0 ? opponentUnits : d), 0);
  return theatre === 0 ? rolled : rolled * plan.groundHitFactor + plan.bonusHitWhenOpponentHits;
}

/** Every state reachable from `starts` by absorbing 0..`hits` hits per round, breadth first. */
function reachable(space: SideSpace, starts: SideNode[], theatre: 0 | 1, hits: number): Reachable {
  const nodes: SideNode[] = [];
  const local = new Map<number, number>();
  const visit = (node: SideNode) => {
    if (local.has(node.id)) return;
    local.set(node.id, nodes.length);
    nodes.push(node);
  };
  starts.forEach(visit);
  for (let i = 0; i < nodes.length; i++) for (let h = 1; h <= hits; h++) visit(space.afterHits(nodes[i], h, theatre));
  const width = hits + 1;
  const transitions = new Int32Array(nodes.length * width);
  const byProgress: number[][] = [];
  nodes.forEach((node, i) => {
    for (let h = 0; h <= hits; h++) transitions[i * width + h] = local.get(space.afterHits(node, h, theatre).id)!;
    (byProgress[node.progress] ??= []).push(i);
  });
  return { nodes, local, transitions, width, byProgress };
}

/** Merges masses on equal pairs. */
class PairBag {
  readonly pairs = new Map<number, PairMass>();
  add(a: SideNode, b: SideNode, p: number): void {
    if (p === 0) return;
    const key = a.id * 1_048_576 + b.id;
    const e = this.pairs.get(key);
    if (e) e.p += p;
    else this.pairs.set(key, { a, b, p });
  }
}

/**
 * Exact outcome probabilities by dynamic programming over pairs of side states (docs, model notes: TI4
 * "Exact solver"). Under a fixed hit-assignment policy every absorbed hit moves a side down its
 * sequence, so mass flows forward: states are processed in order of total progress, each sending
 * its mass to the states its rolls reach, with the no-hit self-loop divided out. Pre-combat space
 * cannon, round-1 barrage, bombardment and space cannon defense enter as initial distributions.
 * Rounds are unlimited (a state where no side can hit ends as `roundCap`).
 */
export function solveExact(plan: Ti4Plan): ExactSolution {
  const A = new SideSpace(plan.sides[0]);
  const B = new SideSpace(plan.sides[1]);
  const outcomes = new Array<number>(TI4_OUTCOMES.length).fill(0);
  const terminals: Terminal[] = [];
  let meanRounds = 0;
  let dropped = 0;
  const finish = (a: SideNode, b: SideNode, p: number, outcome: number) => {
    outcomes[outcome] += p;
    terminals.push({ a, b, p, outcome });
  };

  /**
   * Propagates a theatre's combat rounds; calls `done` for each end state. The states each side can
   * reach are enumerated first, so transitions become table look-ups and the masses live in one
   * dense array, processed in order of total progress (no allocation in the inner loops).
   */
  const rounds = (start: PairBag, theatre: 0 | 1, done: (a: SideNode, b: SideNode, p: number, stuck: boolean) => void) => {
    const roll = theatre === SPACE ? 'space' : 'ground';
    const bonusA = theatre === GROUND ? plan.sides[0].bonusHitWhenOpponentHits : 0;
    const bonusB = theatre === GROUND ? plan.sides[1].bonusHitWhenOpponentHits : 0;
    const starts = [...start.pairs.values()];
    const sideA = reachable(A, starts.map((e) => e.a), theatre, maxHits(plan.sides[1], theatre, plan.sides[0].unitCount));
    const sideB = reachable(B, starts.map((e) => e.b), theatre, maxHits(plan.sides[0], theatre, plan.sides[1].unitCount));
    const nB = sideB.nodes.length;
    const mass = new Float64Array(sideA.nodes.length * nB);
    for (const { a, b, p } of starts) mass[sideA.local.get(a.id)! * nB + sideB.local.get(b.id)!] += p;
    const maxLevel = sideA.byProgress.length + sideB.byProgress.length;
    for (let level = 0; level <= maxLevel; level++) {
      for (let pa = 0; pa < sideA.byProgress.length && pa <= level; pa++) {
        const bucketB = sideB.byProgress[level - pa];
        if (!bucketB) continue;
        for (const ia of sideA.byProgress[pa] ?? []) {
          for (const ib of bucketB) {
            const p = mass[ia * nB + ib];
            if (p === 0) continue;
            const a = sideA.nodes[ia];
            const b = sideB.nodes[ib];
            if (a.count[theatre] === 0 || b.count[theatre] === 0) {
              done(a, b, p, false);
              continue;
            }
            const dA = A.hitDistribution(a, roll, b.nonFighterShips, 0);
            const dB = B.hitDistribution(b, roll, a.nonFighterShips, 0);
            const stay = dA[0] * dB[0];
            if (stay >= 1) {
              done(a, b, p, true);
              continue;
            }
            const scale = p / (1 - stay);
            meanRounds += scale;
            const rowA = ia * sideA.width;
            const rowB = ib * sideB.width;
            for (let ha = 0; ha < dA.length; ha++) {
              const massA = scale * dA[ha];
              if (massA < NEGLIGIBLE) {
                dropped += massA;
                continue;
              }
              for (let hb = ha === 0 ? 1 : 0; hb < dB.length; hb++) {
                const m = massA * dB[hb];
                if (m < NEGLIGIBLE) {
                  dropped += m;
                  continue;
                }
                // Valkyrie Particle Weave: 1 more hit after a ground round in which the opponent hit.
                const onB = ha + (hb > 0 ? bonusA : 0);
                const onA = hb + (ha > 0 ? bonusB : 0);
                mass[sideA.transitions[rowA + onA] * nB + sideB.transitions[rowB + onB]] += m;
              }
            }
          }
        }
      }
    }
  };

  const invade = (start: PairBag) => {
    const afterBombard = new PairBag();
    for (const { a, b, p } of start.pairs.values()) {
      const shielded = plan.sides[1].planetaryShield && !plan.sides[0].bombardIgnoresShield && !a.alive.some((alive, u) => alive === 1 && plan.sides[0].breaksShield[u] === 1);
      const d = b.count[GROUND] > 0 && !shielded && !plan.sides[1].bombardImmune ? A.hitDistribution(a, 'bombard', 0, plan.sides[1].bombardPenaltyAgainst) : [1];
      d.forEach((q, h) => afterBombard.add(a, B.afterHits(b, h, GROUND), p * q));
    }
    const landed = new PairBag();
    for (const { a, b, p } of afterBombard.pairs.values()) {
      const d = a.count[GROUND] > 0 && plan.sides[1].cannonDefense ? B.hitDistribution(b, 'cannonDefense', 0, plan.sides[0].cannonPenaltyAgainst) : [1];
      d.forEach((q, h) => landed.add(A.afterHits(a, h, GROUND), b, p * q));
    }
    rounds(landed, GROUND, (a, b, p, stuck) => {
      const ga = a.count[GROUND] > 0;
      const gb = b.count[GROUND] > 0;
      finish(a, b, p, stuck ? OUTCOME_ROUND_CAP : ga && !gb ? OUTCOME_ATTACKER_WIN : gb && !ga ? OUTCOME_DEFENDER_WIN : OUTCOME_DRAW);
    });
  };

  const start = new PairBag();
  start.add(A.initial(), B.initial(), 1);
  if (plan.place === 'ground') {
    invade(start);
  } else {
    const toInvade = new PairBag();
    const spaceEnd = (a: SideNode, b: SideNode, p: number, stuck: boolean) => {
      if (a.count[SPACE] === 0) a = A.withoutCarriedForces(a);
      const outcome = stuck ? OUTCOME_ROUND_CAP : a.count[SPACE] > 0 && b.count[SPACE] === 0 ? OUTCOME_ATTACKER_WIN : b.count[SPACE] > 0 && a.count[SPACE] === 0 ? OUTCOME_DEFENDER_WIN : OUTCOME_DRAW;
      if (plan.place === 'tactical' && outcome === OUTCOME_ATTACKER_WIN) toInvade.add(a, b, p);
      else finish(a, b, p, outcome);
    };
    // Space cannon offense, simultaneous (002, movement step).
    const cannon = new PairBag();
    for (const { a, b, p } of start.pairs.values()) {
      const dA = plan.sides[0].cannonOffense && b.count[SPACE] > 0 ? A.hitDistribution(a, 'cannonOffense', 0, plan.sides[1].cannonPenaltyAgainst) : [1];
      const dB = plan.sides[1].cannonOffense && a.count[SPACE] > 0 ? B.hitDistribution(b, 'cannonOffense', 0, plan.sides[0].cannonPenaltyAgainst) : [1];
      dA.forEach((qa, ha) => dB.forEach((qb, hb) => cannon.add(A.afterHits(a, hb, SPACE), B.afterHits(b, ha, SPACE), p * qa * qb)));
    }
    // Round 1 anti-fighter barrage (003, step 1); a battle it ends counts one round.
    const fighting = new PairBag();
    for (const { a, b, p } of cannon.pairs.values()) {
      if (a.count[SPACE] === 0 || b.count[SPACE] === 0) {
        spaceEnd(a, b, p, false);
        continue;
      }
      const [pa, pb] = plan.sides;
      const dA = b.fighters > 0 || pa.barrageWithoutFighters ? A.hitDistribution(a, 'barrage', 0, 0) : [1];
      const dB = a.fighters > 0 || pb.barrageWithoutFighters ? B.hitDistribution(b, 'barrage', 0, 0) : [1];
      dA.forEach((qa, ha) =>
        dB.forEach((qb, hb) => {
          // Waylay: barrage hits any ship, assigned like combat hits.
          const na = pb.barrageHitsAllShips ? A.afterHits(a, hb, SPACE) : A.afterBarrage(a, hb);
          const nb = pa.barrageHitsAllShips ? B.afterHits(b, ha, SPACE) : B.afterBarrage(b, ha);
          if (na.count[SPACE] === 0 || nb.count[SPACE] === 0) {
            meanRounds += p * qa * qb;
            spaceEnd(na, nb, p * qa * qb, false);
          } else {
            fighting.add(na, nb, p * qa * qb);
          }
        }),
      );
    }
    rounds(fighting, SPACE, spaceEnd);
    if (toInvade.pairs.size > 0) invade(toInvade);
  }
  return { outcomes, terminals, meanRounds, dropped, spaces: [A, B] };
}
