/**
 * Play policies of the TI4 effects whose card leaves a choice (policies/effect-play.ts). Each
 * default keeps the old fixed behaviour (test/bundled-outcomes.test.ts, test/ti4-effects.test.ts);
 * each alternative changes what happens in a hand-built battle, read from its replay trace.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configPath } from '../../../core/paths.js';
import { chunkStream } from '../../../core/rng.js';
import { createTally } from '../../../core/tally.js';
import { Trace } from '../../game.js';
import { EFFECTS } from '../effects/registry.js';
import { ti4 } from '../game.js';
import { ti4Errors } from '../messages.js';
import { SideState } from '../side-state.js';
import { duraniumRepairTarget } from './effect-play.js';

const parse = (raw: object) => ti4.parseScenario({ game: 'ti4', ...raw }, 'test.yaml');

/** The trace lines of `battles` seeded battles of a raw scenario. */
function traceLines(raw: object, battles: number): string[] {
  const plan = ti4.compile(parse(raw));
  const trace = new Trace();
  ti4.createSimulator(plan).run(chunkStream(11, 0), createTally(plan.tallySize), battles, trace);
  return trace.lines;
}

describe('direct-hit (card: "After another player\'s ship uses SUSTAIN DAMAGE … Destroy that ship")', () => {
  const raw = (play: string) => ({
    attacker: { units: { cruiser: 6 }, effects: ['direct-hit'], effectPolicies: { 'direct-hit': play } },
    defender: { units: { dreadnought: 1, warsun: 1 } },
  });
  const victims = (play: string) => traceLines(raw(play), 200).filter((l) => /destroyed by Direct Hit/.test(l)).map((l) => (/War Sun/i.test(l) ? 'warsun' : 'other'));
  it('first-sustain spends it on the dreadnought that sustains first; costliest-ship keeps it for the war sun', () => {
    expect(victims('first-sustain')).toContain('other');
    const kept = victims('costliest-ship');
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((v) => v === 'warsun')).toBe(true);
  });
});

describe('shields-holding (card: "Cancel up to 2 hits")', () => {
  const raw = (play: string) => ({ attacker: { units: { cruiser: 3 } }, defender: { units: { cruiser: 3 }, effects: ['shields-holding'], effectPolicies: { 'shields-holding': play } } });
  const cancelled = (play: string) => traceLines(raw(play), 200).flatMap((l) => /plays Shields Holding: cancels (\d) hit/.exec(l)?.[1] ?? []).map(Number);
  it('first-hits plays it on a single hit too; two-hits only when both cancels count', () => {
    expect(cancelled('first-hits')).toContain(1);
    const waited = cancelled('two-hits');
    expect(waited.length).toBeGreaterThan(0);
    expect(waited.every((n) => n === 2)).toBe(true);
  });
});

describe('courageous-to-the-end (card: "For each result equal to or greater than that ship\'s combat value…")', () => {
  const raw = (play: string) => ({
    attacker: { units: { destroyer: 2, dreadnought: 1 }, effects: ['courageous-to-the-end'], effectPolicies: { 'courageous-to-the-end': play } },
    defender: { units: { cruiser: 5 } },
  });
  const thresholds = (play: string) => traceLines(raw(play), 200).flatMap((l) => /plays Courageous to the End for .*on (\d+)\+/.exec(l)?.[1] ?? []).map(Number);
  it('first-ship plays it for the first destroyer lost (9+); best-combat waits for the dreadnought (5+)', () => {
    expect(thresholds('first-ship')).toContain(9);
    const waited = thresholds('best-combat');
    expect(waited.length).toBeGreaterThan(0);
    expect(waited.every((t) => t === 5)).toBe(true);
  });
});

describe('duranium-armor (card: "repair 1 of your damaged units")', () => {
  it('costliest repairs the flagship (8 resources); best-combat the dreadnought (combat 5 against 7)', () => {
    const scenario = parse({ attacker: { faction: 'hacan', units: { flagship: 1, dreadnought: 1 }, damaged: { flagship: 1, dreadnought: 1 }, effects: ['duranium-armor'] }, defender: { units: { cruiser: 1 } } });
    const side = new SideState(ti4.compile(scenario).sides[0], 0);
    side.reset();
    const labelOf = (u: number) => side.plan.label[u];
    expect(labelOf(duraniumRepairTarget(0, side, 0, 1))).toMatch(/Wrath of Kenara/);
    expect(labelOf(duraniumRepairTarget(1, side, 0, 1))).toMatch(/Dreadnought/);
  });
});

describe('the-alastor and matriarch (Nekro and Naalu flagships ("choose any number" / "you may commit")', () => {
  it('none keeps the ground forces out of space combat, and the fighters out of the invasion', () => {
    const nekro = (play: string) => ti4.compile(parse({ attacker: { faction: 'nekro', units: { flagship: 1, infantry: 2 }, effectPolicies: { 'the-alastor': play } }, defender: { units: { cruiser: 1 } } }));
    const infantryInSpace = (play: string) => nekro(play).sides[0].space.targetable.filter((t, u) => t === 1 && nekro(play).sides[0].isGroundForce[u] === 1).length;
    expect([infantryInSpace('all-ground-forces'), infantryInSpace('none')]).toEqual([2, 0]);
    const naalu = (play: string) => ti4.compile(parse({ place: 'tactical', attacker: { faction: 'naalu', units: { flagship: 1, fighter: 2, infantry: 1 }, effectPolicies: { 'matriarch': play } }, defender: { units: { infantry: 1 } } }));
    const fightersLanding = (play: string) => naalu(play).sides[0].ground.targetable.filter((t, u) => t === 1 && naalu(play).sides[0].isFighter[u] === 1).length;
    expect([fightersLanding('all-fighters'), fightersLanding('none')]).toEqual([2, 0]);
  });
  it('an invasion with only Naalu fighters needs them committed', () => {
    const raw = (play: string) => ({ place: 'ground', attacker: { faction: 'naalu', units: { flagship: 1, fighter: 2 }, effectPolicies: { 'matriarch': play } }, defender: { units: { infantry: 1 } } });
    expect(() => parse(raw('all-fighters'))).not.toThrow();
    expect(() => parse(raw('none'))).toThrow(ti4Errors.noGroundForces('test.yaml: attacker.units', 'ground').message);
  });
});

describe('effectPolicies in scenarios and results', () => {
  it('results record each effect\'s play policy, chosen or default; effects without a choice carry none', () => {
    const scenario = parse({ attacker: { units: { cruiser: 2 }, effects: ['direct-hit', 'shields-holding', 'antimass-deflectors'], effectPolicies: { 'direct-hit': 'costliest-ship' } }, defender: { units: { dreadnought: 1 } } });
    const plan = ti4.compile(scenario);
    const tally = createTally(plan.tallySize);
    ti4.createSimulator(plan).run(chunkStream(3, 0), tally, 10, null);
    const result = ti4.summarize(scenario, plan, tally, { seed: 3, chunkSize: 10, chunks: 1, threads: 1, wallSeconds: 0, startedAt: '' });
    expect(result.policies.attacker.effects.map((e) => [e.id, e.policy])).toEqual([['direct-hit', 'costliest-ship'], ['shields-holding', 'first-hits'], ['antimass-deflectors', undefined]]);
  });

  it('a policy for an effect the side does not use, and an unknown policy, are refused', () => {
    expect(() => parse({ attacker: { units: { cruiser: 2 }, effectPolicies: { 'direct-hit': 'costliest-ship' } }, defender: { units: { cruiser: 1 } } }))
      .toThrow(ti4Errors.policyWithoutEffect('test.yaml: attacker.effectPolicies.direct-hit', 'direct-hit').message);
    expect(() => parse({ attacker: { units: { cruiser: 2 }, effects: ['direct-hit'], effectPolicies: { 'direct-hit': 'costliest-shp' } }, defender: { units: { cruiser: 1 } } }))
      .toThrow(/attacker\.effectPolicies\.direct-hit: value not allowed — got "costliest-shp", expected one of first-sustain, costliest-ship\. Did you mean "costliest-ship"\?/);
  });

  it('the scenario schema lists exactly the effects with play policies, with their names (default first)', () => {
    const schema = JSON.parse(readFileSync(configPath('ti4-scenario.schema.json'), 'utf8'));
    const listed = Object.fromEntries(Object.entries(schema.properties.attacker.properties.effectPolicies.properties as Record<string, { enum: string[] }>).map(([id, p]) => [id, p.enum]));
    const defined = Object.fromEntries([...EFFECTS.values()].filter((e) => e.policies).map((e) => [e.id, [...e.policies!]]));
    expect(listed).toEqual(defined);
    expect(schema.properties.defender.properties.effectPolicies).toEqual(schema.properties.attacker.properties.effectPolicies);
  });
});
