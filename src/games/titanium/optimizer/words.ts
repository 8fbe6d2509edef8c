import { titaniumErrors } from '../messages.js';
import type { TitaniumFleet, TitaniumUnit } from './space.js';

/**
 * A Titanium Wars fleet in plain words: comma-separated units, each `[count] unit[+upgrade…]`,
 * e.g. "2 cruiser+laser-cannon, destroyer+armor+hyperdrive, minefield". Names are checked later
 * against the arsenal (with "did you mean").
 *
 * @throws ConfigError naming `where` for an empty list or a bad count.
 * @example parseTitaniumWords('2 cruiser+armor', '--vs') // { fleet: [{unit: 'cruiser', upgrades: ['armor']}, (twice)] }
 */
export function parseTitaniumWords(text: string, where: string): TitaniumFleet {
  const fleet: TitaniumUnit[] = [];
  const items = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (items.length === 0) throw titaniumErrors.noTitaniumUnits(where);
  for (const item of items) {
    const match = /^(?:(\d+)\s*x?\s+)?(\S+)$/i.exec(item);
    if (!match) throw titaniumErrors.unreadableTitaniumItem(where, item);
    const count = match[1] === undefined ? 1 : Number(match[1]);
    if (count < 1) throw titaniumErrors.badTitaniumCount(where, item, match[1]);
    const [unit, ...upgrades] = match[2].split('+').map((s) => s.trim().toLowerCase());
    for (let i = 0; i < count; i++) fleet.push({ unit, upgrades: [...upgrades] });
  }
  return { fleet };
}
