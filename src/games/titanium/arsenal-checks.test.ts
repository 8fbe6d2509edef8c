/**
 * An arsenal file's checks and defaults (004, "Anatomy of the Cards": a Ship has an Attack
 * Strength and Upgrade slots; a Minefield and an Interstellar Missile deal Blast damage; a Repair
 * Drone repairs; "Self-Destruct Device": Blast 1; "Blast Shield": this ship and two others).
 */
import { describe, expect, it } from 'vitest';
import { gameDefaults } from '../../cli/load/game-defaults.js';
import { parseArsenal } from './arsenal.js';
import { titaniumErrors } from './messages.js';

type Cards = Record<'units' | 'upgrades' | 'buildings', Record<string, unknown>[]>;
const bundled = () => structuredClone(gameDefaults('titanium').arsenal.data) as Cards;
const withUnit = (key: string, change: (card: Record<string, unknown>) => void) => {
  const data = bundled();
  change(data.units.find((u) => u.key === key)!);
  return data;
};

describe('arsenal checks', () => {
  it('a ship needs an attack and slots; a Minefield or Missile a Blast; a Repair Drone its repair', () => {
    expect(() => parseArsenal(withUnit('cruiser', (c) => delete c.attack), 'a.yaml')).toThrow(titaniumErrors.missingField('a.yaml: units.1', 'attack', 'a Ship has an Attack Strength').message);
    expect(() => parseArsenal(withUnit('cruiser', (c) => delete c.slots), 'a.yaml')).toThrow(titaniumErrors.missingField('a.yaml: units.1', 'slots', 'a Ship has Upgrade slots').message);
    expect(() => parseArsenal(withUnit('minefield', (c) => delete c.blast), 'a.yaml')).toThrow(titaniumErrors.missingField('a.yaml: units.3', 'blast', 'a minefield deals Blast damage').message);
    expect(() => parseArsenal(withUnit('interstellar-missile', (c) => delete c.blast), 'a.yaml')).toThrow(titaniumErrors.missingField('a.yaml: units.4', 'blast', 'a missile deals Blast damage').message);
    expect(() => parseArsenal(withUnit('repair-drone', (c) => delete c.repair), 'a.yaml')).toThrow(titaniumErrors.missingField('a.yaml: units.5', 'repair', 'a repair unit removes damage').message);
  });

  it('refuses a key listed twice, in each kind of card', () => {
    for (const kind of ['units', 'upgrades', 'buildings'] as const) {
      const data = bundled();
      data[kind].push({ ...data[kind][0] });
      const singular = kind.slice(0, -1);
      expect(() => parseArsenal(data, 'a.yaml')).toThrow(titaniumErrors.duplicateKey(`a.yaml: ${kind}.6.key`, singular, String(data[kind][0].key)).message);
    }
  });

  it('fills what a card leaves out: no attack or slots for a non-ship, Blast 1 for a Self-Destruct Device, 2 shields for a Blast Shield, no Tech', () => {
    const data = bundled();
    const sdd = data.upgrades.find((u) => u.key === 'self-destruct-device')!;
    delete sdd.blast;
    const shield = data.upgrades.find((u) => u.key === 'blast-shield')!;
    delete shield.shields;
    const mine = data.units.find((u) => u.key === 'minefield')!;
    mine.attack = 7;
    mine.slots = 2;
    delete data.units.find((u) => u.key === 'cruiser')!.tech;
    delete data.units.find((u) => u.key === 'destroyer')!.copies;
    const arsenal = parseArsenal(data, 'a.yaml');
    expect([arsenal.upgrade.get('self-destruct-device')!.blast, arsenal.upgrade.get('blast-shield')!.shields]).toEqual([1, 2]);
    expect([arsenal.upgrade.get('laser-cannon')!.blast, arsenal.upgrade.get('laser-cannon')!.shields, arsenal.upgrade.get('armor')!.attack, arsenal.upgrade.get('laser-cannon')!.defense]).toEqual([0, 0, 0, 0]);
    expect([arsenal.unit.get('minefield')!.attack, arsenal.unit.get('minefield')!.slots]).toEqual([0, 0]);
    expect([arsenal.unit.get('cruiser')!.effect, arsenal.unit.get('cruiser')!.blast, arsenal.unit.get('cruiser')!.repair]).toEqual([null, 0, 0]);
    expect('tech' in arsenal.unit.get('cruiser')!).toBe(false);
    expect(arsenal.unit.get('interstellar-missile')!.tech).toBe(2);
    expect(['copies' in arsenal.unit.get('destroyer')!, arsenal.unit.get('cruiser')!.copies]).toEqual([false, 15]);
    expect([arsenal.building.get('laboratory')!.perPlayer, 'perPlanet' in arsenal.building.get('laboratory')!, arsenal.building.get('refinery')!.attack]).toEqual([3, false, 0]);
    expect(arsenal.upgrade.get('hyperdrive')!.special).toBe('evasion');
    expect(arsenal.upgrade.get('laser-cannon')!.special).toBeNull();
    expect(JSON.stringify({ arsenal })).toBe('{"arsenal":"a.yaml"}');
    expect(Object.isFrozen(arsenal.units)).toBe(true);
  });
});
