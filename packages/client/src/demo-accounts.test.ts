import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoAccountsQueryOptions, fetchDemoAccounts } from './demo-accounts.ts';
import { BASE, mocks, pb } from './test/support.ts';

describe('demoAccountsQueryOptions', () => {
  it('lists the demo accounts when the server runs in demo mode (the mocks always do)', async () => {
    const accounts = await new QueryClient().fetchQuery(demoAccountsQueryOptions(pb));
    expect(accounts.map((a) => a.username)).toEqual(['amina', 'brian', 'wanjiku']);
  });

  it('is an empty list on a real deployment (404)', async () => {
    mocks.use(
      http.get(`${BASE}/api/demo-accounts`, () =>
        HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 }),
      ),
    );
    expect(await new QueryClient().fetchQuery(demoAccountsQueryOptions(pb))).toEqual([]);
  });
});

describe('fetchDemoAccounts', () => {
  it('is the query function without a cache: the accounts, or none on a real deployment', async () => {
    expect((await fetchDemoAccounts(pb)).map((a) => a.username)).toEqual(['amina', 'brian', 'wanjiku']);
    mocks.use(
      http.get(`${BASE}/api/demo-accounts`, () =>
        HttpResponse.json({ status: 404, message: "The requested resource wasn't found.", data: {} }, { status: 404 }),
      ),
    );
    expect(await fetchDemoAccounts(pb)).toEqual([]);
  });
});
