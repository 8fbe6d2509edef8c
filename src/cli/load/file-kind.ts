import { isResultKind } from '../../core/result-contract.js';
import { fileKindErrors } from './file-kind-messages.js';
import type { DetectedKind, FileKind } from './file-kinds.js';

export type { DetectedKind, FileKind } from './file-kinds.js';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const an = (words: string) => `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;

/** The kind of a data file that names no game: a catalog or another file a scenario refers to. */
function dataKind(raw: Record<string, unknown>): DetectedKind | undefined {
  if (typeof raw.faction === 'string' && Array.isArray(raw.ships)) return { kind: 'fleet', words: 'an Armada fleet file' };
  const words = catalogWords(raw);
  return words === undefined ? undefined : { kind: 'catalog', words: an(words) };
}

/** What a catalog file is called, from its sections. */
function catalogWords(raw: Record<string, unknown>): string | undefined {
  if (isRecord(raw.ships)) return 'Armada catalog';
  if (isRecord(raw.units) && isRecord(raw.upgrades)) return 'Titanium Wars arsenal';
  if (Array.isArray(raw.leaders)) return 'Titanium Wars leaders file';
  if (Array.isArray(raw.cards) && 'size' in raw) return 'Titanium Wars tactic deck';
  if (Array.isArray(raw.cards)) return 'Titanium Wars planets file';
  if (isRecord(raw.units)) return 'TI4 catalog file';
  return undefined;
}

/**
 * What kind of salvo file `raw` (parsed YAML or JSON) is, from the fields each kind must have:
 * `kind:` for what salvo writes (shard, baseline, the results), `strategy:` for a strategies file,
 * `fleets:` of named fleets for a fleets file and of unnamed ones for a field file, a `game:` with
 * anything else for a scenario, and the catalogs' own sections for data files. Undefined when it is
 * none of them, or has a `kind:` this salvo does not write (the reader then reports its own errors).
 */
export function detectFileKind(raw: unknown): DetectedKind | undefined {
  if (!isRecord(raw)) return undefined;
  const game = typeof raw.game === 'string' ? `${raw.game} ` : '';
  if (raw.kind === 'shard') return { kind: 'shard', words: an(`${game}shard file`) };
  if (raw.kind === 'baseline') return { kind: 'baseline', words: an(`${game}balance baseline`) };
  if (isResultKind(raw.kind)) return { kind: 'result', words: an(`${game}${raw.kind} result`) };
  // Another `kind:` is a file of another version of salvo: its reader names the kinds it knows.
  if (raw.kind !== undefined) return undefined;
  if (typeof raw.game === 'string') {
    if ('strategy' in raw) return { kind: 'strategies', words: an(`${game}strategies file`) };
    if (Array.isArray(raw.fleets) && !('players' in raw) && !('attacker' in raw) && !('first' in raw)) {
      const named = raw.fleets.length > 0 && raw.fleets.every((f) => isRecord(f) && typeof f.name === 'string');
      return named ? { kind: 'fleets', words: an(`${game}fleets file`) } : { kind: 'field', words: an(`${game}optimizer field file`) };
    }
    return { kind: 'scenario', words: an(`${game}scenario`) };
  }
  return dataKind(raw);
}

/**
 * Refuses a file of another kind than `wanted` before its reader checks its fields, with a message
 * that says what it is and what `command` takes ("this is a scenario; salvo matrix takes a fleets
 * file"), instead of schema errors about its fields. A file of no known kind passes (its reader
 * reports what is wrong with it).
 * @throws ConfigError (exit 2)
 */
export function expectFileKind(raw: unknown, where: string, wanted: FileKind | readonly FileKind[], command: string): void {
  const kinds: readonly FileKind[] = typeof wanted === 'string' ? [wanted] : wanted;
  const found = detectFileKind(raw);
  if (found === undefined || kinds.includes(found.kind)) return;
  throw fileKindErrors.wrongKind(where, found, kinds, command);
}
