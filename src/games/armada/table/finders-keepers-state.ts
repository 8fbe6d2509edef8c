import { BattleState } from '../battle-state.js';

/**
 * The battle state of a Finders Keepers battle (000, "Appendix Two"): the battle is not over when
 * one fleet has no ship left — the other must still take and hold the derelict, and crew already
 * aboard it can hold it without a ship (table/derelict.ts) — only when both are gone, or when a
 * side has held the derelict for two Ready steps (the simulator sets `over` then).
 */
export class FindersKeepersState extends BattleState {
  override checkOverInPlace(): void {
    if (this.shipsLeft[0] === 0 && this.shipsLeft[1] === 0) this.over = true;
  }
}
