// GET /api/tasks
import { nairobiDay } from '@mapato/core';
import { m } from '@mapato/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideRegistration } from '../../../domain/admin/actions.ts';
import { signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('list tasks', () => {
  it("lists the spec's four one-time tasks and no daily slots: those are paid work now", async () => {
    const member = await signUpMember(t);
    const res = await member.pb.send('/api/tasks', {});
    expect(res).toMatchObject({ perDay: 4, doneToday: 0, remaining: 4 });
    expect(res.tasks.map((x: any) => [x.id, x.kind, x.reward, x.completed])).toEqual([
      ['share-referral-link', 'one-time', 100, false],
      ['complete-profile', 'one-time', 30, true],
      ['join-telegram', 'one-time', 20, false],
      ['join-whatsapp', 'one-time', 30, false],
    ]);
  });

  it("counts today's paid-work answers against the level's limit: J1 (level 2) has 7", async () => {
    const member = await signUpMember(t);
    const reg = await member.pb.collection('registration').create({ level: 2, mpesa_ref: 'QAB1234567' });
    await decideRegistration(t.server.deps, 'test', reg.id, 'approve');
    const day = nairobiDay(t.server.deps.now());
    await t.server.deps.db.insertInto('work_days').values({ uid: member.id, day, answers: 3 }).execute();
    await t.server.deps.db.insertInto('work_days').values({ uid: member.id, day: '2020-01-01', answers: 7 }).execute();
    const res = await member.pb.send('/api/tasks', {});
    expect(res).toMatchObject({ perDay: 7, doneToday: 3, remaining: 4 });
    expect(res.tasks.every((x: any) => x.kind === 'one-time')).toBe(true);
  });

  it("keeps the operators' catalogue stored but lists none of it, in any language", async () => {
    const member = await signUpMember(t);
    const starters = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (m as any)[`core_starterTask${n}Title`]);
    const words = starters.flatMap((title) => [title({}, { locale: 'sw' }), title({}, { locale: 'en' })]);
    for (const language of ['sw', 'en']) {
      const res = await member.pb.send('/api/tasks', { headers: { 'Accept-Language': language } });
      expect(res.tasks.filter((x: any) => words.includes(x.title))).toEqual([]);
    }
    expect(await t.server.deps.db.selectFrom('daily_tasks').select('title').execute()).toHaveLength(8);
  });

  it('is a 401 for a guest', async () => {
    expect((await t.http('/api/tasks')).body).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
  });
});
