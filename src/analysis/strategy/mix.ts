import type { Strategy } from '../../games/strategy-capability.js';
import { strategyKey } from './space.js';

/** A strategy and its weight in a mix (weights of a mix add up to 1). */
export interface MixEntry {
  strategy: Strategy;
  weight: number;
}

/** What a seat plays in a profile: one strategy, or a mix the game draws from each game (docs/strategy.md, "Mixed strategies"). */
export type SeatPlay = Strategy | readonly MixEntry[];

/** True when a seat plays a mix. */
export const isMix = (play: SeatPlay): play is readonly MixEntry[] => Array.isArray(play);

/** A mix as a key: its strategies' keys with their weights. */
export const mixKey = (mix: readonly MixEntry[]): string => JSON.stringify(mix.map((m) => [strategyKey(m.strategy), m.weight]));

/** A seat's play as a key. */
export const playKey = (play: SeatPlay): string => (isMix(play) ? mixKey(play) : strategyKey(play));
