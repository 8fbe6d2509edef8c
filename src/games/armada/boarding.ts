import type { BattleState } from './battle-state.js';
import * as planConsts from './plan.js';
import { pickCasualty } from './policies/crew-casualty.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { EFFECT_COMMAND, TYPE_CONTINUOUS, TYPE_EXPENDABLE, TYPE_INSTANT, TYPE_STARTING } = planConsts;

/** Crew combat lasts at most three rounds (000, "Crew Combat"). */
const CREW_COMBAT_ROUNDS = 3;

/**
 * Living crew of `side` aboard ship s (or the table's derelict, table/derelict.ts); with
 * `boardersOnly`, only the ready non-Security ones (those that may teleport, 000 "Step Four: Boarding").
 */
export function crewAboard(st: BattleState, s: number, side: number, boardersOnly: boolean): number {
  const d = st.plan.disks;
  let n = 0;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskSide[i] !== side || d.isCrew[i] === 0) continue;
    if (boardersOnly && (st.diskReady[i] === 0 || d.isSecurity[i] === 1)) continue;
    n++;
  }
  return n;
}

/** Σ combat of `side`'s ready crew aboard s: the counters it drops (000, "Crew Combat"). */
function readyCrewCombat(st: BattleState, s: number, side: number): number {
  let total = 0;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] === s && st.diskAlive[i] === 1 && st.diskReady[i] === 1 && st.diskSide[i] === side && st.plan.disks.isCrew[i] === 1) total += st.plan.disks.combat[i];
  }
  return total;
}

/** The loser's casualty (its choice, 000 "Crew Combat"), by its crew-casualty policy. */
function loseCrewInPlace(st: BattleState, s: number, side: number): void {
  const pick = pickCasualty(st, s, side, st.plan.policies[side].crewCasualty);
  if (pick < 0) return;
  if (st.trace !== null) st.trace.add(`   ${st.plan.disks.label[pick]} is lost`);
  st.removeDiskInPlace(pick);
}

/**
 * `side`'s command total aboard s for control (000, "Control"), with "+X command" abilities
 * (000, "Effects" 2: every own crew aboard +X during the Boarding Step): continuous ones of own
 * disks aboard, plus ready instant/expendable ones when `useTimed` (each disk id once). Both sides
 * count their ready timed command abilities; they are not flipped (docs/rules-interpretations.md).
 */
export function controlCommand(st: BattleState, s: number, side: number, useTimed: boolean): number {
  const d = st.plan.disks;
  let command = 0;
  let crew = 0;
  let bonus = 0;
  const stamp = st.nextStamp();
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskSide[i] !== side) continue;
    if (d.isCrew[i] === 1) {
      command += d.command[i];
      crew++;
    }
    if (d.abilityEffect[i] !== EFFECT_COMMAND || st.keySeen[d.key[i]] === stamp) continue;
    const type = d.abilityType[i];
    const usable = type === TYPE_CONTINUOUS || type === TYPE_STARTING || (useTimed && st.diskReady[i] === 1 && (type === TYPE_INSTANT || type === TYPE_EXPENDABLE));
    if (!usable) continue;
    st.keySeen[d.key[i]] = stamp;
    bonus += d.abilityValue[i];
  }
  return command + bonus * crew;
}

/**
 * Resolves a contested ship (000, "Step Four: Boarding"): up to three rounds of crew combat (each
 * side drops counters equal to its ready crew's combat; more hits wins and the loser loses one
 * crew; a tie costs each side one), then the side with the higher total command controls the ship
 * (ties keep the controller). A ship boarded with no defending crew is seized uncontested.
 */
function resolveShipInPlace(st: BattleState, s: number): void {
  const holder = st.owner[s];
  const boarder = 1 - holder;
  if (crewAboard(st, s, boarder, false) === 0) return;
  if (st.trace !== null) st.trace.add(` Boarding of ${st.plan.ships.label[s]}`);
  for (let round = 0; round < CREW_COMBAT_ROUNDS; round++) {
    if (crewAboard(st, s, holder, false) === 0 || crewAboard(st, s, boarder, false) === 0) break;
    const h = st.sampler.hits(st.rng, readyCrewCombat(st, s, holder));
    const b = st.sampler.hits(st.rng, readyCrewCombat(st, s, boarder));
    if (st.trace !== null) st.trace.add(`  crew combat round ${round + 1}: defenders ${h} hit${h === 1 ? '' : 's'}, boarders ${b}`);
    if (h <= b) loseCrewInPlace(st, s, holder);
    if (b <= h) loseCrewInPlace(st, s, boarder);
  }
  const holderCrew = crewAboard(st, s, holder, false);
  const boarderCrew = crewAboard(st, s, boarder, false);
  if (boarderCrew === 0) return;
  if (holderCrew === 0 || controlCommand(st, s, boarder, true) > controlCommand(st, s, holder, true)) captureShipInPlace(st, s, boarder);
}

/** Ship s changes sides (000, "Control"): its tech goes with it; the old side may lose squadrons. */
export function captureShipInPlace(st: BattleState, s: number, side: number): void {
  const old = st.owner[s];
  st.owner[s] = side;
  st.boarded = true;
  st.shipsLeft[old]--;
  st.shipsLeft[side]++;
  st.captures[side]++;
  st.boardTarget[s] = -1;
  for (let i = 0; i < st.nDisks; i++) if (st.diskShip[i] === s && st.plan.disks.isCrew[i] === 0) st.diskSide[i] = side;
  st.recomputeShipInPlace(s);
  st.recomputeSquadronBeamInPlace();
  st.enforceSquadronCapacityInPlace(old);
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} is captured by the ${side === 0 ? 'first' : 'second'} fleet`);
  st.checkOverInPlace();
}

/** Step Four: Boarding (000): every living ship with enemy crew aboard is resolved (none before any teleport, BattleState.boarded). */
export function boardingStepInPlace(st: BattleState): void {
  if (!st.boarded) return;
  for (let s = 0; s < st.nShips && !st.over; s++) if (st.alive[s] === 1) resolveShipInPlace(st, s);
}
