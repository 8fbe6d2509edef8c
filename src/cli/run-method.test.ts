import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compileTi4 } from '../games/ti4/compile.js';
import { AUTO_EXACT_MAX_PAIRS, exactPairEstimate } from '../games/ti4/exact/method.js';
import { ti4 } from '../games/ti4/game.js';
import { chooseMethod } from './run-method.js';

const scenario = (attacker: object, defender: object, extra: object = {}) => ti4.parseScenario({ game: 'ti4', attacker: { units: attacker }, defender: { units: defender }, ...extra }, 'test');
const duel = scenario({ dreadnought: 1 }, { dreadnought: 1 });
const swarm = scenario({ fighter: 40, carrier: 10 }, { fighter: 40, carrier: 10 });

describe('--method (issue 17, item 2)', () => {
  const saved = process.env.SALVO_REDIS;
  beforeEach(() => delete process.env.SALVO_REDIS);
  afterEach(() => {
    if (saved === undefined) delete process.env.SALVO_REDIS;
    else process.env.SALVO_REDIS = saved;
  });

  it('the dreadnought duel has 9 state pairs (3 states a side): auto answers exactly', () => {
    expect(exactPairEstimate(compileTi4(duel))).toBe(9);
    expect(chooseMethod(ti4, duel, {})).toBe('exact');
    expect(chooseMethod(ti4, duel, { method: 'auto' })).toBe('exact');
  });

  it('auto simulates when a simulation option is given, the state pairs are too many, or the solver cannot handle it', () => {
    expect(chooseMethod(ti4, duel, { battles: 1000 })).toBe('monte-carlo');
    expect(chooseMethod(ti4, duel, { seed: '7' })).toBe('monte-carlo');
    expect(exactPairEstimate(compileTi4(swarm))).toBeGreaterThan(AUTO_EXACT_MAX_PAIRS);
    expect(chooseMethod(ti4, swarm, {})).toBe('monte-carlo');
    const retreating = ti4.parseScenario({ game: 'ti4', attacker: { units: { dreadnought: 1 }, retreat: { afterRound: 1 } }, defender: { units: { dreadnought: 1 } } }, 'test');
    expect(chooseMethod(ti4, retreating, {})).toBe('monte-carlo');
  });

  it('a game without exactIsCheaper always simulates under auto', () => {
    expect(chooseMethod({}, duel, {})).toBe('monte-carlo');
  });

  it('--method and --exact as asked; --exact against --method monte-carlo is a ConfigError', () => {
    expect(chooseMethod(ti4, swarm, { method: 'exact' })).toBe('exact');
    expect(chooseMethod(ti4, duel, { method: 'monte-carlo' })).toBe('monte-carlo');
    expect(chooseMethod(ti4, duel, { exact: true })).toBe('exact');
    expect(() => chooseMethod(ti4, duel, { exact: true, method: 'monte-carlo' })).toThrow(
      '--exact: contradicts --method monte-carlo — got --exact and --method monte-carlo, expected one of them. Use --method exact, --method monte-carlo or --method auto alone.',
    );
  });
});
