import { describe, expect, it } from 'vitest';
import { LISTABLE } from './filter/listable.ts';
import {
  listResponse,
  parsePaging,
  readListQuery,
  repeatedParams,
  repeatedParamsError,
  runListQuery,
  type ListQuery,
  type QueryParams,
} from './list-query.ts';

const GENERIC_400 = { status: 400, message: 'Something went wrong while processing your request.', data: {} };

// Four withdrawals in every status, like one demo member's in the mocks' seed.
const withdrawal = (n: number, amount: number, status: string) => ({
  id: `w${n}`,
  uid: 'u1',
  user: 'u1',
  amount,
  mpesa_number: '254712345678',
  full_name: 'Brian Otieno',
  status,
  processed_at: status === 'pending' || status === 'processing' ? '' : `2026-01-0${n} 10:00:00.000Z`,
  processing: status === 'processing',
  declined: status === 'declined',
  disbursed: status === 'disbursed',
  created: `2026-01-0${n} 09:00:00.000Z`,
  updated: `2026-01-0${n} 09:00:00.000Z`,
});
const rows = [
  withdrawal(1, 1000, 'pending'),
  withdrawal(2, 1500, 'processing'),
  withdrawal(3, 2000, 'disbursed'),
  withdrawal(4, 1200, 'declined'),
];

const read = (query: string) => readListQuery(new URLSearchParams(query), LISTABLE.withdrawal);
function query(raw: string): ListQuery {
  const outcome = read(raw);
  if (!outcome.ok) throw new Error(`refused: ${JSON.stringify(outcome.error)}`);
  return outcome.value;
}
const list = (raw: string) => runListQuery(rows, query(raw));
const q = (filter: string) => `filter=${encodeURIComponent(filter)}`;

describe('a list query over records in memory (the mocks)', () => {
  it.each<[string, (b: ReturnType<typeof list>) => unknown, unknown]>([
    ['sort=amount', (b) => b.items.map((i) => i.amount), [1000, 1200, 1500, 2000]],
    ['sort=-amount', (b) => b.items.map((i) => i.amount), [2000, 1500, 1200, 1000]],
    [
      'sort=-created&page=2&perPage=3',
      (b) => [b.page, b.perPage, b.totalItems, b.totalPages, b.items.length],
      [2, 3, 4, 2, 1],
    ],
    [q('amount >= 1200 && amount < 2000'), (b) => b.totalItems, 2],
    [q('amount = 1000 || amount = 2000'), (b) => b.totalItems, 2],
    [q('(status = "pending" && disbursed = false)'), (b) => b.totalItems, 1],
    [q('full_name ~ "OTIENO"'), (b) => b.totalItems, 4],
    [q('full_name !~ "otieno"'), (b) => b.totalItems, 0],
    [q('processed_at = ""'), (b) => b.totalItems, 2],
    [q('1500 <= amount'), (b) => b.totalItems, 2],
    ['skipTotal=1', (b) => [b.totalItems, b.totalPages, b.items.length], [-1, -1, 4]],
    ['perPage=5000', (b) => b.perPage, 1000],
    ['perPage=0&page=-3', (b) => [b.perPage, b.page], [30, 1]],
    ['page=9', (b) => b.items.length, 0],
    ['', (b) => b.items.map((i) => i.id), ['w1', 'w2', 'w3', 'w4']],
    ['sort=-status', (b) => b.items.map((i) => i.status), ['processing', 'pending', 'disbursed', 'declined']],
    ['fields=id,amount&sort=amount&perPage=1', (b) => b.items, [{ id: 'w1', amount: 1000 }]],
    ['fields=nope&perPage=2', (b) => [b.totalItems, b.items], [4, [{}, {}]]],
    ['expand=user', (b) => b.totalItems, 4],
  ])('%s', (raw, pick, expected) => {
    expect(pick(list(raw))).toEqual(expected);
  });

  it.each([
    ['page=abc'],
    ['perPage=1.5'],
    ['page=1e3'],
    ['perPage=1234567890'],
    ['skipTotal=maybe'],
    ['sort=password'],
    ['sort=password_hash'],
    ['sort=@random'],
    [q('amount >')],
    [q('password = "x"')],
    [q('uid = @request.auth.id')],
    [q('amount ?= 1000')],
    [q('amount = "1000"')],
    [q('disbursed > true')],
    [q('strftime("%Y", created) = "2026"')],
    [q('1 = 1')],
    ['fields=' + encodeURIComponent('full_name:excerpt(5)')],
  ])('refuses %s with the generic 400', (raw) => {
    expect(read(raw)).toEqual({ ok: false, error: GENERIC_400 });
  });

  it('refuses a bad filter even when there is nothing to list', () => {
    expect(read(q('nope = 1')).ok).toBe(false);
  });
});

describe('repeated parameters', () => {
  it.each<[string, QueryParams, string[]]>([
    ['none', new URLSearchParams('a=1&b=2'), []],
    ['one, from the URL', new URLSearchParams('filter=a&sort=id&filter=b'), ['filter']],
    ['several, in order of first appearance', new URLSearchParams('b=1&a=1&a=2&b=2&b=3'), ['b', 'a']],
    ['an empty repeat', new URLSearchParams('page&page'), ['page']],
    ['from a parsed query string (Fastify)', { page: '1', sort: ['a', 'b'], filter: ['x', 'y'] }, ['sort', 'filter']],
  ])('%s', (_why, params, names) => {
    expect(repeatedParams(params)).toEqual(names);
  });

  it('are refused before anything else, with the server’s message and one entry per name', () => {
    const message = (n: string) => `The query parameter "${n}" may be given only once.`;
    const expected = {
      status: 400,
      message: message('sort'),
      data: {
        sort: { code: 'validation_repeated', message: message('sort') },
        anything: { code: 'validation_repeated', message: message('anything') },
      },
    };
    expect(read('page=abc&sort=id&sort=x&anything=1&anything=2')).toEqual({ ok: false, error: expected });
    expect(repeatedParamsError(['sort', 'anything'])).toEqual(expected);
  });
});

describe('parsePaging', () => {
  it.each<[Record<string, unknown>, unknown]>([
    [{}, { page: 1, perPage: 30, skipTotal: false }],
    [
      { page: '', perPage: '', skipTotal: '' },
      { page: 1, perPage: 30, skipTotal: false },
    ],
    [
      { page: '3', perPage: '1000' },
      { page: 3, perPage: 1000, skipTotal: false },
    ],
    [
      { page: '0', perPage: '-1' },
      { page: 1, perPage: 30, skipTotal: false },
    ],
    [{ perPage: '1001' }, { page: 1, perPage: 1000, skipTotal: false }],
    [{ page: '007' }, { page: 7, perPage: 30, skipTotal: false }],
    ...['1', 't', 'T', 'true', 'TRUE', 'True'].map(
      (v) => [{ skipTotal: v }, { page: 1, perPage: 30, skipTotal: true }] as [Record<string, unknown>, unknown],
    ),
    ...['0', 'f', 'F', 'false', 'FALSE', 'False'].map(
      (v) => [{ skipTotal: v }, { page: 1, perPage: 30, skipTotal: false }] as [Record<string, unknown>, unknown],
    ),
  ])('%j → %j', (params, expected) => {
    expect(parsePaging(params)).toEqual(expected);
  });

  it.each([
    { page: 'abc' },
    { perPage: '1.5' },
    { page: ' 1' },
    { page: '+1' },
    { skipTotal: 'yes' },
    { skipTotal: 'tRUE' },
    { page: ['1', '2'] },
  ])('refuses %j', (params) => {
    expect(() => parsePaging(params)).toThrow(/integer|boolean|more than once/);
  });
});

describe('listResponse', () => {
  const paging = { page: 2, perPage: 2, skipTotal: false, fields: null };

  it('words the totals as PocketBase does', () => {
    expect(listResponse(paging, 5, ['a', 'b'])).toEqual({
      page: 2,
      perPage: 2,
      totalItems: 5,
      totalPages: 3,
      items: ['a', 'b'],
    });
    expect(listResponse(paging, 0, [])).toEqual({ page: 2, perPage: 2, totalItems: 0, totalPages: 0, items: [] });
    expect(listResponse({ ...paging, skipTotal: true }, 5, [])).toMatchObject({ totalItems: -1, totalPages: -1 });
  });

  it('applies fields to each item, and only to the items', () => {
    const page = listResponse({ ...paging, fields: ['id', 'page'] }, 1, [{ id: 'x', amount: 1 }]);
    expect(page).toEqual({ page: 2, perPage: 2, totalItems: 1, totalPages: 1, items: [{ id: 'x' }] });
  });
});
