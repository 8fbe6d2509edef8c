/**
 * The Outfitting memo (outfitting-memo.ts) never changes a decision: whole games played with it
 * and without it (every Outfitting played out) give the same tally, game by game, for the bundled
 * game and for scenarios where Arsenal copies run out; a position met again is replayed into the
 * same state; one whose purchases would now sell out a card is played out instead.
 */
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../../cli/scenario-file.js';
import { configPath } from '../../../../core/paths.js';
import { chunkStream } from '../../../../core/rng.js';
import { createTally } from '../../../../core/tally.js';
import { arsenalWith, readGame } from '../../../../../test/support/titanium-game.js';
import { compileGame } from '../compile.js';
import type { GameScenario } from '../scenario.js';
import { GameSimulator } from '../simulator.js';

const bundled = () => loadScenarioFile(configPath('games', 'titanium-three-players.yaml')).scenario as GameScenario;

/** `games` games, one tally per game, with the memo on or off; and the replays made. */
function play(scenario: GameScenario, games: number, memo: boolean): { tallies: number[][]; replays: number } {
  const sim = new GameSimulator(compileGame(scenario));
  sim.purchases.memo.enabled = memo;
  const rng = chunkStream(17, 0);
  const tallies: number[][] = [];
  for (let g = 0; g < games; g++) {
    const tally = createTally(sim.plan.tallySize);
    sim.run(rng, tally, 1, null);
    tallies.push(Array.from(tally));
  }
  return { tallies, replays: sim.purchases.memo.replays };
}

/** The state arrays an Outfitting changes, as plain arrays. */
function snapshot(sim: GameSimulator) {
  const s = sim.state;
  return [s.credits, s.spent, s.copiesLeft, s.bought, s.firstBought, s.fleet, s.upgradeCount, s.upgrades, s.buildings, s.units, s.worthAttack, s.worthDefense,
    s.foldedAttack, s.foldedDefense, s.foldedCost, s.foldedEvasion, s.foldedSelfDestruct, s.foldedShields, s.foldedMagnetic].map((a) => Array.from(a));
}

describe('Outfitting memo (policies/outfitting-memo.ts)', () => {
  it('the bundled game: the same tally game by game with the memo as without it, most Outfittings replayed', () => {
    const games = 200;
    const on = play(bundled(), games, true);
    const off = play(bundled(), games, false);
    expect(off.replays).toBe(0);
    expect(on.replays).toBeGreaterThan(games);
    for (let g = 0; g < games; g++) expect(on.tallies[g]).toEqual(off.tallies[g]);
  });

  it('copies that run out (two Cruisers, three Fighters, four Laser Cannons): the same tallies', () => {
    const scenario = readGame({
      arsenal: arsenalWith({ cruiser: { copies: 2 }, 'fighter-squadron': { copies: 3 }, 'laser-cannon': { copies: 4 } }),
      players: [{ name: 'A', policies: { purchase: 'fleet-first' } }, { name: 'B', policies: { purchase: 'value-per-credit' } }, { name: 'C', policies: { purchase: 'tech-rush' } }],
    });
    const games = 150;
    const on = play(scenario, games, true);
    const off = play(scenario, games, false);
    expect(on.replays).toBeGreaterThan(0);
    for (let g = 0; g < games; g++) expect(on.tallies[g]).toEqual(off.tallies[g]);
  });

  it('a position met again is replayed into the state the policy reaches; not when a card would sell out', () => {
    const sim = new GameSimulator(compileGame(bundled()));
    const { state, rules, purchases, plan } = sim;
    const position = () => {
      state.reset();
      for (let p = 0; p < plan.players; p++) state.leader[p] = 0;
      state.credits[0] = 3000;
      rules.startTurn(1, -1);
    };
    position();
    purchases.outfitInPlace(0, null);
    const played = snapshot(sim);
    expect(state.units[0]).toBeGreaterThan(0);
    expect(purchases.memo.replays).toBe(0);
    position();
    purchases.outfitInPlace(0, null);
    expect(purchases.memo.replays).toBe(1);
    expect(snapshot(sim)).toEqual(played);
    // With only as many copies left of a card as the player bought, the policy runs again (and finds the card sold out).
    position();
    const item = played[3].findIndex((n, i) => i < plan.items && n > 0);
    state.copiesLeft[item] = played[3][item];
    purchases.outfitInPlace(0, null);
    expect(purchases.memo.replays).toBe(1);
    expect(state.copiesLeft[item]).toBe(0);
  });
});
