import { describe, expect, it } from 'vitest';
import { CANCEL_ALWAYS, CANCEL_REPEAT_ONLY, wantsCancel } from './crit-cancel.js';
import { CRIT_CANCELS } from './names.js';

describe('crit-cancel policy (000, "Special Abilities": cancel a critical as soon as it is inflicted)', () => {
  it('always cancels, cancels only a repeat (which would destroy the ship), or never', () => {
    expect(CRIT_CANCELS[CANCEL_ALWAYS]).toBe('always');
    expect(CRIT_CANCELS[CANCEL_REPEAT_ONLY]).toBe('repeat-only');
    const never = CRIT_CANCELS.indexOf('never');
    expect([wantsCancel(CANCEL_ALWAYS, false), wantsCancel(CANCEL_ALWAYS, true)]).toEqual([true, true]);
    expect([wantsCancel(CANCEL_REPEAT_ONLY, false), wantsCancel(CANCEL_REPEAT_ONLY, true)]).toEqual([false, true]);
    expect([wantsCancel(never, false), wantsCancel(never, true)]).toEqual([false, false]);
  });
});
