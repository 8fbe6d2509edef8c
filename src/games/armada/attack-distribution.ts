import { CRITICALS, type Critical } from './catalog-types.js';
import { binomialPmf } from './counters.js';
import { armadaErrors } from './messages.js';

/** One attack to analyse: beam counters, the target's shields and hull, criticals it already has. */
export interface AttackQuery {
  beam: number;
  shields: number;
  hull: number;
  crits: Critical[];
  p: number;
}

/** The exact distribution of one attack (the `salvo armada attack --json` contract). */
export interface AttackDistribution {
  /** P(k hits), k = 0..beam. */
  hits: number[];
  expectedShieldDamage: number;
  /** Hull hits applied, counting at most the hull the target has. */
  expectedHullDamage: number;
  /** Destroyed by hull damage or by repeating a critical it already has. */
  pDestroyed: number;
  /** At least one critical indicated (the ship survived the hull damage). */
  pCrit: number;
  pTwoCrits: number;
  pCritByType: Record<Critical, number>;
}

/**
 * The exact distribution of one beam attack of `beam` counters on a ship with `shields` and
 * `hull` (000, "Damage" and "Critical Hits"): hits are binomial(beam, p); hits go to shields, then
 * hull, hull 0 destroys; a surviving ship that took >= 3 shield hits and no hull hit suffers a
 * critical when exactly one of the five critical counters shows its critical side (probability
 * 5 q p^4 with q = 1 - p), one that took hull damage when one or two do (5 q p^4 + 10 q^2 p^3).
 * A critical the ship already has destroys it.
 * @throws ConfigError when an argument is out of range.
 * @example attackDistribution({ beam: 1, shields: 0, hull: 1, crits: [], p: 0.5 }).pDestroyed // 0.5
 */
export function attackDistribution(query: AttackQuery): AttackDistribution {
  const { beam, shields, hull, crits, p } = query;
  const whole = (v: number, min: number, name: string) => {
    if (!Number.isInteger(v) || v < min || v > 100) throw armadaErrors.badAttackNumber(name, v, min);
  };
  whole(beam, 0, 'beam');
  whole(shields, 0, 'shields');
  whole(hull, 1, 'hull');
  if (!(p > 0 && p < 1)) throw armadaErrors.badPExplosion(p);
  const q = 1 - p;
  const single = q * p ** 4;
  const pair = q * q * p ** 3;
  const had = new Set(crits);
  const e = had.size;
  const pairsHittingHad = 10 - ((5 - e) * (4 - e)) / 2;
  const hits = binomialPmf(beam, p);
  const out: AttackDistribution = {
    hits, expectedShieldDamage: 0, expectedHullDamage: 0, pDestroyed: 0, pCrit: 0, pTwoCrits: 0,
    pCritByType: Object.fromEntries(CRITICALS.map((c) => [c, 0])) as Record<Critical, number>,
  };
  hits.forEach((pk, k) => {
    const sh = Math.min(k, shields);
    const hu = k - sh;
    out.expectedShieldDamage += pk * sh;
    out.expectedHullDamage += pk * Math.min(hu, hull);
    if (hu >= hull) {
      out.pDestroyed += pk;
      return;
    }
    if (hu === 0 && sh < 3) return;
    const twoAllowed = hu > 0;
    out.pCrit += pk * (5 * single + (twoAllowed ? 10 * pair : 0));
    if (twoAllowed) out.pTwoCrits += pk * 10 * pair;
    for (const c of CRITICALS) out.pCritByType[c] += pk * (single + (twoAllowed ? 4 * pair : 0));
    out.pDestroyed += pk * (e * single + (twoAllowed ? pairsHittingHad * pair : 0));
  });
  return out;
}
