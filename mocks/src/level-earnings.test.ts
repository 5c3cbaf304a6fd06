// What members at each level earned a day, in the mocks' demo world: each demo member joined just
// now (one day's earnings): the sign-up reward of 30 each (the level-2 member's referral waits for the friend's accepted work, ADR 074).
import { describe, expect, it } from 'vitest';
import { api, useMocks } from './test/support.ts';

useMocks();
const nobody = (level: number) => ({ level, members: 0, medianPerDay: null });

describe('GET /api/levels/earnings', () => {
  it('gives a guest the demo members’ figures and no figure for levels nobody is at', async () => {
    expect(await api('/api/levels/earnings')).toMatchObject({
      status: 200,
      body: {
        days: 30,
        items: [
          { level: 1, members: 1, medianPerDay: 30 },
          { level: 2, members: 1, medianPerDay: 30 },
          nobody(3),
          nobody(4),
          { level: 5, members: 1, medianPerDay: 30 },
          ...[6, 7, 8, 9, 10].map(nobody),
        ],
      },
    });
  });

  it('refuses a parameter it does not take, as the server does', async () => {
    expect(await api('/api/levels/earnings?level=2')).toMatchObject({
      status: 400,
      body: {
        status: 400,
        message: 'Something went wrong while processing your request.',
        data: { level: { code: 'validation_unknown_field', message: 'Unknown field.' } },
      },
    });
  });
});
