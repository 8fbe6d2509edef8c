import { isResultKind } from '../../core/result-contract.js';
import { fileKindErrors } from './file-kind-messages.js';

/**
 * The kinds of file salvo reads. `catalog` stands for the files an option or a scenario names for
 * their contents (an Armada catalog, a TI4 catalog file, a Titanium Wars arsenal, tactic deck,
 * leaders or planets file); `fleet` for an Armada fleet file (`salvo armada check`, a scenario's `fleet:`).
 */
export type FileKind = 'scenario' | 'fleets' | 'field' | 'result' | 'shard' | 'baseline' | 'strategies' | 'catalog' | 'fleet';

/** A file's kind, with the words messages use for it ("a ti4 scenario", "an Armada catalog"). */
export interface DetectedKind {
  kind: FileKind;
  words: string;
}

/** What each kind is called and which command takes it, for "…; matrix takes a fleets file". */
export const KIND_INFO: Readonly<Record<FileKind, { noun: string; takenBy: string; shape: string }>> = {
  scenario: { noun: 'a scenario', takenBy: 'salvo run, replay, strategy and queue', shape: 'game: …, name: …, and the game\'s sides (attacker/defender, first/second, players)' },
  fleets: { noun: 'a fleets file', takenBy: 'salvo matrix', shape: 'game: …, fleets: [{ name: …, …a side }, …] (configs/fleets/)' },
  field: { noun: 'an optimizer field file', takenBy: 'salvo optimize --field', shape: 'game: …, fleets: [unnamed fleets] (docs/optimizer.md, "Field files")' },
  result: { noun: 'a result file', takenBy: 'salvo report', shape: 'kind: run | cost | matrix | … (what salvo writes with --out)' },
  shard: { noun: 'a shard file', takenBy: 'salvo merge', shape: 'kind: shard (what salvo run --shard i/n --out writes)' },
  baseline: { noun: 'a balance baseline', takenBy: 'salvo check --baseline', shape: 'kind: baseline (what salvo check --write-baseline writes)' },
  strategies: { noun: 'a strategies file', takenBy: '--strategies', shape: 'game: …, strategy: { policies: … } (docs/strategy.md)' },
  catalog: { noun: 'a catalog', takenBy: '--catalog, --arsenal, --deck and a scenario\'s catalog: or deck:', shape: 'a catalog (Armada: ships:, crew:, …; TI4: units:; Titanium Wars: units:, upgrades:, … or cards:)' },
  fleet: { noun: 'an Armada fleet file', takenBy: 'salvo armada check and an Armada scenario\'s fleet:', shape: 'faction: …, ships: [{ ship: … }, …]' },
};

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
 * none of them (the reader then reports its own schema errors).
 */
export function detectFileKind(raw: unknown): DetectedKind | undefined {
  if (!isRecord(raw)) return undefined;
  const game = typeof raw.game === 'string' ? `${raw.game} ` : '';
  if (raw.kind === 'shard') return { kind: 'shard', words: an(`${game}shard file`) };
  if (raw.kind === 'baseline') return { kind: 'baseline', words: an(`${game}balance baseline`) };
  if (isResultKind(raw.kind)) return { kind: 'result', words: an(`${game}${raw.kind} result`) };
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
