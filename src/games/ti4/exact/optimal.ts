import type { Ti4Plan } from '../plan.js';
import { AbsorbingSide, HITS_BARRAGE, HITS_GROUND, HITS_SPACE, type HitKind } from './optimal-side.js';
import { SideSpace, type SideNode } from './side-space.js';

/** Which sides choose their hit assignment after every roll (the others play their fixed policy). */
export type Choosers = readonly [boolean, boolean];

/**
 * When both sides choose, who is taken to commit first to the hits of one roll. The rules have
 * both assign at once (003, "ASSIGN HITS"); the value of that simultaneous game lies between the
 * values of the two orders (`lower`: the attacker commits first, the defender answers; `upper`:
 * the defender first), and equals both when they agree.
 */
export type Commit = 'attacker-first' | 'defender-first';

/** The solved value of a battle for the attacker: P(win), P(loss); the rest is drawn (or no side can hit). */
export interface BattleValue {
  win: number;
  loss: number;
  /** P(attacker wins) + ½ P(draw): the attacker's value; the defender's is 1 − value. */
  value: number;
  /** Pairs of side states solved. */
  states: number;
  /**
   * The largest difference, over every roll where both sides chose, between the defender-first and
   * the attacker-first value of the choice (0: every choice had a saddle point, so both commit
   * orders — and the simultaneous choice — have this value).
   */
  saddleGap: number;
}

const SPACE = 0;
const GROUND = 1;
/** Roll outcomes less likely than this are skipped (as the fixed-policy solver's NEGLIGIBLE). */
const NEGLIGIBLE = 1e-18;

/**
 * The battle as a two-player stochastic game on the exact solver's states (docs, model notes: TI4,
 * "Optimal hit assignment"): after every roll — space cannon offense, anti-fighter barrage, each
 * combat round, bombardment, space cannon defense — each choosing side picks how to absorb the hits
 * it took so as to maximise its own P(win) + ½ P(draw) (constant-sum: the attacker's value plus the
 * defender's is 1); a fixed side plays its policy. Backward induction over pairs of states with the
 * no-hit self-loop divided out, as solve.ts. Retreat is not modelled (exact/support.ts).
 */
export function solveOptimal(plan: Ti4Plan, choosers: Choosers, commit: Commit = 'attacker-first'): BattleValue {
  // Dominated assignments are dropped unless an effect can make more units a handicap.
  const prune = plan.sides.every((side) => side.bonusHitWhenOpponentHits === 0 && side.space.dice.every((d) => d >= 0) && side.ground.dice.every((d) => d >= 0));
  const A = new AbsorbingSide(new SideSpace(plan.sides[0]), choosers[0], prune);
  const B = new AbsorbingSide(new SideSpace(plan.sides[1]), choosers[1], prune);
  const memo = [new Map<number, [number, number]>(), new Map<number, [number, number]>(), new Map<number, [number, number]>()];
  const key = (a: SideNode, b: SideNode) => a.id * 1_048_576 + b.id;
  const score = (v: readonly [number, number]) => v[0] - v[1];
  let saddleGap = 0;
  const WIN: [number, number] = [1, 0];
  const LOSS: [number, number] = [0, 1];
  const DRAW: [number, number] = [0, 0];

  /** The value once A absorbs `onA` and B absorbs `onB` hits, each choosing side picking its best. */
  const choose = (a: SideNode, onA: number, kindA: HitKind, b: SideNode, onB: number, kindB: HitKind, next: (a: SideNode, b: SideNode) => [number, number]): [number, number] => {
    const optionsA = A.absorb(a, onA, kindA);
    const optionsB = B.absorb(b, onB, kindB);
    if (optionsA.length === 1 && optionsB.length === 1) return next(optionsA[0], optionsB[0]);
    // The matrix of values over both choices: its best row minimum (the attacker committing
    // first) and its least column maximum (the defender first); equal when it has a saddle point.
    let rowBest: [number, number] | undefined;
    const colBest: ([number, number] | undefined)[] = new Array(optionsB.length);
    for (const oa of optionsA) {
      let rowWorst: [number, number] | undefined;
      for (let j = 0; j < optionsB.length; j++) {
        const v = next(oa, optionsB[j]);
        if (rowWorst === undefined || score(v) < score(rowWorst)) rowWorst = v;
        const c = colBest[j];
        if (c === undefined || score(v) > score(c)) colBest[j] = v;
      }
      if (rowBest === undefined || score(rowWorst!) > score(rowBest)) rowBest = rowWorst;
    }
    let colWorst = colBest[0]!;
    for (const c of colBest) if (score(c!) < score(colWorst)) colWorst = c!;
    saddleGap = Math.max(saddleGap, score(colWorst) - score(rowBest!));
    return commit === 'attacker-first' ? rowBest! : colWorst;
  };

  const rounds = (theatre: 0 | 1, a: SideNode, b: SideNode): [number, number] => {
    if (a.count[theatre] === 0 || b.count[theatre] === 0) return theatre === SPACE ? spaceEnd(a, b) : groundEnd(a, b);
    const k = key(a, b);
    const cached = memo[theatre].get(k);
    if (cached) return cached;
    const roll = theatre === SPACE ? 'space' : 'ground';
    const bonusA = theatre === GROUND ? plan.sides[0].bonusHitWhenOpponentHits : 0;
    const bonusB = theatre === GROUND ? plan.sides[1].bonusHitWhenOpponentHits : 0;
    const dA = A.space.hitDistribution(a, roll, b.nonFighterShips, 0);
    const dB = B.space.hitDistribution(b, roll, a.nonFighterShips, 0);
    const stay = dA[0] * dB[0];
    let win = 0, loss = 0;
    if (stay < 1) {
      const kind = theatre === SPACE ? HITS_SPACE : HITS_GROUND;
      const next = (x: SideNode, y: SideNode) => rounds(theatre, x, y);
      for (let ha = 0; ha < dA.length; ha++) {
        for (let hb = ha === 0 ? 1 : 0; hb < dB.length; hb++) {
          const p = dA[ha] * dB[hb];
          if (p < NEGLIGIBLE) continue;
          const onB = ha + (hb > 0 ? bonusA : 0);
          const onA = hb + (ha > 0 ? bonusB : 0);
          const v = choose(a, onA, kind, b, onB, kind, next);
          win += p * v[0];
          loss += p * v[1];
        }
      }
      win /= 1 - stay;
      loss /= 1 - stay;
    }
    const v: [number, number] = [win, loss];
    memo[theatre].set(k, v);
    return v;
  };

  const groundEnd = (a: SideNode, b: SideNode): [number, number] => {
    const ga = a.count[GROUND] > 0, gb = b.count[GROUND] > 0;
    return ga && !gb ? WIN : gb && !ga ? LOSS : DRAW;
  };

  const spaceEnd = (a: SideNode, b: SideNode): [number, number] => {
    // (The attacker's carried forces are lost with its last ship: no invasion follows then, so its state no longer matters.)
    const sa = a.count[SPACE] > 0, sb = b.count[SPACE] > 0;
    if (sa && !sb) return plan.place === 'tactical' ? invade(a, b) : WIN;
    return sb && !sa ? LOSS : DRAW;
  };

  /** Bombardment (the defender assigns), space cannon defense (the attacker assigns), ground combat: 003, "INVASION". */
  const invade = (a: SideNode, b: SideNode): [number, number] => {
    const k = key(a, b);
    const cached = memo[2].get(k);
    if (cached) return cached;
    const [pa, pb] = plan.sides;
    const shielded = pb.planetaryShield && !pa.bombardIgnoresShield && !a.alive.some((alive, u) => alive === 1 && pa.breaksShield[u] === 1);
    const dBombard = b.count[GROUND] > 0 && !shielded && !pb.bombardImmune ? A.space.hitDistribution(a, 'bombard', 0, pb.bombardPenaltyAgainst) : [1];
    let win = 0, loss = 0;
    dBombard.forEach((q, h) => {
      if (q < NEGLIGIBLE) return;
      const v = choose(a, 0, HITS_GROUND, b, h, HITS_GROUND, (x, y) => {
        const dDefense = x.count[GROUND] > 0 && pb.cannonDefense ? B.space.hitDistribution(y, 'cannonDefense', 0, pa.cannonPenaltyAgainst) : [1];
        let w = 0, l = 0;
        dDefense.forEach((r, hd) => {
          if (r < NEGLIGIBLE) return;
          const u = choose(x, hd, HITS_GROUND, y, 0, HITS_GROUND, (x2, y2) => rounds(GROUND, x2, y2));
          w += r * u[0];
          l += r * u[1];
        });
        return [w, l];
      });
      win += q * v[0];
      loss += q * v[1];
    });
    const v: [number, number] = [win, loss];
    memo[2].set(k, v);
    return v;
  };

  /** Round 1's anti-fighter barrage (003, step 1), then the combat rounds. */
  const barrage = (a: SideNode, b: SideNode): [number, number] => {
    if (a.count[SPACE] === 0 || b.count[SPACE] === 0) return spaceEnd(a, b);
    const [pa, pb] = plan.sides;
    const dA = b.fighters > 0 || pa.barrageWithoutFighters ? A.space.hitDistribution(a, 'barrage', 0, 0) : [1];
    const dB = a.fighters > 0 || pb.barrageWithoutFighters ? B.space.hitDistribution(b, 'barrage', 0, 0) : [1];
    // Waylay: barrage hits any ship, assigned like combat hits.
    const kindA = pb.barrageHitsAllShips ? HITS_SPACE : HITS_BARRAGE;
    const kindB = pa.barrageHitsAllShips ? HITS_SPACE : HITS_BARRAGE;
    let win = 0, loss = 0;
    dA.forEach((qa, ha) => dB.forEach((qb, hb) => {
      if (qa * qb < NEGLIGIBLE) return;
      const v = choose(a, hb, kindA, b, ha, kindB, (x, y) => (x.count[SPACE] === 0 || y.count[SPACE] === 0 ? spaceEnd(x, y) : rounds(SPACE, x, y)));
      win += qa * qb * v[0];
      loss += qa * qb * v[1];
    }));
    return [win, loss];
  };

  let v: [number, number];
  const a0 = A.initial(), b0 = B.initial();
  if (plan.place === 'ground') {
    v = invade(a0, b0);
  } else {
    // Space cannon offense, both at once (002, movement step).
    const dA = plan.sides[0].cannonOffense && b0.count[SPACE] > 0 ? A.space.hitDistribution(a0, 'cannonOffense', 0, plan.sides[1].cannonPenaltyAgainst) : [1];
    const dB = plan.sides[1].cannonOffense && a0.count[SPACE] > 0 ? B.space.hitDistribution(b0, 'cannonOffense', 0, plan.sides[0].cannonPenaltyAgainst) : [1];
    let win = 0, loss = 0;
    dA.forEach((qa, ha) => dB.forEach((qb, hb) => {
      if (qa * qb < NEGLIGIBLE) return;
      const u = choose(a0, hb, HITS_SPACE, b0, ha, HITS_SPACE, barrage);
      win += qa * qb * u[0];
      loss += qa * qb * u[1];
    }));
    v = [win, loss];
  }
  const states = memo[0].size + memo[1].size + memo[2].size;
  return { win: v[0], loss: v[1], value: v[0] + (1 - v[0] - v[1]) / 2, states, saddleGap };
}
