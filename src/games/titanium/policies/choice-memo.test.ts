import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../cli/scenario-file.js';
import { configPath } from '../../../core/paths.js';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { compileTitanium } from '../compile.js';
import { ConquestSimulator } from '../conquest.js';
import type { TitaniumScenario } from '../scenario.js';
import { ConquestState } from '../state.js';
import { ChoiceMemo } from './choice-memo.js';

const planOf = (file: string) => compileTitanium(loadScenarioFile(configPath('scenarios', file)).scenario as TitaniumScenario);

describe('ChoiceMemo (the greedy Tactic choice, memoised by situation)', () => {
  it('gives one slot per situation: the same units, players in and chooser share it, any change makes a new one', () => {
    const plan = planOf('titanium-three-vs-three.yaml');
    const state = new ConquestState(plan);
    state.reset();
    const memo = new ChoiceMemo(plan);
    const first = memo.slotOf(state, 0, 0b11);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(memo.slotOf(state, 0, 0b11)).toBe(first);
    const others = [memo.slotOf(state, 1, 0b11), memo.slotOf(state, 0, 0b01)];
    state.damageInPlace(3, 1, 0);
    others.push(memo.slotOf(state, 0, 0b11));
    expect(new Set([first, ...others]).size).toBe(4);
    // Slots do not overlap: one score per card kind each.
    for (const at of others) expect(Math.abs(at - first)).toBeGreaterThanOrEqual(plan.cardKeys.length);
  });

  it('keeps every player\'s scores of a situation side by side, each player new to it once', () => {
    const plan = planOf('titanium-three-vs-three.yaml');
    const state = new ConquestState(plan);
    state.reset();
    const memo = new ChoiceMemo(plan);
    const kinds = plan.cardKeys.length;
    const first = memo.slotOf(state, 0, 0b11);
    expect(memo.created).toBe(true);
    expect(memo.slotOf(state, 0, 0b11)).toBe(first);
    expect(memo.created).toBe(false);
    // Player 1 in the same situation: the next kinds of the same slot, new to player 1.
    expect(memo.slotOf(state, 1, 0b11)).toBe(first + kinds);
    expect(memo.created).toBe(true);
    expect(memo.slotOf(state, 1, 0b11)).toBe(first + kinds);
    expect(memo.created).toBe(false);
    // Another situation and back: the look-up is not only the last one's.
    const other = memo.slotOf(state, 0, 0b01);
    expect(memo.created).toBe(true);
    expect(other).toBeGreaterThanOrEqual(first + 2 * kinds);
    expect(memo.slotOf(state, 1, 0b11)).toBe(first + kinds);
    expect(memo.created).toBe(false);
  });

  it('is off for players whose decisions are not memoised (a whole game arena: plan.memoFeasible 0)', () => {
    const plan = { ...planOf('titanium-three-vs-three.yaml'), memoFeasible: [0, 1] };
    const state = new ConquestState(plan);
    state.reset();
    const memo = new ChoiceMemo(plan);
    expect(memo.slotOf(state, 0, 0b11)).toBe(-1);
    expect(memo.slotOf(state, 1, 0b11)).toBeGreaterThanOrEqual(0);
  });

  it.each(['titanium-three-vs-three.yaml', 'titanium-four-way.yaml', 'titanium-missiles-and-diversion.yaml'])(
    '%s: Conquests with the memos play exactly as without them (same seed, same tally)',
    (file) => {
      const plan = planOf(file);
      const tallies = [plan, { ...plan, memoFeasible: plan.memoFeasible.map(() => 0) }].map((p) => {
        const tally = createTally(p.tallySize);
        new ConquestSimulator(p).run(chunkStream(11, 0), tally, 300, null);
        return Array.from(tally);
      });
      expect(tallies[0]).toEqual(tallies[1]);
    },
  );
});
