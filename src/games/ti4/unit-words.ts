import { UNIT_KEYS, type UnitKey } from './catalog.js';
import { ti4Errors } from './messages.js';
import type { UnitCounts } from './scenario.js';

/** Words players use for each unit type (singular, plural, common short forms). */
const ALIASES: Record<string, UnitKey> = {
  carrier: 'carrier', carriers: 'carrier', cv: 'carrier',
  cruiser: 'cruiser', cruisers: 'cruiser', ca: 'cruiser',
  destroyer: 'destroyer', destroyers: 'destroyer', dd: 'destroyer',
  dreadnought: 'dreadnought', dreadnoughts: 'dreadnought', dread: 'dreadnought', dreads: 'dreadnought', dn: 'dreadnought',
  fighter: 'fighter', fighters: 'fighter', ff: 'fighter',
  warsun: 'warsun', warsuns: 'warsun', 'war sun': 'warsun', 'war suns': 'warsun', ws: 'warsun',
  flagship: 'flagship', flagships: 'flagship', fs: 'flagship',
  infantry: 'infantry', infantries: 'infantry', inf: 'infantry', gf: 'infantry',
  mech: 'mech', mechs: 'mech',
  pds: 'pds', pdss: 'pds', 'pds units': 'pds',
  spacedock: 'spacedock', spacedocks: 'spacedock', 'space dock': 'spacedock', 'space docks': 'spacedock', dock: 'spacedock', docks: 'spacedock',
};

/** A side written in plain words: counts per type and the types marked "II". */
export interface UnitWords {
  units: UnitCounts;
  upgrades: UnitKey[];
}

/**
 * Parses a unit list in plain words, e.g. "2 dreadnought II, carrier, 4 fighters" (counts default
 * to 1; plurals and short forms are accepted; "II" or "2" after the name means level II).
 * @throws ConfigError naming `where` for unknown words, bad counts, or mixed levels of one type.
 */
export function parseUnitWords(text: string, where: string): UnitWords {
  const units: UnitCounts = {};
  const levels = new Map<UnitKey, boolean>();
  const items = text.split(/[,;+]|\band\b/).map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw ti4Errors.noUnitsGiven(where);
  for (const item of items) {
    const tokens = item.split(/\s+/);
    const countText = /^[-+]?[\d.]+x?$/i.test(tokens[0]) && tokens.length > 1 ? tokens.shift()!.replace(/x$/i, '') : undefined;
    const levelText = tokens.length > 1 && /^(ii|i|2|1)$/i.test(tokens[tokens.length - 1]) ? tokens.pop() : undefined;
    const nameText = tokens.join(' ');
    const count = countText === undefined ? 1 : Number(countText);
    if (!Number.isInteger(count) || count < 0) throw ti4Errors.badUnitCount(where, item, countText);
    const name = nameText.toLowerCase();
    const key = ALIASES[name];
    if (!key) throw ti4Errors.unknownUnitWord(where, nameText, UNIT_KEYS, Object.keys(ALIASES));
    const upgraded = levelText !== undefined && /^(ii|2)$/i.test(levelText);
    if (levels.has(key) && levels.get(key) !== upgraded) throw ti4Errors.twoLevels(where, key);
    levels.set(key, upgraded);
    units[key] = (units[key] ?? 0) + count;
  }
  return { units, upgrades: [...levels].filter(([, up]) => up).map(([key]) => key) };
}
