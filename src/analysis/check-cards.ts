import { isConfigError } from '../core/errors.js';
import type { AnalysisAdapter, NamedFleet } from '../games/analysis-adapter.js';
import { cardKey, type CardChange } from '../games/card-fingerprint.js';
import { getGame } from '../games/registry.js';
import type { FleetsFile } from './fleets-file.js';

/** What a baseline records of each tracked fleet: `legal`, or the rule it breaks under the baseline's catalog. */
export type FleetLegality = Record<string, string>;

/** A tracked fleet that was legal in the baseline and breaks a rule of the current catalog. */
export interface IllegalFleet {
  fleet: string;
  /** The rule it breaks, as the game words it (the message `salvo matrix` would refuse it with). */
  rule: string;
}

/**
 * Each tracked fleet's legality under the adapter's catalog, with the game's limits in force (the
 * figures lift them: AnalysisAdapter.balanceOptions): `legal`, or the message of the first rule it
 * breaks (the game's own scenario check, as `salvo matrix` runs it on a fleets file).
 */
export function trackedFleetLegality(adapter: AnalysisAdapter, tracked: FleetsFile | undefined): FleetLegality {
  const legality: FleetLegality = {};
  if (!tracked) return legality;
  const game = getGame(adapter.game);
  for (const fleet of tracked.fleets) {
    try {
      game.parseScenario(adapter.matchup(fleet, fleet, 0, tracked.options), fleet.name);
      legality[fleet.name] = 'legal';
    } catch (error) {
      if (!isConfigError(error)) throw error;
      // The message names the fleet as the scenario's source: the rule is what follows.
      legality[fleet.name] = error.message.replace(`${fleet.name}: `, '').split('\n').map((line) => line.trim()).join('\n').trim();
    }
  }
  return legality;
}

/** The tracked fleets legal in the baseline (or absent from it) that the current catalog makes illegal. */
export function newlyIllegal(before: FleetLegality, now: FleetLegality): IllegalFleet[] {
  return Object.entries(now)
    .filter(([fleet, rule]) => rule !== 'legal' && (before[fleet] ?? 'legal') === 'legal')
    .map(([fleet, rule]) => ({ fleet, rule }));
}

/**
 * The figures that name a card: its cost ratio (the item is the card, or a ship carrying it:
 * `cruiser+laser-cannon`) and the matchups of tracked fleets that field it (its key appears in the
 * fleet as written; a faction's own unit, in fleets naming that faction). A card no figure names (a crew card outside every tracked fleet) moves none.
 */
export function figuresNaming(card: string, figureIds: readonly string[], tracked: FleetsFile | undefined): string[] {
  const key = cardKey(card);
  // A faction's own unit (`unit:sol/carrier`): fleets of that faction only, and no cost ratio (items are base units).
  const faction = /^[^:]*:([^/]+)\//.exec(card)?.[1];
  const fields = (f: NamedFleet) => {
    const written = JSON.stringify(f.fleet);
    return written.includes(`"${key}"`) && (faction === undefined || written.includes(`"${faction}"`));
  };
  const fielding = new Set((tracked?.fleets ?? []).filter(fields).map((f) => f.name));
  return figureIds.filter((id) => {
    const item = / cost ratio: (.*)$/.exec(id)?.[1];
    if (item !== undefined) return faction === undefined && (item === key || item.split('+').includes(key));
    const pair = / matchup: (.*) vs (.*)$/.exec(id);
    return pair !== null && (fielding.has(pair[1]) || fielding.has(pair[2]));
  });
}

/** A card change with the moved figures that name it (figuresNaming). */
export interface CheckedCard extends CardChange {
  /** Moved figures that name the card (may be empty: the card moves no tracked figure beyond noise). */
  moves: string[];
}
