/**
 * Why an effect cannot be used in a scenario (effects/effect.ts checks, reported by the scenario
 * parser as a ConfigError `where: "id" cannot be used here: it <reason>. Remove it, or …`): the
 * side (attacker = the active player), the place, the faction, the flagship, a promissory note's
 * owner, and of several checks the first that fails.
 */
import { describe, expect, it } from 'vitest';
import { parseTi4Scenario } from '../scenario.js';

const reason = (raw: object): string => {
  try {
    parseTi4Scenario({ game: 'ti4', ...raw }, 'f.yaml');
  } catch (e) {
    return (e as Error).message;
  }
  return 'accepted';
};

describe('effect usability', () => {
  it('a side check: Parley is the defender\'s (it protects a planet you control) — the first failing check is reported', () => {
    // The words onlySide gives: "it is for the defender only (why)".
    const message = reason({ attacker: { units: { cruiser: 1 }, effects: ['parley'] }, defender: { units: { cruiser: 1 } } });
    expect(message).toMatch(/^f\.yaml: attacker\.effects\.0: "parley" cannot be used here: /);
    expect(message).toContain('it is for the defender only (it protects a planet you control)');
  });

  it('a place check: Parley only matters with place ground or tactical', () => {
    expect(reason({ attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 }, effects: ['parley'] } })).toContain('"parley" cannot be used here: it only matters with place: ground or tactical, not space.');
    expect(reason({ place: 'ground', attacker: { units: { infantry: 1 } }, defender: { units: { infantry: 1 }, effects: ['parley'] } })).toBe('accepted');
  });

  it('a promissory note is played by another player than its owner', () => {
    expect(reason({ attacker: { units: { cruiser: 1 }, faction: 'saar', effects: ['raghs-call'] }, defender: { units: { cruiser: 1 } } })).toContain('"raghs-call" cannot be used here: it is the saar\'s own promissory note, played by another player.');
  });

  it('a flagship ability needs that flagship', () => {
    expect(reason({ attacker: { units: { cruiser: 1 }, faction: 'sol', effects: ['dynamo'] }, defender: { units: { cruiser: 1 } } })).toContain(
      '"dynamo" cannot be used here: it needs the empyrean flagship on the attacker\'s side (faction: empyrean, units: { flagship: 1 }).',
    );
    expect(reason({ attacker: { units: { flagship: 1 }, faction: 'empyrean', tradeGoods: 2 }, defender: { units: { cruiser: 1 } } })).toBe('accepted');
  });

  it('a card needs the units it acts on', () => {
    expect(reason({ attacker: { units: { cruiser: 1 }, effects: ['waylay'] }, defender: { units: { cruiser: 1 } } })).toContain('"waylay" cannot be used here: it needs a unit with ANTI-FIGHTER BARRAGE.');
    expect(reason({ place: 'ground', attacker: { units: { infantry: 1 }, effects: ['upgrade'] }, defender: { units: { infantry: 1 } } })).toContain('"upgrade" cannot be used here: it needs a cruiser to replace.');
  });

  it('a faction ability belongs to its faction', () => {
    expect(reason({ attacker: { units: { cruiser: 1 }, effects: ['ambush'] }, defender: { units: { cruiser: 1 } } })).toContain('"ambush" cannot be used here: it belongs to the mentak (faction: mentak).');
  });
});
