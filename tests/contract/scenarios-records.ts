// Lists (sort -created, paging, filters), views and the owner-only rules.
import type { Body, Scenario } from './targets.ts';

const W = '/api/collections/withdrawal/records';
const R = '/api/collections/registration/records';
const totals = (b: Body) => [b.page, b.perPage, b.totalItems, b.totalPages, b.items.length];
const filter = (f: string) => `${W}?filter=${encodeURIComponent(f)}`;

export const recordScenarios: Scenario[] = [
  {
    name: 'list own withdrawals, newest first, page 1',
    as: 'brian',
    path: `${W}?page=1&perPage=2&sort=-created`,
    status: 200,
    same: totals,
    save: (t, b) => {
      t.ids['brian.withdrawal'] = b.items[0].id;
    },
  },
  {
    name: 'list own withdrawals, page 2',
    as: 'brian',
    path: `${W}?page=2&perPage=2&sort=-created`,
    status: 200,
    same: totals,
  },
  {
    name: 'list with skipTotal (getFullList)',
    as: 'brian',
    path: `${W}?page=1&perPage=1000&skipTotal=1&sort=-created`,
    status: 200,
    same: totals,
  },
  {
    name: 'list own registrations, newest first',
    as: 'wanjiku',
    path: `${R}?page=1&perPage=30&sort=-created`,
    status: 200,
    same: (b) => [totals(b), b.items.map((r: Body) => [r.level, r.amount, r.processing, r.declined]).sort()],
    save: (t, b) => {
      t.ids['wanjiku.registration'] = b.items[0].id;
    },
  },
  {
    name: 'list registrations of a member with one in progress',
    as: 'amina',
    path: `${R}?sort=-created`,
    status: 200,
    same: (b) => b.items.map((r: Body) => [r.level, r.processing]),
  },
  {
    name: 'a filter inside the subset',
    as: 'brian',
    path: filter('status = "pending" && amount >= 1000'),
    status: 200,
    same: (b) => b.totalItems,
  },
  { name: 'a text search', as: 'brian', path: filter('full_name ~ "otieno"'), status: 200, same: (b) => b.totalItems },
  {
    name: 'a guest lists withdrawals: an empty page',
    as: 'guest',
    path: `${W}?sort=-created`,
    status: 200,
    same: totals,
  },
  { name: 'a bad filter', as: 'brian', path: filter('amount >'), status: 400 },
  { name: 'a filter on a hidden field', as: 'brian', path: filter('password_hash = "x"'), status: 400 },
  { name: 'a filter with @request', as: 'brian', path: filter('uid = @request.auth.id'), status: 400 },
  { name: "a guest's bad filter", as: 'guest', path: `${W}?filter=nope`, status: 400 },
  { name: 'a bad sort', as: 'brian', path: `${W}?sort=@random`, status: 400 },
  { name: 'a bad page', as: 'brian', path: `${W}?page=abc`, status: 400 },
  { name: 'an unknown collection', as: 'brian', path: '/api/collections/nope/records', status: 404 },
  { name: 'the operators collection', as: 'brian', path: '/api/collections/_superusers/records', status: 403 },
  { name: 'view own withdrawal', as: 'brian', path: (t) => `${W}/${t.ids['brian.withdrawal']}`, status: 200 },
  { name: 'view own registration', as: 'wanjiku', path: (t) => `${R}/${t.ids['wanjiku.registration']}`, status: 200 },
  {
    name: "view another member's withdrawal",
    as: 'amina',
    path: (t) => `${W}/${t.ids['brian.withdrawal']}`,
    status: 404,
  },
  {
    name: "view another member's registration",
    as: 'amina',
    path: (t) => `${R}/${t.ids['wanjiku.registration']}`,
    status: 404,
  },
  {
    name: "a guest's view of a withdrawal",
    as: 'guest',
    path: (t) => `${W}/${t.ids['brian.withdrawal']}`,
    status: 404,
  },
  {
    name: 'reach another member through a filter',
    as: 'amina',
    path: (t) => filter(`uid = "${t.ids.brian}"`),
    status: 200,
    same: totals,
  },
  {
    name: 'update a withdrawal (operators only)',
    as: 'brian',
    method: 'PATCH',
    path: (t) => `${W}/${t.ids['brian.withdrawal']}`,
    body: { status: 'disbursed' },
    status: 403,
  },
  {
    name: 'delete a withdrawal (never)',
    as: 'brian',
    method: 'DELETE',
    path: (t) => `${W}/${t.ids['brian.withdrawal']}`,
    status: 403,
  },
  {
    name: "update another member's profile",
    as: 'amina',
    method: 'PATCH',
    path: (t) => `/api/collections/users/records/${t.ids.brian}`,
    body: { name: 'x' },
    status: 404,
  },
  {
    name: "delete another member's account",
    as: 'amina',
    method: 'DELETE',
    path: (t) => `/api/collections/users/records/${t.ids.brian}`,
    status: 404,
  },
  {
    name: "a guest's profile update",
    as: 'guest',
    method: 'PATCH',
    path: (t) => `/api/collections/users/records/${t.ids.brian}`,
    body: { name: 'x' },
    status: 404,
  },
  // Queries both sides refuse with the generic 400 (moved from the mocks' own list test).
  ...[
    '?page=abc',
    '?perPage=1.5',
    '?skipTotal=maybe',
    '?sort=password',
    '?sort=@random',
    ...[
      'amount >',
      'password = "x"',
      'uid = @request.auth.id',
      'amount ?= 1000',
      'amount = "1000"',
      'disbursed > true',
      'strftime("%Y", created) = "2026"',
      '1 = 1',
    ].map((f) => `?filter=${encodeURIComponent(f)}`),
  ].map((query): Scenario => ({
    name: `a refused list query: ${query}`,
    as: 'brian',
    path: `${W}${query}`,
    status: 400,
  })),
  {
    name: 'a repeated query parameter is named in the answer',
    as: 'brian',
    path: `${W}?sort=id&sort=amount`,
    status: 400,
  },
];
