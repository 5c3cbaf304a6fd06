import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoAccountsQueryOptions } from './demo-accounts.ts';
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
