import type { DiceSource } from '../../../core/dice-source.js';
import type { Trace } from '../../game.js';
import { playConquestInPlace, type ConquestParts } from '../conquest-loop.js';
import { writeSeatsInPlace } from './arena.js';
import type { GameState } from './game-state.js';
import type { Outfitting } from './outfitting.js';
import * as codes from './plan.js';
import type { GamePlan } from './plan.js';
import { fleetCostsInto, isJoining } from './policies/participation.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { E_UPGRADES_IGNORED } = codes;

/**
 * The Conquest phase of a turn (004, "Conquest"): in Player Order each player with a ship joins
 * or stays out (participation policy; `costs` is scratch for the fleets' costs), the fleets are written into the arena (upgrades ignored
 * under such an Event; `slotOf` is scratch for the arena units' fleet slots), the Conquest is played with today's conquest engine (../conquest-loop.ts,
 * its tactic and allocation policies), and afterwards destroyed units go back to the Arsenal with
 * their upgrades, credits spent on discards are paid, and every hand is refilled to its limit (a
 * lone participant, who conquered without an Offensive, draws too: 004, "1. Choosing a Tactic"
 * sends it to step 4). Returns the conquering game player, or −1.
 */
export function conquestPhaseInPlace(
  plan: GamePlan, state: GameState, parts: ConquestParts, rules: Outfitting, event: number, costs: Int32Array, slotOf: Int32Array, rng: DiceSource, trace: Trace | null,
): number {
  const P = plan.players;
  // Who joins, from the fleets' costs (−1: no Ship), in Player Order: bit `pos` of `joining`.
  fleetCostsInto(plan, state, costs);
  let total = 0;
  for (let g = 0; g < P; g++) if (costs[g] > 0) total += costs[g];
  let joining = 0;
  let joined = 0;
  let last = -1;
  for (let pos = 0; pos < P; pos++) {
    const g = (state.first + pos) % P;
    if (costs[g] < 0 || !isJoining(costs[g], total, plan.participation[g])) continue;
    joining |= 1 << pos;
    joined++;
    last = pos;
  }
  if (joined <= 1 && trace === null) return unopposedInPlace(plan, state, parts, last, rng);
  const conquest = parts.state;
  const ignore = event >= 0 && plan.eventEffect[event] === E_UPGRADES_IGNORED;
  conquest.n = writeSeatsInPlace(plan, parts.plan, state, ignore, trace !== null, slotOf);
  conquest.reset();
  for (let pos = 0; pos < P; pos++) {
    if ((joining & (1 << pos)) !== 0) continue;
    conquest.out[pos] = 1;
    const g = (state.first + pos) % P;
    if (trace !== null) trace.add(`${plan.playerNames[g]} stays out of the Conquest${costs[g] >= 0 ? '' : ' (no ships)'}`);
  }
  const outcome = joined === 0 ? P : playConquestInPlace(parts, rng, trace);
  const arena = parts.plan;
  const alive = conquest.alive;
  const owner = arena.unitOwner;
  for (let u = 0; u < conquest.n; u++) if (alive[u] === 0) rules.removeUnitInPlace((state.first + owner[u]) % P, slotOf[u]);
  for (let pos = 0; pos < P; pos++) {
    const g = (state.first + pos) % P;
    state.credits[g] = conquest.credits[pos];
    state.lostUnits[g] += conquest.lost[pos];
    state.destroyedUnits[g] += conquest.destroyed[pos];
  }
  for (let pos = 0; pos < P; pos++) parts.deck.fillHand(pos, rng);
  return outcome < P ? (state.first + outcome) % P : -1;
}

/**
 * The Conquest phase when at most one player joins, untraced, without writing the arena: the lone
 * participant (Player Order position `lone`, or −1 for nobody) plays a Tactic and conquers without
 * an Offensive, as playConquestInPlace has it (004, "1. Choosing a Tactic": the only player to play
 * a Tactic conquers; with an empty hand it cannot, and nobody does), nothing is destroyed or paid,
 * and every hand is refilled. The card it plays is TacticChooser.chooseUnopposed's, the card its
 * policy plays with no enemy in the Conquest. Returns the conquering game player, or −1. A traced
 * phase always takes the full path, so a replay shows every step; the result is the same either way.
 */
function unopposedInPlace(plan: GamePlan, state: GameState, parts: ConquestParts, lone: number, rng: DiceSource): number {
  const P = plan.players;
  const deck = parts.deck;
  let conqueror = -1;
  if (lone >= 0 && deck.handCount[lone] > 0) {
    const g = (state.first + lone) % P;
    deck.discardCard(deck.takeFromHand(lone, parts.chooser.chooseUnopposed(lone, plan.tactic[g], rng)));
    conqueror = g;
  }
  for (let pos = 0; pos < P; pos++) deck.fillHand(pos, rng);
  return conqueror;
}
