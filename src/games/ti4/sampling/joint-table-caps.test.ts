/**
 * JointTable.build gives up (null, and the table battle falls back to one draw per side and round)
 * when a side's state table or CDF store is full: a successor state of −1 ("past the table's cap",
 * JointSides.stepOf) or a CDF offset of −1 ("the CDF store is full", JointSides.cdfOf) anywhere in
 * the reachable battle. Checked by wrapping the real sides of a dreadnought duel (rules 003 "MAKE
 * COMBAT ROLLS", "SUSTAIN DAMAGE": fresh, damaged, lost — 3 × 3 joint states) and making one call fail.
 */
import { describe, expect, it } from 'vitest';
import { Ti4Simulator } from '../battle.js';
import { compileTi4 } from '../compile.js';
import { parseTi4Scenario } from '../scenario.js';
import { JointTable, type JointSides } from './joint-table.js';
import type { StateTable } from './state-table.js';
import type { TableStep } from './state-table.js';

interface BattleInternals {
  ta: StateTable; td: StateTable; startA: number; startD: number; classesA: number; classesD: number;
  a: unknown; d: unknown;
  cdfOf(table: StateTable, state: number, key: number): number;
  successor(table: StateTable, side: unknown, state: number, step: TableStep, hits: number): number;
}

/** The dreadnought duel's real sides; `failStep` / `failCdf` pick the calls that report a full table. */
function duel(failStep: (side: 0 | 1, hits: number) => boolean, failCdf: (side: 0 | 1) => boolean = () => false) {
  const sim = new Ti4Simulator(compileTi4(parseTi4Scenario({ game: 'ti4', attacker: { units: { dreadnought: 1 } }, defender: { units: { dreadnought: 1 } } }, 'test')));
  const tb = (sim as unknown as { tableBattle: BattleInternals }).tableBattle;
  const sides: JointSides = {
    tables: [tb.ta, tb.td],
    classes: [tb.classesA, tb.classesD],
    cdfOf: (side, state, key) => (failCdf(side) ? -1 : tb.cdfOf(side === 0 ? tb.ta : tb.td, state, key)),
    stepOf: (side, state, step, hits) => (failStep(side, hits) ? -1 : side === 0 ? tb.successor(tb.ta, tb.a, state, step, hits) : tb.successor(tb.td, tb.d, state, step, hits)),
  };
  return JointTable.build(sides, tb.startA, tb.startD, null);
}

describe('JointTable.build and full tables', () => {
  it('the premise: with nothing full, the duel\'s 9 joint states', () => {
    expect(duel(() => false)?.size).toBe(9);
  });

  it('the defender\'s state after 1 hit past the cap: no joint table', () => {
    expect(duel((side, hits) => side === 1 && hits === 1)).toBeNull();
  });

  it('the attacker\'s state after 1 hit past the cap: no joint table', () => {
    expect(duel((side, hits) => side === 0 && hits === 1)).toBeNull();
  });

  it('the state after 0 hits past the cap (every hit count with a chance is asked for): no joint table', () => {
    // successors asks stepOf for every hit count with a chance above 0, 0 hits included.
    expect(duel((_side, hits) => hits === 0)).toBeNull();
  });

  it('either side\'s CDF store full: no joint table', () => {
    expect(duel(() => false, (side) => side === 0)).toBeNull();
    expect(duel(() => false, (side) => side === 1)).toBeNull();
  });
});
