/**
 * An independent exact TI4 space-combat oracle for tests. It shares no code with the simulator:
 * each side is a list of units with hit points, hits are assigned by a direct reading of the rules
 * (003, "ASSIGN HITS" and "SUSTAIN DAMAGE"; default policy: sustain first, then lose the cheapest),
 * rolls are convolutions of binomials, and the win/draw/loss probabilities follow from a memoised
 * recursion over battle states, with the self-loop (no hits on either side) divided out.
 * Round cap: none (infinite rounds); scenarios used with it end quickly.
 */

export interface OracleUnit {
  type: string;
  hitOn: number;
  dice: number | 'perOpponentNonFighterShip';
  sustain: boolean;
  damaged?: boolean;
  barrage?: { hitOn: number; dice: number };
  cannon?: { hitOn: number; dice: number };
  /** True for PDS: never takes hits, only fires space cannon. */
  structure?: boolean;
  /** Hits each successful die makes (2 under X-89 Bacterial Weapon ΩΩ); default 1. */
  hitsPerSuccess?: number;
  /** Hits of one combat die by its natural face 1..10 (index 0..9), overriding hitOn (J.N.S. Hylarim). */
  hitsByFace?: number[];
}

export interface OracleResult {
  attackerWin: number;
  draw: number;
  defenderWin: number;
}

/** Loss order by cost, cheapest first (the docs/ pages default kill order). */
const LOSS_RANK: Record<string, number> = { fighter: 0, infantry: 0.5, destroyer: 1, cruiser: 2, carrier: 3, mech: 3.5, dreadnought: 4, flagship: 5, warsun: 6, pds: 7 };

import { binomial } from './markov.js';

interface Live {
  unit: OracleUnit;
  hp: number; // 2 = undamaged sustainer, 1 = one hit from death
}

function convolve(a: number[], b: number[]): number[] {
  const out = new Array(a.length + b.length - 1).fill(0);
  a.forEach((x, i) => b.forEach((y, j) => (out[i + j] += x * y)));
  return out;
}

const pHit = (hitOn: number) => Math.min(1, Math.max(0, (11 - hitOn) / 10));
const ships = (side: Live[]) => side.filter((l) => !l.unit.structure);
const nonFighterShips = (side: Live[]) => ships(side).filter((l) => l.unit.type !== 'fighter').length;

function hitDistribution(side: Live[], opponent: Live[], pick: (u: OracleUnit) => { hitOn: number; dice: number } | undefined, combat = false): number[] {
  let dist = [1];
  for (const live of side) {
    const roll = pick(live.unit);
    if (!roll || roll.dice === 0) continue;
    const byFace = live.unit.hitsByFace;
    if (byFace && combat) {
      const die = new Array<number>(Math.max(...byFace) + 1).fill(0);
      byFace.forEach((h) => (die[h] += 0.1));
      for (let k = 0; k < roll.dice; k++) dist = convolve(dist, die);
      continue;
    }
    const per = live.unit.hitsPerSuccess ?? 1;
    const successes = binomial(roll.dice, pHit(roll.hitOn));
    const hits = new Array<number>(roll.dice * per + 1).fill(0);
    successes.forEach((p, k) => (hits[k * per] += p));
    dist = convolve(dist, hits);
  }
  void opponent;
  return dist;
}

const combatRoll = (opponent: Live[]) => (u: OracleUnit) =>
  u.structure ? undefined : { hitOn: u.hitOn, dice: u.dice === 'perOpponentNonFighterShip' ? nonFighterShips(opponent) : u.dice };

/** Assigns hits: any undamaged sustainer absorbs first (cheapest first), then the cheapest unit dies. */
function assign(side: Live[], hits: number): Live[] {
  const next = side.map((l) => ({ ...l }));
  for (let h = 0; h < hits; h++) {
    const targets = next.filter((l) => !l.unit.structure && l.hp > 0);
    if (targets.length === 0) break;
    targets.sort((a, b) => LOSS_RANK[a.unit.type] - LOSS_RANK[b.unit.type]);
    const sustainer = targets.find((l) => l.hp === 2);
    if (sustainer) sustainer.hp = 1;
    else targets.find((l) => l.hp === 1)!.hp = 0;
  }
  return next.filter((l) => l.hp > 0);
}

function killFighters(side: Live[], hits: number): Live[] {
  const next = [...side];
  for (let h = 0; h < hits; h++) {
    const i = next.findIndex((l) => l.unit.type === 'fighter');
    if (i < 0) break;
    next.splice(i, 1);
  }
  return next;
}

const key = (a: Live[], b: Live[]) =>
  [a, b].map((s) => s.map((l) => `${l.unit.type}${l.unit.hitOn}${l.unit.hitsByFace ? 'f' : ''}:${l.hp}`).sort().join(',')).join('|');

function terminal(a: Live[], b: Live[]): OracleResult | undefined {
  const aAlive = ships(a).length > 0;
  const bAlive = ships(b).length > 0;
  if (aAlive && bAlive) return undefined;
  return { attackerWin: aAlive ? 1 : 0, defenderWin: bAlive ? 1 : 0, draw: !aAlive && !bAlive ? 1 : 0 };
}

function rounds(a: Live[], b: Live[], memo: Map<string, OracleResult>): OracleResult {
  const done = terminal(a, b);
  if (done) return done;
  const k = key(a, b);
  const cached = memo.get(k);
  if (cached) return cached;
  const onB = hitDistribution(a, b, combatRoll(b), true);
  const onA = hitDistribution(b, a, combatRoll(a), true);
  const stay = onB[0] * onA[0];
  const acc = { attackerWin: 0, draw: 0, defenderWin: 0 };
  onB.forEach((pb, hb) =>
    onA.forEach((pa, ha) => {
      if (ha === 0 && hb === 0) return;
      const r = rounds(assign(a, ha), assign(b, hb), memo);
      acc.attackerWin += pa * pb * r.attackerWin;
      acc.draw += pa * pb * r.draw;
      acc.defenderWin += pa * pb * r.defenderWin;
    }),
  );
  const result = { attackerWin: acc.attackerWin / (1 - stay), draw: acc.draw / (1 - stay), defenderWin: acc.defenderWin / (1 - stay) };
  memo.set(k, result);
  return result;
}

function mix(parts: { p: number; r: OracleResult }[]): OracleResult {
  const out = { attackerWin: 0, draw: 0, defenderWin: 0 };
  for (const { p, r } of parts) {
    out.attackerWin += p * r.attackerWin;
    out.draw += p * r.draw;
    out.defenderWin += p * r.defenderWin;
  }
  return out;
}

/** Exact outcome probabilities of a space battle: space cannon, round-1 barrage, then rounds. */
export function exactSpaceBattle(attacker: OracleUnit[], defender: OracleUnit[]): OracleResult {
  const memo = new Map<string, OracleResult>();
  const live = (units: OracleUnit[]): Live[] => units.map((unit) => ({ unit, hp: unit.structure ? 1 : unit.sustain && !unit.damaged ? 2 : 1 }));
  const a0 = live(attacker);
  const b0 = live(defender);
  const cannon = (u: OracleUnit) => u.cannon;
  const barrage = (u: OracleUnit) => u.barrage;
  const parts: { p: number; r: OracleResult }[] = [];
  const cannonOnB = ships(b0).length > 0 ? hitDistribution(a0, b0, cannon) : [1];
  const cannonOnA = ships(a0).length > 0 ? hitDistribution(b0, a0, cannon) : [1];
  cannonOnB.forEach((pcb, hcb) =>
    cannonOnA.forEach((pca, hca) => {
      const a1 = assign(a0, hca);
      const b1 = assign(b0, hcb);
      const p = pcb * pca;
      if (terminal(a1, b1)) {
        parts.push({ p, r: terminal(a1, b1)! });
        return;
      }
      const onB = b1.some((l) => l.unit.type === 'fighter') ? hitDistribution(a1, b1, barrage) : [1];
      const onA = a1.some((l) => l.unit.type === 'fighter') ? hitDistribution(b1, a1, barrage) : [1];
      onB.forEach((pb, hb) =>
        onA.forEach((pa, ha) => {
          const a2 = killFighters(a1, ha);
          const b2 = killFighters(b1, hb);
          parts.push({ p: p * pb * pa, r: terminal(a2, b2) ?? rounds(a2, b2, memo) });
        }),
      );
    }),
  );
  return mix(parts);
}
