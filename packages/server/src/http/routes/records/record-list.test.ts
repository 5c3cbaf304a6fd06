// GET /api/collections/{c}/records — paging, sort and the safe filter subset, always over the caller's own rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  grant,
  signUpMember,
  startTestServer,
  type Member,
  type TestServer,
} from '../../../../test/support/test-server.ts';

let t: TestServer;
let member: Member;
const amounts = [1000, 1200, 1500, 2000, 2500];
beforeAll(async () => {
  t = await startTestServer();
  member = await signUpMember(t);
  await grant(t, member.id, 20_000);
  for (const amount of amounts) {
    await member.pb.collection('withdrawal').create({ amount, mpesa_number: '0712345678', full_name: 'Kamau Njoroge' });
  }
});
afterAll(() => t.close());

const list = (query: string, token = member.token) => t.http(`/api/collections/withdrawal/records${query}`, { token });

describe('list withdrawals', () => {
  it('pages with PocketBase totals through the SDK', async () => {
    const page = await member.pb.collection('withdrawal').getList(2, 2, { sort: '-created' });
    expect(page).toMatchObject({ page: 2, perPage: 2, totalItems: 5, totalPages: 3 });
    expect(page.items).toHaveLength(2);
    const all = await member.pb.collection('withdrawal').getFullList({ sort: '-amount' });
    expect(all.map((w) => w.amount)).toEqual([...amounts].reverse());
  });

  it.each([
    ['?sort=amount', (b: any) => b.items.map((i: any) => i.amount), [...amounts]],
    ['?sort=-amount,created', (b: any) => b.items.map((i: any) => i.amount), [...amounts].reverse()],
    [
      '?filter=' + encodeURIComponent('amount >= 1500 && amount < 2500'),
      (b: any) => b.items.map((i: any) => i.amount).sort(),
      [1500, 2000],
    ],
    ['?filter=' + encodeURIComponent('amount = 1000 || amount = 2500'), (b: any) => b.totalItems, 2],
    ['?filter=' + encodeURIComponent('(status = "pending" && disbursed = false)'), (b: any) => b.totalItems, 5],
    ['?filter=' + encodeURIComponent('full_name ~ "njoro"'), (b: any) => b.totalItems, 5],
    ['?filter=' + encodeURIComponent('full_name !~ "njoro"'), (b: any) => b.totalItems, 0],
    ['?skipTotal=1', (b: any) => [b.totalItems, b.totalPages, b.items.length], [-1, -1, 5]],
    ['?perPage=5000', (b: any) => b.perPage, 1000],
    ['?perPage=0&page=-3', (b: any) => [b.perPage, b.page], [30, 1]],
    ['?page=9', (b: any) => b.items.length, 0],
    ['?expand=user', (b: any) => b.totalItems, 5],
    [
      '?fields=amount,id&sort=amount&perPage=2',
      (b: any) => [b.perPage, b.items.map((i: any) => Object.keys(i))],
      [
        2,
        [
          ['id', 'amount'],
          ['id', 'amount'],
        ],
      ],
    ],
    ['?fields=*&perPage=1', (b: any) => Object.keys(b.items[0]).length, 18],
    ['?fields=nope&perPage=1', (b: any) => [b.totalItems, b.items], [5, [{}]]],
  ])('%s', async (query, pick, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(pick(res.body)).toEqual(expected);
  });

  it.each([
    ['?page=abc'],
    ['?perPage=1.5'],
    ['?skipTotal=maybe'],
    ['?sort=password_hash'],
    ['?sort=@random'],
    ['?filter=' + encodeURIComponent('amount >')],
    ['?filter=' + encodeURIComponent('password_hash = "x"')],
    ['?filter=' + encodeURIComponent('uid = @request.auth.id')],
    ['?filter=' + encodeURIComponent('amount ?= 1000')],
    ['?filter=' + encodeURIComponent('amount = "1000"')],
    ['?filter=' + encodeURIComponent('strftime("%Y", created) = "2026"')],
    ['?filter=' + encodeURIComponent('1 = 1')],
    ['?fields=' + encodeURIComponent('full_name:excerpt(5)')],
  ])('refuses %s with a 400, never ignoring it', async (query) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'Something went wrong while processing your request.', data: {} });
  });

  it('gives a guest an empty page, and still refuses a bad filter', async () => {
    expect((await t.http('/api/collections/withdrawal/records')).body).toMatchObject({ totalItems: 0, items: [] });
    expect((await t.http('/api/collections/withdrawal/records?filter=nope')).status).toBe(400);
  });

  it('lists the caller as the only users record', async () => {
    const res = await t.http('/api/collections/users/records', { token: member.token });
    expect(res.body).toMatchObject({ totalItems: 1, items: [{ id: member.id }] });
  });

  it('is a 404 for an unknown collection and a 403 for the operators collection', async () => {
    expect((await list('').then(() => t.http('/api/collections/nope/records'))).body).toEqual({
      status: 404,
      message: 'Missing collection context.',
      data: {},
    });
    expect((await t.http('/api/collections/_superusers/records', { token: member.token })).status).toBe(403);
  });
});
