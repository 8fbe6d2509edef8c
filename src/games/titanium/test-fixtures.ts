/**
 * Test support: a Conquest at its start for hand-built situations (the clarification tests). Not
 * a rule: left out of mutation testing (bench/stryker.config.mjs).
 */
import { withFiles } from '../../../test/support/bundled-data.js';
import { resolveAttackInPlace } from './attack.js';
import { compileTitanium } from './compile.js';
import { ConquestSimulator } from './conquest.js';
import { parseTitaniumScenario } from './scenario.js';

/** A Conquest at its start (default policies, bundled arsenal and sample deck), `players` as a scenario lists them. */
export function conquestFixture(players: object[]) {
  const plan = compileTitanium(parseTitaniumScenario(withFiles('titanium', { game: 'titanium', players }), 'test.yaml'));
  const sim = new ConquestSimulator(plan);
  sim.state.reset();
  const card = (key: string) => plan.cardKeys.indexOf(key);
  const unit = (player: number, index: number) => plan.unitOwner.indexOf(player) + index;
  /** Player `attacker` plays card `key` with Total Attack Strength `strength` against every other player. */
  const attack = (attacker: number, key: string, strength: number) =>
    resolveAttackInPlace(sim.state, attacker, card(key), strength, (1 << players.length) - 1, sim.scratch.allocators[attacker], sim.scratch.attack, null);
  const damage = (player: number, index: number) => sim.state.damage[unit(player, index)];
  const alive = (player: number, index: number) => sim.state.alive[unit(player, index)] === 1;
  return { plan, sim, state: sim.state, card, unit, attack, damage, alive };
}
