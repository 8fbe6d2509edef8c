import type { Arsenal } from '../arsenal.js';
import type { TacticDeck } from '../deck.js';
import * as codes from '../plan.js';
import type { TitaniumPlan } from '../plan.js';
import type { GameState } from './game-state.js';
import type { GamePlan } from './plan.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { ALLOCATION_CODES, BLAST_SHIELD_CODES, CREDIT_UNIT, DISCARD_CODES, REPAIR_CODES, ROLE_SHIP, SPECIAL_DIVERSION, SPECIAL_MISSILE_LAUNCH, SPECIAL_NONE, SPECIAL_PLANETARY_FIRE, TACTIC_CODES, VALUE_CODES } = codes;

const SPECIAL_CODE = { diversion: SPECIAL_DIVERSION, 'missile-launch': SPECIAL_MISSILE_LAUNCH, 'planetary-fire': SPECIAL_PLANETARY_FIRE } as const;

/**
 * The arena: a Conquest plan (../plan.ts) with room for `slots` units per Player Order position
 * (the game's fleet slots, plan.fleetSlots) and one never-alive sentinel after them, every unit
 * empty (kind −1), and hands of up to `hand` cards (plan.handSlots). Each turn `writeSeatsInPlace`
 * fills it with the fleets as they are, so every Conquest of every game runs on one plan and one
 * ConquestSimulator's state (no allocation per game). The plan keeps this empty arena; each
 * simulator writes into its own copy. Decisions are not memoised (memoFeasible 0):
 * fleets change every turn, so a memo would rarely hit.
 */
export function createArena(players: number, arsenal: Arsenal, deck: TacticDeck, maxOffensives: number, slots: number, hand: number): TitaniumPlan {
  const kindKeys = arsenal.units.map((u) => u.key);
  const n = players * slots + 1;
  const zeros = () => new Array<number>(n).fill(0);
  const perPlayer = (value: number) => new Array<number>(players).fill(value);
  const activationBit = (key: string) => (kindKeys.includes(key) ? 1 << kindKeys.indexOf(key) : 0);
  const start: number[] = [];
  deck.cards.forEach((card, c) => {
    for (let k = 0; k < card.count; k++) start.push(c);
  });
  return {
    game: 'titanium', players, playerNames: Array.from({ length: players }, (_, p) => `P${p + 1}`), maxOffensives, kindKeys,
    unitCount: n, unitOwner: Array.from({ length: n }, (_, u) => Math.min(players - 1, Math.floor(u / slots))),
    unitKind: new Array<number>(n).fill(-1), unitRole: zeros(), unitLabel: new Array<string>(n).fill(''), unitAttack: zeros(), unitDefense: zeros(),
    unitStartDamage: zeros(), unitEvasion: zeros(), unitSelfDestruct: zeros(), unitShields: new Array<number>(n).fill(-1), unitMagnetic: zeros(),
    unitPower: zeros(), unitCost: zeros(), valueTable: [zeros(), zeros()],
    shipOrder: Array.from({ length: players }, () => new Array<number>(slots).fill(n - 1)),
    handLimit: perPlayer(hand), credits: perPlayer(0), fixedHand: Array.from({ length: players }, () => []),
    allocation: perPlayer(0), valueCode: perPlayer(0), tactic: perPlayer(0), priorityWeight: perPlayer(0), withdrawBelow: perPlayer(-1),
    discard: perPlayer(0), useMinefield: perPlayer(1), blastShield: perPlayer(0), repair: perPlayer(0),
    cardKeys: deck.cards.map((c) => c.key), cardNames: deck.cards.map((c) => c.name), cardPriority: deck.cards.map((c) => c.priority),
    cardActivates: deck.cards.map((c) => c.activates.reduce((bits, key) => bits | activationBit(key), 0)),
    cardTargets: deck.cards.map((c) => c.targets.reduce((bits, key) => bits | activationBit(key), 0)),
    cardMultiplier: deck.cards.map((c) => (c.x2 ? 2 : 1)),
    cardSpecial: deck.cards.map((c) => (c.special === null ? SPECIAL_NONE : SPECIAL_CODE[c.special])),
    buildingAttack: new Array<number>(players * deck.cards.length).fill(0), deck: start, deckSize: deck.size, deckSample: deck.sample,
    maxStrength: 0, memoFeasible: perPlayer(0), offensivesSlot: 0, rotateSeats: 0, seatWinSlot: 0, creditSlot: [], survivorSlot: [], survivorCount: [], unitSurvivedSlot: [],
    outcomes: [], tallySize: 0,
  };
}

/** The seat policies as the arena's codes (scenario names → ../plan.ts codes). */
export const arenaCodes = { allocation: ALLOCATION_CODES, value: VALUE_CODES, tactic: TACTIC_CODES, discard: DISCARD_CODES, blastShield: BLAST_SHIELD_CODES, repair: REPAIR_CODES } as const;

/**
 * Writes every player's fleet, buildings and Conquest policies into `arena`, the simulator's own
 * copy of plan.arena (a plan is never changed), in Player Order from the 1st Player (position 0)
 * on, and returns the number of arena units written. The units are packed: position 0's units
 * first, then position 1's, each in fleet-slot order, with no empty slot between them, so the
 * Conquest's loops over units (ConquestState.n, set to the count) skip no empty slots, and the
 * units meet every policy in the order they would in fixed slots. `slotOf[u]` receives the fleet
 * slot arena unit u came from (for the units destroyed, conquest-phase.ts).
 */
export function writeSeatsInPlace(
  plan: GamePlan, arena: TitaniumPlan, state: GameState, ignoreUpgrades: boolean, labels: boolean, slotOf: Int32Array,
): number {
  let next = 0;
  for (let pos = 0; pos < plan.players; pos++) next = writeSeatInPlace(plan, arena, state, (state.first + pos) % plan.players, pos, next, ignoreUpgrades, labels, slotOf);
  return next;
}

/**
 * Writes game player g's seat into Player Order position `pos` of `arena`, its units from arena
 * unit `first` on (see writeSeatsInPlace), and returns the next free arena unit: upgrades folded
 * into each ship as in ../compile.ts, or ignored under an Event like Anti-Matter Shower; its ships
 * by cost, dearest first, padded with the sentinel; the participation threshold as the withdraw
 * rule (plan.withdrawShare). Unit labels are written only when tracing.
 */
function writeSeatInPlace(
  plan: GamePlan, arena: TitaniumPlan, state: GameState, g: number, pos: number, first: number, ignoreUpgrades: boolean, labels: boolean, slotOf: Int32Array,
): number {
  // The arrays read and written, in locals once: a seat is written every turn.
  const order = arena.shipOrder[pos];
  const { unitKind, unitOwner, unitRole, unitAttack, unitDefense, unitEvasion, unitSelfDestruct, unitShields, unitMagnetic, unitPower, unitCost } = arena;
  const value0 = arena.valueTable[0];
  const value1 = arena.valueTable[1];
  const { fleet, upgradeCount, foldedAttack, foldedDefense, foldedCost, foldedEvasion, foldedSelfDestruct, foldedShields, foldedMagnetic } = state;
  const kindRole = plan.unitRole;
  const kindPower = plan.unitPower;
  let ships = 0;
  let next = first;
  const slots = plan.fleetSlots;
  const base = g * slots;
  // Only the slots player g has used this game (GameState.top): the others are empty.
  const top = state.top[g];
  for (let s = 0; s < top; s++) {
    const at = base + s;
    const kind = fleet[at];
    if (kind < 0) continue;
    const u = next++;
    unitKind[u] = kind;
    unitOwner[u] = pos;
    slotOf[u] = s;
    // The unit as Outfitting folded it (folded-units.ts); under an Event that ignores upgrades, its printed figures.
    const count = upgradeCount[at];
    const folded = count === 0 || !ignoreUpgrades;
    const attack = folded ? foldedAttack[at] : plan.unitAttack[kind];
    const cost = foldedCost[at];
    const role = kindRole[kind];
    const power = kindPower[kind];
    const credits = Math.round(cost / CREDIT_UNIT);
    unitRole[u] = role;
    unitAttack[u] = attack;
    if (folded) {
      unitDefense[u] = foldedDefense[at];
      unitEvasion[u] = foldedEvasion[at];
      unitSelfDestruct[u] = foldedSelfDestruct[at];
      unitShields[u] = foldedShields[at];
      unitMagnetic[u] = foldedMagnetic[at];
    } else {
      unitDefense[u] = plan.unitDefense[kind];
      unitEvasion[u] = 0;
      unitSelfDestruct[u] = 0;
      unitShields[u] = -1;
      unitMagnetic[u] = 0;
    }
    unitPower[u] = power;
    unitCost[u] = credits;
    value0[u] = cost;
    value1[u] = role === ROLE_SHIP ? attack : power;
    if (labels) arena.unitLabel[u] = `${plan.playerNames[g]}'s ${plan.itemNames[kind]} #${s + 1}${count > 0 ? (ignoreUpgrades ? ' (upgrades ignored)' : ' (upgraded)') : ''}`;
    if (role !== ROLE_SHIP) continue;
    // Insertion by cost, dearest first (ties: lower slot first), as ../compile.ts orders ships.
    let k = ships++;
    while (k > 0 && unitCost[order[k - 1]] < credits) {
      order[k] = order[k - 1];
      k--;
    }
    order[k] = u;
  }
  const sentinel = arena.unitCount - 1;
  for (let k = ships; k < slots; k++) order[k] = sentinel;
  // Only the cards that activate buildings (Planetary Fire): every other card's extra stays 0.
  const buildingCards = plan.buildingCards;
  if (buildingCards.length > 0) {
    const cards = arena.cardKeys.length;
    const held = state.buildings;
    const heldBase = g * plan.buildingCount;
    for (let j = 0; j < buildingCards.length; j++) {
      const c = buildingCards[j];
      let extra = 0;
      for (let k = plan.cardBuildingStart[c]; k < plan.cardBuildingStart[c + 1]; k++) {
        const b = plan.itemOf[plan.cardBuildings[k]];
        extra += plan.buildingAttack[b] * held[heldBase + b];
      }
      arena.buildingAttack[pos * cards + c] = extra;
    }
  }
  arena.playerNames[pos] = plan.playerNames[g];
  arena.credits[pos] = state.credits[g];
  arena.allocation[pos] = plan.allocation[g];
  arena.valueCode[pos] = plan.valueCode[g];
  arena.tactic[pos] = plan.tactic[g];
  arena.priorityWeight[pos] = plan.priorityWeight[g];
  arena.withdrawBelow[pos] = plan.withdrawShare[g];
  arena.discard[pos] = plan.discard[g];
  arena.useMinefield[pos] = plan.useMinefield[g];
  arena.blastShield[pos] = plan.blastShield[g];
  arena.repair[pos] = plan.repair[g];
  return next;
}
