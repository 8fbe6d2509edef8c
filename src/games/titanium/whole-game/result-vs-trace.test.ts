/**
 * The whole-game result (docs/titanium.md, "Results") agrees with the games' own traces: a few
 * games are played with a trace, each game's purchases, Conquests and outcome are read back from
 * its lines, and every per-player and per-card figure the result reports is recomputed from them
 * by hand — spent credits, deposits (004, "End of Turn and End of Game": the conqueror takes the
 * Planet and its deposits), Conquests won and unconquered Planets, wins by seat (Player Order at
 * setup), by leader and by purchase policy, copies bought, buyers and the turn first bought.
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { BATTLES_SLOT, createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { readGame } from '../../../../test/support/titanium-game.js';
import { compileGame } from './compile.js';
import { titaniumGame } from './game.js';
import { recordScenario } from './result.js';
import { GameSimulator } from './simulator.js';

const runInfo = { seed: 11, chunkSize: 5, chunks: 1, threads: 1, wallSeconds: 0, startedAt: 'test' };

interface GameRead {
  first: string;
  leader: Record<string, string>;
  winner: string | null;
  turns: number;
  spent: Record<string, number>;
  deposits: Record<string, number>;
  conquests: Record<string, number>;
  unconquered: number;
  /** Per player, per card name: copies bought and the turn first bought. */
  bought: Record<string, Record<string, { copies: number; firstTurn: number }>>;
}

/** Reads each game of a trace back: one game ends at its "Result:" line. */
function readGames(lines: readonly string[], names: readonly string[]): GameRead[] {
  const games: GameRead[] = [];
  const fresh = (): GameRead => ({
    first: '', leader: {}, winner: null, turns: 0, unconquered: 0,
    spent: Object.fromEntries(names.map((n) => [n, 0])), deposits: Object.fromEntries(names.map((n) => [n, 0])),
    conquests: Object.fromEntries(names.map((n) => [n, 0])), bought: Object.fromEntries(names.map((n) => [n, {}])),
  });
  let game = fresh();
  let turn = 0;
  for (const line of lines) {
    let m: RegExpExecArray | null;
    if ((m = /^(\S+) leads as (.+?)(?: \(drew .*\))?$/.exec(line))) game.leader[m[1]] = m[2];
    else if ((m = /^(\S+) holds the 1st Player token$/.exec(line))) game.first = m[1];
    else if ((m = /^Turn (\d+) — /.exec(line))) turn = Number(m[1]);
    else if ((m = /^ {2}(\S+) buys (.+?)(?: on its .+? #\d+)? for (-?\d+)¢/.exec(line))) {
      game.spent[m[1]] += Number(m[3]);
      const card = (game.bought[m[1]][m[2]] ??= { copies: 0, firstTurn: turn });
      card.copies++;
    } else if ((m = /^(\S+) conquers .+: (\d+) of \d+ Titanium deposits$/.exec(line))) {
      game.conquests[m[1]]++;
      game.deposits[m[1]] = Number(m[2]);
    } else if (/^Nobody conquers /.test(line)) game.unconquered++;
    else if ((m = /^Result: (\S+) wins after (\d+) turns$/.exec(line))) {
      game.winner = m[1] === 'nobody' ? null : m[1];
      game.turns = Number(m[2]);
      games.push(game);
      game = fresh();
    }
  }
  return games;
}

describe('the whole-game result agrees with the traces of its games', () => {
  it('spent, deposits, Conquests, seats, leaders, policies and cards, recomputed from each game\'s lines', () => {
    const names = ['Ann', 'Bob', 'Cy'];
    const scenario = readGame({
      players: [
        { name: 'Ann', policies: { purchase: 'fleet-first' } },
        { name: 'Bob', leader: 'salfatine', policies: { purchase: 'economy-first' } },
        { name: 'Cy', policies: { purchase: 'fleet-first' } },
      ],
      length: 'quick',
      maxTurns: 14,
    });
    const plan = compileGame(scenario);
    const games = 4;
    const tally = createTally(plan.tallySize);
    const trace = new Trace();
    new GameSimulator(plan).run(chunkStream(11, 0), tally, games, trace);
    const result = titaniumGame.summarize(scenario, plan, tally, runInfo);
    const read = readGames(trace.lines, names);
    expect(read).toHaveLength(games);
    expect(tally[BATTLES_SLOT]).toBe(games);
    const mean = (f: (g: GameRead) => number) => read.reduce((sum, g) => sum + f(g), 0) / games;

    for (const name of names) {
      expect(result.spent[name]).toBeCloseTo(mean((g) => g.spent[name]), 9);
      expect(result.deposits[name]).toBeCloseTo(mean((g) => g.deposits[name]), 9);
      expect(result.conquests[name]).toBeCloseTo(mean((g) => g.conquests[name]), 9);
    }
    expect(result.unconquered).toBeCloseTo(mean((g) => g.unconquered), 9);
    // A winner holds the target (7 deposits, 3 players, Quick: 004, "Goal").
    for (const g of read) if (g.winner !== null) expect(g.deposits[g.winner]).toBeGreaterThanOrEqual(7);

    // Seats: the winner's Player Order position at setup, 1 for the holder of the 1st Player token.
    const seatWins = [0, 0, 0];
    for (const g of read) if (g.winner !== null) seatWins[(names.indexOf(g.winner) - names.indexOf(g.first) + 3) % 3]++;
    expect(result.bySeat.map((s) => Math.round(s.p * games))).toEqual(seatWins);
    expect(result.bySeat.map((s) => s.seat)).toEqual([1, 2, 3]);

    // Leaders and purchase policies: player-games and wins.
    const byLeader: Record<string, { games: number; wins: number }> = {};
    for (const g of read) for (const name of names) {
      const entry = (byLeader[g.leader[name]] ??= { games: 0, wins: 0 });
      entry.games++;
      if (g.winner === name) entry.wins++;
    }
    expect(Object.fromEntries(Object.entries(result.byLeader).map(([k, v]) => [k, { games: v.games, wins: v.wins }]))).toEqual(byLeader);
    expect(result.byLeader['Salfatine'].games).toBe(games);
    const fleetWins = read.filter((g) => g.winner === 'Ann' || g.winner === 'Cy').length;
    expect(result.byPurchasePolicy).toMatchObject({ 'fleet-first': { games: 2 * games, wins: fleetWins }, 'economy-first': { games, wins: read.filter((g) => g.winner === 'Bob').length } });
    expect(Object.keys(result.byPurchasePolicy).sort()).toEqual(['economy-first', 'fleet-first']);

    // Cards: copies per player-game, buyers, wins when bought, by the turn first bought.
    const playerGames = games * names.length;
    for (const card of Object.values(result.cards)) {
      let copies = 0;
      let buyers = 0;
      let wins = 0;
      const byTurn = new Map<number, { games: number; wins: number }>();
      for (const g of read) for (const name of names) {
        const b = g.bought[name][card.name];
        if (!b) continue;
        copies += b.copies;
        buyers++;
        const won = g.winner === name ? 1 : 0;
        wins += won;
        const t = byTurn.get(b.firstTurn) ?? { games: 0, wins: 0 };
        byTurn.set(b.firstTurn, { games: t.games + 1, wins: t.wins + won });
      }
      expect([card.name, card.boughtPerPlayerGame, card.buyers, card.winRateWhenBought.games, card.winRateWhenBought.wins]).toEqual([card.name, copies / playerGames, buyers / playerGames, buyers, wins]);
      const turns = [...byTurn.entries()].sort((a, b) => a[0] - b[0]).map(([turn, t]) => ({ turn, games: t.games, wins: t.wins, p: t.wins / t.games }));
      expect(card.byTurnBought).toEqual(turns);
    }
    expect(Object.values(result.cards).some((c) => c.buyers > 0)).toBe(true);

    // Game lengths in turns (the histogram ends at the longest game).
    const longest = Math.max(...read.map((g) => g.turns));
    const histogram = new Array<number>(longest + 1).fill(0);
    for (const g of read) histogram[g.turns] += 1 / games;
    expect(result.length.histogram.map((h) => Number(h.toFixed(9)))).toEqual(histogram.map((h) => Number(h.toFixed(9))));
  });
});

describe('what a result records of its scenario', () => {
  it('the arsenal counts as a sample when any unit has an unprinted field; the catalogs by name', () => {
    const scenario = readGame({ name: 'rec', players: [{ name: 'A' }, { name: 'B' }] });
    const recorded = recordScenario(scenario);
    expect(recorded).toMatchObject({ game: 'titanium-game', name: 'rec', length: 'standard', target: 9, firstPlayer: 'random', maxTurns: 60, startingCredits: 1000, startingHand: 3 });
    expect(recorded.players.map((p) => [p.name, p.leader])).toEqual([['A', null], ['B', null]]);
    expect(recorded.catalogs.arsenal.sample).toBe(true);
    expect(recorded.catalogs.leaders).toEqual({ name: scenario.leaders.name, sample: true, source: scenario.leaders.source });
    expect(recorded.catalogs.planets.sample).toBe(true);
    expect(recorded.catalogs.deck.name).toBe(scenario.deck.name);
    const units = scenario.arsenal.units.map((u, i) => (i === 0 ? { ...u, unprinted: [] } : u));
    // Only the first unit printed in full: still a sample; every unit printed in full: not one.
    expect(recordScenario({ ...scenario, arsenal: { ...scenario.arsenal, units } }).catalogs.arsenal.sample).toBe(true);
    const printed = scenario.arsenal.units.map((u) => ({ ...u, unprinted: [] }));
    expect(recordScenario({ ...scenario, arsenal: { ...scenario.arsenal, units: printed } }).catalogs.arsenal.sample).toBe(false);
    expect('name' in recordScenario({ ...scenario, name: undefined })).toBe(false);
  });
});
