// The members' paid work (/api/work routes, docs/decisions/055-paid-work.md): the projects a member may
// work on, a lease, an answer that is not an option, someone else's lease, a valid answer, a skip,
// the history and a leased image without its signed token, a project that is not live, a third
// lease while two are held; guests get 401 and a client's token 403.
// The two sample worlds hold different projects, so answers are compared by shape and the texts a
// member reads, never by the items themselves.
import { WORK_API } from '@mapato/core';
import type { Body, Scenario, Target } from './targets.ts';

const NEXT = `${WORK_API}/next`;
/** Pay per hour is null until a project has answer times to measure (the demo's are fresh). */
const perHour = (p: Body) => ({ ...p, pay_per_hour: typeof p.pay_per_hour === 'number' ? null : p.pay_per_hour });
/** A lease compared by shape, its project's pay per hour aside. */
const leased = (b: Body) => ({ ...b, project: perHour(b.project) });
const lease = (t: Target, name: string) => `${WORK_API}/assignments/${t.ids[name] ?? 'none'}`;
/** the first option of the leased item, remembered to answer it as a member would */
const saveLease = (name: string) => (t: Target, b: Body) => {
  t.ids[name] = b.id;
  t.ids[`${name}.option`] = b.project.options[0];
};

export const paidWorkScenarios: Scenario[] = [
  { name: 'a guest asks for work', as: 'guest', path: NEXT, status: 401 },
  { name: 'a client’s token asks for work', as: 'client', path: NEXT, status: 403 },
  { name: 'a guest asks for the history', as: 'guest', path: `${WORK_API}/history`, status: 401 },
  {
    name: 'the projects Brian may work on',
    as: 'brian',
    path: `${WORK_API}/projects`,
    status: 200,
    shaped: (b) => ({ ...b, items: b.items.slice(0, 1).map(perHour) }),
  },
  {
    name: 'Brian leases an item of a choice project',
    as: 'brian',
    path: NEXT,
    status: 200,
    shaped: (b) => ({ ...b, project: perHour(b.project) }),
    save: saveLease('brian.lease'),
  },
  {
    name: 'an unknown project has no work',
    as: 'brian',
    path: `${NEXT}?project=nosuchproject00`,
    status: 404,
  },
  {
    name: 'an answer that is not an option',
    as: 'brian',
    method: 'POST',
    path: (t) => `${lease(t, 'brian.lease')}/answer`,
    body: { answer: 'not one of the options' },
    status: 400,
  },
  {
    name: 'an answer without an answer',
    as: 'brian',
    method: 'POST',
    path: (t) => `${lease(t, 'brian.lease')}/answer`,
    body: {},
    status: 400,
  },
  {
    name: 'answering someone else’s lease',
    as: 'wanjiku',
    method: 'POST',
    path: (t) => `${lease(t, 'brian.lease')}/answer`,
    body: (t: Target) => ({ answer: t.ids['brian.lease.option'] }),
    status: 404,
  },
  {
    name: 'skipping someone else’s lease',
    as: 'wanjiku',
    method: 'POST',
    path: (t) => `${lease(t, 'brian.lease')}/skip`,
    status: 404,
  },
  {
    name: 'a client’s token answers',
    as: 'client',
    method: 'POST',
    path: (t) => `${lease(t, 'brian.lease')}/answer`,
    body: (t: Target) => ({ answer: t.ids['brian.lease.option'] }),
    status: 403,
  },
  {
    name: 'a leased image without its signed token',
    as: 'brian',
    path: (t) => `${WORK_API}/images/${t.ids['brian.lease'] ?? 'none'}?t=forged`,
    status: 404,
  },
  {
    // At once: faster than the project's min_seconds, so refused unpaid on both sides.
    name: 'Brian answers at once (too fast)',
    as: 'brian',
    method: 'POST',
    path: (t) => `${lease(t, 'brian.lease')}/answer`,
    body: (t: Target) => ({ answer: t.ids['brian.lease.option'] }),
    status: 200,
    same: (b) => [b.status, b.reason, b.paid],
  },
  {
    name: 'answering the same lease twice',
    as: 'brian',
    method: 'POST',
    path: (t) => `${lease(t, 'brian.lease')}/answer`,
    body: (t: Target) => ({ answer: t.ids['brian.lease.option'] }),
    status: 400,
  },
  {
    name: 'Brian leases another item',
    as: 'brian',
    path: NEXT,
    status: 200,
    shaped: (b) => ({ ...b, project: perHour(b.project) }),
    save: saveLease('brian.next'),
  },
  { name: 'Brian skips it', as: 'brian', method: 'POST', path: (t) => `${lease(t, 'brian.next')}/skip`, status: 204 },
  {
    // The client's project closed in the clients' scenarios: no longer live, so nothing in it.
    name: 'a project that is not live has no work',
    as: 'brian',
    path: (t) => `${NEXT}?project=${t.ids['client.project'] ?? 'none'}`,
    status: 404,
  },
  { name: 'Brian leases a first item', as: 'brian', path: NEXT, status: 200, shaped: leased },
  { name: 'and a second', as: 'brian', path: NEXT, status: 200, shaped: leased },
  // Two held already: the one held longest lapses rather than a refusal (another page left it).
  { name: 'and a third, the first lapsing', as: 'brian', path: NEXT, status: 200, shaped: leased },
  {
    name: 'Brian’s history',
    as: 'brian',
    path: `${WORK_API}/history`,
    status: 200,
    same: (b) => [b.today, b.items.map((i: Body) => [i.status, i.reason, i.paid])],
  },
];
