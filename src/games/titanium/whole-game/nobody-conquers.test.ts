/**
 * A turn nobody conquers (004_dd1e7b8f2e4bcb57.txt, "How to Play", the Conquest: an unconquered
 * Planet goes under the pile and comes back later; nobody takes its deposits). With every
 * participation threshold at 1 a player joins only with every fleet's cost in its own: with two
 * fleets or more nobody does.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { titaniumGame } from './game.js';

describe('a turn nobody conquers', () => {
  it('the Planet goes under the pile, nobody takes it, and it comes back after the rest of the pile', () => {
    const sim = simulatorOf(readGame({ players: ['A', 'B', 'C'].map((name) => ({ name, policies: { participation: 1 } })), length: 'quick' }));
    const trace = new Trace();
    sim.run(chunkStream(5, 0), createTally(sim.plan.tallySize), 1, trace);
    const planets = trace.lines.flatMap((l) => /^Turn \d+ — .*; Planet to conquer: (.+) \(\d+ deposits\)/.exec(l)?.[1] ?? []);
    const conquests = trace.lines.filter((l) => / conquers /.test(l));
    expect(planets.length).toBe(sim.plan.maxTurns);
    expect(conquests).toEqual(planets.map((planet) => `Nobody conquers ${planet}: it goes under the pile`));
    // Each Planet went under the pile: after all of them, the first comes back, in the same order.
    const cards = sim.plan.planetCards;
    expect(new Set(planets.slice(0, cards)).size).toBe(cards);
    expect(planets.slice(cards, 2 * cards)).toEqual(planets.slice(0, Math.min(cards, planets.length - cards)));
    expect(trace.lines.at(-1)).toBe(`Result: nobody wins after ${sim.plan.maxTurns} turns`);
  });

  it('games that all run to maxTurns: the length of game histogram has a bin for every turn count 0 to maxTurns, all of it on maxTurns', () => {
    const scenario = readGame({ players: ['A', 'B'].map((name) => ({ name, policies: { participation: 1 } })), length: 'quick', maxTurns: 6 });
    const sim = simulatorOf(scenario);
    const tally = createTally(sim.plan.tallySize);
    sim.run(chunkStream(5, 0), tally, 3, null);
    const result = titaniumGame.summarize(scenario, sim.plan, tally, { seed: 5, chunkSize: 3, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' });
    expect(result.length.histogram).toEqual([0, 0, 0, 0, 0, 0, 1]);
  });
});
