import { unresolvedReference, type LoadedDocument } from '../../loaded-document.js';
import { arsenalFromDocument } from '../arsenal.js';
import { tacticDeckFrom } from '../deck.js';
import { titaniumErrors } from '../messages.js';
import type { AnalysisAdapter } from '../../analysis-adapter.js';
import { fingerprintOf, type CardFingerprints } from '../../card-fingerprint.js';
import type { Arsenal } from '../arsenal.js';
import type { TacticDeck } from '../deck.js';

/** The fleet limit used in analysis duels (the most the scenario format allows). */
const ANALYSIS_FLEET_LIMIT = 12;
/** Duel players hold three Laboratories: Tech 3, so every card can be priced (004, "Outfitting"). */
const ANALYSIS_BUILDINGS = { laboratory: 3 };

/**
 * Titanium Wars for the analysis layer. Items are ships and ships carrying one upgrade
 * ("cruiser+laser-cannon", priced at ship + upgrade). Default reference: Fighter Squadrons (150
 * credits, the cheapest ship), so budgets move in small steps; no baseline. Player order matters,
 * so duels run in both seats. Results carry the sample-deck notice of the bundled tactic deck.
 * `files` are what a scenario reads by default (the arsenal and the sample deck, read by the
 * loader, or the files given in their place: `--arsenal`, `--deck`); every duel carries them, and
 * the sample-deck notice is there only when the deck is the sample.
 */
export function titaniumAdapter(files: Readonly<Record<string, LoadedDocument>>): AnalysisAdapter {
  if (!files.arsenal) throw unresolvedReference('titanium analysis: arsenal', undefined, 'the arsenal file');
  const arsenal = arsenalFromDocument(files.arsenal);
  // Read here too so that a bad deck file (`--deck`) is reported once, before any duel runs.
  const deck = tacticDeckFrom(files.deck, 'titanium analysis', arsenal);
  const ships = arsenal.units.filter((u) => u.ship);
  const upgrades = arsenal.upgrades;
  const ids = [...ships.map((s) => s.key), ...ships.flatMap((s) => upgrades.map((u) => `${s.key}+${u.key}`))];
  const parse = (id: string, where: string) => {
    const [shipKey, upgradeKey] = id.split('+');
    const ship = ships.find((s) => s.key === shipKey);
    const upgrade = upgradeKey === undefined ? undefined : upgrades.find((u) => u.key === upgradeKey);
    if (!ship || (upgradeKey !== undefined && !upgrade)) throw titaniumErrors.unknownItem(where, id, ids);
    return { ship, upgrade };
  };
  const fleetOf = (entries: string[]) =>
    entries.map((id) => {
      const { ship, upgrade } = parse(id, 'fleet');
      return upgrade ? { unit: ship.key, upgrades: [upgrade.key] } : ship.key;
    });
  const adapter: AnalysisAdapter = {
    game: 'titanium',
    defaults: {
      items: ids.filter((id) => !id.includes('+') || id.startsWith('cruiser+')),
      reference: 'fighter-squadron',
      baseline: [],
      rationale: 'Each ship, and each upgrade on a Cruiser, in groups worth about four Fighter Squadrons, against Fighter Squadrons (150 credits), optimal damage allocation, greedy tactic choice, in both player orders.',
    },
    seats: 2,
    unpriced: 'a fleet slot (every ship fills one of the fleet limit), buildings and the economy (duels are single conquests, not whole games: salvo cost titanium --card prices over whole games)',
    // Every printed cost is a multiple of 50 credits (004): a gap under half a step no reprice could close.
    fairWithin: 25,
    ...(deck.sample ? { notice: 'This result uses the sample tactic deck: the rulebook (004) prints only Destructive Fire in full; the other cards are invented, so the figures are illustrative.' } : {}),
    knownItems: () => [...ids],
    cards: () => titaniumCards(arsenal, deck),
    item(id, where) {
      const { ship, upgrade } = parse(id, where);
      return { id, name: upgrade ? `${ship.name} + ${upgrade.name}` : ship.name, cost: ship.cost + (upgrade?.cost ?? 0), maxCopies: ANALYSIS_FLEET_LIMIT, groupCost: ship.cost };
    },
    duel(spec) {
      const a = { name: 'A', fleetLimit: ANALYSIS_FLEET_LIMIT, buildings: ANALYSIS_BUILDINGS, fleet: fleetOf([...Array.from({ length: spec.copies }, () => spec.item), ...spec.baseline]) };
      const b = { name: 'B', fleetLimit: ANALYSIS_FLEET_LIMIT, buildings: ANALYSIS_BUILDINGS, fleet: fleetOf(Array.from({ length: spec.references }, () => spec.reference)) };
      return { ...files, game: 'titanium', players: spec.seat === 0 ? [a, b] : [b, a] };
    },
    matchup(a, b, seat, options) {
      const pa = { ...a.fleet, name: a.name };
      const pb = { ...b.fleet, name: b.name === a.name ? `${b.name} (2)` : b.name };
      return { ...files, game: 'titanium', ...options, players: seat === 0 ? [pa, pb] : [pb, pa] };
    },
    balanceOptions: (options) => options,
    whatIfFields: () => [],
    withWhatIf(field, _value, where) {
      throw titaniumErrors.noWhatIf(where, field);
    },
  };
  return adapter;
}

/**
 * Every card of the arsenal (units, upgrades, buildings) and of the tactic deck (with its count),
 * fingerprinted; names and `unprinted` notes left out (they do not play).
 */
function titaniumCards(arsenal: Arsenal, deck: TacticDeck): CardFingerprints {
  const cards: CardFingerprints = {};
  const skip = ['key', 'name', 'unprinted'];
  for (const unit of arsenal.units) cards[`unit:${unit.key}`] = fingerprintOf(unit, skip);
  for (const upgrade of arsenal.upgrades) cards[`upgrade:${upgrade.key}`] = fingerprintOf(upgrade, skip);
  for (const building of arsenal.buildings) cards[`building:${building.key}`] = fingerprintOf(building, skip);
  for (const tactic of deck.cards) cards[`tactic:${tactic.key}`] = fingerprintOf(tactic, skip);
  return cards;
}
