/**
 * Capacity in every TI4 fleet brought to an analysis (002, "tactical action": "Ships carry fighters
 * and ground forces up to their capacity"): matrix fleets files, optimizer field files and --vs
 * refuse fighters (beyond 3 per space dock) and an attacker's ground forces over its ships'
 * capacity. Scenarios set up any position and are not checked (scenario.ts, checkCapacity).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { salvoInProcess as salvo } from '../../../test/support/salvo-in-process.js';
import { capacityNeeds } from './capacity.js';
import { ti4Errors } from './messages.js';
import { checkCapacity, parseTi4Scenario } from './scenario.js';

const dir = mkdtempSync(join(tmpdir(), 'salvo-capacity-'));
const write = (name: string, text: string) => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const parse = (attacker: object, defender: object, extra: object = {}) => checkCapacity(parseTi4Scenario({ game: 'ti4', attacker, defender, ...extra }, 'f.yaml'), 'f.yaml');

describe('checkCapacity: fighters and carried ground forces within capacity', () => {
  it('fighters up to the capacity of carriers, cruisers II, dreadnoughts and war suns are accepted', () => {
    expect(() => parse({ units: { carrier: 1, fighter: 4 } }, { units: { cruiser: 1 } })).not.toThrow();
    expect(() => parse({ units: { carrier: 1, fighter: 6 }, upgrades: ['carrier'] }, { units: { cruiser: 1 } })).not.toThrow();
    expect(() => parse({ units: { dreadnought: 1, cruiser: 1, fighter: 2 }, upgrades: ['cruiser'] }, { units: { cruiser: 1 } })).not.toThrow();
    expect(() => parse({ faction: 'sol', units: { carrier: 1, fighter: 6 } }, { units: { cruiser: 1 } })).not.toThrow();
  });

  it('one fighter too many is refused, naming the side and the capacity', () => {
    expect(() => parse({ units: { carrier: 1, fighter: 5 } }, { units: { cruiser: 1 } })).toThrow(
      ti4Errors.overCapacity('f.yaml: attacker.units', capacityNeeds({ units: { carrier: 1, fighter: 5 }, upgrades: [] }, true)!).message,
    );
    expect(() => parse({ units: { cruiser: 1 } }, { units: { cruiser: 1, fighter: 1 } })).toThrow(/f\.yaml: defender\.units: 1 fighter to carry, but the ships' capacity is 0/);
  });

  it('a space dock keeps 3 fighters; the defender\'s ground forces are on the planet, the attacker\'s are carried', () => {
    expect(() => parse({ units: { cruiser: 1 } }, { units: { fighter: 3, spacedock: 1, infantry: 5 } })).not.toThrow();
    expect(() => parse({ units: { cruiser: 1 } }, { units: { fighter: 4, spacedock: 1 } })).toThrow(/1 fighter \(beyond the 3 its space docks keep\)/);
    expect(() => parse({ units: { carrier: 1, fighter: 2, infantry: 3 } }, { units: { infantry: 1 } }, { place: 'tactical' })).toThrow(/2 fighters and 3 ground forces to carry, but the ships' capacity is 4/);
    expect(() => parse({ units: { carrier: 1, fighter: 2, infantry: 2 } }, { units: { infantry: 1 } }, { place: 'tactical' })).not.toThrow();
  });

  it('not checked in a ground combat, nor for a side with a flagship (its capacity is not in the catalog)', () => {
    expect(() => parse({ units: { infantry: 8 } }, { units: { infantry: 1 } }, { place: 'ground' })).not.toThrow();
    expect(() => parse({ faction: 'naalu', units: { flagship: 1, fighter: 8 } }, { units: { cruiser: 1 } })).not.toThrow();
  });
});

describe('every TI4 fleets input: capacity checked (exit 2)', () => {
  it('a matrix fleets file', async () => {
    const file = write('fleets.yaml', 'game: ti4\nfleets:\n  - { name: swarm, units: { fighter: 8, carrier: 1 } }\n  - { name: line, units: { cruiser: 3 } }\n');
    const r = await salvo('matrix', file, '-n', '10');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${file}: fleets.0 (swarm): attacker.units: 8 fighters to carry, but the ships' capacity is 4`);
    const infantry = write('infantry.yaml', 'game: ti4\noptions: { place: tactical }\nfleets:\n  - { name: landing, units: { cruiser: 2, infantry: 2 } }\n  - { name: line, units: { cruiser: 3, infantry: 1, carrier: 1 } }\n');
    const landing = await salvo('matrix', infantry, '-n', '10');
    expect(landing.code).toBe(2);
    expect(landing.stderr).toContain("fleets.0 (landing): attacker.units: 2 ground forces to carry, but the ships' capacity is 0");
  });

  it('a fleets file that says capacity: unchecked plays, and the matrix says so above the table', async () => {
    const file = write('unchecked.yaml', 'game: ti4\noptions: { capacity: unchecked }\nfleets:\n  - { name: swarm, units: { fighter: 8 } }\n  - { name: line, units: { cruiser: 3 } }\n');
    const r = await salvo('matrix', file, '-n', '100', '--threads', '1');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('NOTE: capacity unchecked (options: capacity: unchecked)');
  });

  it('an optimizer field file and --vs', async () => {
    const file = write('field.yaml', 'game: ti4\nfleets:\n  - "2 dreadnought, 6 fighter"\n');
    const r = await salvo('optimize', 'ti4', '-r', '6', '-f', '3', '--field', file);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("fleets.0: defender.units: 6 fighters to carry, but the ships' capacity is 2");
    const vs = await salvo('optimize', 'ti4', '-r', '6', '-f', '3', '--vs', '5 fighter, cruiser');
    expect(vs.code).toBe(2);
    expect(vs.stderr).toContain("5 fighters to carry, but the ships' capacity is 0");
  });
});
