// Clients sign in as their own auth collection, and programs use API keys (ADR 055, 057): a
// client's token opens /api/client/* and nothing of members or operators, and theirs never open it.
import { WORK_API } from '@mapato/core';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testServerForFile, fundedMember } from './support/harness.ts';
import { operator } from './support/admin.ts';
import { CLIENT_PASSWORD, signedInClient } from './support/clients.ts';

const t = testServerForFile();
const db = () => t.server.deps.db;

describe('the clients auth collection', () => {
  it('signs a client in by e-mail and password, and refreshes its token', async () => {
    const c = await signedInClient(t);
    const again = await t.http('/api/collections/clients/auth-with-password', {
      method: 'POST',
      json: { identity: c.email.toUpperCase(), password: CLIENT_PASSWORD },
    });
    expect(again.status).toBe(200);
    expect(again.body.record).toEqual({
      id: c.id,
      collectionId: expect.stringMatching(/^pbc_\d+$/),
      collectionName: 'clients',
      email: c.email,
      name: expect.stringMatching(/^Lugha Data/),
      phone: '254711000111',
      balance: 0,
      created: expect.any(String),
      updated: expect.any(String),
    });
    expect(JSON.stringify(again.body)).not.toMatch(/password|token_key/);
    const wrong = await t.http('/api/collections/clients/auth-with-password', {
      method: 'POST',
      json: { identity: c.email, password: 'not-the-password' },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Failed to authenticate.' } });
    const signIns = await db()
      .selectFrom('audit_log')
      .select(['actor', 'action'])
      .where('target', '=', c.id)
      .where('action', 'like', 'client.sign-in%')
      .orderBy('created')
      .execute();
    expect(signIns).toEqual([
      { actor: `client:${c.id}`, action: 'client.sign-in' },
      { actor: `client:${c.id}`, action: 'client.sign-in' },
      { actor: `client:${c.id}`, action: 'client.sign-in.failed' },
    ]);
    const refreshed = await t.http('/api/collections/clients/auth-refresh', { method: 'POST', token: c.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.record.id).toBe(c.id);
    expect((await c.call('/api/client/projects', { auth: refreshed.body.token })).status).toBe(200);
  });

  it('locks a client after repeated wrong passwords, as members and operators are', async () => {
    const c = await signedInClient(t);
    const signIn = (password: string) =>
      t.http('/api/collections/clients/auth-with-password', {
        method: 'POST',
        json: { identity: c.email, password },
      });
    for (let i = 0; i < 5; i++) expect((await signIn(`wrong-guess-${i}`)).status).toBe(400);
    const locked = await signIn(CLIENT_PASSWORD);
    expect(locked).toMatchObject({ status: 429, body: { message: 'Too Many Requests.' } });
    const last = await db()
      .selectFrom('audit_log')
      .select('details')
      .where('target', '=', c.id)
      .orderBy('created', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(last.details)).toMatchObject({ outcome: 'locked' });
  });

  it('keeps the collections apart: no token of one passes as another', async () => {
    const c = await signedInClient(t);
    const m = await fundedMember(t);
    const op = await operator(t);
    // Members' and operators' tokens never open the client routes.
    expect((await c.call('/api/client/projects', { auth: m.token })).status).toBe(403);
    expect((await c.call('/api/client/projects', { auth: op.token })).status).toBe(403);
    expect((await c.call('/api/client/keys', { auth: m.token, json: { name: 'x' } })).status).toBe(403);
    expect((await t.http('/api/client/projects')).status).toBe(401);
    // A client's token opens nothing of members or operators.
    expect((await t.http('/api/admin/overview', { token: c.token })).status).toBe(403);
    expect((await t.http('/api/tasks', { token: c.token })).status).toBe(401);
    // The members' paid work says why, as /api/client does to a member: signed in, not as a member.
    const work = await t.http(`${WORK_API}/next`, { token: c.token });
    expect(work).toMatchObject({
      status: 403,
      body: { message: 'The request requires auth record from users collection.' },
    });
    expect((await t.http(`${WORK_API}/history`, { token: c.token })).status).toBe(403);
    expect((await t.http(`/api/collections/users/records/${m.id}`, { token: c.token })).status).toBe(404);
    expect((await t.http('/api/collections/clients/records', { token: c.token })).status).toBe(403);
    // Refresh only in its own collection.
    expect((await t.http('/api/collections/users/auth-refresh', { method: 'POST', token: c.token })).status).toBe(403);
    expect((await t.http('/api/collections/clients/auth-refresh', { method: 'POST', token: m.token })).status).toBe(
      403,
    );
    // A member's password does not sign in as a client of the same name.
    const asClient = await t.http('/api/collections/clients/auth-with-password', {
      method: 'POST',
      json: { identity: op.email, password: 'operator-secret-1' },
    });
    expect(asClient.status).toBe(400);
  });
});

describe('API keys', () => {
  it('shows a key once, stores only its SHA-256, and the key opens the client routes, each use audited', async () => {
    const c = await signedInClient(t);
    const made = await c.call('/api/client/keys', { json: { name: 'nightly upload' } });
    expect(made.status).toBe(200);
    const key = made.body.key as string;
    expect(key).toMatch(/^mpk_[A-Za-z0-9_-]{43}$/);
    expect(made.body).toMatchObject({ name: 'nightly upload', prefix: key.slice(0, 10), revoked: '', last_used: '' });

    const listed = await c.call('/api/client/keys');
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).not.toHaveProperty('key');
    const stored = await db()
      .selectFrom('client_api_keys')
      .selectAll()
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(stored.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(key);

    const viaKey = await c.call('/api/client/projects', { auth: `Bearer ${key}` });
    expect(viaKey).toMatchObject({ status: 200, body: { items: [] } });
    const uses = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'client.api_key.use')
      .where('target', '=', made.body.id)
      .execute();
    expect(uses).toHaveLength(1);
    expect(uses[0]).toMatchObject({ actor: `client:${c.id}` });
    expect(JSON.parse(uses[0]!.details)).toMatchObject({ method: 'GET', path: '/api/client/projects' });
    expect((await c.call('/api/client/keys')).body.items[0].last_used).not.toBe('');
  });

  it('refuses a revoked key, an unknown key, and another client’s revoke', async () => {
    const c = await signedInClient(t);
    const other = await signedInClient(t);
    const made = await c.call('/api/client/keys', { json: { name: 'ci' } });
    const key = made.body.key as string;
    expect((await other.call(`/api/client/keys/${made.body.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await c.call('/api/client/projects', { auth: key })).status).toBe(200);
    const revoked = await c.call(`/api/client/keys/${made.body.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(200);
    expect(revoked.body.revoked).not.toBe('');
    expect((await c.call('/api/client/projects', { auth: `Bearer ${key}` })).status).toBe(401);
    expect((await c.call('/api/client/projects', { auth: `Bearer mpk_${'A'.repeat(43)}` })).status).toBe(401);
    const audits = await db().selectFrom('audit_log').select('action').where('target', '=', made.body.id).execute();
    expect(audits.map((a) => a.action).sort()).toEqual([
      'client.api_key.create',
      'client.api_key.revoke',
      'client.api_key.use',
    ]);
    // A key is not a session: it signs nothing in as a member or an operator.
    expect((await t.http('/api/admin/overview', { token: key })).status).toBe(401);
  });

  it('refuses a key without a name, changing nothing', async () => {
    const c = await signedInClient(t);
    const res = await c.call('/api/client/keys', { json: { name: '  ' } });
    // What is wanted, in the client's language (protocol's readKeyName, the mocks' rule too).
    const wanted = 'Name the key (at most 100 characters), e.g. the program that uses it.';
    expect(res).toMatchObject({
      status: 400,
      body: { data: { name: { code: 'validation_required', message: wanted } } },
    });
    const long = await c.call('/api/client/keys', { json: { name: 'k'.repeat(101) } });
    expect(long.body.data.name.message).toBe(wanted);
    const sw = await t.http('/api/client/keys', {
      method: 'POST',
      json: { name: '' },
      token: c.token,
      headers: { 'accept-language': 'sw' },
    });
    expect(sw.body.data.name.message).toMatch(/^Ipe ufunguo jina/);
    expect((await c.call('/api/client/keys')).body.items).toEqual([]);
  });
});
