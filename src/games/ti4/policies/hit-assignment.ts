import type { UnitKey } from '../catalog.js';

/**
 * Hit assignment (rules 003, "4) ASSIGN HITS": "Each player must choose and destroy one of his
 * ships for each hit"; "Sustain Damage": the first hit turns a unit on its side). The choice is the
 * owner's, so it is a policy (docs, model notes: TI4, "Hit assignment policy"):
 *
 * - a kill order: which type is lost first (default cheapest first);
 * - `sustainFirst: true` — use every sustain before losing any unit (the usual choice);
 *   `false` — lose the fodder that comes before the first unit able to sustain, then sustain;
 * - `keepAlive` types are lost last; units immune to Direct Hit always sustain first.
 *
 * With the policy fixed, a side's losses follow one fixed sequence of "absorption" entries — a
 * sustain of unit u, or the loss of unit u — and the state of a side is how far down it hits have
 * gone. The hot loop walks the sequence, skipping entries that no longer apply (a unit already
 * lost, say to anti-fighter barrage), so assignment allocates nothing.
 */

/** The default kill order: cheapest first (the docs/ pages). */
export const DEFAULT_KILL_ORDER: readonly UnitKey[] = [
  'fighter', 'infantry', 'destroyer', 'cruiser', 'carrier', 'mech', 'dreadnought', 'flagship', 'warsun', 'pds', 'spacedock',
];

/** The facts about one unit that the policy uses. */
export interface AssignableUnit {
  type: UnitKey;
  canSustain: boolean;
  startsDamaged: boolean;
  directHitImmune: boolean;
}

/** A side's hit-assignment policy as written in the scenario. */
export interface HitAssignmentPolicy {
  killOrder: readonly UnitKey[];
  keepAlive: readonly UnitKey[];
  sustainFirst: boolean;
}

/** Entry encoding: unit index × 2, plus 1 for a sustain. */
export const encodeEntry = (unit: number, sustain: boolean): number => unit * 2 + (sustain ? 1 : 0);

/**
 * The full type order: the listed kill order, then unlisted types in default order, with the
 * keep-alive types moved to the end in their listed order.
 */
export function effectiveKillOrder(policy: HitAssignmentPolicy): UnitKey[] {
  const order = [...policy.killOrder];
  for (const key of DEFAULT_KILL_ORDER) if (!order.includes(key)) order.push(key);
  const kept = policy.keepAlive.filter((key) => order.includes(key));
  return [...order.filter((key) => !kept.includes(key)), ...kept];
}

/**
 * The absorption sequence for `units` (only the units that can take hits in this battle).
 * @example
 * // 2 dreadnoughts (0, 1) and 2 fighters (2, 3), sustainFirst:
 * // sustain 0, sustain 1, lose 2, lose 3, lose 0, lose 1
 */
export function absorptionSequence(units: readonly AssignableUnit[], policy: HitAssignmentPolicy): number[] {
  const rank = new Map(effectiveKillOrder(policy).map((key, i) => [key, i]));
  // Units in loss order: by type rank; within a type, already-damaged units go first.
  const byLoss = units
    .map((unit, index) => ({ unit, index }))
    .sort((a, b) => rank.get(a.unit.type)! - rank.get(b.unit.type)! || Number(b.unit.startsDamaged) - Number(a.unit.startsDamaged) || a.index - b.index);
  const canStillSustain = ({ unit }: { unit: AssignableUnit }) => unit.canSustain && !unit.startsDamaged;
  const sustainOf = (entries: typeof byLoss) => entries.filter(canStillSustain).map(({ index }) => encodeEntry(index, true));
  const lossOf = (entries: typeof byLoss) => entries.map(({ index }) => encodeEntry(index, false));

  const immune = byLoss.filter((e) => e.unit.directHitImmune);
  const others = byLoss.filter((e) => !e.unit.directHitImmune);
  if (policy.sustainFirst) return [...sustainOf(immune), ...sustainOf(others), ...lossOf(byLoss)];

  // Fodder: the units lost before the first unit that could still sustain.
  const firstSustainer = byLoss.findIndex(canStillSustain);
  const fodderEnd = firstSustainer < 0 ? byLoss.length : firstSustainer;
  const fodder = byLoss.slice(0, fodderEnd);
  const rest = byLoss.slice(fodderEnd);
  return [...sustainOf(immune), ...lossOf(fodder), ...sustainOf(rest.filter((e) => !e.unit.directHitImmune)), ...lossOf(rest)];
}
