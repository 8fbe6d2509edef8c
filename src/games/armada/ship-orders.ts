import type { BattleState } from './battle-state.js';
import { damageShipInPlace } from './damage.js';
import * as planConsts from './plan.js';
import { rowFirst, rowSecond } from './plan.js';
import { teleportReach, timedTeleportDisk } from './policies/boarding-plan.js';
import * as escortTargetingConsts from './policies/escort-targeting.js';
import { pickEscortTargetInPlace } from './policies/escort-targeting.js';
import { pickShipTarget } from './policies/targeting.js';
import * as squadronTargetingConsts from './policies/squadron-targeting.js';
import { pickSquadronVictim } from './policies/squadron-targeting.js';
import { prefersTorpedo } from './policies/weapon-choice.js';
import * as ruleOptionsConsts from './rule-options.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { CRIT_LIFE_SUPPORT, CRIT_SHIELDS, EFFECT_BEAM, EFFECT_TORPEDO_DAMAGE, ORDER_ACTIVATE_CREW, ORDER_ACTIVATE_SHIELDS, ORDER_ATTACK, ORDER_CHANGE_HEADING, ORDER_CHANGE_SPEED, SPECIAL_ESCORT, TYPE_COMMAND, TYPE_EXPENDABLE, TYPE_INSTANT } = planConsts;
const { PICK_SQUADRON, PICK_TORPEDO } = escortTargetingConsts;
const { SQUADRON_SHIPS_FIRST_CODE } = squadronTargetingConsts;
const { SQUADRON_TARGETS_ANY_SHIP } = ruleOptionsConsts;

/** Deepest order chain through Activate Crew rows (000, "Crew Orders": order chains). */
const MAX_CHAIN = 4;
/** An escort fires once, and a second time after destroying a torpedo or squadron (000, "Escort"). */
const ESCORT_SHOTS = 2;
/** Scores of a crew order row's orders (activateCrewInPlace): an attack, a useful chain or recharge, nothing. */
const SCORE_ATTACK = 2;
const SCORE_USEFUL = 1;
const SCORE_NONE = 0;

/**
 * Executes one order of ship s (000, "Executing Orders"). Change speed and change heading have no
 * effect in the brawl model (docs, model notes: Armada: every unit is in range); a spatial model
 * runs them (BattleState.reach: the table's, when a crew disk's order row holds one).
 */
export function executeOrderInPlace(st: BattleState, s: number, order: number, depth: number): void {
  if (st.alive[s] === 0 || st.over) return;
  if (order === ORDER_ATTACK) attackInPlace(st, s);
  else if (order === ORDER_ACTIVATE_SHIELDS) activateShieldsInPlace(st, s);
  else if (order === ORDER_ACTIVATE_CREW) activateCrewInPlace(st, s, depth);
  else if (st.reach !== null && (order === ORDER_CHANGE_SPEED || order === ORDER_CHANGE_HEADING)) st.reach.moveOrderInPlace(s, order);
}

/**
 * Activate Shields (000, "Step One: Assign Orders"): set shields to any value from 0 to the
 * maximum: the maximum, or, when the ship plans to board (boarding policy), only as low as its
 * teleport reach needs (0 without a teleporter). Forbidden by a shields critical (000, "Critical Hits").
 */
export function activateShieldsInPlace(st: BattleState, s: number): void {
  if ((st.crits[s] & (1 << CRIT_SHIELDS)) !== 0) return;
  st.shields[s] = st.boardTarget[s] >= 0 ? Math.min(st.maxShields[s], teleportReach(st, s)) : st.maxShields[s];
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} sets its shields to ${st.shields[s]}`);
}

/**
 * Activates ship s's ready timed abilities of one effect for this phase (000, "Special Abilities":
 * instant and expendable ones any time, command ones only in an Activate Crew order), each disk id
 * at most once per ship per phase (000, "Multiple Disk Effects"). Greedy: used at once. `effect` is
 * EFFECT_BEAM or EFFECT_TORPEDO_DAMAGE; only the plan's disks with such an ability are looked at.
 * Skipping the phase's touch when there is nothing to use changes nothing: beamNow and torpedoNow
 * add a phase bonus only when its stamp is this phase's. The check for a ship with no such disk
 * aboard is kept apart from the pass over the disks, small enough for the JIT to inline at every call.
 * Returns false when that check found no such disk (the ship's beam and torpedo damage are as they were).
 */
export function useTimedAbilitiesInPlace(st: BattleState, s: number, effect: number, withCommand: boolean): boolean {
  // Until anyone boards only the disks that started aboard s are aboard it: none of them may have such an ability.
  if (!st.boarded && (effect === EFFECT_BEAM ? st.timedBeamStartingAboard : st.timedTorpedoStartingAboard)[s] === 0) return false;
  useTimedDisksInPlace(st, s, effect, withCommand);
  return true;
}

/** useTimedAbilitiesInPlace's pass over the plan's disks with a timed ability of `effect`. */
function useTimedDisksInPlace(st: BattleState, s: number, effect: number, withCommand: boolean): void {
  const d = st.plan.disks;
  st.touchPhaseInPlace(s);
  const candidates = effect === EFFECT_BEAM ? st.timedBeamDisks : st.timedTorpedoDisks;
  for (let c = 0; c < candidates.length; c++) {
    const i = candidates[c];
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== st.owner[s]) continue;
    const type = d.abilityType[i];
    if (type !== TYPE_INSTANT && type !== TYPE_EXPENDABLE && !(withCommand && type === TYPE_COMMAND)) continue;
    const at = s * st.keyCount + d.key[i];
    if (st.shipKeyStamp[at] === st.phase) continue;
    st.shipKeyStamp[at] = st.phase;
    if (effect === EFFECT_BEAM) st.phaseBeam[s] += d.abilityValue[i];
    else st.phaseTorpedo[s] += d.abilityValue[i];
    if (type === TYPE_EXPENDABLE) st.removeDiskInPlace(i);
    else st.diskReady[i] = 0;
    if (st.trace !== null) st.trace.add(`  ${d.label[i]}: +${d.abilityValue[i]} ${effect === EFFECT_BEAM ? 'beam' : 'torpedo'} damage this phase`);
  }
}

/** Fires s's beam (`beamBefore` before this shot's timed abilities) at enemy ship t (criticals possible). */
function fireBeamAtShipInPlace(st: BattleState, s: number, t: number, beamBefore: number): void {
  const beam = useTimedAbilitiesInPlace(st, s, EFFECT_BEAM, false) ? st.beamNow(s) : beamBefore;
  st.attacksMade++;
  const hits = st.sampler.hits(st.rng, beam);
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} fires ${beam} counters at ${st.plan.ships.label[t]}: ${hits} hit${hits === 1 ? '' : 's'}`);
  damageShipInPlace(st, t, hits, true);
}

/**
 * An attack against ships (000, "Order: Attack"): fire the beam, or launch a torpedo, as the side's
 * weapon policy chooses (policies/weapon-choice.ts; a torpedo strikes in this phase's torpedo
 * segment, the docs/ pages).
 */
function attackShipsInPlace(st: BattleState, s: number): void {
  const side = st.owner[s];
  const policy = st.plan.policies[side];
  const target = pickShipTarget(st, side, policy.targeting);
  if (target < 0) return;
  const beam = st.beamNow(s);
  if (st.torpedoes[s] > 0 && prefersTorpedo(policy.weapon, beam, st.torpedoNow(s))) launchTorpedoInPlace(st, s, side);
  else if (beam > 0) fireBeamAtShipInPlace(st, s, target, beam);
}

/** Ship s of `side` launches a torpedo (with this phase's timed torpedo bonuses) into this phase's torpedo segment. */
function launchTorpedoInPlace(st: BattleState, s: number, side: number): void {
  useTimedAbilitiesInPlace(st, s, EFFECT_TORPEDO_DAMAGE, false);
  st.attacksMade++;
  st.torpedoes[s]--;
  st.launchTorpedoInPlace(side, st.torpedoNow(s));
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} launches a torpedo (${st.torpedoNow(s)} damage)`);
}

/** Fires s's beam at the enemy ship its side's targeting policy picks (none: nothing happens). */
function beamAtShipsInPlace(st: BattleState, s: number): void {
  const side = st.owner[s];
  const target = pickShipTarget(st, side, st.plan.policies[side].targeting);
  if (target >= 0) fireBeamAtShipInPlace(st, s, target, st.beamNow(s));
}

/**
 * An escort's attack (000, "Special Ship Types", Escort): it may fire at a torpedo (destroyed by
 * one hit) or a squadron (all-or-nothing, 000 "Damaging Squadrons"); when it destroys one it fires
 * a second time: "the escort may immediately fire a second time", a second beam shot, never a
 * torpedo launch. What it fires at is the side's escort-targeting policy; with no torpedo or
 * squadron to shoot, its first shot is an ordinary attack on ships (beam or torpedo) and its
 * second a beam at a ship.
 */
function escortAttackInPlace(st: BattleState, s: number): void {
  const side = st.owner[s];
  // No torpedo in flight this phase and no enemy squadron: the escort finds neither (pickEscortTargetInPlace), so it attacks ships.
  if (st.torpCount === 0 && st.squadronsLeft[1 - side] === 0) {
    attackShipsInPlace(st, s);
    return;
  }
  const pick = st.escortPick;
  for (let shot = 0; shot < ESCORT_SHOTS && !st.over; shot++) {
    const beam = st.beamNow(s);
    pickEscortTargetInPlace(st, side, st.plan.policies[side].escortTargeting, pick);
    const torpedo = pick[PICK_TORPEDO];
    const squadron = pick[PICK_SQUADRON];
    if (beam === 0 || (torpedo < 0 && squadron < 0)) {
      if (shot === 0) attackShipsInPlace(st, s);
      else if (beam > 0) beamAtShipsInPlace(st, s);
      return;
    }
    useTimedAbilitiesInPlace(st, s, EFFECT_BEAM, false);
    st.attacksMade++;
    const hits = st.sampler.hits(st.rng, st.beamNow(s));
    const hull = torpedo >= 0 ? 1 : st.plan.squadrons.hull[squadron];
    if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} (escort) fires at ${torpedo >= 0 ? 'a torpedo' : st.plan.squadrons.label[squadron]}: ${hits} hit${hits === 1 ? '' : 's'}`);
    if (hits < hull) return;
    if (torpedo >= 0) {
      st.torpAlive[torpedo] = 0;
      if (st.trace !== null) st.trace.add('    the torpedo is destroyed');
    } else st.destroySquadronInPlace(squadron);
  }
}

/**
 * Teleports s's ready non-Security crew aboard its boarding target (000, "Order: Attack",
 * Teleport Crew; "Step Four": Security never boards an enemy) when both ships' shields are within
 * reach (0, or a teleporter ability's N) and, in the table model, within range: 1. The ship's personal tech goes with them ("Step Four:
 * Boarding": "personal tech disks that affect combat and command values are assumed to be with
 * the crew whose values they are affecting"); the brawl model does not say which crew wears it,
 * so it follows the boarding party. Returns false when the boarding is off.
 */
function teleportInPlace(st: BattleState, s: number): boolean {
  const t = st.boardTarget[s];
  st.boardTarget[s] = -1;
  if (t < 0 || st.alive[t] === 0 || st.owner[t] === st.owner[s]) return false;
  if (st.reach !== null && !st.reach.isShipWithinRange1(s, t)) return false;
  const need = Math.max(st.shields[s], st.shields[t]);
  if (need > teleportReach(st, s)) return false;
  if (need > st.teleport[s]) {
    const disk = timedTeleportDisk(st, s);
    if (st.plan.disks.abilityType[disk] === TYPE_EXPENDABLE) st.removeDiskInPlace(disk);
    else st.diskReady[disk] = 0;
  }
  const d = st.plan.disks;
  let moved = 0;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || d.isCrew[i] === 0 || d.isSecurity[i] === 1 || st.diskSide[i] !== st.owner[s]) continue;
    st.moveDiskAboardInPlace(i, t);
    moved++;
    if (st.trace !== null) st.trace.add(`  ${d.label[i]} teleports aboard ${st.plan.ships.label[t]}`);
  }
  if (moved === 0) return false;
  st.attacksMade++;
  for (let i = 0; i < st.nDisks; i++) {
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || d.isPersonal[i] === 0 || st.diskSide[i] !== st.owner[s]) continue;
    st.moveDiskAboardInPlace(i, t);
    if (st.trace !== null) st.trace.add(`  ${d.label[i]} goes with the boarders`);
  }
  st.recomputeShipInPlace(s);
  return true;
}

/**
 * Under the rule option squadronTargets "any-ship" (rule-options.ts), a ship whose side plays
 * squadronTargeting "squadrons-first" fires its beam at an enemy squadron (all-or-nothing, 000
 * "Damaging Squadrons"). False when it does not (default rule, other policy, no squadron, no beam).
 */
function beamAtSquadronInPlace(st: BattleState, s: number): boolean {
  const side = st.owner[s];
  if (st.plan.squadronTargets !== SQUADRON_TARGETS_ANY_SHIP || st.plan.policies[side].squadronTargeting === SQUADRON_SHIPS_FIRST_CODE) return false;
  const victim = pickSquadronVictim(st, side);
  if (victim < 0 || st.beamNow(s) === 0) return false;
  useTimedAbilitiesInPlace(st, s, EFFECT_BEAM, false);
  st.attacksMade++;
  const beam = st.beamNow(s);
  const hits = st.sampler.hits(st.rng, beam);
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} fires ${beam} counters at ${st.plan.squadrons.label[victim]}: ${hits} hit${hits === 1 ? '' : 's'}`);
  if (hits >= st.plan.squadrons.hull[victim]) st.destroySquadronInPlace(victim);
  return true;
}

/** The Attack order (000, "Order: Attack"): teleport when boarding, else beam or torpedo. */
export function attackInPlace(st: BattleState, s: number): void {
  if (st.boardTarget[s] >= 0 && teleportInPlace(st, s)) return;
  if (st.plan.ships.special[s] === SPECIAL_ESCORT) escortAttackInPlace(st, s);
  // The rule option's check first: under the default rule the squadron branch is never taken (and never compiled into the caller).
  else if (st.plan.squadronTargets !== SQUADRON_TARGETS_ANY_SHIP || !beamAtSquadronInPlace(st, s)) attackShipsInPlace(st, s);
}

function orderScore(st: BattleState, s: number, order: number, depth: number): number {
  if (order === ORDER_ATTACK) return st.beamNow(s) > 0 || st.torpedoes[s] > 0 ? SCORE_ATTACK : SCORE_NONE;
  if (order === ORDER_ACTIVATE_CREW) return depth + 1 < MAX_CHAIN ? SCORE_USEFUL : SCORE_NONE;
  if (order === ORDER_ACTIVATE_SHIELDS) return (st.crits[s] & (1 << CRIT_SHIELDS)) === 0 && st.shields[s] < st.maxShields[s] ? SCORE_USEFUL : SCORE_NONE;
  if (st.reach !== null && (order === ORDER_CHANGE_SPEED || order === ORDER_CHANGE_HEADING)) return st.reach.isMoveOrderUseful(s, order) ? SCORE_USEFUL : SCORE_NONE;
  return SCORE_NONE;
}

/**
 * The Activate Crew order (000, "Order: Activate Crew"; "Reloading Bombers"). A carrier whose
 * side has a bomber short of torpedoes fills that one bomber instead. Otherwise the ship uses its ready
 * command abilities and activates one ready crew to execute one of its order rows (both orders of
 * a paired row), the row scoring best (attack 2, activate crew or a useful recharge 1); an
 * Activate Crew row runs first, so chains resolve before the row's other order. A life support
 * critical forbids crew orders, not abilities (000, "Critical Hits").
 */
export function activateCrewInPlace(st: BattleState, s: number, depth: number): void {
  const side = st.owner[s];
  if (st.plan.ships.carrier[s] === 1 && reloadBombersInPlace(st, s, side)) return;
  useTimedAbilitiesInPlace(st, s, EFFECT_BEAM, true);
  useTimedAbilitiesInPlace(st, s, EFFECT_TORPEDO_DAMAGE, true);
  if ((st.crits[s] & (1 << CRIT_LIFE_SUPPORT)) !== 0) return;
  const d = st.plan.disks;
  let bestDisk = -1;
  let bestRow = 0;
  let bestScore = 0;
  for (let k = st.disksFrom(s), end = st.disksTo(s); k < end; k++) {
    const i = st.diskList[k];
    if (st.diskShip[i] !== s || st.diskAlive[i] === 0 || st.diskReady[i] === 0 || st.diskSide[i] !== side) continue;
    for (let r = d.rowStart[i]; r < d.rowStart[i] + d.rowCount[i]; r++) {
      const row = d.rows[r];
      const second = rowSecond(row);
      const score = orderScore(st, s, rowFirst(row), depth) + (second >= 0 ? orderScore(st, s, second, depth) : 0);
      if (score > bestScore) {
        bestScore = score;
        bestDisk = i;
        bestRow = row;
      }
    }
  }
  if (bestDisk < 0) return;
  st.diskReady[bestDisk] = 0;
  if (st.trace !== null) st.trace.add(`  ${d.label[bestDisk]} is activated`);
  const first = rowFirst(bestRow);
  const second = rowSecond(bestRow);
  if (first === ORDER_ACTIVATE_CREW) executeOrderInPlace(st, s, first, depth + 1);
  if (second === ORDER_ACTIVATE_CREW) executeOrderInPlace(st, s, second, depth + 1);
  if (first !== ORDER_ACTIVATE_CREW) executeOrderInPlace(st, s, first, depth + 1);
  if (second >= 0 && second !== ORDER_ACTIVATE_CREW) executeOrderInPlace(st, s, second, depth + 1);
}

/**
 * Fills one living bomber of `side` short of torpedoes up to its capacity, the one missing the
 * most (000, "Reloading Bombers": "you have a bomber squadron within Range: 1 that is not carrying
 * its full torpedo capacity, you may execute this order to fill the bomber"; every squadron is in
 * range in the brawl model; the table model asks BattleState.reach). False when none needed it.
 */
function reloadBombersInPlace(st: BattleState, s: number, side: number): boolean {
  const sq = st.plan.squadrons;
  let best = -1;
  let bestShort = 0;
  for (let i = 0; i < st.nSquadrons; i++) {
    if (st.sqAlive[i] === 0 || sq.side[i] !== side || sq.bomber[i] === 0) continue;
    if (st.reach !== null && !st.reach.isSquadronWithinRange1(s, i)) continue;
    const short = sq.torpedoes[i] - st.sqTorpedoes[i];
    if (short > bestShort) {
      best = i;
      bestShort = short;
    }
  }
  if (best < 0) return false;
  st.sqTorpedoes[best] = sq.torpedoes[best];
  if (st.trace !== null) st.trace.add(`  ${st.plan.ships.label[s]} reloads ${sq.label[best]}`);
  return true;
}
