import type { Faction } from '../catalog.js';
import { ti4Errors } from '../messages.js';
import type { EffectUse } from '../plan.js';
import { bunker, disable, fireTeam } from './action-cards-invasion.js';
import {
  courageousToTheEnd, directHit, experimentalBattlestation, maneuveringJets, moraleBoost, shieldsHolding, solarFlare,
} from './action-cards-space.js';
import type { EffectDefinition } from './effect.js';
import { jolNarFlagship } from './flagships/jol-nar.js';
import { l1z1xFlagship } from './flagships/l1z1x.js';
import { letnevFlagship } from './flagships/letnev.js';
import { mentakFlagship } from './flagships/mentak.js';
import { naaluFlagship } from './flagships/naalu.js';
import { nekroFlagship } from './flagships/nekro.js';
import { sardakkFlagship } from './flagships/sardakk.js';
import { winnuFlagship } from './flagships/winnu.js';
import { yinFlagship } from './flagships/yin.js';
import { magenDefenseGrid, x89BacterialWeapon } from './technologies-ground.js';
import { antimassDeflectors, assaultCannon, duraniumArmor, gravitonLaserSystem, plasmaScoring } from './technologies-space.js';

/** Every effect salvo knows, by id. */
export const EFFECTS: ReadonlyMap<string, EffectDefinition> = new Map(
  [
    sardakkFlagship, jolNarFlagship, winnuFlagship, l1z1xFlagship, letnevFlagship, mentakFlagship, yinFlagship, nekroFlagship, naaluFlagship,
    plasmaScoring, antimassDeflectors, gravitonLaserSystem, duraniumArmor, assaultCannon, magenDefenseGrid, x89BacterialWeapon,
    moraleBoost, fireTeam, directHit, shieldsHolding, maneuveringJets, experimentalBattlestation, disable, solarFlare, bunker, courageousToTheEnd,
  ].map((e) => [e.id, e]),
);

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

/** The flagship ability that comes with a faction's flagship (applied automatically when it is present). */
export function flagshipEffectId(faction: Faction): string | undefined {
  const id = `${faction}-flagship`;
  return EFFECTS.has(id) ? id : undefined;
}

/**
 * Parses "morale-boost@round2" / "fire-team@ground1" / "plasma-scoring" into a use of a known effect.
 * @throws ConfigError for an unknown id (with "did you mean") or a round on an effect that takes none.
 */
export function parseEffectUse(text: string, where: string): EffectUse {
  const match = /^([a-z0-9-]+)(?:@(round|ground)(\d+))?$/.exec(text.trim().toLowerCase());
  const id = match?.[1] ?? text;
  const definition = EFFECTS.get(id);
  if (!match || !definition) throw ti4Errors.unknownEffect(where, text, id, [...EFFECTS.keys()]);
  if (match[2] && !definition.takesRound) throw ti4Errors.effectTakesNoRound(where, text, id);
  const round = match[3] ? Number(match[3]) : 0;
  if (match[3] && round < 1) throw ti4Errors.roundFromOne(where, text);
  return { id, round, ground: match[2] === 'ground' };
}
