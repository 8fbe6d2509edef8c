import { unknownName } from '../core/errors.js';

/**
 * User-facing errors shared by every game (the game registry), built from the factories in
 * core/errors.ts so tests compare against the same functions. Each game's own errors live in its
 * folder's messages.ts.
 */
export const gameErrors = {
  unknownGame: (where: string, id: string, known: readonly string[]) => unknownName(where, 'game', id, known),
};
