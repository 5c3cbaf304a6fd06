// The public GETs' bodies.
import { DEMO_ACCOUNTS, LEVELS } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { demoAccountsBody, healthBody, levelsBody } from './public-bodies.ts';

describe('public bodies', () => {
  it('answers health like PocketBase (with `code`)', () => {
    expect(healthBody()).toEqual({ message: 'API is healthy.', code: 200, data: {} });
  });

  it('lists the levels with the salary table and its note', () => {
    const body = levelsBody();
    expect(body.levels).toBe(LEVELS);
    expect(body.salary.length).toBeGreaterThan(0);
    expect(typeof body.note).toBe('string');
  });

  it('offers the demo accounts without e-mail or phone', () => {
    expect(demoAccountsBody().items).toEqual(
      DEMO_ACCOUNTS.map((a) => ({ username: a.username, password: a.password, name: a.name, level: a.level })),
    );
  });
});
