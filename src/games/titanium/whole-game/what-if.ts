import type { Arsenal, BuildingCard, UnitCard, UpgradeCard } from '../arsenal.js';
import type { TacticDeck } from '../deck.js';
import { gameErrors } from './messages.js';
import type { GameScenario } from './scenario.js';

/** The numeric fields a what-if may change, by kind of card. */
const FIELDS = {
  unit: ['cost', 'attack', 'defense', 'slots', 'blast', 'repair', 'tech', 'copies'],
  upgrade: ['cost', 'attack', 'defense', 'blast', 'shields', 'tech', 'copies'],
  building: ['cost', 'attack', 'tech', 'copies', 'perPlayer', 'perPlanet'],
  tactic: ['priority', 'count'],
} as const;

/** Every `card.field` a what-if may change in this scenario's arsenal and tactic deck. */
export function gameWhatIfFields(scenario: GameScenario): string[] {
  const { arsenal, deck } = scenario;
  return [
    ...arsenal.units.flatMap((c) => FIELDS.unit.map((f) => `${c.key}.${f}`)),
    ...arsenal.upgrades.flatMap((c) => FIELDS.upgrade.map((f) => `${c.key}.${f}`)),
    ...arsenal.buildings.flatMap((c) => FIELDS.building.map((f) => `${c.key}.${f}`)),
    ...deck.cards.flatMap((c) => FIELDS.tactic.map((f) => `${c.key}.${f}`)),
  ];
}

function withCard<T extends { key: string }>(cards: readonly T[], key: string, field: string, value: number): T[] {
  return cards.map((card) => (card.key === key ? Object.freeze({ ...card, [field]: value }) : card));
}

/** A copy of `arsenal` with one card's field changed (the lookups rebuilt, the source marked). */
function arsenalWith(arsenal: Arsenal, key: string, field: string, value: number): Arsenal {
  const units = withCard<UnitCard>(arsenal.units, key, field, value);
  const upgrades = withCard<UpgradeCard>(arsenal.upgrades, key, field, value);
  const buildings = withCard<BuildingCard>(arsenal.buildings, key, field, value);
  const source = `${arsenal.source} with ${key}.${field}=${value}`;
  return Object.freeze({
    source, units, upgrades, buildings,
    unit: new Map(units.map((c) => [c.key, c])), upgrade: new Map(upgrades.map((c) => [c.key, c])), building: new Map(buildings.map((c) => [c.key, c])),
    toJSON: () => source,
  });
}

function deckWith(deck: TacticDeck, key: string, field: string, value: number): TacticDeck {
  const cards = deck.cards.map((card) => (card.key === key ? { ...card, [field]: value } : card));
  return { ...deck, cards, size: cards.reduce((sum, c) => sum + c.count, 0), source: `${deck.source} with ${key}.${field}=${value}` };
}

/**
 * The scenario with one value of its arsenal or tactic deck changed (`salvo cost titanium --card …
 * --what-if destroyer.cost=800`), in memory: a card's cost, stats, tech level or copies, a Tactic
 * card's priority or count. Values are whole numbers of 0 or more (a priority 0 to 7).
 *
 * @throws ConfigError naming `where` for an unknown field or an impossible value.
 */
export function withGameWhatIf(scenario: GameScenario, field: string, value: number, where: string): GameScenario {
  const known = gameWhatIfFields(scenario);
  if (!known.includes(field)) throw gameErrors.whatIfField(where, field, known);
  const [key, name] = field.split('.');
  if (!Number.isInteger(value) || value < 0) throw gameErrors.whatIfValue(where, field, value, 'a whole number of 0 or more');
  if (scenario.deck.cards.some((c) => c.key === key)) {
    if (name === 'priority' && value > 7) throw gameErrors.whatIfValue(where, field, value, 'a priority from 0 to 7 (004, "3. Resolving Tactics")');
    return { ...scenario, deck: deckWith(scenario.deck, key, name, value) };
  }
  if ((name === 'defense' || name === 'copies') && value === 0) throw gameErrors.whatIfValue(where, field, value, 'at least 1');
  return { ...scenario, arsenal: arsenalWith(scenario.arsenal, key, name, value) };
}
