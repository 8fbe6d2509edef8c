import * as catalogTypesConsts from './catalog-types.js';
import type { BattleState } from './battle-state.js';
import * as countersConsts from './counters.js';
import { critCount } from './counters.js';
import * as planConsts from './plan.js';
import { wantsCancel } from './policies/crit-cancel.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { CRITICALS } = catalogTypesConsts;
const { CRIT_COUNTERS } = countersConsts;
const { CRIT_BRIDGE, CRIT_ENGINEERING, TYPE_COMMAND, TYPE_CONTINUOUS, TYPE_EXPENDABLE, TYPE_INSTANT, TYPE_STARTING } = planConsts;

/** Shield hits (with no hull hit) that call for a critical check (000, "Critical Hits": three or more). */
const SHIELD_HITS_FOR_CRITICAL = 3;
/** Criticals a hull hit can inflict at once (000, "Critical Hits": one or two counters showing). */
const MAX_CRITICALS_AFTER_HULL_HIT = 2;
/** Per pattern of the five critical counters: how many show their critical side (critCount, as a table). */
const CRITS_SHOWN = Uint8Array.from({ length: 1 << CRIT_COUNTERS }, (_, mask) => critCount(mask));

/**
 * Applies `hits` to ship t (000, "Damage"): shields first, then hull; hull 0 destroys at once.
 * Then the critical check (000, "Critical Hits"): after >= 3 shield hits and no hull hit, drop the
 * five critical counters and exactly one showing its critical side gives that critical; after any
 * hull hit, one or two showing give those criticals. `canCrit` is false for squadron beams, which
 * never inflict critical hits on ships (000, "Segment One: Squadrons").
 */
export function damageShipInPlace(st: BattleState, t: number, hits: number, canCrit: boolean): void {
  if (hits <= 0 || st.alive[t] === 0) return;
  const shields = st.shields[t];
  const shieldHits = hits < shields ? hits : shields;
  const hullHits = hits - shieldHits;
  st.shields[t] = shields - shieldHits;
  if (st.trace !== null) st.trace.add(`    ${st.plan.ships.label[t]}: ${shieldHits} shield hit${shieldHits === 1 ? '' : 's'}, ${hullHits} hull hit${hullHits === 1 ? '' : 's'}`);
  if (hullHits > 0) {
    st.hull[t] -= hullHits;
    if (st.hull[t] <= 0) {
      st.hull[t] = 0;
      st.destroyShipInPlace(t);
      return;
    }
  }
  if (!canCrit || (hullHits === 0 && shieldHits < SHIELD_HITS_FOR_CRITICAL)) return;
  const pattern = st.sampler.critPattern(st.rng);
  const shown = CRITS_SHOWN[pattern];
  if (st.trace !== null) st.trace.add(`    critical check: ${shown} counter${shown === 1 ? '' : 's'} show a critical${shown > 0 ? ` (${CRITICALS.filter((_, c) => (pattern >> c) & 1).join(', ')})` : ''}`);
  if (hullHits > 0 ? shown < 1 || shown > MAX_CRITICALS_AFTER_HULL_HIT : shown !== 1) return;
  // Each critical shown, in CRITICALS order: the lowest set bit of what is left, then clear it.
  for (let rest = pattern; rest !== 0 && st.alive[t] === 1; rest &= rest - 1) criticalInPlace(st, t, 31 - Math.clz32(rest & -rest));
}

/**
 * Finds a cancel-critical ability of t's controller for critical c that may be used now:
 * continuous ones on a living disk aboard, starting ones of a disk that started aboard (never
 * lost), ready instant or expendable ones. Command abilities need an Activate Crew order, so they
 * never cancel a critical inflicted by the enemy. Returns the disk, or -1.
 */
function cancelDisk(st: BattleState, t: number, c: number): number {
  const d = st.plan.disks;
  let timed = -1;
  const candidates = st.cancelCriticalDisks;
  for (let k = 0; k < candidates.length; k++) {
    const i = candidates[k];
    if (d.abilityCritical[i] !== c) continue;
    const type = d.abilityType[i];
    if (type === TYPE_STARTING && d.ship[i] === t && d.side[i] === st.owner[t]) return i;
    if (st.diskShip[i] !== t || st.diskAlive[i] === 0 || st.diskSide[i] !== st.owner[t] || type === TYPE_COMMAND) continue;
    if (type === TYPE_CONTINUOUS) return i;
    if ((type === TYPE_INSTANT || type === TYPE_EXPENDABLE) && st.diskReady[i] === 1 && timed < 0) timed = i;
  }
  return timed;
}

/**
 * Inflicts critical c on ship t (000, "Critical Hits"), unless a cancel ability stops it (crit
 * cancel policy). The same critical a second time destroys the ship. Engineering removes all
 * tech aboard; bridge removes every bridge crew aboard, boarders' included ("Remove all bridge
 * crew (Admirals, Captains, First Officers, or Commanders) on your ship from play"); life support, weapons and shields forbid crew orders, beam fire and activate
 * shields (checked where those happen).
 */
export function criticalInPlace(st: BattleState, t: number, c: number): void {
  const d = st.plan.disks;
  const bit = 1 << c;
  const isRepeat = (st.crits[t] & bit) !== 0;
  const cancel = cancelDisk(st, t, c);
  if (cancel >= 0) {
    const type = d.abilityType[cancel];
    const standing = type === TYPE_CONTINUOUS || type === TYPE_STARTING;
    if (standing || wantsCancel(st.plan.policies[st.owner[t]].critCancel, isRepeat)) {
      if (type === TYPE_INSTANT) st.diskReady[cancel] = 0;
      else if (type === TYPE_EXPENDABLE) st.removeDiskInPlace(cancel);
      if (st.trace !== null) st.trace.add(`    ${d.label[cancel]} cancels the ${CRITICALS[c]} critical`);
      return;
    }
  }
  st.critsSuffered[st.owner[t] * CRITICALS.length + c]++;
  if (st.trace !== null) st.trace.add(`    ${st.plan.ships.label[t]} suffers ${/^[aeiou]/i.test(CRITICALS[c]) ? 'an' : 'a'} ${CRITICALS[c]} critical${isRepeat ? ' for the second time' : ''}`);
  if (isRepeat) {
    st.destroyShipInPlace(t);
    return;
  }
  st.crits[t] |= bit;
  if (c === CRIT_ENGINEERING || c === CRIT_BRIDGE) {
    let changed = false;
    for (let k = st.disksFrom(t), end = st.disksTo(t); k < end; k++) {
      const i = st.diskList[k];
      if (st.diskShip[i] !== t || st.diskAlive[i] === 0) continue;
      const hit = c === CRIT_ENGINEERING ? d.isCrew[i] === 0 : d.isBridge[i] === 1;
      if (!hit) continue;
      st.diskAlive[i] = 0;
      changed = true;
      if (st.trace !== null) st.trace.add(`    ${d.label[i]} is removed from play`);
    }
    if (changed) {
      st.recomputeShipInPlace(t);
      st.recomputeSquadronBeamInPlace();
      st.enforceSquadronCapacityInPlace(st.owner[t]);
    }
  }
}
