import { ConfigError, unknownName } from '../core/errors.js';

/**
 * User-facing errors shared by every game (the game registry), built from the factories in
 * core/errors.ts so tests compare against the same functions. Each game's own errors live in its
 * folder's messages.ts.
 */
export const gameErrors = {
  unknownGame: (where: string, id: string, known: readonly string[]) => unknownName(where, 'game', id, known),

  /**
   * A game received a file reference (or nothing) where the loader puts the file's contents: a
   * program calling `parseScenario` without the loader (games/loaded-document.ts).
   * @example unresolvedReference('s.yaml: catalog', 'my.yaml', 'the catalog file')
   *   // s.yaml: catalog: the catalog file was not read — got "my.yaml", expected its contents (a LoadedDocument). …
   */
  unresolvedReference: (where: string, got: unknown, what: string) =>
    new ConfigError({
      where,
      what: `${what} was not read`,
      got: got === undefined ? 'nothing' : JSON.stringify(got),
      expected: 'its contents (a LoadedDocument)',
      hint: 'Scenarios are read with loadScenarioFile (src/cli/scenario-file.ts), whose loader reads every file a scenario names, and its defaults, before the game parses it',
    }),
};
