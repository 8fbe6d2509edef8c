import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { bundledArsenal } from '../../../test/support/bundled-data.js';
import { armadaFieldFleets } from '../../games/armada/optimizer/field.js';
import { ti4FieldFleets } from '../../games/ti4/optimizer/field.js';
import { titaniumFieldFleets } from '../../games/titanium/optimizer/field.js';
import { parseTitaniumWords } from '../../games/titanium/optimizer/words.js';
import { fieldFileEntries } from './field-file.js';
import { handMadeCatalog } from './test-fixtures.js';

/** A field file's name and its YAML as the loader would read it (src/cli/load/field-file.ts). */
const read = (file: string, text: string) => ({ file, data: parseDocument(text).toJS() as unknown });
const arsenal = bundledArsenal();

describe('field files', () => {
  it('refuses a field of another game, naming both games', () => {
    const { file, data } = read('ti4-field.yaml', 'game: ti4\nfleets: ["2 dreadnought, carrier"]\n');
    expect(() => fieldFileEntries(data, file, 'armada')).toThrow(
      `${file}: is a field of ti4 fleets, not armada fleets — got game: ti4, expected game: armada. A field file holds fleets of the game being optimized: "game: armada" and "fleets: [...]".`,
    );
  });

  it('refuses a scenario of another game and a file that names no game', () => {
    const scenario = read('titanium-three-vs-three.yaml', 'game: titanium\nplayers:\n  - { name: A, fleet: [cruiser] }\n  - { name: B, fleet: [cruiser] }\n');
    expect(() => fieldFileEntries(scenario.data, scenario.file, 'ti4')).toThrow(`${scenario.file}: is a field of titanium fleets, not ti4 fleets — got game: titanium, expected game: ti4.`);
    const bare = read('bare.yaml', 'fleets: []\n');
    expect(() => fieldFileEntries(bare.data, bare.file, 'titanium')).toThrow(`${bare.file}: is not a field file: it names no game — got no "game:" field, expected game: titanium.`);
    const empty = read('empty.yaml', 'game: titanium\nfleets: []\n');
    expect(() => fieldFileEntries(empty.data, empty.file, 'titanium')).toThrow(`${empty.file}: fleets: a field needs at least one fleet — expected a non-empty list under "fleets:".`);
  });

  it('reads Armada fleets and checks their legality against the point limit', () => {
    const { file, data } = read('armada-field.yaml', 'game: armada\npointLimit: 21\nfleets:\n  - { faction: sol, ships: [{ ship: sol-titan, tech: [sol-phaser] }, { ship: sol-skiff }] }\n');
    const { entries, pointLimit } = fieldFileEntries(data, file, 'armada');
    expect(pointLimit).toBe(21);
    expect(armadaFieldFleets(entries, file, handMadeCatalog(), 21)).toEqual([{ faction: 'sol', ships: [{ ship: 'sol-skiff' }, { ship: 'sol-titan', tech: ['sol-phaser'] }] }]);
    expect(() => armadaFieldFleets(entries, file, handMadeCatalog(), 12)).toThrow(`${file}: fleets.0: illegal fleet (1 violation).`);
  });

  it('reads TI4 fleets in plain words or as sides', () => {
    expect(ti4FieldFleets(['2 dreadnought II, carrier, 4 fighter, pds', { units: { warsun: 1 }, upgrades: [] }], '--vs')).toEqual([
      { units: { dreadnought: 2, carrier: 1, fighter: 4, pds: 1 }, upgrades: ['dreadnought'] },
      { units: { warsun: 1 }, upgrades: [] },
    ]);
    expect(() => ti4FieldFleets(['2 dreadnougth'], '--vs')).toThrow('--vs: unknown unit "dreadnougth"');
  });

  it('reads Titanium Wars fleets in words and checks them by the Outfitting rules', () => {
    expect(parseTitaniumWords('2 cruiser+laser-cannon, destroyer', '--vs')).toEqual({
      fleet: [{ unit: 'cruiser', upgrades: ['laser-cannon'] }, { unit: 'cruiser', upgrades: ['laser-cannon'] }, { unit: 'destroyer', upgrades: [] }],
    });
    expect(() => titaniumFieldFleets(['cruiser+warp-drive'], '--vs', 3, arsenal)).toThrow('--vs.fleet.0.upgrades.0: unknown upgrade "warp-drive"');
    expect(() => titaniumFieldFleets(['fighter-squadron+armor+armor'], '--vs', 3, arsenal)).toThrow('--vs.fleet.0.upgrades: more upgrades than slots on a fighter-squadron');
    expect(() => parseTitaniumWords(' , ', '--vs')).toThrow('--vs: no units given — expected a list such as "2 cruiser+laser-cannon, destroyer".');
  });
});
