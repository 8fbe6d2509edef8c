import { validateWithSchema } from '../../core/validate.js';
import { LoadedDocument, unresolvedReference } from '../loaded-document.js';
import type { Arsenal } from './arsenal.js';
import { titaniumErrors } from './messages.js';

/** The special Tactics (004, "Special Tactics"; "Card Clarifications — Planetary Support"). */
export type TacticSpecial = 'diversion' | 'missile-launch' | 'planetary-fire';

/**
 * A kind of Tactic Card (004, "Conquest — 3. Resolving Tactics", example of a Tactic Card): its
 * priority, the ships and/or Planetary Supports it activates, the unit types it targets, Attack x2.
 */
export interface TacticCard {
  key: string;
  name: string;
  priority: number;
  activates: string[];
  targets: string[];
  x2: boolean;
  special: TacticSpecial | null;
  count: number;
}

/** A validated Tactic deck. `sample` decks are invented (results say so). */
export interface TacticDeck {
  name: string;
  sample: boolean;
  size: number;
  cards: TacticCard[];
  /** Where it came from: 'sample' (bundled), a file, or 'inline'. */
  source: string;
}

/** The bundled sample deck's file, under configs/. */
export const SAMPLE_DECK_FILE = 'titanium/tactic-deck.yaml';

/**
 * Validates a Tactic deck: the schema (configs/titanium-deck.schema.json), unique keys, known unit
 * names in activates/targets, specials without activation, and counts that sum to the size.
 *
 * @throws ConfigError naming `where` and the card.
 * @example parseTacticDeck({ name: 'd', size: 1, cards: [...] }, 'deck.yaml', arsenal, 'deck.yaml')
 */
export function parseTacticDeck(raw: unknown, where: string, arsenal: Arsenal, origin: string): TacticDeck {
  validateWithSchema('titanium-deck.schema.json', raw, where);
  const input = raw as { name: string; sample?: boolean; size: number; cards: (Partial<TacticCard> & { key: string })[] };
  const activatable = [
    ...arsenal.units.filter((u) => u.ship).map((u) => u.key),
    ...arsenal.buildings.filter((b) => b.attack > 0).map((b) => b.key),
  ];
  const targetable = arsenal.units.map((u) => u.key);
  const seen = new Set<string>();
  const cards = input.cards.map((c, i): TacticCard => {
    const at = `${where}: cards.${i}`;
    if (seen.has(c.key)) throw titaniumErrors.duplicateKey(`${at}.key`, 'card', c.key);
    seen.add(c.key);
    const activates = c.activates ?? [];
    const targets = c.targets ?? [];
    activates.forEach((name, j) => {
      if (!activatable.includes(name)) throw titaniumErrors.unknownName(`${at}.activates.${j}`, 'attacker type', name, activatable);
    });
    targets.forEach((name, j) => {
      if (!targetable.includes(name)) throw titaniumErrors.unknownName(`${at}.targets.${j}`, 'unit', name, targetable);
    });
    const special = c.special ?? null;
    if ((special === 'diversion' || special === 'missile-launch') && (activates.length > 0 || targets.length > 0)) {
      throw titaniumErrors.specialWithActivation(at, special);
    }
    if ((special === null || special === 'planetary-fire') && (activates.length === 0 || targets.length === 0)) {
      throw titaniumErrors.attackCardWithoutUnits(at);
    }
    return { key: c.key, name: c.name!, priority: c.priority!, activates, targets, x2: c.x2 ?? false, special, count: c.count! };
  });
  const sum = cards.reduce((total, c) => total + c.count, 0);
  if (sum !== input.size) throw titaniumErrors.deckCountMismatch(`${where}: cards`, sum, input.size);
  return { name: input.name, sample: input.sample ?? false, size: input.size, cards, source: origin };
}

/**
 * The deck of a scenario: a deck file the loader read (the bundled sample deck for `sample` or
 * nothing), or a deck written inline.
 * @throws ConfigError naming the deck file, or `scenarioSource: deck` for an inline deck.
 */
export function tacticDeckFrom(spec: unknown, scenarioSource: string, arsenal: Arsenal): TacticDeck {
  if (spec instanceof LoadedDocument) return parseTacticDeck(spec.data, spec.source, arsenal, spec.reference);
  if (spec === undefined || typeof spec === 'string') throw unresolvedReference(`${scenarioSource}: deck`, spec, 'the tactic deck file');
  return parseTacticDeck(spec, `${scenarioSource}: deck`, arsenal, 'inline');
}
