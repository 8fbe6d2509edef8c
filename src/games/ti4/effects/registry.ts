import { ti4Errors } from '../messages.js';
import type { EffectUse } from '../plan.js';
import type { EffectContext, EffectDefinition } from './effect.js';
import { ALL_EFFECTS } from './all-effects.js';

/**
 * The id rule (issue 11): the card's English name in lowercase kebab-case, ASCII, punctuation
 * (apostrophes, periods, brackets, hyphens inside a word) dropped: "C'morran N'orr" → cmorran-norr,
 * "X-89 Bacterial Weapon" → x89-bacterial-weapon. Older printings add "@omega" / "@original".
 */
export function effectIdOf(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .trim()
    .replace(/ +/g, '-');
}

/** Every effect salvo knows, by id (variants of older printings carry their "@omega"-style suffix). */
export const EFFECTS: ReadonlyMap<string, EffectDefinition> = new Map(ALL_EFFECTS.map((e) => [e.id, e]));

/**
 * Other spellings users may write: the hyphenated form of names with a hyphen ("non-euclidean-
 * shielding"), and the ids of earlier releases ("sardakk-flagship").
 */
const ALIASES: ReadonlyMap<string, string> = (() => {
  const aliases = new Map<string, string>();
  for (const e of ALL_EFFECTS) {
    const [base, variant] = e.id.split('@');
    const hyphenated = e.name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9 -]/g, '').trim().replace(/[ -]+/g, '-');
    if (hyphenated !== base) aliases.set(variant ? `${hyphenated}@${variant}` : hyphenated, e.id);
    if (e.family === 'flagship' && e.faction && !variant) aliases.set(`${e.faction}-flagship`, e.id);
  }
  return aliases;
})();

/** The known id for a written one (an alias resolves to its id), or undefined. */
export function resolveEffectId(written: string): string | undefined {
  if (EFFECTS.has(written)) return written;
  return ALIASES.get(written);
}

/**
 * The play policy a side uses for effect `id` (its `effectPolicies` choice, else the effect's
 * default), or undefined for an effect that leaves no choice.
 */
export function effectPolicyName(id: string, chosen: Readonly<Record<string, string>> = {}): string | undefined {
  const policies = EFFECTS.get(id)?.policies;
  return policies === undefined ? undefined : (chosen[id] ?? policies[0]);
}

/** The index of that play policy in the effect's `policies` (0 for an effect without any). */
export function effectPolicyCode(id: string, chosen: Readonly<Record<string, string>> = {}): number {
  const name = effectPolicyName(id, chosen);
  return name === undefined ? 0 : EFFECTS.get(id)!.policies!.indexOf(name);
}

/**
 * Parses "morale-boost@round2" / "fire-team@ground1" / "x89-bacterial-weapon@omega" into a use of a
 * known effect.
 * @throws ConfigError for an unknown id (with "did you mean") or a round on an effect that takes none.
 */
export function parseEffectUse(text: string, where: string): EffectUse {
  const match = /^([a-z0-9-]+(?:@(?:omega|original))?)(?:@(round|ground)(\d+))?$/.exec(text.trim().toLowerCase());
  const id = match ? resolveEffectId(match[1]) : undefined;
  const definition = id === undefined ? undefined : EFFECTS.get(id);
  if (!match || !definition || id === undefined) throw ti4Errors.unknownEffect(where, text, match?.[1] ?? text, [...EFFECTS.keys()]);
  if (match[2] && !definition.takesRound) throw ti4Errors.effectTakesNoRound(where, text, id);
  const round = match[3] ? Number(match[3]) : 0;
  if (match[3] && round < 1) throw ti4Errors.roundFromOne(where, text);
  return { id, round, ground: match[2] === 'ground' };
}

/** The effects that apply to a side without being listed (faction abilities, unit abilities), in registry order. */
export function automaticEffectIds(ctx: Omit<EffectContext, 'use'>): string[] {
  return ALL_EFFECTS.filter((e) => e.isAutomatic?.(ctx) === true).map((e) => e.id);
}
