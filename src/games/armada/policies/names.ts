/**
 * The named policies a side plays with (docs, model notes: Armada, "Policies"; docs/architecture.md: every
 * choice a player makes is a policy). The position of a name in its list is its code in the plan.
 */
export const ORDER_PLANS = ['always-attack', 'attack-recharge', 'crew-orders'] as const;
export const TARGETINGS = ['closest-to-destruction', 'damage-per-durability'] as const;
export const SQUADRON_TARGETINGS = ['ships', 'squadrons-first'] as const;
export const INITIATIVE_PLACEMENTS = ['keep', 'give-late-to-enemy'] as const;
export const CRIT_CANCELS = ['always', 'repeat-only', 'never'] as const;
export const BOARDINGS = ['off', 'shields-down-outnumber', 'favourable'] as const;
/** Speed choice (policies/speed-choice.ts): the speed each ship keeps, which breaks initiative ties. */
export const SPEEDS = ['max', 'match-initiative', 'custom'] as const;
export const WEAPONS = ['stronger', 'torpedo-first', 'beam-first'] as const;
export const ESCORT_TARGETINGS = ['torpedoes-first', 'squadrons-first', 'ships'] as const;
export const CREW_CASUALTIES = ['activated-then-weakest', 'keep-command'] as const;
export const SQUADRON_LOSSES = ['last-listed', 'spent-bombers-first'] as const;

/** A side's policies by name, every default filled in (what results record). */
export interface SidePolicies {
  orders: (typeof ORDER_PLANS)[number];
  /** attack-recharge / crew-orders: recharge when shields < this fraction of the maximum. */
  rechargeBelow: number;
  targeting: (typeof TARGETINGS)[number];
  squadronTargeting: (typeof SQUADRON_TARGETINGS)[number];
  initiative: (typeof INITIATIVE_PLACEMENTS)[number];
  /** The flagship swaps counters so the strongest own ship acts earliest (000, Special Ship Types). */
  flagshipSwap: boolean;
  critCancel: (typeof CRIT_CANCELS)[number];
  boarding: (typeof BOARDINGS)[number];
  /** The speed each ship keeps (policies/speed-choice.ts). */
  speed: (typeof SPEEDS)[number];
  /** speed "custom": the speed of a ship by its label (others keep their maximum). */
  speeds?: Record<string, number>;
  /** A ship's attack: beam or torpedo (policies/weapon-choice.ts). */
  weapon: (typeof WEAPONS)[number];
  /** A bomber's attack: beam or torpedo (same choice, its own default). */
  bomberWeapon: (typeof WEAPONS)[number];
  /** What escorts fire at (policies/escort-targeting.ts). */
  escortTargeting: (typeof ESCORT_TARGETINGS)[number];
  /** The crew lost after a lost round of crew combat (policies/crew-casualty.ts). */
  crewCasualty: (typeof CREW_CASUALTIES)[number];
  /** The squadrons removed beyond the carriers' capacity (policies/squadron-loss.ts). */
  squadronLoss: (typeof SQUADRON_LOSSES)[number];
}

/** The defaults: the simple, strong-enough play a new player would choose. */
export const DEFAULT_POLICIES: Readonly<SidePolicies> = Object.freeze({
  orders: 'attack-recharge',
  rechargeBelow: 0.5,
  targeting: 'closest-to-destruction',
  squadronTargeting: 'ships',
  initiative: 'give-late-to-enemy',
  flagshipSwap: true,
  critCancel: 'always',
  boarding: 'favourable',
  speed: 'max',
  weapon: 'stronger',
  bomberWeapon: 'torpedo-first',
  escortTargeting: 'torpedoes-first',
  crewCasualty: 'activated-then-weakest',
  squadronLoss: 'last-listed',
});

/** A side's policies as the numeric codes the hot loop switches on. */
export interface PolicyCodes {
  orders: number;
  rechargeBelow: number;
  targeting: number;
  squadronTargeting: number;
  initiative: number;
  flagshipSwap: number;
  critCancel: number;
  boarding: number;
  speed: number;
  weapon: number;
  bomberWeapon: number;
  escortTargeting: number;
  crewCasualty: number;
  squadronLoss: number;
}

/** Names to codes (positions in the lists above). */
export function policyCodes(p: SidePolicies): PolicyCodes {
  return {
    orders: ORDER_PLANS.indexOf(p.orders),
    rechargeBelow: p.rechargeBelow,
    targeting: TARGETINGS.indexOf(p.targeting),
    squadronTargeting: SQUADRON_TARGETINGS.indexOf(p.squadronTargeting),
    initiative: INITIATIVE_PLACEMENTS.indexOf(p.initiative),
    flagshipSwap: p.flagshipSwap ? 1 : 0,
    critCancel: CRIT_CANCELS.indexOf(p.critCancel),
    boarding: BOARDINGS.indexOf(p.boarding),
    speed: SPEEDS.indexOf(p.speed),
    weapon: WEAPONS.indexOf(p.weapon),
    bomberWeapon: WEAPONS.indexOf(p.bomberWeapon),
    escortTargeting: ESCORT_TARGETINGS.indexOf(p.escortTargeting),
    crewCasualty: CREW_CASUALTIES.indexOf(p.crewCasualty),
    squadronLoss: SQUADRON_LOSSES.indexOf(p.squadronLoss),
  };
}
