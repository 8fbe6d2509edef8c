import type { Trace } from '../game.js';
import { applyBlastInPlace } from './blast.js';
import * as codes from './plan.js';
import { shipToRepair } from './policies/repair-choice.js';
import type { ConquestState } from './state.js';

/** Imported constants as this module's own (docs/architecture.md, "Hot loops"). */
const { ROLE_MISSILE, ROLE_REPAIR, ROLES } = codes;

/**
 * Missile Launch (004, "Card Clarifications — Interstellar Missile"): destroy one of your
 * Interstellar Missiles and deal its Blast to each ship of each other player participating in the
 * Offensive, except those who played Diversion. Mandatory, even if the launcher has lost all its
 * ships; nothing happens without a missile. The missile is spent, not destroyed by anyone.
 */
export function launchMissileInPlace(state: ConquestState, launcher: number, trace: Trace | null): void {
  const plan = state.plan;
  const missile = state.firstOfRole(launcher, ROLE_MISSILE);
  if (missile < 0) {
    if (trace !== null) trace.add(`  ${plan.playerNames[launcher]} has no Interstellar Missile: Missile Launch does nothing`);
    return;
  }
  if (trace !== null) trace.add(`  ${plan.playerNames[launcher]} launches ${plan.unitLabel[missile]}`);
  state.destroyInPlace(missile, -1);
  const blast = plan.unitPower[missile];
  for (let q = 0; q < state.players; q++) {
    if (q === launcher || state.played[q] < 0) continue;
    if (state.diverted[q] === 1) {
      if (trace !== null) trace.add(`    ${plan.playerNames[q]} played Diversion: not hit`);
      continue;
    }
    applyBlastInPlace(state, q, blast, launcher, trace);
  }
}

/**
 * Repair Drones at the end of an Offensive (004, "Card Clarifications — Repair Drone"): remove up
 * to `repair` damage per living drone from player p's ships. A destroyed ship cannot be repaired
 * (it was destroyed the moment its damage reached its defense). The ships are the owner's choice,
 * one at a time by its repair policy (policies/repair-choice.ts).
 */
export function repairInPlace(state: ConquestState, p: number, trace: Trace | null): void {
  const plan = state.plan;
  if (state.roleAlive[p * ROLES + ROLE_REPAIR] === 0) return;
  let budget = 0;
  for (let u = 0; u < state.n; u++) {
    if (state.alive[u] === 1 && plan.unitOwner[u] === p && plan.unitRole[u] === ROLE_REPAIR) budget += plan.unitPower[u];
  }
  while (budget > 0) {
    const u = shipToRepair(state, p);
    if (u < 0) return;
    const removed = state.damage[u] < budget ? state.damage[u] : budget;
    state.repairInPlace(u, removed);
    budget -= removed;
    if (trace !== null) trace.add(`  Repair Drone removes ${removed} damage from ${plan.unitLabel[u]}`);
  }
}
