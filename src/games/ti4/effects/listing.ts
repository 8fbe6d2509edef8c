import { FACTIONS, type Faction } from '../catalog.js';
import { ti4Errors } from '../messages.js';
import type { EffectDefinition, EffectFamily } from './effect.js';
import { ALL_EFFECTS } from './all-effects.js';

/** One line of `salvo ti4 effects`: an effect id with its family, faction, timing and printed text. */
export interface EffectListing {
  id: string;
  name: string;
  family: EffectFamily;
  faction?: Faction;
  /** Applied by itself (faction ability, unit ability) rather than listed in `effects:`. */
  automatic: boolean;
  /** `--exact` can solve it. */
  exact: boolean;
  timing: string;
  takesRound: boolean;
  /** How it is played by default, in words. */
  play?: string;
  /** The named play policies a scenario may pick under `effectPolicies` (the default first). */
  policies?: readonly string[];
  /** How each policy plays, in words (same order as `policies`). */
  policyPlays?: readonly string[];
  text: string;
}

const listingOf = (e: EffectDefinition): EffectListing => ({
  id: e.id,
  name: e.name,
  family: e.family,
  ...(e.faction ? { faction: e.faction } : {}),
  automatic: e.isAutomatic !== undefined,
  exact: e.exact === true,
  timing: e.timing,
  takesRound: e.takesRound === true,
  ...(e.play ? { play: e.play } : {}),
  ...(e.policies ? { policies: e.policies } : {}),
  ...(e.policyPlays ? { policyPlays: e.policyPlays } : {}),
  text: e.text,
});

/**
 * Every effect salvo models, or only a faction's own content (its abilities, units, technologies,
 * promissory note and leaders).
 * @throws ConfigError for an unknown faction, naming `where`.
 */
export function listTi4Effects(faction?: string, where = '--faction'): EffectListing[] {
  if (faction !== undefined && !(FACTIONS as readonly string[]).includes(faction)) {
    throw ti4Errors.unknownFaction(where, faction, FACTIONS);
  }
  const rank = (e: EffectDefinition) => FAMILY_ORDER.indexOf(e.family);
  return ALL_EFFECTS.filter((e) => faction === undefined || e.faction === faction)
    .map((e, i) => ({ e, i }))
    .sort((x, y) => rank(x.e) - rank(y.e) || x.i - y.i)
    .map(({ e }) => listingOf(e));
}

/** The order families are listed in. */
const FAMILY_ORDER: readonly EffectFamily[] = [
  'faction-ability', 'flagship', 'mech', 'unit-upgrade', 'faction-technology', 'technology', 'promissory-note', 'agent', 'commander', 'hero', 'agenda', 'action-card',
];

/** The listing as readable text: one block per effect. */
export function formatEffectListing(rows: readonly EffectListing[]): string {
  return rows
    .map((r) => {
      const tags = [r.family, r.faction, r.automatic ? 'automatic' : undefined, r.exact ? '--exact' : undefined, r.takesRound ? '@roundN' : undefined].filter(Boolean).join(', ');
      const lines = [`${r.id}  (${tags})`, `    when: ${r.timing}`];
      if (r.play) lines.push(`    play: ${r.play}`);
      if (r.policies) lines.push(`    effectPolicies: ${r.policies.join(' | ')} (default ${r.policies[0]})`);
      r.policyPlays?.forEach((play, i) => lines.push(`      ${r.policies![i]}: ${play}`));
      lines.push(`    "${r.text}"`);
      return lines.join('\n');
    })
    .join('\n');
}
