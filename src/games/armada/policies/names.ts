/**
 * The named policies a side plays with (MODELS.md, Armada, "Policies"; ARCHITECTURE.md: every
 * choice a player makes is a policy). The position of a name in its list is its code in the plan.
 */
export const ORDER_PLANS = ['always-attack', 'attack-recharge', 'crew-orders'] as const;
export const TARGETINGS = ['closest-to-destruction', 'damage-per-durability'] as const;
export const SQUADRON_TARGETINGS = ['ships', 'squadrons-first'] as const;
export const INITIATIVE_PLACEMENTS = ['keep', 'give-late-to-enemy'] as const;
export const CRIT_CANCELS = ['always', 'repeat-only', 'never'] as const;
export const BOARDINGS = ['off', 'shields-down-outnumber'] as const;

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
  boarding: 'off',
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
  };
}
