/**
 * Rule options: where the rulebook (000) can be read two ways, the scenario names the reading it
 * plays, and results record it (docs/armada.md, "Rule options"). The first value of each list is
 * the default reading.
 */

/**
 * Which ships may fire their beam at a squadron. `escorts`: only escorts (000, "Special Ship
 * Types", Escort: "the escort may fire its beam weapon at any torpedo or squadron in range" is
 * given as an escort's special ability, so other ships do not). `any-ship`: every ship (000,
 * "Order: Attack", Fire Beam Weapons: "if there is a target within range", with no word on what
 * the target may be); a non-escort then shoots squadrons as its side's `squadronTargeting`
 * policy says.
 */
export const SQUADRON_TARGET_RULES = ['escorts', 'any-ship'] as const;

/**
 * How unique ships are counted. `per-game`: "only one of each unique ship can ever participate in
 * the same game" (000, "Ship Disks"), so both fleets may not carry it. `per-fleet`: only within a
 * fleet — not the rulebook; it lets a fleet meet a copy of itself (the mirror cells of a matchup
 * matrix).
 */
export const UNIQUE_SHIP_RULES = ['per-game', 'per-fleet'] as const;

/** The scenarios of 000, "Appendix Two: Scenarios". Finders Keepers is played only under model: table. */
export const SCENARIO_TYPES = ['last-starship', 'finders-keepers'] as const;

export interface ArmadaRules {
  squadronTargets: (typeof SQUADRON_TARGET_RULES)[number];
  uniqueShips: (typeof UNIQUE_SHIP_RULES)[number];
}

export const DEFAULT_RULES: Readonly<ArmadaRules> = Object.freeze({ squadronTargets: 'escorts', uniqueShips: 'per-game' });

/** Code of `any-ship` in the plan (position in SQUADRON_TARGET_RULES). */
export const SQUADRON_TARGETS_ANY_SHIP = 1;
