// GET /api/tasks
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
  it("lists the spec's four one-time tasks and the level's daily slots", async () => {
    const member = await signUpMember(t);
    const res = await member.pb.send('/api/tasks', {});
    expect(res).toMatchObject({ perDay: 4, doneToday: 0, remaining: 4 });
    const oneTime = res.tasks.filter((x: any) => x.kind === 'one-time');
    expect(oneTime.map((x: any) => [x.id, x.reward, x.completed])).toEqual([
      ['share-referral-link', 100, false],
      ['complete-profile', 30, true],
      ['join-telegram', 20, false],
      ['join-whatsapp', 30, false],
    ]);
    const daily = res.tasks.filter((x: any) => x.kind === 'daily');
    expect(daily.map((x: any) => x.id)).toEqual(['daily-1', 'daily-2', 'daily-3', 'daily-4']);
    expect(daily.every((x: any) => x.reward === 11 && x.title.length > 0 && !x.completed)).toBe(true);
  });

  it('follows the level: J1 (level 2) has 7 daily tasks paying 14 each', async () => {
    const member = await signUpMember(t);
    const reg = await member.pb.collection('registration').create({ level: 2, mpesa_ref: 'QAB1234567' });
    await decideRegistration(t.server.deps, 'test', reg.id, 'approve');
    const res = await member.pb.send('/api/tasks', {});
    expect(res).toMatchObject({ perDay: 7, remaining: 7 });
    expect(res.tasks.filter((x: any) => x.kind === 'daily').every((x: any) => x.reward === 14)).toBe(true);
  });

  it("sends the seeded starter tasks in the reader's language, and the words stay stored in English", async () => {
    const member = await signUpMember(t);
    const inSwahili = await member.pb.send('/api/tasks', { headers: { 'Accept-Language': 'sw' } });
    const inEnglish = await member.pb.send('/api/tasks', { headers: { 'Accept-Language': 'en' } });
    const titles = (res: any) => res.tasks.filter((x: any) => x.kind === 'daily').map((x: any) => x.title);
    const starters = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => (m as any)[`core_starterTask${n}Title`]);
    const sw = starters.map((title) => title({}, { locale: 'sw' }));
    const en = starters.map((title) => title({}, { locale: 'en' }));
    expect(titles(inSwahili).every((title: string) => sw.includes(title))).toBe(true);
    expect(titles(inEnglish).every((title: string) => en.includes(title))).toBe(true);
    const stored = await t.server.deps.db.selectFrom('daily_tasks').select('title').execute();
    expect(stored.every((row) => en.includes(row.title))).toBe(true);
  });

  it('is a 401 for a guest', async () => {
    expect((await t.http('/api/tasks')).body).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
  });
});
