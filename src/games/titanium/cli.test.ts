/**
 * Titanium Wars through the CLI (src/cli/cli.ts, what the executable runs, in this process: the
 * real binary's exit codes are covered by test/cli.test.ts): every bundled scenario runs from
 * `salvo run`, and each bad-input class of issue 5 exits with code 2 and a one-paragraph message
 * (docs/architecture.md, "Errors").
 */
import { describe, expect, it } from 'vitest';
import { bundledScenarios, tempFolder } from '../../../test/support/files.js';
import { salvoInProcess as salvo } from '../../../test/support/salvo-in-process.js';
import { configPath } from '../../core/paths.js';

const dir = tempFolder('salvo-titanium-');
const file = (name: string, text: string) => dir.write(name, text);
const two = (first: string, second = 'fleet: [cruiser]') => `game: titanium\nplayers:\n  - name: A\n    ${first}\n  - name: B\n    ${second}\n`;

describe('salvo run with Titanium Wars scenarios', () => {
  it('runs every bundled scenario and prints the sample-deck notice', async () => {
    for (const name of bundledScenarios(/^titanium-/)) {
      const r = await salvo('run', configPath('scenarios', name), '--battles', '2000', '--threads', '1', '--json');
      expect(r.code, `${name}: ${r.stderr}`).toBe(0);
      const result = JSON.parse(r.stdout);
      expect(result.game).toBe('titanium');
      expect(result.battles).toBe(2000);
      expect(result.notice).toMatch(/sample tactic deck/);
    }
  });

  it.each([
    ['over the fleet limit', two('fleet: [cruiser, cruiser, cruiser, destroyer]'), 'players.0.fleet: the fleet is over its fleet limit — got 4 units, expected at most 3'],
    ['an upgrade on a non-ship', two('fleet: [cruiser, { unit: repair-drone, upgrades: [armor] }]'), 'players.0.fleet.1.upgrades: "repair-drone" is not a ship and cannot carry upgrades'],
    ['more upgrades than slots', two('fleet: [{ unit: fighter-squadron, upgrades: [armor, hyperdrive] }]'), 'players.0.fleet.0.upgrades: more upgrades than slots on a fighter-squadron — got 2 upgrades, expected at most 1'],
    ['deck counts not summing to the size', `${two('fleet: [cruiser]')}deck: { name: d, size: 9, cards: [{ key: a, name: A, priority: 3, activates: [cruiser], targets: [cruiser], count: 8 }] }\n`, 'deck: cards: the card counts do not sum to the deck size — got 8 cards, expected 9 (size)'],
    ['an unknown card', two('fleet: [cruiser, minefeld]'), 'players.0.fleet.1.unit: unknown unit "minefeld"'],
  ])('exits 2 for %s', async (_, text, message) => {
    const r = await salvo('run', file('bad.yaml', text), '--battles', '10');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});
