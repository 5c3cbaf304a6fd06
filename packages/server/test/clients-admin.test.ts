// The operators' side of clients (ADR 057): admins create and list clients, record bank transfers
// (four eyes above MAPATO_FOUR_EYES_MIN), the CLI creates clients, and verify-ledger proves the
// clients' books (and catches a planted fault).
import { describe, expect, it } from 'vitest';
import { testServerForFile } from './support/harness.ts';
import { operator } from './support/admin.ts';
import { runCli } from './support/cli.ts';
import { clientLedgerRows, signedInClient } from './support/clients.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';

const t = testServerForFile();
const db = () => t.server.deps.db;
const cli = (...args: string[]) => runCli([...args, '--dir', t.testDb.dataDir], t.testDb.env);
const problems = async () =>
  (await verifyLedger(t.server.deps)).problems.filter(
    (p) => p.username.startsWith('client') || p.problem.includes('deposit'),
  );

describe('admin: clients', () => {
  it('creates a client who can sign in, lists clients, audits both; support and duplicates are refused', async () => {
    const admin = await operator(t);
    const support = await operator(t, 'support');
    const body = {
      email: `org${process.pid}@mapato.test`,
      password: 'org-secret-12',
      name: 'Lugha Data Ltd',
      phone: '0722000111',
    };
    expect((await support.call('/api/admin/clients', { json: body })).status).toBe(403);
    const made = await admin.call('/api/admin/clients', { json: body });
    expect(made).toMatchObject({
      status: 200,
      body: { email: body.email, name: 'Lugha Data Ltd', phone: '254722000111', balance: 0 },
    });
    const again = await admin.call('/api/admin/clients', { json: body });
    expect(again).toMatchObject({ status: 400, body: { data: { email: { code: 'validation_not_unique' } } } });
    const bad = await admin.call('/api/admin/clients', { json: { ...body, email: 'nope', password: 'short' } });
    expect(bad.status).toBe(400);
    const signIn = await t.http('/api/collections/clients/auth-with-password', {
      method: 'POST',
      json: { identity: body.email, password: body.password },
    });
    expect(signIn.status).toBe(200);
    const list = await admin.get('/api/admin/clients');
    expect(list.items.map((c: any) => c.id)).toContain(made.body.id);
    // Support reads the list (as it reads the whole console) but, above, could not create one.
    expect((await support.get('/api/admin/clients')).items.map((c: any) => c.id)).toContain(made.body.id);
    const audits = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action', 'target'])
      .where('actor', '=', admin.id)
      .where('action', 'like', 'client.%')
      .execute();
    expect(audits).toEqual(
      expect.arrayContaining([
        { actor: admin.id, action: 'client.create', target: made.body.id },
        { actor: admin.id, action: 'client.list', target: '' },
      ]),
    );
  });

  it('credits a bank transfer at once up to the four-eyes limit, and above it only after a second admin', async () => {
    const c = await signedInClient(t);
    const first = await operator(t);
    const second = await operator(t);
    const small = await first.call(`/api/admin/clients/${c.id}/deposits`, {
      json: { amount: 20_000, reference: `TT${process.pid}A` },
    });
    expect(small.body).toMatchObject({ state: 'credited', approvals: 1, needed: 1, amount: 20_000 });
    const reused = await first.call(`/api/admin/clients/${c.id}/deposits`, {
      json: { amount: 5, reference: `TT${process.pid}A` },
    });
    expect(reused.status).toBe(400);

    const big = await first.call(`/api/admin/clients/${c.id}/deposits`, {
      json: { amount: 20_001, reference: `TT${process.pid}B` },
    });
    expect(big.body).toMatchObject({ state: 'awaiting_approval', approvals: 1, needed: 2 });
    expect((await c.call('/api/client/ledger')).body.balance).toBe(20_000);
    const self = await first.call(`/api/admin/clients/${c.id}/deposits/${big.body.id}/approve`, { json: {} });
    expect(self).toMatchObject({ status: 400, body: { message: expect.stringContaining('second admin') } });
    const approved = await second.call(`/api/admin/clients/${c.id}/deposits/${big.body.id}/approve`, { json: {} });
    expect(approved.body).toMatchObject({ state: 'credited', approvals: 2, needed: 2 });
    expect((await second.call(`/api/admin/clients/${c.id}/deposits/${big.body.id}/approve`, { json: {} })).status).toBe(
      400,
    );
    expect(await clientLedgerRows(t, c.id)).toEqual([
      { seq: 1, kind: 'deposit', amount: 20_000, balance_after: 20_000, ref: small.body.id },
      { seq: 2, kind: 'deposit', amount: 20_001, balance_after: 40_001, ref: big.body.id },
    ]);
    const audits = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target', '=', big.body.id)
      .orderBy('created')
      .execute();
    expect(audits).toEqual([
      { actor: first.id, action: 'client.deposit.record' },
      { actor: second.id, action: 'client.deposit.approve' },
    ]);
    const bad = await first.call(`/api/admin/clients/${c.id}/deposits`, { json: { amount: 1.5, reference: 'x' } });
    expect(Object.keys(bad.body.data)).toEqual(['amount']);
    expect(
      (await first.call('/api/admin/clients/nosuchclient000/deposits', { json: { amount: 5, reference: 'TTX12' } }))
        .status,
    ).toBe(404);
    expect(await problems()).toEqual([]);
  });

  it('verify-ledger catches a client balance that does not match its ledger, and a deposit from nowhere', async () => {
    const c = await signedInClient(t);
    const admin = await operator(t);
    await admin.call(`/api/admin/clients/${c.id}/deposits`, { json: { amount: 500, reference: `TT${process.pid}C` } });
    expect(await problems()).toEqual([]);
    await db().updateTable('clients').set({ balance: 501 }).where('id', '=', c.id).execute();
    // Its own ledger and the double-entry books (ADR 073) both disagree with the tampered balance.
    expect((await problems()).map((p) => p.problem)).toEqual([
      'client balance 501 but ledger sum 500',
      'balance 501 but its entries in the books sum to 500',
    ]);
    await db().updateTable('client_ledger').set({ ref: 'made-up' }).where('client_id', '=', c.id).execute();
    expect((await problems()).map((p) => p.problem)).toEqual(
      expect.arrayContaining([
        'client ledger row 1: deposit made-up matches no paid prompt or credited transfer',
        expect.stringMatching(/^bank deposit \w+ \(credited\) has 0 ledger rows, expected 1$/),
      ]),
    );
    await db()
      .updateTable('client_ledger')
      .set({
        ref: (
          await db().selectFrom('client_deposits').select('id').where('client_id', '=', c.id).executeTakeFirstOrThrow()
        ).id,
      })
      .where('client_id', '=', c.id)
      .execute();
    await db().updateTable('clients').set({ balance: 500 }).where('id', '=', c.id).execute();
    expect(await problems()).toEqual([]);
  });
});

describe('mapato client create', () => {
  it('creates a client who can sign in, audited by cli; strict about its options', async () => {
    const email = `cli${process.pid}@mapato.test`;
    const made = await cli(
      'client',
      'create',
      email,
      'cli-secret-123',
      '--name',
      'Lugha Data Ltd',
      '--phone',
      '0733000111',
    );
    expect(made).toMatchObject({ code: 0, stdout: `Client ${email} created (Lugha Data Ltd).\n` });
    const signIn = await t.http('/api/collections/clients/auth-with-password', {
      method: 'POST',
      json: { identity: email, password: 'cli-secret-123' },
    });
    expect(signIn.body.record).toMatchObject({ name: 'Lugha Data Ltd', phone: '254733000111' });
    const audit = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target', '=', signIn.body.record.id)
      .orderBy('created')
      .execute();
    expect(audit).toEqual([
      { actor: 'cli', action: 'client.create' },
      { actor: `client:${signIn.body.record.id}`, action: 'client.sign-in' },
    ]);
    expect((await cli('client', 'create', email, 'cli-secret-123', '--nmae', 'x')).code).toBe(2);
    const noName = await cli('client', 'create', 'other@mapato.test', 'cli-secret-123');
    expect(noName.code).toBe(1);
    expect(noName.stderr).toContain('usage: mapato client create EMAIL PASSWORD --name');
  });
});
