/**
 * Rules of a tactical battle's hand-over from space to invasion, and Direct Hit's immunity, on
 * scripted dice (every face used): 003, "OVERVIEW" ("Once space combat is over, the winning player
 * may then land ground infantry"), "COMMIT GROUND FORCES" (ground forces "that are with his ships in
 * the space area"); Dreadnought II ("cannot be destroyed by “Direct Hit” action cards").
 * Combat values: dreadnought 5, cruiser 7, carrier 9.
 */
import { describe, expect, it } from 'vitest';
import { tracedLines as traced } from '../../../test/support/ti4-helpers.js';

describe('tactical battle: the invasion needs the space area', () => {
  it('no invasion when the space combat stops at the round cap with both fleets present', () => {
    // Round 1: dreadnought 1 misses, cruiser 1 misses; the cap ends the battle before any landing.
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { dreadnought: 1, infantry: 1 } }, defender: { units: { cruiser: 1 } } }, [1, 1]);
    expect(lines).not.toContain('Invasion');
    expect(lines.filter((l) => l.startsWith('Result:'))).toEqual(['Result: roundCap after 1 round']);
  });

  it("the attacker's infantry are lost with its last ship", () => {
    // Round 1: carrier 1 misses, dreadnought 9 hits: the carrier is destroyed and its 2 infantry with it.
    const lines = traced({ place: 'tactical', attacker: { units: { carrier: 1, infantry: 2 } }, defender: { units: { dreadnought: 1 } } }, [1, 9]);
    expect(lines.filter((l) => l.includes('survivors'))).toEqual(['  attacker survivors: none', '  defender survivors: Dreadnought']);
  });
});

describe('Direct Hit: an immune ship keeps its sustain', () => {
  it('Dreadnought II sustains and Direct Hit is not played on it', () => {
    // Round 1: cruisers 7, 1 → 1 hit, sustained by the Dreadnought II; its 1 and the cruiser's 1 miss.
    const lines = traced({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['direct-hit'] }, defender: { units: { dreadnought: 1, cruiser: 1 }, upgrades: ['dreadnought'] } }, [7, 1, 1, 1]);
    expect(lines.some((l) => l.includes('Direct Hit'))).toBe(false);
    expect(lines.filter((l) => l.includes('survivors'))).toEqual(['  attacker survivors: Cruiser #1, Cruiser #2', '  defender survivors: Cruiser, Dreadnought II (damaged)']);
  });
});

describe('Shields Holding: played before assigning space combat hits only', () => {
  it('a space cannon offense hit is not cancelled', () => {
    // Space cannon offense: PDS 6 hits, the cruiser is lost before any combat round; the card stays unplayed.
    const lines = traced({ place: 'space', attacker: { units: { cruiser: 1 }, effects: ['shields-holding'] }, defender: { units: { cruiser: 1, pds: 1 } } }, [6]);
    expect(lines.some((l) => l.includes('Shields Holding'))).toBe(false);
    expect(lines.filter((l) => l.includes('survivors'))[0]).toBe('  attacker survivors: none');
  });
});

describe('cards played in their own window only', () => {
  it('Fire Team does not reroll space combat misses', () => {
    // Space round 1: cruiser 1 misses, cruiser 1 misses; the cap ends the battle (no ground combat, no reroll).
    const lines = traced({ place: 'tactical', options: { maxRounds: 1 }, attacker: { units: { cruiser: 1, infantry: 1 }, effects: ['fire-team'] }, defender: { units: { cruiser: 1 } } }, [1, 1]);
    expect(lines.some((l) => l.includes('Fire Team'))).toBe(false);
  });

  it('Maneuvering Jets does not cancel a space combat hit', () => {
    // Space round 1: the attacker's cruiser 1 misses, the defender's 7 hits: the cruiser is lost (and its infantry).
    const lines = traced({ place: 'tactical', attacker: { units: { cruiser: 1, infantry: 1 }, effects: ['maneuvering-jets'] }, defender: { units: { cruiser: 1 } } }, [1, 7]);
    expect(lines.some((l) => l.includes('Maneuvering Jets'))).toBe(false);
    expect(lines.filter((l) => l.includes('survivors'))[0]).toBe('  attacker survivors: none');
  });
});
