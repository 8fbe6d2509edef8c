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
