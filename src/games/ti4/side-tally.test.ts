/**
 * What a battle adds to the tally for units placed or removed during it (side-state.ts
 * `tallyInPlace`): a unit placed from reinforcements counts among the survivors of its type, and as a
 * loss when it is destroyed; a unit removed from the battle (Ragh's Call: "place them on a planet
 * controlled by the Saar player") is neither a survivor nor a loss; a reinforcement never placed is
 * neither. Losses in half-points of cost (infantry 0.5, fighter 0.5, cruiser 2). Scripted dice
 * (test/support/scripted-dice.ts), die by die.
 */
import { describe, expect, it } from 'vitest';
import { scriptedTally } from '../../../test/support/ti4-helpers.js';

function tallied(raw: object, d10: number[]) {
  const { plan, tally } = scriptedTally(raw, d10);
  const left = (s: 0 | 1, type: string) => {
    const slot = plan.sides[s].survivorSlot[plan.unitTypes.indexOf(type)];
    for (let n = 0; n < 10; n++) if (tally[slot + n] === 1) return n;
    return -1;
  };
  const lost = (s: 0 | 1) => tally[plan.sides[s].lostSlot];
  return { left, lost };
}

describe('tally of placed and removed units', () => {
  it('Indoctrination: the Yin infantry placed survives (2 left); the replaced infantry is the defender\'s loss', () => {
    const r = tallied({ place: 'ground', options: { maxRounds: 1 }, attacker: { faction: 'yin', units: { infantry: 1 }, tradeGoods: 2 }, defender: { units: { infantry: 2 } } }, [1, 1, 1]);
    expect(r.left(0, 'infantry')).toBe(2);
    expect(r.left(1, 'infantry')).toBe(1);
    expect(r.lost(0)).toBe(0);
    expect(r.lost(1)).toBe(1);
  });

  it('Brother Milor\'s fighters, placed and then destroyed, are losses; never placed, they are not', () => {
    // Round 1: a cruiser is lost, 2 fighters are placed. Round 2: 2 hits take both fighters (cheapest first).
    const placed = tallied({ options: { maxRounds: 2 }, attacker: { units: { cruiser: 2 }, effects: ['brother-milor'] }, defender: { units: { cruiser: 3 } } }, [1, 1, 7, 1, 1, 1, 1, 1, 7, 7, 1]);
    expect(placed.left(0, 'cruiser')).toBe(1);
    expect(placed.left(0, 'fighter')).toBe(0);
    expect(placed.lost(0)).toBe(4 + 1 + 1);
    const unused = tallied({ options: { maxRounds: 1 }, attacker: { units: { cruiser: 2 }, effects: ['brother-milor'] }, defender: { units: { cruiser: 3 } } }, [1, 1, 1, 1, 1]);
    expect(unused.left(0, 'fighter')).toBe(0);
    expect(unused.lost(0)).toBe(0);
  });

  it("Ragh's Call: the removed Saar infantry are not lost and not left", () => {
    const r = tallied({ place: 'ground', attacker: { units: { infantry: 1 }, effects: ['raghs-call'] }, defender: { faction: 'saar', units: { infantry: 2 } } }, []);
    expect(r.left(1, 'infantry')).toBe(0);
    expect(r.lost(1)).toBe(0);
    expect(r.left(0, 'infantry')).toBe(1);
  });
});
