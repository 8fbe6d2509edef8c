/**
 * A Conquest at most one player joins (004, "1. Choosing a Tactic": the only player to play a
 * Tactic conquers without an Offensive) is played, untraced, without writing the arena
 * (conquest-phase.ts, unopposedInPlace; TacticChooser.chooseUnopposed picks the card). A traced
 * game always plays the full Conquest, so the same games played with and without a trace must
 * give the same tally, figure for figure — under both tactic policies, over enough games that
 * lone participants are common (about one Conquest in five) and the card one plays matters later.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { readGame } from '../../../../test/support/titanium-game.js';
import { compileGame } from './compile.js';
import { GameSimulator } from './simulator.js';

const GAMES = 200;

function tallies(tactic: 'greedy' | 'random'): { untraced: number[]; traced: number[]; lone: number } {
  const scenario = readGame({
    players: [
      { name: 'Ann', policies: { purchase: 'fleet-first', tactic } },
      { name: 'Bob', policies: { purchase: 'economy-first', tactic } },
      { name: 'Cy', policies: { purchase: 'tech-rush', tactic } },
    ],
    length: 'standard',
  });
  const plan = compileGame(scenario);
  const untraced = createTally(plan.tallySize);
  new GameSimulator(plan).run(chunkStream(5, 0), untraced, GAMES, null);
  const traced = createTally(plan.tallySize);
  const trace = new Trace();
  new GameSimulator(plan).run(chunkStream(5, 0), traced, GAMES, trace);
  const lone = trace.lines.filter((line) => / is the only player to play a Tactic$/.test(line)).length;
  return { untraced: Array.from(untraced), traced: Array.from(traced), lone };
}

describe('a Conquest with at most one participant', () => {
  for (const tactic of ['greedy', 'random'] as const) {
    it(`plays as the full Conquest does (${tactic} tactic choice): the same tally with and without a trace`, () => {
      const { untraced, traced, lone } = tallies(tactic);
      expect(lone).toBeGreaterThan(100);
      expect(untraced).toEqual(traced);
    });
  }
});
