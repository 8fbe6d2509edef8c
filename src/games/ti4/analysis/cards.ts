import { FACTIONS, hasLevelTwo, unitStats, UNIT_KEYS, type Faction, type UnitKey, type UnitOverrides } from '../catalog.js';
import { ALL_EFFECTS } from '../effects/all-effects.js';
import { fingerprintOf, type CardFingerprint, type CardFingerprints } from '../../card-fingerprint.js';

/**
 * Every TI4 card salvo models, fingerprinted, with a catalog file's `overrides` applied: each unit
 * type at each level (`unit:dreadnought`, `unit:dreadnought-ii`), each faction's own unit where it
 * differs from the base one (flagships, variants, mechs: `unit:sol/carrier-ii`), and each effect
 * (`effect:<id>`: family, faction, timing, printed text and how it plays — the unit table is code,
 * so an effect changes with salvo itself, which a baseline written by another version catches).
 */
export function ti4Cards(overrides: UnitOverrides): CardFingerprints {
  const cards: CardFingerprints = {};
  const levels = (key: UnitKey, faction?: Faction) => (hasLevelTwo(key, faction) ? [false, true] : [false]);
  const id = (key: UnitKey, upgraded: boolean) => `${key}${upgraded ? '-ii' : ''}`;
  const unit = (key: UnitKey, upgraded: boolean, faction?: Faction): CardFingerprint => fingerprintOf(unitStats(key, upgraded, faction, overrides), ['key', 'name']);
  for (const key of UNIT_KEYS) {
    if (key === 'flagship') continue;
    for (const upgraded of levels(key)) cards[`unit:${id(key, upgraded)}`] = unit(key, upgraded);
  }
  for (const faction of FACTIONS) {
    for (const key of UNIT_KEYS) {
      for (const upgraded of levels(key, faction)) {
        const own = unit(key, upgraded, faction);
        const base = key === 'flagship' ? undefined : cards[`unit:${id(key, upgraded)}`];
        if (base === undefined || JSON.stringify(own) !== JSON.stringify(base)) cards[`unit:${faction}/${id(key, upgraded)}`] = own;
      }
    }
  }
  for (const effect of ALL_EFFECTS) {
    cards[`effect:${effect.id}`] = fingerprintOf({
      family: effect.family, faction: effect.faction, timing: effect.timing, text: effect.text, automatic: effect.isAutomatic !== undefined,
      exact: effect.exact === true, takesRound: effect.takesRound === true, play: effect.play, policies: effect.policies, policyPlays: effect.policyPlays,
    });
  }
  return cards;
}
