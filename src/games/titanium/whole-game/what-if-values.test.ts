/**
 * What-ifs on a whole game (`salvo cost titanium --card … --what-if destroyer.cost=800`): the
 * fields a what-if may change per kind of card, the values refused (a Tactic priority runs 0 to 7:
 * 004, "3. Resolving Tactics"; a card with no defense or no copies is no card), and the changed
 * copy of the arsenal or the deck, the scenario itself left as it was.
 */
import { describe, expect, it } from 'vitest';
import { readGame } from '../../../../test/support/titanium-game.js';
import { gameErrors } from './messages.js';
import { gameWhatIfFields, withGameWhatIf } from './what-if.js';

const WHERE = '--what-if';
const scenario = readGame({ players: [{ name: 'A' }, { name: 'B' }] });

describe('what-if fields and values', () => {
  it('lists every numeric field by kind of card: 8 per unit, 7 per upgrade, 6 per building, 2 per Tactic card', () => {
    const fields = gameWhatIfFields(scenario);
    // Bundled: 6 units, 6 upgrades, 6 buildings, 10 Tactic cards.
    expect(fields).toHaveLength(6 * 8 + 6 * 7 + 6 * 6 + 10 * 2);
    expect(fields.slice(0, 8)).toEqual(['fighter-squadron.cost', 'fighter-squadron.attack', 'fighter-squadron.defense', 'fighter-squadron.slots', 'fighter-squadron.blast', 'fighter-squadron.repair', 'fighter-squadron.tech', 'fighter-squadron.copies']);
    expect(fields).toContain('blast-shield.shields');
    expect(fields).toContain('laboratory.perPlayer');
    expect(fields).toContain('planetary-support.perPlanet');
    expect(fields).toContain('full-broadside.priority');
    expect(fields).toContain('full-broadside.count');
    expect(fields).not.toContain('laser-cannon.slots');
    expect(fields).not.toContain('refinery.defense');
  });

  it('refuses an unknown field, a value below 0 or not whole, a priority above 7, no defense or no copies', () => {
    expect(() => withGameWhatIf(scenario, 'destroyer.speed', 1, WHERE)).toThrow(gameErrors.whatIfField(WHERE, 'destroyer.speed', gameWhatIfFields(scenario)).message);
    expect(() => withGameWhatIf(scenario, 'destroyer.cost', -1, WHERE)).toThrow(gameErrors.whatIfValue(WHERE, 'destroyer.cost', -1, 'a whole number of 0 or more').message);
    expect(() => withGameWhatIf(scenario, 'destroyer.cost', 1.5, WHERE)).toThrow(gameErrors.whatIfValue(WHERE, 'destroyer.cost', 1.5, 'a whole number of 0 or more').message);
    expect(() => withGameWhatIf(scenario, 'full-broadside.priority', 8, WHERE)).toThrow(`${WHERE}: full-broadside.priority cannot be 8`);
    expect(() => withGameWhatIf(scenario, 'full-broadside.priority', 8, WHERE)).toThrow('a priority from 0 to 7');
    expect(withGameWhatIf(scenario, 'full-broadside.priority', 7, WHERE).deck.cards.find((c) => c.key === 'full-broadside')!.priority).toBe(7);
    expect(() => withGameWhatIf(scenario, 'destroyer.defense', 0, WHERE)).toThrow(gameErrors.whatIfValue(WHERE, 'destroyer.defense', 0, 'at least 1').message);
    expect(() => withGameWhatIf(scenario, 'armor.copies', 0, WHERE)).toThrow(gameErrors.whatIfValue(WHERE, 'armor.copies', 0, 'at least 1').message);
    // 0 is fine elsewhere: a free card, a Tactic card taken out of the deck.
    expect(withGameWhatIf(scenario, 'destroyer.cost', 0, WHERE).arsenal.unit.get('destroyer')!.cost).toBe(0);
    expect(withGameWhatIf(scenario, 'destroyer.attack', 0, WHERE).arsenal.unit.get('destroyer')!.attack).toBe(0);
    expect(withGameWhatIf(scenario, 'full-broadside.count', 0, WHERE).deck.size).toBe(40);
  });

  it('changes one card of a copy of the arsenal, its lookups and source; the scenario keeps its own', () => {
    const changed = withGameWhatIf(scenario, 'destroyer.cost', 800, WHERE);
    expect(changed.arsenal.unit.get('destroyer')!.cost).toBe(800);
    expect(changed.arsenal.units.find((u) => u.key === 'destroyer')!.cost).toBe(800);
    expect(Object.isFrozen(changed.arsenal.unit.get('destroyer'))).toBe(true);
    expect(changed.arsenal.unit.get('cruiser')).toBe(scenario.arsenal.unit.get('cruiser'));
    expect(changed.arsenal.source).toBe(`${scenario.arsenal.source} with destroyer.cost=800`);
    expect(JSON.stringify({ a: changed.arsenal })).toBe(JSON.stringify({ a: `${scenario.arsenal.source} with destroyer.cost=800` }));
    expect(scenario.arsenal.unit.get('destroyer')!.cost).toBe(900);
    const upgrade = withGameWhatIf(scenario, 'armor.defense', 3, WHERE).arsenal;
    expect([upgrade.upgrade.get('armor')!.defense, upgrade.upgrades.find((u) => u.key === 'armor')!.defense]).toEqual([3, 3]);
    const building = withGameWhatIf(scenario, 'laboratory.perPlayer', 2, WHERE).arsenal;
    expect([building.building.get('laboratory')!.perPlayer, building.buildings.find((b) => b.key === 'laboratory')!.perPlayer]).toEqual([2, 2]);
    expect(withGameWhatIf(scenario, 'destroyer.cost', 800, WHERE).deck).toBe(scenario.deck);
  });

  it('changes a Tactic card\'s count in a copy of the deck, whose size follows (Full Broadside: 10 of 50)', () => {
    const changed = withGameWhatIf(scenario, 'full-broadside.count', 12, WHERE);
    expect(changed.deck.size).toBe(52);
    expect(changed.deck.cards.find((c) => c.key === 'full-broadside')!.count).toBe(12);
    expect(changed.deck.source).toBe(`${scenario.deck.source} with full-broadside.count=12`);
    expect(changed.arsenal).toBe(scenario.arsenal);
    expect([scenario.deck.size, scenario.deck.cards.find((c) => c.key === 'full-broadside')!.count]).toEqual([50, 10]);
  });
});
