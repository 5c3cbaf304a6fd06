// The payment settings read from the environment (README "Configuration"): the phone-change hold.
import { describe, expect, it } from 'vitest';
import { paymentsFromArgs, phoneChangeHoldFromEnv } from './payments-mode.ts';

describe('MAPATO_PHONE_CHANGE_HOLD_HOURS', () => {
  it('is 24 hours unless set, and whole hours from 0 (off) to a week', () => {
    expect(phoneChangeHoldFromEnv({})).toBe(24);
    expect(phoneChangeHoldFromEnv({ MAPATO_PHONE_CHANGE_HOLD_HOURS: ' 48 ' })).toBe(48);
    expect(phoneChangeHoldFromEnv({ MAPATO_PHONE_CHANGE_HOLD_HOURS: '0' })).toBe(0);
    for (const bad of ['-1', '1.5', '169', 'a day'])
      expect(() => phoneChangeHoldFromEnv({ MAPATO_PHONE_CHANGE_HOLD_HOURS: bad })).toThrow(
        /MAPATO_PHONE_CHANGE_HOLD_HOURS must be whole hours from 0 to 168/,
      );
  });

  it('reaches the server’s payment options', async () => {
    const setup = await paymentsFromArgs(
      { positional: [], options: {} },
      { host: '127.0.0.1', port: 8090 },
      { MAPATO_PHONE_CHANGE_HOLD_HOURS: '6' },
    );
    expect(setup.options.phoneChangeHoldHours).toBe(6);
  });
});
