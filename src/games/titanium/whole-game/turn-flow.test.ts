/**
 * The turns of a whole game read back from its trace (004, "How to Play"): Exploration (the top
 * Planet/Event card's Planet is to conquer, the next card's Event is in force — so the Event shown
 * is the next turn's Planet card), Production (each player collects its Leader's production, its
 * conquered Planets', 150¢ per Refinery, plus a production Event's amount), the Conquest (the
 * conqueror takes the Planet and its deposits; an unconquered Planet goes under the pile), the 1st
 * Player token passing clockwise, and the end (004, "End of Turn and End of Game": the target
 * deposits win; salvo stops at maxTurns).
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { REFINERY_INCOME } from './plan.js';

function play(raw: object, games: number, seed: number) {
  const sim = simulatorOf(readGame(raw));
  const trace = new Trace();
  sim.run(chunkStream(seed, 0), createTally(sim.plan.tallySize), games, trace);
  return { plan: sim.plan, lines: trace.lines };
}

describe('the turns of a whole game, from its trace', () => {
  it('Exploration, Production, Conquest, the token and the end agree with the rules, turn after turn', () => {
    const names = ['A', 'B', 'C'];
    const { plan, lines } = play({ players: names.map((name) => ({ name, policies: { purchase: name === 'B' ? 'economy-first' : 'fleet-first' } })), length: 'quick' }, 3, 17);
    let games = 0;
    let checkedIncome = 0;
    let leader: Record<string, number> = {};
    let planetIncome: Record<string, number> = {};
    let refineries: Record<string, number> = {};
    let deposits: Record<string, number> = {};
    let turns = 0;
    let first = '';
    let shownEvent: string | null = null;
    let bonus = 0;
    let planet = '';
    const newGame = () => {
      leader = {};
      planetIncome = { A: 0, B: 0, C: 0 };
      refineries = { A: 0, B: 0, C: 0 };
      deposits = { A: 0, B: 0, C: 0 };
      turns = 0;
      shownEvent = null;
    };
    newGame();
    for (const line of lines) {
      let m: RegExpExecArray | null;
      if ((m = /^(\S+) leads as (.+?)(?: \(drew .*\))?$/.exec(line))) leader[m[1]] = plan.leaderNames.indexOf(m[2]);
      else if ((m = /^(\S+) holds the 1st Player token$/.exec(line))) first = m[1];
      else if ((m = /^Turn (\d+) — 1st player (\S+); Planet to conquer: (.+) \((\d+) deposits\); Event: (.+)$/.exec(line))) {
        turns++;
        expect(Number(m[1])).toBe(turns);
        // The token: the setup's holder on turn 1, then the next player clockwise each turn.
        expect(m[2]).toBe(turns === 1 ? first : names[(names.indexOf(first) + 1) % 3]);
        first = m[2];
        planet = m[3];
        const card = plan.planetNames.indexOf(planet);
        expect(Number(m[4])).toBe(plan.planetDeposits[card]);
        // Last turn's Event was this Planet's card.
        if (shownEvent !== null) expect(plan.eventNames[card]).toBe(shownEvent);
        shownEvent = m[5].startsWith('none') ? null : m[5];
        const event = shownEvent === null ? -1 : plan.eventNames.indexOf(shownEvent);
        bonus = event >= 0 && plan.eventEffect[event] === 2 ? plan.eventAmount[event] : 0;
      } else if ((m = /^ {2}(\S+) collects (\d+)¢ \((\d+)¢\)$/.exec(line))) {
        const income = plan.leaderProduction[leader[m[1]]] + planetIncome[m[1]] + REFINERY_INCOME * refineries[m[1]] + bonus;
        expect([m[1], Number(m[2])]).toEqual([m[1], Math.max(0, income)]);
        checkedIncome++;
      } else if ((m = /^ {2}(\S+) buys Refinery /.exec(line))) refineries[m[1]]++;
      else if ((m = /^(\S+) conquers (.+): (\d+) of (\d+) Titanium deposits$/.exec(line))) {
        expect(m[2]).toBe(planet);
        deposits[m[1]] += plan.planetDeposits[plan.planetNames.indexOf(planet)];
        expect(Number(m[3])).toBe(deposits[m[1]]);
        planetIncome[m[1]] += plan.planetProduction[plan.planetNames.indexOf(planet)];
      } else if ((m = /^Nobody conquers (.+): it goes under the pile$/.exec(line))) expect(m[1]).toBe(planet);
      else if ((m = /^Result: (\S+) wins after (\d+) turns$/.exec(line))) {
        games++;
        expect(Number(m[2])).toBe(turns);
        if (m[1] === 'nobody') expect(turns).toBe(plan.maxTurns);
        else {
          // 3 players, Quick: 7 deposits (004, "Goal"); nobody else had reached it.
          expect(deposits[m[1]]).toBeGreaterThanOrEqual(7);
          for (const other of names) if (other !== m[1]) expect(deposits[other]).toBeLessThan(7);
        }
        newGame();
      }
    }
    expect(games).toBe(3);
    expect(checkedIncome).toBeGreaterThan(30);
  });

  it('stops after maxTurns without a winner', () => {
    const { lines } = play({ players: [{ name: 'A' }, { name: 'B' }], maxTurns: 2 }, 1, 3);
    expect(lines.filter((l) => l.startsWith('Turn '))).toHaveLength(2);
    expect(lines.at(-1)).toBe('Result: nobody wins after 2 turns');
  });
});
