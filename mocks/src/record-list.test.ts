// GET /api/collections/{c}/records in the mocks: the server's paging rules and filter subset over the caller's rows
// (read and run by @mapato/protocol, whose list-query.test.ts holds the cases in detail).
import { describe, expect, it } from 'vitest';
import { api, signIn, useMocks } from './test/support.ts';

useMocks();
const list = async (query: string) => {
  const me = await signIn(2);
  return api(`/api/collections/withdrawal/records${query}`, { token: me.token });
};
const q = (filter: string) => `?filter=${encodeURIComponent(filter)}`;

describe('list withdrawals', () => {
  it.each([
    ['?sort=amount', (b: any) => b.items.map((i: any) => i.amount), [1000, 1200, 1500, 2000]],
    ['?sort=-amount', (b: any) => b.items.map((i: any) => i.amount), [2000, 1500, 1200, 1000]],
    [
      '?sort=-created&page=2&perPage=3',
      (b: any) => [b.page, b.perPage, b.totalItems, b.totalPages, b.items.length],
      [2, 3, 4, 2, 1],
    ],
    [q('amount >= 1200 && amount < 2000'), (b: any) => b.totalItems, 2],
    [q('amount = 1000 || amount = 2000'), (b: any) => b.totalItems, 2],
    [q('(status = "pending" && disbursed = false)'), (b: any) => b.totalItems, 1],
    [q('full_name ~ "OTIENO"'), (b: any) => b.totalItems, 4],
    [q('full_name !~ "otieno"'), (b: any) => b.totalItems, 0],
    [q('processed_at = ""'), (b: any) => b.totalItems, 2],
    [q('1500 <= amount'), (b: any) => b.totalItems, 2],
    ['?skipTotal=1', (b: any) => [b.totalItems, b.totalPages, b.items.length], [-1, -1, 4]],
    ['?perPage=5000', (b: any) => b.perPage, 1000],
    ['?perPage=0&page=-3', (b: any) => [b.perPage, b.page], [30, 1]],
    ['?page=9', (b: any) => b.items.length, 0],
    [
      '?fields=amount,id&sort=amount&perPage=2',
      (b: any) => b.items.map((i: any) => Object.keys(i)),
      [
        ['id', 'amount'],
        ['id', 'amount'],
      ],
    ],
    ['?fields=*&perPage=1', (b: any) => Object.keys(b.items[0]).length, 18], // receipt, reason and review_by since ADR 018 and 038
  ])('%s', async (query, pick, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(pick(res.body)).toEqual(expected);
  });
  // Refused queries are contract scenarios (tests/contract/scenarios-records.ts): both sides, same words.
});
