import type { Strategy } from '../../games/strategy-capability.js';
import { strategyKey } from './space.js';

/** A strategy and its weight in a mix (weights of a mix add up to 1). */
export interface MixEntry {
  strategy: Strategy;
  weight: number;
}

/** A mix as a key: its strategies' keys with their weights. */
export const mixKey = (mix: readonly MixEntry[]): string => JSON.stringify(mix.map((m) => [strategyKey(m.strategy), m.weight]));
