/**
 * The empty arena a whole game's plan keeps (arena.ts createArena): room for plan.fleetSlots units per
 * Player Order position and one never-alive sentinel after them, every unit empty (kind −1, no
 * owner's figures), every ship order padded with that sentinel, decisions not memoised.
 */
import { describe, expect, it } from 'vitest';
import { readGame } from '../../../../test/support/titanium-game.js';
import { compileGame } from './compile.js';

describe('the empty arena of a whole game', () => {
  it('has fleetSlots empty units per seat and the sentinel, which pads every ship order', () => {
    const plan = compileGame(readGame({ players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }));
    const arena = plan.arena;
    const UNIT_SLOTS = plan.fleetSlots;
    // The bundled game's largest fleet limit: a Leader's 4, the four Fleet +1 Planets, 12 Spaceports (their copies).
    expect(UNIT_SLOTS).toBe(20);
    const n = 3 * UNIT_SLOTS + 1;
    expect(arena.unitCount).toBe(n);
    expect(arena.unitKind).toEqual(new Array<number>(n).fill(-1));
    expect(arena.unitShields).toEqual(new Array<number>(n).fill(-1));
    expect(arena.shipOrder).toEqual([0, 1, 2].map(() => new Array<number>(UNIT_SLOTS).fill(n - 1)));
    expect(arena.unitOwner.slice(0, 2 * UNIT_SLOTS + 1)).toEqual([...new Array<number>(UNIT_SLOTS).fill(0), ...new Array<number>(UNIT_SLOTS).fill(1), 2]);
    expect(arena.memoFeasible).toEqual([0, 0, 0]);
    // Seats are named by position until a turn writes the players into them.
    expect(arena.playerNames).toEqual(['P1', 'P2', 'P3']);
  });
});
