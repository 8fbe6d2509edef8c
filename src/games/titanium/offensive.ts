import type { Trace } from '../game.js';
import { resolveAttackInPlace, totalAttackStrength, type AttackScratch } from './attack.js';
import * as codes from './plan.js';
import type { Allocator } from './policies/situation.js';
import { launchMissileInPlace } from './specials.js';
import type { ConquestState } from './state.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { SPECIAL_DIVERSION, SPECIAL_MISSILE_LAUNCH } = codes;

/**
 * The highest Tactic priority (004, "resolved in order of Priority (from 0 to 7)"); this module
 * reads its private LAST_PRIORITY (V8 hole-checks an exported binding at every use, even here).
 */
const LAST_PRIORITY = 7;
export const MAX_PRIORITY = LAST_PRIORITY;

/** Scratch the resolution reuses across battles: the players' allocators and the attack scratch. */
export interface ResolveScratch {
  allocators: Allocator[];
  attack: AttackScratch;
}

/**
 * Step 3 of an Offensive (004, "3. Resolving Tactics"): the revealed Tactics (`state.played`) are
 * resolved by priority from 0 to 7. Tactics of equal priority compute their Total Attack Strength
 * simultaneously, then assign damage in Player Order ("Simultaneous Attack"; `state.order`). Diversion does
 * nothing by itself (it shields its player from Missile Launch, see specials.ts); Missile Launch
 * fires a missile; every other card attacks the participating enemies (attack.ts). A player whose
 * ships were destroyed earlier in the Offensive still resolves its Tactic with what it has left.
 */
export function resolveTacticsInPlace(state: ConquestState, scratch: ResolveScratch, trace: Trace | null): void {
  const plan = state.plan;
  const P = state.players;
  let participants = 0;
  for (let p = 0; p < P; p++) if (state.played[p] >= 0) participants |= 1 << p;
  let priority = -1;
  for (;;) {
    // The next priority any revealed Tactic has (at most one step per participant).
    let next = LAST_PRIORITY + 1;
    for (let p = 0; p < P; p++) {
      const card = state.played[p];
      if (card >= 0 && plan.cardPriority[card] > priority && plan.cardPriority[card] < next) next = plan.cardPriority[card];
    }
    if (next > LAST_PRIORITY) return;
    priority = next;
    for (let p = 0; p < P; p++) {
      const card = state.played[p];
      if (card < 0 || plan.cardPriority[card] !== priority) continue;
      state.strength[p] = plan.cardSpecial[card] === SPECIAL_DIVERSION || plan.cardSpecial[card] === SPECIAL_MISSILE_LAUNCH ? 0 : totalAttackStrength(state, p, card);
    }
    for (let k = 0; k < P; k++) {
      const p = state.order[k];
      const card = state.played[p];
      if (card < 0 || plan.cardPriority[card] !== priority) continue;
      const special = plan.cardSpecial[card];
      if (special === SPECIAL_DIVERSION) {
        if (trace !== null) trace.add(`  ${plan.playerNames[p]} plays ${plan.cardNames[card]} (priority ${priority})`);
      } else if (special === SPECIAL_MISSILE_LAUNCH) {
        if (trace !== null) trace.add(`  ${plan.playerNames[p]} plays ${plan.cardNames[card]} (priority ${priority})`);
        launchMissileInPlace(state, p, trace);
      } else {
        resolveAttackInPlace(state, p, card, state.strength[p], participants, scratch.allocators[p], scratch.attack, trace);
      }
    }
  }
}
