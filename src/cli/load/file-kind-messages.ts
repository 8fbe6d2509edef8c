import { ConfigError } from '../../core/errors.js';
import { KIND_INFO, type DetectedKind, type FileKind } from './file-kinds.js';

/** The kind detector's user-facing error (file-kind.ts), so tests compare against the same function. */
export const fileKindErrors = {
  /**
   * A file of another kind than the command takes.
   * @example wrongKind('s.yaml', { kind: 'scenario', words: 'a ti4 scenario' }, ['fleets'], 'salvo matrix')
   *   // s.yaml: this is a ti4 scenario; salvo matrix takes a fleets file — expected game: …, fleets: [...]. A scenario is for salvo run, … .
   */
  wrongKind: (where: string, found: DetectedKind, wanted: readonly FileKind[], command: string) => {
    const takes = wanted.map((k) => KIND_INFO[k].noun).join(' or ');
    return new ConfigError({
      where,
      what: `this is ${found.words}; ${command} takes ${takes}`,
      expected: wanted.map((k) => KIND_INFO[k].shape).join('; or '),
      hint: `${capital(KIND_INFO[found.kind].noun)} is for ${KIND_INFO[found.kind].takenBy}`,
    });
  },
};

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
