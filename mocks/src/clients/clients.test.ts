// The clients' endpoints in the mocks answer as the server's will (docs/decisions/055-paid-work.md):
// sign-in in the `clients` collection apart from members, projects checked by core's rules, the
// quote, funding from the balance or by an M-Pesa prompt, closing that returns the unspent
// reserve, text answers decided, results as files, and API keys shown once and revocable.
import { describe, expect, it } from 'vitest';
import { api, BASE, signIn, useMocks } from '../test/support.ts';
import { DEMO_CLIENT } from './seed.ts';

const mocks = useMocks({ payments: { phoneDelayMs: 10, promptTimeoutMs: 50 } });

async function client(): Promise<string> {
  const res = await api('/api/collections/clients/auth-with-password', {
    method: 'POST',
    json: { identity: DEMO_CLIENT.email, password: DEMO_CLIENT.password },
  });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

/** Asks the project again until `ready` says so (the simulated phone answers later). */
async function projectWhen(id: string, token: string, ready: (p: any) => boolean) {
  for (let i = 0; i < 100; i++) {
    const p = (await api(`/api/client/projects/${id}`, { token })).body;
    if (ready(p)) return p;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the project never got there');
}

const post = (path: string, token: string, json: unknown = {}) => api(path, { method: 'POST', token, json });
const BODY = {
  title: 'Is the photo a cow?',
  instructions: 'Look at the photo.',
  kind: 'choice',
  options: ['Yes', 'No'],
  pay: 3,
  overlap: 2,
  min_level: 1,
  language: 'en',
};

describe('signing in', () => {
  it('signs the demo client in as a `clients` record and refuses a wrong password in the server’s words', async () => {
    const ok = await api('/api/collections/clients/auth-with-password', {
      method: 'POST',
      json: { identity: 'Demo-Client@mapato.test', password: DEMO_CLIENT.password },
    });
    expect(ok.body.record).toMatchObject({ collectionName: 'clients', name: 'Lugha Data Ltd', balance: 1820 });
    const again = await post('/api/collections/clients/auth-refresh', ok.body.token);
    expect(again.body.record.email).toBe(DEMO_CLIENT.email);
    const bad = await api('/api/collections/clients/auth-with-password', {
      method: 'POST',
      json: { identity: DEMO_CLIENT.email, password: 'not-it' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Failed to authenticate.' } });
  });

  it('gives a guest 401 and a member 403 on every client route, as the server does', async () => {
    expect((await api('/api/client/projects')).status).toBe(401);
    const member = await signIn(2);
    expect((await api('/api/client/projects', { token: member.token })).status).toBe(403);
  });
});

describe('projects', () => {
  it('lists the seeded projects, newest first, and no one else’s', async () => {
    const token = await client();
    const list = await api('/api/client/projects', { token });
    expect(list.body.items.map((p: { status: string }) => p.status)).toEqual(['draft', 'live', 'live']);
    const other = await api(`/api/client/projects/nosuchproject00`, { token });
    expect(other.status).toBe(404);
  });

  it('refuses a project that breaks the rules, field by field, and creates nothing', async () => {
    const token = await client();
    const res = await post('/api/client/projects', token, { ...BODY, pay: 0, overlap: 6, options: ['Yes'] });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data).sort()).toEqual(['options', 'overlap', 'pay']);
    expect((await api('/api/client/projects', { token })).body.items).toHaveLength(3);
  });

  it('creates a draft, takes its items and quotes it with the 20 % fee rounded up', async () => {
    const token = await client();
    const created = await post('/api/client/projects', token, BODY);
    expect(created.body).toMatchObject({ status: 'draft', items: 0, min_seconds: 2, min_accuracy: 70 });
    const id = created.body.id;
    const items = Array.from({ length: 7 }, (_, i) => ({ ref: `c${i}`, text: `Photo ${i}` }));
    expect((await post(`/api/client/projects/${id}/items`, token, { items })).body).toEqual({ added: 7, items: 7 });
    const bad = await post(`/api/client/projects/${id}/items`, token, { items: [{ ref: 'x' }] });
    expect(bad.status).toBe(400);
    const quote = await api(`/api/client/projects/${id}/quote`, { token });
    // 7 × 2 × 3 = 42; 20 % is 8.4, rounded up to 9.
    expect(quote.body).toEqual({ answers: 14, pay_total: 42, fee: 9, total: 51, from_balance: 51, to_pay: 0 });
  });
});

describe('funding and closing', () => {
  it('a project the balance covers goes live at once; closing returns the unspent reserve', async () => {
    const token = await client();
    const draft = (await api('/api/client/projects', { token })).body.items[0];
    const fund = await post(`/api/client/projects/${draft.id}/fund`, token, {});
    expect(fund.body).toEqual({ status: 'live', payment: '', to_pay: 0 });
    // 3 items × 3 answers × KSh 2 = 18, fee 4: 1,820 − 22.
    const me = await post('/api/collections/clients/auth-refresh', token);
    expect(me.body.record.balance).toBe(1798);
    const closed = await post(`/api/client/projects/${draft.id}/close`, token);
    expect(closed.body).toMatchObject({ status: 'closed', reserve_left: 0 });
    const ledger = await api('/api/client/ledger', { token });
    expect(ledger.body.items.slice(0, 2)).toMatchObject([
      { kind: 'project_release', amount: 18, balance_after: 1816 },
      { kind: 'project_funding', amount: -22, balance_after: 1798 },
    ]);
  });

  it('sends an M-Pesa prompt for what the balance does not cover, and is live once it is paid', async () => {
    const token = await client();
    const id = (await post('/api/client/projects', token, { ...BODY, pay: 100 })).body.id;
    await post(`/api/client/projects/${id}/items`, token, {
      items: Array.from({ length: 10 }, (_, i) => ({ text: `t${i}` })),
    });
    // 10 × 2 × 100 = 2,000 + 400 fee = 2,400: 1,820 from the balance, 580 by M-Pesa.
    expect((await post(`/api/client/projects/${id}/fund`, token, { phone: 'x' })).status).toBe(400);
    const fund = await post(`/api/client/projects/${id}/fund`, token, { phone: '0712345678' });
    expect(fund.body).toMatchObject({ status: 'funding', to_pay: 580 });
    const live = await projectWhen(id, token, (p) => p.status === 'live');
    expect(live).toMatchObject({ reserve_left: 2000, funding_problem: '' });
    expect((await post('/api/collections/clients/auth-refresh', token)).body.record.balance).toBe(0);
  });

  it('a declined prompt leaves the project a draft with the reason, and nothing moved', async () => {
    const token = await client();
    const id = (await post('/api/client/projects', token, { ...BODY, pay: 100 })).body.id;
    await post(`/api/client/projects/${id}/items`, token, {
      items: Array.from({ length: 10 }, (_, i) => ({ text: `t${i}` })),
    });
    await post(`/api/client/projects/${id}/fund`, token, { phone: '0700001032' });
    const view = await projectWhen(id, token, (p) => p.status === 'draft' && p.funding_problem !== '');
    expect(view.funding_problem).toMatch(/cancel/i);
    expect((await post('/api/collections/clients/auth-refresh', token)).body.record.balance).toBe(1820);
  });
});

describe('review, results and keys', () => {
  it('accepts a text answer (paid) and rejects one, its reason optional as on the server', async () => {
    const token = await client();
    const text = (await api('/api/client/projects', { token })).body.items.find(
      (p: { kind: string }) => p.kind === 'text',
    );
    const pending = (await api(`/api/client/projects/${text.id}/answers?status=pending`, { token })).body.items;
    expect(pending).toHaveLength(3);
    expect((await post(`/api/client/answers/${pending[0].id}/accept`, token)).body.status).toBe('accepted');
    // No reason given: the member reads core's workReason.clientRejected (domain/paid-work/review.ts).
    expect((await post(`/api/client/answers/${pending[2].id}/reject`, token, { reason: ' ' })).body.status).toBe(
      'rejected',
    );
    // Decided already: no pending answer by that id, as if it did not exist.
    expect((await post(`/api/client/answers/${pending[2].id}/accept`, token)).status).toBe(404);
    expect((await post(`/api/client/answers/${pending[1].id}/reject`, token, { why: 'x' })).status).toBe(400);
    const after = (await api(`/api/client/projects/${text.id}`, { token })).body;
    expect(after).toMatchObject({ accepted: 10, rejected: 1, spent: 50, reserve_left: 195, awaiting_review: 1 });
  });

  it('gives the results as CSV and JSON Lines files', async () => {
    const token = await client();
    const live = (await api('/api/client/projects', { token })).body.items.find(
      (p: { kind: string; status: string }) => p.kind === 'choice' && p.status === 'live',
    );
    const csv = await fetch(`${BASE}/api/client/projects/${live.id}/results?format=csv`, {
      headers: { authorization: token },
    });
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect((await csv.text()).split('\r\n')[2]).toBe('tr-002,Wrong meaning,0.67,Wrong meaning|Good|Wrong meaning');
    const jsonl = await fetch(`${BASE}/api/client/projects/${live.id}/results?format=jsonl`, {
      headers: { authorization: token },
    });
    expect(JSON.parse((await jsonl.text()).split('\n')[0]!)).toMatchObject({ ref: 'tr-001', answer: 'Good' });
  });

  it('shows a new API key once; the key works until it is revoked', async () => {
    const token = await client();
    const made = await post('/api/client/keys', token, { name: 'Our labelling script' });
    expect(made.body.key).toMatch(/^mpk_/);
    const list = await api('/api/client/keys', { token });
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0].key).toBeUndefined();
    expect((await api('/api/client/projects', { token: `Bearer ${made.body.key}` })).status).toBe(200);
    const revoked = await api(`/api/client/keys/${made.body.id}`, { method: 'DELETE', token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked).not.toBe('');
    expect((await api('/api/client/projects', { token: `Bearer ${made.body.key}` })).status).toBe(401);
    expect(mocks.store.users.length).toBeGreaterThan(0);
  });
});
