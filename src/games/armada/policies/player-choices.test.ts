/**
 * The Armada choices that used to be fixed in the rules code, now named policies (docs/architecture.md:
 * "Rules never embed a choice"): each default keeps the old behaviour (test/bundled-outcomes.test.ts),
 * and each alternative changes what happens in a hand-built situation.
 */
import { describe, expect, it } from 'vitest';
import { createTally } from '../../../core/tally.js';
import { RandomStream } from '../../../core/rng.js';
import { Trace } from '../../game.js';
import { BrawlSimulator } from '../brawl.js';
import type { RawFleet } from '../fleet.js';
import { summarizeArmada } from '../result.js';
import { squadronSegmentInPlace } from '../segments.js';
import { attackInPlace } from '../ship-orders.js';
import { testScenario, testState } from '../test-fixtures.js';
import { pickCasualty } from './crew-casualty.js';
import { DEFAULT_POLICIES, type SidePolicies } from './names.js';
import { prefersTorpedo, WEAPON_BEAM_FIRST, WEAPON_STRONGER, WEAPON_TORPEDO_FIRST } from './weapon-choice.js';

const hacanTrader: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-trader' }] };
const withFirst = (policies: Partial<SidePolicies>): [Partial<SidePolicies>, Partial<SidePolicies>] => [policies, {}];

describe('weapon: beam or torpedo (000, "Order: Attack": fire the beam once, or fire one torpedo)', () => {
  it('stronger fires a torpedo only when it out-damages the beam; the others always prefer their weapon', () => {
    expect([prefersTorpedo(WEAPON_STRONGER, 4, 4), prefersTorpedo(WEAPON_STRONGER, 3, 4)]).toEqual([false, true]);
    expect([prefersTorpedo(WEAPON_TORPEDO_FIRST, 4, 3), prefersTorpedo(WEAPON_BEAM_FIRST, 3, 4)]).toEqual([true, false]);
    expect(prefersTorpedo(WEAPON_BEAM_FIRST, 0, 1)).toBe(true);
  });

  it('a Sol cruiser (beam 4, torpedo 4) fires its beam under stronger and launches under torpedo-first', () => {
    const cruiser: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser' }] };
    const launches = (weapon: SidePolicies['weapon']) => {
      const { st } = testState(testScenario(cruiser, hacanTrader, {}, withFirst({ weapon })), 'weapon');
      attackInPlace(st, 0);
      return { torpedoesLeft: st.torpedoes[0], inFlight: st.torpCount };
    };
    expect(launches('stronger')).toEqual({ torpedoesLeft: 2, inFlight: 0 });
    expect(launches('torpedo-first')).toEqual({ torpedoesLeft: 1, inFlight: 1 });
  });
});

describe('bomberWeapon (000, "Squadrons": bombers fire beams or torpedoes just as ships do)', () => {
  const bombers: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { bomber: 1 } };
  const torpedoesLeft = (bomberWeapon: SidePolicies['bomberWeapon']) => {
    const { st } = testState(testScenario(bombers, hacanTrader, {}, withFirst({ bomberWeapon })), 'bomber');
    st.phase++;
    squadronSegmentInPlace(st);
    return st.sqTorpedoes[0];
  };
  it('torpedo-first (the default) launches the torpedo; beam-first fires the beam (1) and keeps it', () => {
    expect(torpedoesLeft('torpedo-first')).toBe(0);
    expect(torpedoesLeft('stronger')).toBe(0);
    expect(torpedoesLeft('beam-first')).toBe(1);
  });
});

describe('escortTargeting (000, "Special Ship Types", Escort: it may fire at any torpedo or squadron in range)', () => {
  const frigate: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-frigate' }] };
  const ark: RawFleet = { faction: 'hacan', ships: [{ ship: 'hacan-ark' }], squadrons: { fighter: 1 } };
  const firstShot = (escortTargeting: SidePolicies['escortTargeting']) => {
    const { st } = testState(testScenario(frigate, ark, {}, withFirst({ escortTargeting })), 'escort');
    st.launchTorpedoInPlace(1, 3);
    st.trace = new Trace();
    attackInPlace(st, 0);
    return st.trace.lines[0];
  };
  it('fires at the torpedo, the squadron or the ship as its policy says', () => {
    expect(firstShot('torpedoes-first')).toMatch(/Sol frigate \(escort\) fires at a torpedo/);
    expect(firstShot('squadrons-first')).toMatch(/Sol frigate \(escort\) fires at Fighter squadron/);
    expect(firstShot('ships')).toMatch(/Sol frigate fires 3 counters at Hacan ark carrier/);
  });
});

describe('crewCasualty (000, "Crew Combat": the loser removes one crew of its choice)', () => {
  // Sol first officer: command 2, combat 1; Mercenary guard: command 1, combat 3.
  const crewed: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-cruiser', crew: ['sol-captain', 'sol-first-officer', 'merc-security'] }] };
  const lost = (crewCasualty: SidePolicies['crewCasualty']) => {
    const { st, plan } = testState(testScenario(crewed, hacanTrader, {}, withFirst({ crewCasualty })), 'casualty');
    return plan.disks.label[pickCasualty(st, 0, 0, plan.policies[0].crewCasualty)];
  };
  it('activated-then-weakest loses the least combat + command; keep-command the least command', () => {
    expect(lost('activated-then-weakest')).toMatch(/Sol first officer/);
    expect(lost('keep-command')).toMatch(/Mercenary guard/);
  });
  it('an activated crew goes first under both', () => {
    const { st, plan } = testState(testScenario(crewed, hacanTrader, {}, withFirst({ crewCasualty: 'keep-command' })), 'casualty');
    const captain = plan.disks.label.findIndex((l) => /McGreggor/.test(l));
    st.diskReady[captain] = 0;
    expect(pickCasualty(st, 0, 0, plan.policies[0].crewCasualty)).toBe(captain);
  });
});

describe('squadronLoss (000, "Squadrons": excess squadrons are removed at once, the owner choosing which)', () => {
  const carrier: RawFleet = { faction: 'sol', ships: [{ ship: 'sol-carrier' }], squadrons: { fighter: 1, bomber: 1, 'heavy-fighter': 1 } };
  /** The squadrons left when the carrier's capacity drops to `capacity`, the bomber loaded or not. */
  const kept = (squadronLoss: SidePolicies['squadronLoss'], capacity: number, bomberLoaded: boolean) => {
    const { st, plan } = testState(testScenario(carrier, hacanTrader, {}, withFirst({ squadronLoss })), 'loss');
    if (!bomberLoaded) st.sqTorpedoes[plan.squadrons.bomber.indexOf(1)] = 0;
    st.squadronCapacity[0] = capacity;
    st.enforceSquadronCapacityInPlace(0);
    return plan.squadrons.label.filter((_, i) => st.sqAlive[i] === 1).map((label) => label.replace(/ squadron.*$/, ''));
  };
  it('last-listed gives up the squadrons listed last', () => {
    expect(kept('last-listed', 2, false)).toEqual(['Fighter', 'Bomber']);
    expect(kept('last-listed', 1, true)).toEqual(['Fighter']);
  });
  it('spent-bombers-first gives up a bomber without torpedoes, then fighters, and keeps a loaded bomber', () => {
    expect(kept('spent-bombers-first', 2, false)).toEqual(['Fighter', 'Heavy fighter']);
    expect(kept('spent-bombers-first', 1, true)).toEqual(['Bomber']);
  });
});

describe('results record every policy by name (docs/architecture.md, "Results")', () => {
  it('defaults and chosen alternatives both appear in result.policies', () => {
    const chosen = { weapon: 'beam-first', bomberWeapon: 'stronger', escortTargeting: 'ships', crewCasualty: 'keep-command', squadronLoss: 'spent-bombers-first' } as const;
    const scenario = testScenario({ faction: 'sol', ships: [{ ship: 'sol-frigate' }] }, hacanTrader, {}, [chosen, {}]);
    const { plan } = testState(scenario);
    const tally = createTally(plan.tallySize);
    new BrawlSimulator(plan).run(new RandomStream('policies'), tally, 20, null);
    const result = summarizeArmada(scenario, plan, tally, { seed: 'policies', chunkSize: 20, chunks: 1, threads: 1, wallSeconds: 0, startedAt: '' });
    expect(result.policies.first).toEqual({ ...DEFAULT_POLICIES, ...chosen });
    expect(result.policies.second).toEqual({ ...DEFAULT_POLICIES });
  });
});
