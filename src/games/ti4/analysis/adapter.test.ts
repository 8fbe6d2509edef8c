/**
 * TI4 what-if changes (issue 18): a change names a unit type at both levels ("dreadnought.combat")
 * or at one level ("dreadnought2.combat", "dreadnought1.combat"); the level's own change wins.
 */
import { describe, expect, it } from 'vitest';
import { unitStats } from '../catalog.js';
import { ti4 } from '../game.js';
import { ti4Errors } from '../messages.js';
import { ti4Adapter } from './adapter.js';

/** The catalog overrides a what-if puts into the duels it runs. */
function overridesAfter(field: string, value: number) {
  const spec = { item: 'dreadnought', reference: 'cruiser', copies: 1, references: 1, baseline: [], seat: 0 as const };
  return (ti4Adapter().withWhatIf(field, value, '--what-if').duel(spec) as { overrides: Parameters<typeof unitStats>[3] }).overrides;
}

describe('TI4 --what-if on one level or both', () => {
  it('dreadnought.combat changes both levels; dreadnought2.combat only level II; dreadnought1.combat only level I', () => {
    const combat = (field: string) => [false, true].map((upgraded) => unitStats('dreadnought', upgraded, undefined, overridesAfter(field, 4)).space!.hitOn);
    const [levelOne, levelTwo] = [unitStats('dreadnought', false).space!.hitOn, unitStats('dreadnought', true).space!.hitOn];
    expect(combat('dreadnought.combat')).toEqual([4, 4]);
    expect(combat('dreadnought2.combat')).toEqual([levelOne, 4]);
    expect(combat('dreadnought1.combat')).toEqual([4, levelTwo]);
  });

  it("a level's own change wins over the both-levels one, field by field", () => {
    const stats = (upgraded: boolean) => unitStats('cruiser', upgraded, undefined, { cruiser: { combat: 3, cost: 5 }, cruiser2: { combat: 2 } });
    expect([stats(false).space!.hitOn, stats(false).cost]).toEqual([3, 5]);
    expect([stats(true).space!.hitOn, stats(true).cost]).toEqual([2, 5]);
  });

  it('a scenario may carry level changes; the compiled plan uses them for that level only', () => {
    const scenario = ti4.parseScenario({ game: 'ti4', attacker: { units: { dreadnought: 1 }, upgrades: ['dreadnought'] }, defender: { units: { dreadnought: 1 } }, overrides: { dreadnought2: { combat: 2 } } }, 'test.yaml');
    const [upgraded, plain] = ti4.compile(scenario).sides.map((side) => side.space.hitOn[0]);
    expect([upgraded, plain]).toEqual([2, unitStats('dreadnought', false).space!.hitOn]);
  });

  it('a level on a type without level II, or a level that does not exist, is refused naming the fields', () => {
    const fields = ti4Adapter().whatIfFields();
    expect(fields).toContain('dreadnought2.combat');
    expect(fields).not.toContain('mech2.combat');
    for (const field of ['mech2.combat', 'dreadnought3.combat']) {
      expect(() => ti4Adapter().withWhatIf(field, 4, '--what-if')).toThrow(ti4Errors.unknownWhatIfField('--what-if', field, fields).message);
    }
    expect(() => ti4.parseScenario({ game: 'ti4', attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } }, overrides: { mech2: { combat: 2 } } }, 'test.yaml'))
      .toThrow(/^test\.yaml: overrides\.mech2: unknown field "mech2" — expected one of carrier, .*dreadnought2, .*\. Did you mean "mech"\?/);
    expect(() => ti4.parseScenario({ game: 'ti4', attacker: { units: { cruiser: 1 } }, defender: { units: { cruiser: 1 } }, overrides: { dreadnought2: { combat: 0 } } }, 'test.yaml'))
      .toThrow(/^test\.yaml: overrides\.dreadnought2\.combat: value out of range — got 0, expected a combat value from 1 to 10/);
  });
});
