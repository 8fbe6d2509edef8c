/**
 * The Leader choice of a whole game (004, "Setup": "draw 2 Leader cards and choose one"), called
 * directly with hand-picked pairs from the bundled catalog (configs/titanium/leaders.yaml):
 * Salfatine produces 1200¢, Lord John and General Hox 1000¢; Tyx has fleet 4 + hand 4, Captain Jim
 * 4 + 3 and Ling Liu 3 + 4.
 */
import { describe, expect, it } from 'vitest';
import { ScriptedDice } from '../../../../../test/support/scripted-dice.js';
import { readGame } from '../../../../../test/support/titanium-game.js';
import { compileGame } from '../compile.js';
import { chooseLeader } from './leader-choice.js';

const plan = compileGame(readGame({ players: [{ name: 'A', policies: { leader: 'production' } }, { name: 'B', policies: { leader: 'fleet' } }, { name: 'C', policies: { leader: 'random' } }] }));
const leader = (key: string) => plan.leaderKeys.indexOf(key);
/** No draws scripted: a policy that is not `random` must not roll. */
const noDice = () => new ScriptedDice({});

describe('choosing one of the 2 Leader cards drawn (004, "Setup")', () => {
  it('`production` keeps the higher home-planet production, whichever was drawn first; a tie keeps the first', () => {
    expect(chooseLeader(plan, 0, leader('lord-john'), leader('salfatine'), noDice())).toBe(leader('salfatine'));
    expect(chooseLeader(plan, 0, leader('salfatine'), leader('lord-john'), noDice())).toBe(leader('salfatine'));
    expect(chooseLeader(plan, 0, leader('general-hox'), leader('lord-john'), noDice())).toBe(leader('general-hox'));
    expect(chooseLeader(plan, 0, leader('lord-john'), leader('general-hox'), noDice())).toBe(leader('lord-john'));
  });

  it('`fleet` keeps the larger fleet limit plus hand limit, not the higher production; a tie keeps the first', () => {
    expect(chooseLeader(plan, 1, leader('salfatine'), leader('tyx'), noDice())).toBe(leader('tyx'));
    expect(chooseLeader(plan, 1, leader('tyx'), leader('salfatine'), noDice())).toBe(leader('tyx'));
    expect(chooseLeader(plan, 1, leader('captain-jim'), leader('ling-liu'), noDice())).toBe(leader('captain-jim'));
    expect(chooseLeader(plan, 1, leader('ling-liu'), leader('captain-jim'), noDice())).toBe(leader('ling-liu'));
  });

  it('`random` keeps the first on below(2) = 0 and the second on 1', () => {
    const dice = new ScriptedDice({ below: [0, 1] });
    expect(chooseLeader(plan, 2, leader('tyx'), leader('salfatine'), dice)).toBe(leader('tyx'));
    expect(chooseLeader(plan, 2, leader('tyx'), leader('salfatine'), dice)).toBe(leader('salfatine'));
    expect(dice.remaining().below).toBe(0);
  });
});
