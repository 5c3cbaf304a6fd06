// A copy of the database (or of a backup) holds the stored keys but not MAPATO_SECRET_PEPPER
// (ADR 040): with the copy alone nobody recomputes a live code's hash, verifies or forges a token.
// And `serve` without --demo refuses to start without a pepper.
import { createHmac } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_IDS } from '../src/domain/records/wire.ts';
import { signToken, verifyToken } from '../src/tools/jwt.ts';
import { runCli } from './support/cli.ts';
import { startServerProcess } from './support/server-process.ts';
import { freshTestDb } from './support/test-db.ts';
import { codeSentTo, startServerWithSms, type SmsTestServer } from './support/sms.ts';
import { signUpMember, uniquePhone } from './support/test-server.ts';

let t: SmsTestServer;
beforeAll(async () => {
  t = await startServerWithSms();
});
afterAll(() => t.close());

/** What a stolen copy of the database holds: every row, the stored keys included. */
const copied = async (key: string) =>
  (await t.server.deps.db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirstOrThrow())
    .value;

describe('a copy of the database without the pepper', () => {
  it('cannot recompute a live code from its stored hash', async () => {
    const phone = uniquePhone();
    const member = await signUpMember(t, { phone, verified: false });
    await t.http('/api/collections/users/request-verification', { method: 'POST', token: member.token });
    const code = await codeSentTo(t.simulator, phone);
    const row = await t.server.deps.db
      .selectFrom('phone_codes')
      .select(['id', 'code_hash'])
      .where('uid', '=', member.id)
      .executeTakeFirstOrThrow();
    const stored = await copied('users_token_secret');
    // The thief tries every six-digit code with the stored key; the right one must not match either.
    const guess = createHmac('sha256', stored).update(`${row.id}:${code}`).digest('base64url');
    expect(guess).not.toBe(row.code_hash);
    // The code itself still works for its owner.
    const confirmed = await t.http('/api/collections/users/confirm-verification', {
      method: 'POST',
      token: member.token,
      json: { code },
    });
    expect(confirmed.status).toBe(204);
  });

  it('can neither verify a member’s token nor forge one the server accepts', async () => {
    const member = await signUpMember(t);
    const { token_key } = await t.server.deps.db
      .selectFrom('users')
      .select('token_key')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    const stored = await copied('users_token_secret');
    const now = Math.floor(Date.now() / 1000);
    expect(verifyToken(member.token, token_key + stored, now)).toBeNull();
    const forged = signToken(
      { collectionId: COLLECTION_IDS.users, id: member.id, refreshable: true, type: 'auth', exp: now + 3600 },
      token_key + stored,
    );
    const refreshed = await t.http('/api/collections/users/auth-refresh', { method: 'POST', token: forged });
    expect(refreshed.status).toBe(401);
    // The member's own token is fine.
    const own = await t.http('/api/collections/users/auth-refresh', { method: 'POST', token: member.token });
    expect(own.status).toBe(200);
  });
});

describe('mapato serve', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mapato-pepper-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('refuses to start without MAPATO_SECRET_PEPPER outside --demo, saying what to set', async () => {
    const run = await runCli(['serve', '--http', '127.0.0.1:0', '--dir', dir], {
      MAPATO_SECRET_PEPPER: '',
      MAPATO_LOG: 'off',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('MAPATO_SECRET_PEPPER is required');
    expect(run.stdout).not.toContain('Mapato is serving');
  });

  it('with --demo (npm start, the end-to-end server) uses the public demo pepper and says so', async () => {
    const testDb = await freshTestDb();
    const demo = await startServerProcess({
      env: { ...testDb.env, MAPATO_SECRET_PEPPER: '' },
      dataDir: testDb.dataDir,
      extraArgs: ['--demo'],
    });
    try {
      // The banner is written just after the port opens: give the pipe a moment.
      await expect.poll(() => demo.output()).toContain('MAPATO_SECRET_PEPPER unset, so the public demo pepper is used');
    } finally {
      await demo.stop();
      await testDb.drop();
    }
  });

  it('refuses a pepper too short to be a secret', async () => {
    const run = await runCli(['serve', '--http', '127.0.0.1:0', '--dir', dir], {
      MAPATO_SECRET_PEPPER: 'short',
      MAPATO_LOG: 'off',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('MAPATO_SECRET_PEPPER must be at least 32 characters');
  });
});
