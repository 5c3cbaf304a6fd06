// The payment settings read from the environment (README "Configuration"): the phone-change hold.
import { describe, expect, it } from 'vitest';
import { createDarajaClient } from '../mpesa/index.ts';
import { paymentsFromArgs, paymentTimingsFromEnv, phoneChangeHoldFromEnv } from './payments-mode.ts';

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

describe('MAPATO_STK_PROMPT_SECONDS (ADR 045)', () => {
  it('sets when an unanswered prompt is first asked about, then every quarter of it (1 to 15 s)', () => {
    expect(paymentTimingsFromEnv({}, 10_000)).toEqual({});
    expect(paymentTimingsFromEnv({ MAPATO_STK_PROMPT_SECONDS: '8' }, 10_000)).toEqual({
      stkQueryAfterMs: 8_000,
      stkQueryEveryMs: 2_000,
    });
    expect(paymentTimingsFromEnv({ MAPATO_STK_PROMPT_SECONDS: '90' }, 10_000)).toMatchObject({
      stkQueryEveryMs: 15_000,
    });
    for (const bad of ['0', '601', 'a minute'])
      expect(() => paymentTimingsFromEnv({ MAPATO_STK_PROMPT_SECONDS: bad }, 10_000)).toThrow(
        /MAPATO_STK_PROMPT_SECONDS must be a number from 1 to 600/,
      );
  });

  it('is also the simulated prompt’s life in simulator mode', async () => {
    const setup = await paymentsFromArgs(
      { positional: [], options: { mpesa: 'simulator' } },
      { host: '127.0.0.1', port: 8090 },
      { MAPATO_STK_PROMPT_SECONDS: '1' },
    );
    try {
      expect(setup.options.timings).toMatchObject({ stkQueryAfterMs: 1_000 });
      const client = createDarajaClient(setup.options.daraja!.config);
      const pushed = await client.stkPush({ amount: 10, phone: '0700000000', accountReference: 'MapatoJ2' });
      if (pushed.status !== 'accepted') throw new Error(JSON.stringify(pushed));
      expect(await client.stkQuery(pushed.checkoutRequestId)).toEqual({ status: 'pending' });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(await client.stkQuery(pushed.checkoutRequestId)).toMatchObject({ status: 'resolved', resultCode: '1037' });
    } finally {
      await setup.simulator?.close();
    }
  });
});
