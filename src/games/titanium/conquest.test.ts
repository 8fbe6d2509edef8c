import { describe, expect, it } from 'vitest';
import { withFiles } from '../../../test/support/bundled-data.js';
import { bundledScenarios } from '../../../test/support/files.js';
import { loadScenarioFile } from '../../cli/scenario-file.js';
import { configPath } from '../../core/paths.js';
import { chunkStream } from '../../core/rng.js';
import { BATTLES_SLOT, createTally, OUTCOME_BASE } from '../../core/tally.js';
import { runPlan } from '../../engine/run.js';
import { createInProcessRunner } from '../../../workers/runners.js';
import { replayBattle } from '../../engine/replay.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { DeckState } from './deck-state.js';
import { discardInPlace } from './policies/discard.js';
import { titanium } from './game.js';
import { SAMPLE_DECK_NOTICE, type TitaniumResult } from './result.js';
import { parseTitaniumScenario, type TitaniumScenario } from './scenario.js';

const scenarioFiles = bundledScenarios(/^titanium-.*\.yaml$/);
const load = (file: string) => loadScenarioFile(configPath('scenarios', file)).scenario as TitaniumScenario;
const parse = (raw: object, source: string) => parseTitaniumScenario(withFiles('titanium', raw, source), source);
const runInfo = { seed: 7, chunkSize: 500, chunks: 4, threads: 1, wallSeconds: 0, startedAt: 'test' };

describe('the Conquest simulator (004, "Conquest")', () => {
  it('ships at least 6 scenarios covering 2, 3 and 4 players', () => {
    expect(scenarioFiles.length).toBeGreaterThanOrEqual(6);
    const sizes = new Set(scenarioFiles.map((f) => load(f).players.length));
    expect([...sizes].sort()).toEqual([2, 3, 4]);
  });

  it.each(scenarioFiles)('%s runs: outcomes sum to the battle count, credits balance, the sample notice is there', (file) => {
    const scenario = load(file);
    const plan = compileTitanium(scenario);
    const tally = createTally(plan.tallySize);
    new ConquestSimulator(plan).run(chunkStream(7, 0), tally, 2000, null);
    let outcomes = 0;
    for (let i = 0; i < plan.outcomes.length; i++) outcomes += tally[OUTCOME_BASE + i];
    expect(outcomes).toBe(2000);
    expect(tally[BATTLES_SLOT]).toBe(2000);
    const result = titanium.summarize(scenario, plan, tally, runInfo) as TitaniumResult;
    expect(result.notice).toBe(SAMPLE_DECK_NOTICE);
    const players = Object.keys(result.conquest);
    const destroyed = players.reduce((sum, p) => sum + result.destroyed[p].mean, 0);
    const lost = players.reduce((sum, p) => sum + result.lost[p].mean, 0);
    expect(destroyed).toBeLessThanOrEqual(lost + 1e-9);
    expect(result.length.histogram.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(titanium.formatResult(result)).toContain('conquers');
  });

  it('is deterministic: the same chunks give the same tally whether one simulator runs them all or each thread has its own (docs/architecture.md, "Determinism")', async () => {
    const plan = compileTitanium(load('titanium-four-way.yaml'));
    const together = await runPlan({ plan, seed: 3, chunkSize: 250, battles: 1000, runner: createInProcessRunner() });
    const separate = createTally(plan.tallySize);
    for (let chunk = 0; chunk < 4; chunk++) {
      const part = createTally(plan.tallySize);
      new ConquestSimulator(plan).run(chunkStream(3, chunk), part, 250, null);
      for (let i = 0; i < part.length; i++) separate[i] += part[i];
    }
    expect(Array.from(together.tally)).toEqual(Array.from(separate));
  });

  it('is symmetric: identical fleets conquer equally often, within 4 standard errors (004, "Simultaneous Attack": player order only orders assignment)', () => {
    const fleet = ['cruiser', 'cruiser', 'fighter-squadron'];
    const scenario = parse({ game: 'titanium', players: [{ name: 'A', fleet }, { name: 'B', fleet }] }, 'mirror.yaml');
    const plan = compileTitanium(scenario);
    const tally = createTally(plan.tallySize);
    const n = 20_000;
    new ConquestSimulator(plan).run(chunkStream(11, 0), tally, n, null);
    const a = tally[OUTCOME_BASE] / n;
    const b = tally[OUTCOME_BASE + 1] / n;
    const se = Math.sqrt((a + b - (a - b) ** 2) / n);
    expect(Math.abs(a - b)).toBeLessThan(4 * se);
    expect(a + b).toBeGreaterThan(0.9);
  });

  it('a lone participant conquers at once; a withdrawn player takes no further damage (004, "1. Choosing a Tactic")', () => {
    const scenario = parse({
      game: 'titanium',
      players: [{ name: 'A', fleet: ['cruiser'] }, { name: 'B', fleet: ['fighter-squadron'], policies: { withdraw: { below: 100 } } }],
    }, 'lone.yaml');
    const plan = compileTitanium(scenario);
    const tally = createTally(plan.tallySize);
    new ConquestSimulator(plan).run(chunkStream(1, 0), tally, 50, null);
    expect(tally[OUTCOME_BASE + 0]).toBe(50);
    expect(tally[plan.offensivesSlot]).toBe(50);
    expect(tally[plan.unitSurvivedSlot[1]]).toBe(50);
  });

  it('stops a Conquest nobody can end at the offensive cap (the docs/ pages: round cap counted separately)', () => {
    const scenario = parse({
      game: 'titanium',
      maxOffensives: 5,
      deck: { name: 'feints', size: 8, cards: [{ key: 'feint', name: 'Feint', priority: 0, special: 'diversion', count: 8 }] },
      players: [{ name: 'A', fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }],
    }, 'cap.yaml');
    const plan = compileTitanium(scenario);
    const tally = createTally(plan.tallySize);
    new ConquestSimulator(plan).run(chunkStream(1, 0), tally, 10, null);
    expect(tally[OUTCOME_BASE + plan.outcomes.indexOf('offensiveCap')]).toBe(10);
    expect(tally[plan.offensivesSlot + 5]).toBe(10);
  });

  it('replays a battle with a readable trace (salvo replay)', () => {
    const replay = replayBattle(titanium, load('titanium-magnetic-targets.yaml'), 5, 100, 42);
    expect(replay.lines[0]).toMatch(/^Offensive 1 — /);
    expect(replay.lines.at(-1)).toMatch(/^Result: /);
    expect(replay.lines.join('\n')).toContain('Total Attack Strength');
  });
});

describe('the Tactic deck (004, "4. Discarding Tactic Cards")', () => {
  it('deals hands up to the limit, reshuffles the discard pile into an empty draw pile, and keeps every card', () => {
    const scenario = parse({
      game: 'titanium',
      deck: { name: 'tiny', size: 7, cards: [{ key: 'a', name: 'A', priority: 1, activates: ['cruiser'], targets: ['cruiser'], count: 7 }] },
      players: [{ name: 'A', fleet: ['cruiser'] }, { name: 'B', fleet: ['cruiser'] }],
    }, 'tiny.yaml');
    const deck = new DeckState(compileTitanium(scenario));
    const rng = chunkStream(1, 0);
    deck.reset(rng);
    expect([deck.handCount[0], deck.handCount[1], deck.drawCount]).toEqual([3, 3, 1]);
    deck.discardCard(deck.takeFromHand(0, 0));
    deck.discardCard(deck.takeFromHand(0, 0));
    deck.fillHand(0, rng);
    // One card from the draw pile, then the two discards become the draw pile and one is drawn.
    expect([deck.handCount[0], deck.drawCount, deck.discardCount]).toEqual([3, 1, 0]);
    deck.discardCard(deck.takeFromHand(1, 0));
    deck.discardCard(deck.takeFromHand(1, 0));
    deck.fillHand(1, rng);
    expect([deck.handCount[1], deck.drawCount, deck.discardCount]).toEqual([3, 1, 0]);
    expect(deck.handCount[0] + deck.handCount[1] + deck.drawCount + deck.discardCount).toBe(7);
  });

  it('the first extra discard is free, the next ones cost 100 credits while credits last', () => {
    const scenario = parse({
      game: 'titanium',
      players: [
        { name: 'A', credits: 150, hand: ['missile-launch', 'missile-launch', 'missile-launch'], fleet: ['cruiser'], policies: { discard: 'dead-cards' } },
        { name: 'B', fleet: ['cruiser'] },
      ],
    }, 'discard.yaml');
    const plan = compileTitanium(scenario);
    const sim = new ConquestSimulator(plan);
    sim.state.reset();
    sim.deck.reset(chunkStream(1, 0));
    const before = sim.deck.handCount[0];
    // Three dead Missile Launches (no missile): one free, one for 100¢, the third unaffordable.
    discardInPlace(sim.state, sim.deck, sim.chooser, 0, null);
    expect(before - sim.deck.handCount[0]).toBe(2);
    expect(sim.state.credits[0]).toBe(50);
  });
});
