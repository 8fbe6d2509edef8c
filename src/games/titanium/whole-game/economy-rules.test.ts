/**
 * The whole game's economy and turn rules that no other test pinned (each fails when
 * bench/rule-removal.ts removes the rule it names; the removal's id is in each test's comment):
 * Production every turn (004, "Production"), the Anti-Matter Shower Event ("Ship Upgrades are
 * ignored"), a Planet's Upgrade-slot Bonus (004, "Upgrades": "conquering Planets that have an
 * Upgrade-slot Bonus") and the victory threshold (004, "Goal": "at least the target number").
 */
import { describe, expect, it } from 'vitest';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { readGame, simulatorOf } from '../../../../test/support/titanium-game.js';
import { conquestPhaseInPlace } from './conquest-phase.js';
import { E_PRODUCTION } from './plan.js';

/** Every card of the bundled arsenal: a seat avoiding them all buys nothing and takes part in no Conquest. */
const ALL_CARDS = [
  'fighter-squadron', 'cruiser', 'destroyer', 'minefield', 'interstellar-missile', 'repair-drone', 'laser-cannon', 'armor', 'hyperdrive',
  'self-destruct-device', 'blast-shield', 'magnetic-target', 'refinery', 'spaceport', 'laboratory', 'planetary-support', 'command-center', 'cyber-factory',
];

/** A (fleet-first, Lord John) alone against B (General Hox), who buys nothing: A conquers unopposed. */
function lonelyGame(target: number) {
  return simulatorOf(readGame({
    firstPlayer: 'listed', target, maxTurns: 12,
    players: [{ name: 'A', leader: 'lord-john', policies: { purchase: 'fleet-first' } }, { name: 'B', leader: 'general-hox', policies: { avoid: ALL_CARDS } }],
  }));
}

describe('the economy and the end of the game', () => {
  it('Production every turn: B, who buys nothing, collects its 1000¢ every turn, plus any production Event\'s', () => {
    // production-every-turn. General Hox produces 1000¢ (configs/titanium/leaders.yaml); each turn's
    // Event is read from the trace, and a production Event adds its amount (004, "Anatomy of the Cards — Events").
    const sim = lonelyGame(9);
    const { plan } = sim;
    for (let g = 0; g < 5; g++) {
      const trace = new Trace();
      sim.run(chunkStream(17, g), createTally(plan.tallySize), 1, trace);
      const expected = trace.lines.filter((l) => l.startsWith('Turn ')).map((l) => {
        const event = plan.eventNames.indexOf(/Event: (.+)$/.exec(l)![1]);
        return Math.max(0, 1000 + (event >= 0 && plan.eventEffect[event] === E_PRODUCTION ? plan.eventAmount[event] : 0));
      });
      const collected = trace.lines.filter((l) => l.startsWith('  B collects ')).map((l) => Number(/collects (\d+)¢/.exec(l)![1]));
      expect(expected.length).toBeGreaterThan(2);
      expect(collected).toEqual(expected);
      expect(sim.state.credits[1]).toBe(1000 + expected.reduce((x, y) => x + y, 0));
    }
  });

  it('the victory threshold: a player wins the moment it holds at least the target deposits', () => {
    // victory-at-least-target. Target 4: the game ends on the first conquest that reaches 4 or more, and only then.
    const sim = lonelyGame(4);
    let exact = 0;
    for (let g = 0; g < 12; g++) {
      const trace = new Trace();
      sim.run(chunkStream(23, g), createTally(sim.plan.tallySize), 1, trace);
      const held = trace.lines.filter((l) => l.startsWith('A conquers ')).map((l) => Number(/: (\d+) of 4 Titanium/.exec(l)![1]));
      expect(held.slice(0, -1).every((d) => d < 4)).toBe(true);
      expect(held[held.length - 1]).toBeGreaterThanOrEqual(4);
      expect(trace.lines[trace.lines.length - 1]).toMatch(/^Result: A wins after \d+ turns$/);
      if (held[held.length - 1] === 4) exact++;
    }
    // Some games reach exactly 4: the threshold's edge is tested, not only overshoots.
    expect(exact).toBeGreaterThan(0);
  });
});

/** A (Lord John) with a Destroyer and a Laser Cannon, B (General Hox) with a Destroyer, in a Conquest under `event` (a card index, or −1). */
function conquestUnder(eventName: string | null) {
  const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: 'lord-john' }, { name: 'B', leader: 'general-hox' }] }));
  const { plan, state, rules, parts } = sim;
  state.reset();
  for (let p = 0; p < 2; p++) state.leader[p] = plan.fixedLeader[p];
  const event = eventName === null ? -1 : plan.eventNames.indexOf(eventName);
  rules.startTurn(0, event);
  for (const key of ['destroyer', 'laser-cannon']) rules.buyInPlace(0, plan.itemKeys.indexOf(key), null, 0);
  rules.buyInPlace(1, plan.itemKeys.indexOf('destroyer'), null, 0);
  for (let pos = 0; pos < 2; pos++) parts.plan.handLimit[pos] = 3;
  parts.deck.reset(chunkStream(9, 0));
  const trace = new Trace();
  conquestPhaseInPlace(plan, state, parts, rules, event, new Int32Array(2), new Int32Array(parts.plan.unitCount), chunkStream(9, 1), trace);
  // Arena unit 0: A's Destroyer (A holds the 1st Player token).
  return { attack: parts.plan.unitAttack[0], label: parts.plan.unitLabel[0] };
}

describe('Events and Planet bonuses', () => {
  it('Anti-Matter Shower: the Conquest is fought with the ships\' printed figures ("Ship Upgrades are ignored")', () => {
    // anti-matter-shower. The Laser Cannon (+1) counts without the Event, not under it.
    expect(conquestUnder(null)).toEqual({ attack: 6, label: 'A\'s Destroyer #1 (upgraded)' });
    expect(conquestUnder('Anti-Matter Shower')).toEqual({ attack: 5, label: 'A\'s Destroyer #1 (upgrades ignored)' });
  });

  it('a Planet\'s Upgrade-slot Bonus: after Harvasia (+1) a Cruiser takes a third upgrade', () => {
    // planet-upgrade-slot-bonus. A Cruiser has 2 slots; Harvasia's Bonus adds one to each ship.
    const sim = simulatorOf(readGame({ firstPlayer: 'listed', players: [{ name: 'A', leader: 'lord-john' }, { name: 'B', leader: 'general-hox' }] }));
    const { plan, state, rules } = sim;
    state.reset();
    for (let p = 0; p < 2; p++) state.leader[p] = plan.fixedLeader[p];
    state.credits[0] = 10_000;
    const laser = plan.itemKeys.indexOf('laser-cannon');
    const lasersOnACruiser = () => {
      rules.startTurn(1, -1);
      rules.buyInPlace(0, plan.itemKeys.indexOf('cruiser'), null, 0);
      let n = 0;
      while (rules.canBuy(0, laser)) {
        rules.buyInPlace(0, laser, null);
        n++;
      }
      return n;
    };
    expect(lasersOnACruiser()).toBe(2);
    state.takePlanetInPlace(0, plan.planetNames.indexOf('Harvasia'));
    // The first Cruiser now has one free slot, the second three.
    expect(lasersOnACruiser()).toBe(4);
  });
});
