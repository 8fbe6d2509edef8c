import { commandInitiativeInPlace, type InitiativeScratch } from '../initiative.js';
import type { TableState } from './table-state.js';

/**
 * Step Two: Command Initiative on the table (000, "Step Two: Command Initiative"): the brawl's
 * step, its command ties broken by each ship's current speed — the speed status marker
 * (TableState.speed), "the one with the lowest current speed goes first" — not its maximum.
 * Returns the number of ships acting (initiative.ts commandInitiativeInPlace).
 */
export function tableInitiativeInPlace(tb: TableState, scratch: InitiativeScratch): number {
  return commandInitiativeInPlace(tb.st, scratch, false, tb.speed);
}
