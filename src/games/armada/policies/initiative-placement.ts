import type { BattleState } from '../battle-state.js';

/** Initiative-placement code: keep every counter drawn. */
export const PLACE_KEEP = 0;

/**
 * Where the controller of ship s puts a drawn initiative counter (policy; 000, "Step Two: Command
 * Initiative"). Returns the ship to receive it, s itself to keep it. "keep" keeps it whenever
 * allowed; "give-late-to-enemy" gives a counter worse than the average of those still face down
 * (`poolMean`; lower acts earlier) to the first enemy ship in command order without a counter.
 * When s already has a counter it must go elsewhere: a late one to an enemy, an early one to an
 * own ship, else anywhere free. `mustGive` is that case; `canRedraw` says a second counter exists.
 */
export function placeCounter(
  st: BattleState, s: number, counter: number, poolMean: number, code: number, mustGive: boolean, canRedraw: boolean, commandOrder: Int16Array, ships: number,
): number {
  const side = st.owner[s];
  const late = counter > poolMean;
  if (!mustGive && (code === PLACE_KEEP || !late || !canRedraw)) return s;
  let enemy = -1;
  let own = -1;
  let any = -1;
  for (let k = 0; k < ships; k++) {
    const t = commandOrder[k];
    if (t === s || st.counter[t] !== 0) continue;
    if (any < 0) any = t;
    if (st.owner[t] !== side && enemy < 0) enemy = t;
    if (st.owner[t] === side && own < 0) own = t;
  }
  if (!mustGive) return enemy >= 0 ? enemy : s;
  if (code !== PLACE_KEEP && late && enemy >= 0) return enemy;
  if (own >= 0) return own;
  return any;
}

/**
 * Ship s's firepower for the flagship swap: its beam, or its torpedo damage while torpedoes last.
 * A module function, not a closure over `st`, which would be allocated at every swap decision.
 */
function firepower(st: BattleState, s: number): number {
  return Math.max(st.beamNow(s), st.torpedoes[s] > 0 ? st.torpedoDamage[s] : 0);
}

/**
 * The flagship swap (000, "Special Ship Types", Flagship): after the counters are revealed the
 * flagship may switch counters with one other ship of its armada. Policy "strongest first": the
 * own ship with the most firepower (beam, or torpedo damage while torpedoes last) should hold the
 * earlier of its and the flagship's counters. Returns the ship to swap with, or -1.
 */
export function flagshipSwapPartner(st: BattleState, flagship: number): number {
  const side = st.owner[flagship];
  let strongest = flagship;
  for (let s = 0; s < st.nShips; s++) {
    if (st.alive[s] === 1 && st.owner[s] === side && st.counter[s] > 0 && firepower(st, s) > firepower(st, strongest)) strongest = s;
  }
  if (strongest !== flagship) return st.counter[flagship] < st.counter[strongest] ? strongest : -1;
  let earliest = -1;
  for (let s = 0; s < st.nShips; s++) {
    if (s === flagship || st.alive[s] === 0 || st.owner[s] !== side || st.counter[s] === 0) continue;
    if (st.counter[s] < st.counter[flagship] && (earliest < 0 || st.counter[s] < st.counter[earliest])) earliest = s;
  }
  return earliest;
}
