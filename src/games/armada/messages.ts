import { ConfigError, outOfRange, unknownName } from '../../core/errors.js';

/**
 * Every user-facing Armada error, one function each, built from the factories in core/errors.ts
 * (STYLE.md: "every message is a function in one catalog, so tests compare against the same
 * function"). Each returns a ConfigError: the CLI prints it and exits 2.
 */
export const armadaErrors = {
  cancelWithoutCritical: (where: string) =>
    new ConfigError({ where, what: 'a cancelCritical ability needs the critical type it cancels', expected: 'critical: bridge | lifeSupport | engineering | weapons | shields' }),

  criticalOnOtherEffect: (where: string, effect: string) =>
    new ConfigError({ where, what: 'only a cancelCritical ability names a critical type', got: `effect ${effect}`, hint: 'Remove "critical" or use effect: cancelCritical' }),

  abilityWithoutValue: (where: string, effect: string) =>
    new ConfigError({ where, what: `a ${effect} ability needs a value`, expected: 'value: a whole number of at least 1 (the X of "+X")' }),

  carrierWithoutCapacity: (where: string) =>
    outOfRange(where, 'a carrier needs a squadron capacity', 0, 1, undefined, '000, "Special Ship Types": only carriers have squadron capacity'),

  torpedoesWithoutDamage: (where: string) => outOfRange(where, 'a ship with torpedoes needs a torpedo damage', 0, 1, undefined),

  bomberWithoutTorpedoes: (where: string) =>
    new ConfigError({ where, what: 'a bomber carries torpedoes', expected: 'torpedoes and torpedoDamage of at least 1' }),

  fighterWithTorpedoes: (where: string, torpedoes: number) =>
    new ConfigError({ where, what: 'only bombers have torpedoes', got: String(torpedoes), expected: '0', hint: '000, "Squadrons": only bombers have torpedoes' }),

  /** A ship, crew, tech or squadron id the catalog does not have. */
  unknownDisk: (where: string, kind: string, id: string, known: readonly string[], catalog: string) =>
    unknownName(where, kind, id, known, { expected: `a ${kind} id of the catalog ${catalog}` }),

  /** `listed` is the violations, one per line, as formatViolations prints them. */
  illegalFleet: (where: string, listed: readonly string[]) =>
    new ConfigError({
      where,
      what: `illegal fleet (${listed.length} violation${listed.length === 1 ? '' : 's'})`,
      hint: `\n  - ${listed.join('\n  - ')}\nFix the fleet, or check it with "salvo armada check <fleet.yaml>"`,
    }),

  /** Both fleets carry the same unique ship (000, "Ship Disks"). */
  sharedUniqueShip: (where: string, ids: readonly string[]) =>
    new ConfigError({
      where,
      what: `both fleets carry the unique ship${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`,
      expected: 'each unique ship in at most one fleet (000, "Ship Disks": only one of each unique ship can ever participate in the same game)',
      hint: 'Replace it in one fleet, or set rules: { uniqueShips: per-fleet } to play the pairing anyway',
    }),

  /** A scenario type of 000, "Appendix Two" the model does not play. */
  unmodelledScenario: (where: string, type: string) =>
    new ConfigError({
      where,
      what: `the ${type} scenario is not modelled in the brawl: its victory condition (control of the derelict ship for two consecutive Ready steps) needs the derelict's place on the table`,
      got: type,
      expected: 'scenario: last-starship, or model: table',
      hint: 'Add model: table to play it with disks on a table (docs/armada.md, "Finders Keepers"), or remove "scenario" for a Last Starship battle',
    }),

  /** Policy `speeds` given without `speed: custom`. */
  speedsWithoutCustom: (where: string, speed: string) =>
    new ConfigError({ where, what: 'per-ship speeds need the custom speed policy', got: `speed: ${speed}`, expected: 'speed: custom', hint: 'Add speed: custom beside speeds, or remove speeds (docs/armada.md, "Policies")' }),

  /** Policy `speeds` names a ship the fleet does not have. */
  unknownSpeedShip: (where: string, label: string, labels: readonly string[]) =>
    unknownName(where, 'ship', label, labels, { expected: 'a ship of this fleet by its label (its name, or the disk name with #2, #3 for copies)' }),

  /** A policies option (`--policies`) that is not a JSON object. */
  policiesNotJson: (option: string, raw: unknown) =>
    new ConfigError({ where: option, what: 'must be a JSON object of policy names', got: String(raw), hint: `e.g. ${option} '{"orders":"crew-orders","boarding":"favourable"}' (docs/armada.md, "Policies")` }),

  /** `--model`: not one of the Armada combat models. */
  unknownModel: (where: string, name: string) => unknownName(where, 'model', name, ['brawl', 'table'], { expected: 'brawl (every unit in range) or table (docs/armada.md, "The table model")' }),

  /** Table settings in a brawl scenario, where they would be silently ignored. */
  /** A Last Starship table too small for the two fleets' set-up lines (table/table-checks.ts). */
  tableTooSmallForDeployment: (where: string, got: number, needed: number, why: string, hint: string) =>
    new ConfigError({
      where,
      what: `the table is too small for the Last Starship set-up: ${why} (000, "Appendix Two": each fleet within Range: 1 of its end)`,
      got: String(got),
      expected: `at least ${Math.ceil(needed * 100) / 100}`,
      hint,
    }),

  /** A movement goal none of the fleet's ships can follow (table/table-checks.ts). */
  movementGoalNotForFleet: (where: string, goal: string, needs: string, goals: readonly string[]) =>
    new ConfigError({
      where,
      what: `the movement goal ${goal} needs ${needs}, and this fleet has none`,
      got: goal,
      expected: `one of ${goals.join(', ')}`,
      hint: 'Pick a goal the fleet\'s ships can follow (docs/armada.md, "The table model"), or add such a ship',
    }),

  tableSettingsWithoutTable: (where: string) =>
    new ConfigError({
      where,
      what: 'table settings and movement policies apply only to the table model',
      got: 'model: brawl (the default)',
      expected: 'model: table, or no table/movement settings',
      hint: 'Add "model: table" to play the battle on a table (docs/armada.md, "The table model")',
    }),

  badDrops: (drops: number) =>
    new ConfigError({ where: '--drops', what: 'must be a whole number of at least 1', got: String(drops), hint: 'Drop counters, e.g. 200 times 5 counters: --drops 1000' }),

  badExplosions: (explosions: number, drops: number) =>
    outOfRange('--explosions', 'must be a whole number from 0 to --drops', explosions, 0, drops),

  /** `salvo armada attack --beam/--shields/--hull`: a whole number from `min` to 100. */
  badAttackNumber: (option: string, got: number, min: number) =>
    new ConfigError({ where: `--${option}`, what: `must be a whole number from ${min} to 100`, got: String(got) }),

  badPExplosion: (got: number) =>
    new ConfigError({ where: '--p', what: 'pExplosion must be strictly between 0 and 1', got: String(got), hint: 'Estimate it with "salvo armada calibrate --drops N --explosions K"' }),

  /** Analysis (cost, what-if): a ship id of the catalog. */
  unknownShip: (where: string, id: string, ids: readonly string[]) => unknownName(where, 'ship', id, ids, { expected: 'a ship id of the catalog' }),

  unknownWhatIfField: (where: string, field: string, fields: readonly string[], shipFields: readonly string[]) =>
    unknownName(where, 'field', field, fields, { expected: `id.field of any catalog entry: a ship's ${shipFields.join(', ')}; a crew's cost, command, combat, abilityValue; a tech's cost, abilityValue; a squadron's cost, hull, beam, speed, torpedoes, torpedoDamage — e.g. sol-frigate.cost, sol-captain.command` }),

  impossibleWhatIfValue: (where: string, field: string, value: number) =>
    new ConfigError({ where, what: `impossible value for ${field}`, got: String(value), expected: 'a whole number of 0 or more' }),
};
