// Each level's way up as admins set it (docs/decisions/076-level-settings.md): a changed bond is
// audited and is what the next member is asked for; a bad change is refused and changes nothing; a
// level with a bond of 0 is earned by accepted answers and control accuracy, and refused below them.
import { toPbDate } from '@mapato/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/tools/ids.ts';
import { auditedBy, mpesaRef, operator, type Admin } from './support/admin.ts';
import { testServerForFile } from './support/harness.ts';
import { signUpMember, type Member } from './support/test-server.ts';

const t = testServerForFile();
let admin: Admin;
let support: Admin;
beforeAll(async () => {
  admin = await operator(t, 'admin');
  support = await operator(t, 'support');
});

const settingsRows = () => t.server.deps.db.selectFrom('level_settings').selectAll().orderBy('level').execute();
const upgrade = (m: Member, level: number, json: object = {}) =>
  t.http('/api/collections/registration/records', {
    method: 'POST',
    json: { level, mpesa_ref: mpesaRef(), ...json },
    token: m.token,
  });

/** Accepted paid answers and control answers, as the accept path leaves them in the member's rows. */
async function workDone(uid: string, answers: number, gold: { answered: number; correct: number }) {
  const db = t.server.deps.db;
  const project = newId();
  const at = toPbDate(new Date());
  for (let i = 0; i < answers; i++)
    await db
      .insertInto('assignments')
      .values({
        id: newId(),
        project_id: project,
        item_id: newId(),
        uid,
        status: 'accepted',
        pay: 5,
        gold: 0,
        expires: at,
        answer: 'yes',
        reason: '',
        day: at.slice(0, 10),
        paid: 5,
        created: at,
        answered: at,
        decided: at,
      })
      .execute();
  await db
    .insertInto('project_members')
    .values({ project_id: project, uid, answered: answers, gold_answered: gold.answered, gold_correct: gold.correct })
    .execute();
}

describe('an admin changes a level’s bond', () => {
  it('is audited with before and after, shown by GET /api/levels, and asked of the next member', async () => {
    const { result, rows } = await auditedBy(t, () =>
      admin.call('/api/admin/levels/3', { json: { bond: 12_500, answers: 0, accuracy: 0 } }),
    );
    expect(result).toMatchObject({ status: 200, body: { level: 3, bond: 12_500, answers: 0, accuracy: 0 } });
    expect(rows).toEqual([
      expect.objectContaining({
        actor: admin.id,
        action: 'level.settings',
        target: '3',
        details: {
          before: { level: 3, bond: 10_000, answers: 0, accuracy: 0 },
          after: { level: 3, bond: 12_500, answers: 0, accuracy: 0 },
        },
      }),
    ]);
    const levels = await t.http('/api/levels');
    expect(levels.body.levels[2]).toMatchObject({ level: 3, investment: 12_500 });
    expect(levels.body.salary[2]).toMatchObject({ level: 3, bond: 12_500 });
    expect(levels.body.ways[2]).toMatchObject({ level: 3, bond: 12_500, changed: expect.stringMatching(/^\d{4}-/) });
    expect(levels.body.ways[1]).toEqual({ level: 2, bond: 3000, answers: 0, accuracy: 0, changed: '' });

    const member = await signUpMember(t);
    const asked = await upgrade(member, 3);
    expect(asked).toMatchObject({ status: 200, body: { level: 3, amount: 12_500 } });
    // The old figure is now a mismatch, said with the new one.
    const other = await signUpMember(t);
    const stale = await upgrade(other, 3, { amount: 10_000 });
    expect(stale.status).toBe(400);
    expect(stale.body.data.amount.message).toMatch(/12,500/);
  });

  it.each([
    ['a bond that is not whole shillings', { bond: 10.5, answers: 0, accuracy: 0 }, 'bond'],
    ['a negative bond', { bond: -1, answers: 0, accuracy: 0 }, 'bond'],
    ['an accuracy over 100', { bond: 0, answers: 10, accuracy: 101 }, 'accuracy'],
    ['thresholds beside a bond', { bond: 5000, answers: 10, accuracy: 0 }, 'bond'],
    ['an earned level with no answers asked', { bond: 0, answers: 0, accuracy: 80 }, 'answers'],
    ['a missing field', { bond: 5000, answers: 0 }, 'accuracy'],
    ['an unknown field', { bond: 5000, answers: 0, accuracy: 0, refund: true }, 'refund'],
    ['a bond as text', { bond: '5000', answers: 0, accuracy: 0 }, 'bond'],
  ])('refuses %s with a field error and changes nothing', async (_name, json, field) => {
    const before = await settingsRows();
    const { result, rows } = await auditedBy(t, () => admin.call('/api/admin/levels/4', { json }));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ status: 400, message: 'Failed to update record.' });
    expect(Object.keys(result.body.data)).toEqual([field]);
    expect(rows).toEqual([]);
    expect(await settingsRows()).toEqual(before);
  });

  it('knows no level 1 or 11, and a support operator may not change a bond', async () => {
    const before = await settingsRows();
    for (const level of ['1', '11', 'x'])
      expect(
        (await admin.call(`/api/admin/levels/${level}`, { json: { bond: 1, answers: 0, accuracy: 0 } })).status,
      ).toBe(404);
    const refused = await support.call('/api/admin/levels/4', { json: { bond: 1, answers: 0, accuracy: 0 } });
    expect(refused.status).toBe(403);
    const member = await signUpMember(t);
    const asMember = await t.http('/api/admin/levels/4', {
      method: 'POST',
      json: { bond: 1, answers: 0, accuracy: 0 },
      token: member.token,
    });
    expect(asMember.status).toBe(403);
    expect(await settingsRows()).toEqual(before);
  });
});

describe('a level earned by work (bond 0)', () => {
  beforeAll(async () => {
    const set = await admin.call('/api/admin/levels/5', { json: { bond: 0, answers: 20, accuracy: 80 } });
    expect(set.status).toBe(200);
  });

  it('is shown with its thresholds and cannot be bought', async () => {
    const levels = await t.http('/api/levels');
    expect(levels.body.ways[4]).toMatchObject({ level: 5, bond: 0, answers: 20, accuracy: 80 });
    const member = await signUpMember(t);
    const bought = await upgrade(member, 5);
    expect(bought.status).toBe(400);
    expect(bought.body.data.level.code).toBe('validation_level_earned');
    expect(
      await t.server.deps.db.selectFrom('registration').where('uid', '=', member.id).selectAll().execute(),
    ).toEqual([]);
  });

  it('refuses a member below the thresholds, changing nothing', async () => {
    const member = await signUpMember(t);
    await workDone(member.id, 20, { answered: 10, correct: 7 });
    const progress = await t.http('/api/levels/progress', { token: member.token });
    expect(progress.body).toEqual({ answers: 20, goldAnswered: 10, goldCorrect: 7 });
    const { result, rows } = await auditedBy(t, () =>
      t.http('/api/levels/earn', { method: 'POST', json: { level: 5 }, token: member.token }),
    );
    expect(result.status).toBe(400);
    expect(result.body.data.level.message).toMatch(/20 accepted answers and 80% right/);
    expect(rows).toEqual([]);
    const user = await t.server.deps.db
      .selectFrom('users')
      .select(['level', 'balance'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ level: 1, balance: expect.anything() });
    const fewer = await signUpMember(t);
    await workDone(fewer.id, 19, { answered: 10, correct: 10 });
    expect((await t.http('/api/levels/earn', { method: 'POST', json: { level: 5 }, token: fewer.token })).status).toBe(
      400,
    );
  });

  it('moves a member who meets them up, with no money moved and an audit row', async () => {
    const member = await signUpMember(t);
    await workDone(member.id, 20, { answered: 10, correct: 8 });
    const db = t.server.deps.db;
    const ledgerBefore = await db.selectFrom('ledger').select('seq').where('uid', '=', member.id).execute();
    const { result, rows } = await auditedBy(t, () =>
      t.http('/api/levels/earn', { method: 'POST', json: { level: 5 }, token: member.token }),
    );
    expect(result).toMatchObject({ status: 200, body: { level: 5 } });
    expect(rows).toEqual([
      expect.objectContaining({
        actor: member.id,
        action: 'level.earned',
        details: expect.objectContaining({ from: 1, to: 5 }),
      }),
    ]);
    expect(await member.pb.collection('users').getOne(member.id)).toMatchObject({ level: 5, investment: 0 });
    expect(await db.selectFrom('ledger').select('seq').where('uid', '=', member.id).execute()).toEqual(ledgerBefore);
    expect(
      await db.selectFrom('level_ups').select(['from_level', 'to_level']).where('uid', '=', member.id).execute(),
    ).toEqual([{ from_level: 1, to_level: 5 }]);
    // Asked again, the level is no longer higher.
    expect((await t.http('/api/levels/earn', { method: 'POST', json: { level: 5 }, token: member.token })).status).toBe(
      400,
    );
  });

  it('is not how a level with a bond is reached, nor open to a guest', async () => {
    const member = await signUpMember(t);
    await workDone(member.id, 100, { answered: 10, correct: 10 });
    const bonded = await t.http('/api/levels/earn', { method: 'POST', json: { level: 2 }, token: member.token });
    expect(bonded.body.data.level.code).toBe('validation_level_has_bond');
    expect((await t.http('/api/levels/earn', { method: 'POST', json: { level: 5 } })).status).toBe(401);
    expect((await t.http('/api/levels/progress')).status).toBe(401);
  });
});
