import type { BattleState } from './battle-state.js';
import { damageShipInPlace } from './damage.js';
import * as planConsts from './plan.js';
import * as squadronTargetingConsts from './policies/squadron-targeting.js';
import { pickSquadronVictim } from './policies/squadron-targeting.js';
import { pickShipTarget } from './policies/targeting.js';
import { prefersTorpedo } from './policies/weapon-choice.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { EFFECT_SQUADRON_BEAM, SIDES, TYPE_EXPENDABLE, TYPE_INSTANT } = planConsts;
const { SQUADRON_SHIPS_FIRST_CODE } = squadronTargetingConsts;

/** Total command of the crew aboard a side's carriers (squadron activation tie-break). */
function carrierCommand(st: BattleState, side: number): number {
  const d = st.plan.disks;
  let total = 0;
  for (let i = 0; i < st.nDisks; i++) {
    const s = st.diskShip[i];
    if (st.diskAlive[i] === 1 && st.diskSide[i] === side && st.owner[s] === side && st.alive[s] === 1 && st.plan.ships.carrier[s] === 1) total += d.command[i];
  }
  return total;
}

/**
 * A ready instant squadron-beam ability of `side` that has not yet boosted squadron q this
 * phase (000, "Multiple Disk Effects": two Flight Commanders may boost two squadrons, not one
 * twice). Used greedily, one per squadron; returns its value (0 when none).
 */
function squadronBoostInPlace(st: BattleState, q: number, side: number): number {
  const d = st.plan.disks;
  for (let i = 0; i < st.nDisks; i++) {
    if (d.abilityEffect[i] !== EFFECT_SQUADRON_BEAM || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== side) continue;
    const type = d.abilityType[i];
    if (type !== TYPE_INSTANT && type !== TYPE_EXPENDABLE) continue;
    const at = q * st.keyCount + d.key[i];
    if (st.sqKeyStamp[at] === st.phase) continue;
    st.sqKeyStamp[at] = st.phase;
    if (type === TYPE_EXPENDABLE) st.removeDiskInPlace(i);
    else st.diskReady[i] = 0;
    return d.abilityValue[i];
  }
  return 0;
}

/**
 * Squadron q of `side` attacks (000, "Segment One: Squadrons", Attack): a bomber with torpedoes
 * launches one or fires its beam as the side's bomber-weapon policy chooses
 * (policies/weapon-choice.ts); others fire beams at what the squadron-targeting policy picks.
 */
export function squadronAttackInPlace(st: BattleState, q: number, side: number): void {
  const sq = st.plan.squadrons;
  const policy = st.plan.policies[side];
  if (sq.bomber[q] === 1 && st.sqTorpedoes[q] > 0 && prefersTorpedo(policy.bomberWeapon, sq.beam[q] + st.squadronBeamBonus[side], sq.torpedoDamage[q])
    && (st.reach === null || pickShipTarget(st, side, policy.targeting) >= 0)) {
    st.sqTorpedoes[q]--;
    st.launchTorpedoInPlace(side, sq.torpedoDamage[q]);
    if (st.trace !== null) st.trace.add(`  ${sq.label[q]} launches a torpedo (${sq.torpedoDamage[q]} damage)`);
    return;
  }
  const victim = policy.squadronTargeting === SQUADRON_SHIPS_FIRST_CODE ? -1 : pickSquadronVictim(st, side);
  const target = victim >= 0 ? -1 : pickShipTarget(st, side, policy.targeting);
  if (victim < 0 && target < 0) return;
  const beam = sq.beam[q] + st.squadronBeamBonus[side] + squadronBoostInPlace(st, q, side);
  const hits = st.sampler.hits(st.rng, beam);
  if (st.trace !== null) st.trace.add(`  ${sq.label[q]} fires ${beam} counters at ${victim >= 0 ? sq.label[victim] : st.plan.ships.label[target]}: ${hits} hit${hits === 1 ? '' : 's'}`);
  if (victim >= 0) {
    if (hits >= sq.hull[victim]) st.destroySquadronInPlace(victim);
  } else damageShipInPlace(st, target, hits, false);
}

/** One side activates all its squadrons (squadronAttackInPlace each). */
function activateSquadronsInPlace(st: BattleState, side: number): void {
  const sq = st.plan.squadrons;
  for (let q = 0; q < st.nSquadrons && !st.over; q++) {
    if (st.sqAlive[q] === 0 || sq.side[q] !== side) continue;
    squadronAttackInPlace(st, q, side);
  }
}

/**
 * The side that activates its squadrons first (000, "Segment One: Squadrons"): the one with fewer
 * squadrons in play; on a tie, the one whose carriers have the higher total command; then at random.
 */
export function firstSquadronSide(st: BattleState): number {
  const a = st.squadronsLeft[0];
  const b = st.squadronsLeft[1];
  if (a !== b) return a < b ? 0 : 1;
  const ca = carrierCommand(st, 0);
  const cb = carrierCommand(st, 1);
  return ca !== cb ? (ca > cb ? 0 : 1) : st.rng.below(SIDES);
}

/**
 * Segment one (000, "Segment One: Squadrons"): the side with fewer squadrons in play activates
 * all of them first; on a tie, the side whose carriers have the higher total command; then at
 * random. Squadron damage to squadrons is all-or-nothing (000, "Damaging Squadrons"); squadron
 * beams never inflict critical hits on ships.
 */
export function squadronSegmentInPlace(st: BattleState): void {
  if (st.squadronsLeft[0] === 0 && st.squadronsLeft[1] === 0) return;
  const first = firstSquadronSide(st);
  if (st.trace !== null) st.trace.add(` Squadron segment (${first === 0 ? 'first' : 'second'} fleet activates first)`);
  activateSquadronsInPlace(st, first);
  if (!st.over) activateSquadronsInPlace(st, 1 - first);
}

/**
 * Segment three (000, "Segment Three: Torpedoes"; the docs/ pages, brawl): every torpedo launched this
 * phase and not shot down strikes an enemy ship with probability `torpedoHit`, chosen by the
 * launching side's targeting policy when it strikes. Torpedoes never hit squadrons.
 */
export function torpedoSegmentInPlace(st: BattleState): void {
  if (st.torpCount === 0) return;
  for (let k = 0; k < st.torpCount && !st.over; k++) {
    if (st.torpAlive[k] === 0) continue;
    st.torpAlive[k] = 0;
    const side = st.torpSide[k];
    if (st.plan.torpedoHit < 1 && !st.rng.chance(st.plan.torpedoHit)) continue;
    const target = pickShipTarget(st, side, st.plan.policies[side].targeting);
    if (target < 0) continue;
    st.torpedoStrikes[side]++;
    const hits = st.sampler.hits(st.rng, st.torpDamage[k]);
    if (st.trace !== null) st.trace.add(`  a torpedo strikes ${st.plan.ships.label[target]}: ${hits} hit${hits === 1 ? '' : 's'}`);
    damageShipInPlace(st, target, hits, true);
  }
  st.torpCount = 0;
}
