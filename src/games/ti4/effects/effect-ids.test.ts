/**
 * Effect ids and their spellings (effects/registry.ts): "the card's English name in lowercase
 * kebab-case, ASCII, punctuation dropped" (issue 11's id rule, quoted in effectIdOf), the aliases
 * users may write (the hyphenated "non-euclidean-shielding", earlier ids such as
 * "sardakk-flagship"), and a usability message of a unit upgrade.
 */
import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from '../scenario.js';
import { effectIdOf, EFFECTS, resolveEffectId } from './registry.js';

describe('effect ids', () => {
  it('from card names', () => {
    expect(effectIdOf("C'morran N'orr")).toBe('cmorran-norr');
    expect(effectIdOf('X-89 Bacterial Weapon')).toBe('x89-bacterial-weapon');
    expect(effectIdOf('[0.0.1]')).toBe('001');
    expect(effectIdOf('J.N.S. Hylarim')).toBe('jns-hylarim');
    expect(effectIdOf("Moyin's Ashes")).toBe('moyins-ashes');
    expect(effectIdOf('  Non-Euclidean   Shielding ')).toBe('noneuclidean-shielding');
  });

  it("every registered effect's id follows the rule from its name (older printings add @omega / @original)", () => {
    for (const [id, effect] of EFFECTS) expect(id.split('@')[0], effect.name).toBe(effectIdOf(effect.name));
  });

  it('aliases resolve to the id; unknown names do not', () => {
    expect(resolveEffectId('non-euclidean-shielding')).toBe('noneuclidean-shielding');
    expect(resolveEffectId('sardakk-flagship')).toBe('cmorran-norr');
    expect(resolveEffectId('magen-defense-grid@omega')).toBe('magen-defense-grid@omega');
    expect(resolveEffectId('no-such-card')).toBeUndefined();
  });

  it('Strike Wing Alpha II needs the upgrade: the ConfigError says how to get it', () => {
    expect(() => parseTi4Scenario({ game: 'ti4', attacker: { units: { cruiser: 1, infantry: 1 } }, defender: { faction: 'argent', units: { destroyer: 1 }, effects: ['strike-wing-alpha-ii'] } }, 'f.yaml')).toThrow(
      'f.yaml: defender.effects.0: "strike-wing-alpha-ii" cannot be used here: it needs Strike Wing Alpha II (upgrades: [destroyer]).',
    );
  });
});
