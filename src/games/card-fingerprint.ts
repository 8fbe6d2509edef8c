/**
 * Card fingerprints for `salvo check`: every card of a game's catalogs (a ship disk, a crew card,
 * an arsenal card, a TI4 unit…) as a flat record of its cost and stats, so a baseline can name each
 * card a catalog edit changed, with its old and new values, without simulating anything.
 */

/** One value of a card: a number, a word or a flag (lists are written as JSON text). */
export type CardValue = number | string | boolean;

/** A card's cost and stats, by dotted field name (`ability.value`). */
export type CardFingerprint = Record<string, CardValue>;

/** Every card of a game's catalogs by id (`crew:sol-admiral`, `squadron:bomber`, `unit:carrier-ii`). */
export type CardFingerprints = Record<string, CardFingerprint>;

/** One field of a card that differs from the baseline (absent on one side: undefined). */
export interface FieldChange {
  field: string;
  before?: CardValue;
  after?: CardValue;
}

/** A card that differs from the baseline: changed fields, or the whole card added or removed. */
export interface CardChange {
  card: string;
  change: 'changed' | 'added' | 'removed';
  fields: FieldChange[];
}

/**
 * The fingerprint of one card: its fields flattened (`ability: { value: 2 }` → `ability.value: 2`),
 * lists as JSON text, absent and null fields left out, fields listed in `skip` left out (names,
 * notes: not balance), keys sorted so that the same card always gives the same record.
 */
export function fingerprintOf(card: object, skip: readonly string[] = []): CardFingerprint {
  const out: CardFingerprint = {};
  const visit = (value: unknown, path: string): void => {
    if (value === undefined || value === null || typeof value === 'function' || skip.includes(path)) return;
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') out[path] = value;
    else if (Array.isArray(value)) out[path] = JSON.stringify(value);
    else if (typeof value === 'object' && !(value instanceof Map)) {
      for (const key of Object.keys(value).sort()) visit((value as Record<string, unknown>)[key], path === '' ? key : `${path}.${key}`);
    }
  };
  visit(card, '');
  return out;
}

/**
 * The cards that differ between a baseline's fingerprints and the current ones, in the baseline's
 * order (then the added cards in the current order): each changed field with both values.
 */
export function compareCards(before: CardFingerprints, after: CardFingerprints): CardChange[] {
  const changes: CardChange[] = [];
  for (const [card, was] of Object.entries(before)) {
    const now = after[card];
    if (now === undefined) {
      changes.push({ card, change: 'removed', fields: Object.entries(was).map(([field, value]) => ({ field, before: value })) });
      continue;
    }
    const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])]
      .filter((field) => was[field] !== now[field])
      .map((field) => ({ field, ...(field in was ? { before: was[field] } : {}), ...(field in now ? { after: now[field] } : {}) }));
    if (fields.length > 0) changes.push({ card, change: 'changed', fields });
  }
  for (const [card, now] of Object.entries(after)) {
    if (!(card in before)) changes.push({ card, change: 'added', fields: Object.entries(now).map(([field, value]) => ({ field, after: value })) });
  }
  return changes;
}

/** A card change in words: `cost 2 -> 4, torpedoDamage 2 -> 4` (a field only on one side: `(none)`). */
export function describeCardChange(change: CardChange): string {
  if (change.change !== 'changed') return `${change.change} (${change.fields.map((f) => `${f.field} ${String(f.before ?? f.after)}`).join(', ')})`;
  const shown = (value: CardValue | undefined) => (value === undefined ? '(none)' : String(value));
  return change.fields.map((f) => `${f.field} ${shown(f.before)} -> ${shown(f.after)}`).join(', ');
}

/** The key a card's id ends with (`crew:sol-admiral` → `sol-admiral`, `unit:sol/carrier` → `carrier`). */
export function cardKey(card: string): string {
  return card.slice(card.indexOf(':') + 1).split('/').pop()!;
}
