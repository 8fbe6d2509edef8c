/**
 * The order of a turn's phases (docs/rules-interpretations.md, "Whole games": "Production comes
 * before the first Outfitting", 004, "How to Play"): a replayed game shows each player collecting
 * its production, on top of the starting credits, before anybody buys.
 */
import { describe, expect, it } from 'vitest';
import { loadScenarioFile } from '../../../cli/scenario-file.js';
import { configPath } from '../../../core/paths.js';
import { replayBattle } from '../../../engine/replay.js';
import { titaniumGame } from './game.js';
import type { GameScenario } from './scenario.js';

describe('a whole game turn', () => {
  it('Production comes before the first Outfitting: turn 1 credits are the starting credits plus production', () => {
    const scenario = loadScenarioFile(configPath('games', 'titanium-three-players.yaml')).scenario as GameScenario;
    const lines = replayBattle(titaniumGame, scenario, 1, 100, 0).lines;
    const firstBuy = lines.findIndex((l) => / buys /.test(l));
    const collects = lines.slice(0, firstBuy).map((l) => /collects (\d+)¢ \((\d+)¢\)/.exec(l)).filter((m) => m !== null);
    expect(collects.length).toBe(scenario.players.length);
    for (const m of collects) expect(Number(m[2])).toBe(scenario.startingCredits + Number(m[1]));
    expect(Number(collects[0][1])).toBeGreaterThan(0);
  });

  it('Exploration: the Event in force is on the next card, whose Planet is the next turn\'s Planet to conquer (004, "Exploration")', () => {
    const scenario = loadScenarioFile(configPath('games', 'titanium-three-players.yaml')).scenario as GameScenario;
    const plan = titaniumGame.compile(scenario);
    const turns = replayBattle(titaniumGame, scenario, 1, 100, 0).lines
      .map((l) => /^Turn \d+ — .*Planet to conquer: (.+) \(\d+ deposits\); Event: (.+)$/.exec(l)).filter((m) => m !== null);
    expect(turns.length).toBeGreaterThan(1);
    for (let t = 0; t + 1 < turns.length; t++) {
      // Card k has Planet planetNames[k] on one side and Event eventNames[k] on the other (names may repeat).
      expect(turns[t][2]).toBe(plan.eventNames[plan.planetNames.indexOf(turns[t + 1][1])]);
    }
  });
});
