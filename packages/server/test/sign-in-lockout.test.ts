// Failed sign-ins count against the account, whatever spelling reached it (ADR 014),
// per address and from everywhere; wrong old passwords count the same; e-mail changes are
// limited per member (defect 5). Runs on SQLite and on PostgreSQL.
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../src/domain/admin/admins.ts';
import { signUpMember, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

// trustProxy: each request below names its client address in X-Forwarded-For.
const t = testServerForFile({ trustProxy: true });

let addressCounter = 0;
const newAddress = () => `10.7.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const signIn = (collection: string, identity: string, password: string, from: string) =>
  t.http(`/api/collections/${collection}/auth-with-password`, {
    method: 'POST',
    json: { identity, password },
    headers: { 'x-forwarded-for': from },
  });

async function memberWithEmail(): Promise<Member & { email: string }> {
  const m = await signUpMember(t);
  const email = `${m.username}@example.co.ke`;
  await m.pb.collection('users').update(m.id, { email });
  return { ...m, email };
}

describe('sign-in lockout by account', () => {
  it('counts every spelling of the same member: case, Unicode spaces, username or e-mail', async () => {
    const m = await memberWithEmail();
    const from = newAddress();
    const spellings = [
      `\t${m.username}`,
      `\u00a0${m.username.toUpperCase()}`,
      `\u2002${m.username}\u3000`,
      m.email.toUpperCase(),
      ` ${m.email} `,
    ];
    for (const identity of spellings)
      expect((await signIn('users', identity, 'wrong-password-1', from)).status).toBe(400);
    // Locked: even the right password, by any spelling, is refused from this address.
    for (const identity of [m.username, m.email, `\u00a0${m.username}`]) {
      const res = await signIn('users', identity, m.password, from);
      expect(res.status).toBe(429);
      expect(res.body).toEqual({ status: 429, message: 'Too Many Requests.', data: {} });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    }
  });

  it('does not let a stranger at one address lock the owner out elsewhere', async () => {
    const m = await signUpMember(t);
    const stranger = newAddress();
    for (let i = 0; i < 5; i++) await signIn('users', m.username, `guess-${i}-guess`, stranger);
    expect((await signIn('users', m.username, m.password, stranger)).status).toBe(429);
    expect((await signIn('users', m.username, m.password, newAddress())).status).toBe(200);
  });

  it('locks the account everywhere after 30 failures from many addresses in an hour', async () => {
    const m = await signUpMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await signIn('users', m.username, `guess-${i}-guess`, newAddress())).status);
    expect(statuses.every((s) => s === 400)).toBe(true);
    expect((await signIn('users', m.username, m.password, newAddress())).status).toBe(429);
  });

  it('forgives an address its failures once the owner signs in from it', async () => {
    const m = await signUpMember(t);
    const home = newAddress();
    for (let i = 0; i < 4; i++) await signIn('users', m.username, `typo-${i}-typo`, home);
    expect((await signIn('users', m.username, m.password, home)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await signIn('users', m.username, `typo-${i}-again`, home)).status).toBe(400);
    expect((await signIn('users', m.username, m.password, home)).status).toBe(200);
  });

  it('counts an identity that names nobody by its normalised spelling', async () => {
    const from = newAddress();
    const ghost = `ghost_${process.pid}`;
    for (const identity of [ghost, ghost.toUpperCase(), `\u00a0${ghost}`, `${ghost}\t`, ghost]) {
      expect((await signIn('users', identity, 'whatever-pass', from)).status).toBe(400);
    }
    expect((await signIn('users', ` ${ghost}`, 'whatever-pass', from)).status).toBe(429);
  });

  it('locks operators the same way, whatever spelling of their e-mail', async () => {
    const email = `lock-${process.pid}@mapato.test`;
    await createAdmin(t.server.deps, email, 'operator-secret-9');
    const from = newAddress();
    for (const identity of [email, email.toUpperCase(), `\t${email}`, `\u00a0${email}`, ` ${email}\u2002`]) {
      expect((await signIn('_superusers', identity, 'not-the-secret', from)).status).toBe(400);
    }
    expect((await signIn('_superusers', email, 'operator-secret-9', from)).status).toBe(429);
    const elsewhere = newAddress();
    expect((await signIn('_superusers', email, 'operator-secret-9', elsewhere)).status).toBe(200);
    expect((await signIn('_superusers', `nobody-${process.pid}@mapato.test`, 'x-x-x-x', elsewhere)).status).toBe(400);

    // Every operator sign-in is audited, never with the password.
    const rows = await t.server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', 'like', 'superuser.sign-in%')
      .orderBy('created')
      .orderBy('id')
      .execute();
    // Rows written in one millisecond have no order of their own: compare them sorted.
    const sorted = (list: unknown[]) => list.map((x) => JSON.stringify(x)).sort();
    const outcomes = rows.map((r) => [r.action, JSON.parse(r.details).outcome, JSON.parse(r.details).ip]);
    expect(sorted(outcomes)).toEqual(
      sorted([
        ...Array(5).fill(['superuser.sign-in.failed', 'wrong-password', from]),
        ['superuser.sign-in.failed', 'locked', from],
        ['superuser.sign-in', 'ok', elsewhere],
        ['superuser.sign-in.failed', 'unknown', elsewhere],
      ]),
    );
    const unknown = rows.filter((r) => JSON.parse(r.details).outcome === 'unknown');
    expect(unknown).toEqual([expect.objectContaining({ actor: '', target: '' })]);
    const operatorId = rows.find((r) => r.action === 'superuser.sign-in')!.actor;
    expect(operatorId).toMatch(/^[a-z0-9]{15}$/);
    expect(rows.filter((r) => r.actor === operatorId && r.target === operatorId)).toHaveLength(7);
    expect(rows.map((r) => r.details).join()).not.toContain('operator-secret-9');
    expect(rows.map((r) => r.details).join()).not.toContain('not-the-secret');
  });
});

describe('changing the password', () => {
  const changePassword = (m: Member, oldPassword: string, from: string) =>
    t.http(`/api/collections/users/records/${m.id}`, {
      method: 'PATCH',
      token: m.token,
      json: { oldPassword, password: 'brand-new-pass-1', passwordConfirm: 'brand-new-pass-1' },
      headers: { 'x-forwarded-for': from },
    });

  it('counts wrong old passwords as failed sign-ins of the account', async () => {
    const m = await signUpMember(t);
    const from = newAddress();
    for (let i = 0; i < 5; i++) {
      const res = await changePassword(m, `wrong-old-${i}`, from);
      expect(res.status).toBe(400);
      expect(res.body.data.oldPassword.code).toBe('validation_invalid_old_password');
    }
    expect((await changePassword(m, m.password, from)).status).toBe(429);
    expect((await signIn('users', m.username, m.password, from)).status).toBe(429);
    // The password did not change: the owner signs in with it from elsewhere.
    expect((await signIn('users', m.username, m.password, newAddress())).status).toBe(200);
  });
});

describe('changing the e-mail address', () => {
  it('allows 10 attempts per member an hour, then 429, and a taken address still says why', async () => {
    const owner = await memberWithEmail();
    const m = await signUpMember(t);
    const change = (email: string) =>
      t.http(`/api/collections/users/records/${m.id}`, { method: 'PATCH', token: m.token, json: { email } });
    const taken = await change(owner.email);
    expect(taken.status).toBe(400);
    expect(taken.body.data.email.code).toBe('validation_not_unique');
    for (let i = 1; i < 10; i++) expect((await change(`probe${i}-${m.username}@example.com`)).status).not.toBe(429);
    const refused = await change(`probe-last-${m.username}@example.com`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const stored = await t.server.deps.db.selectFrom('users').select('email').where('id', '=', m.id).executeTakeFirst();
    expect(stored?.email).toBe(`probe9-${m.username}@example.com`);
    // Saving the profile with the e-mail it already has is not a change and is never refused.
    expect((await change(`PROBE9-${m.username}@example.com`)).status).toBe(200);
  });
});
