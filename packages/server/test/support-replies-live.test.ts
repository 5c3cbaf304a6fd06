// An operator's reply reaches the member live (realtime, ADR 017 and ADR 047): over the topic
// `support_messages/*`, to the member who owns the thread and to nobody else; and an SMS in the
// member's language tells a verified phone that a reply is waiting, once per batch of replies.
import { beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { collect, eventually, pause } from './support/realtime.ts';
import { signInAdmin, signUpMember, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile({ realtimeKeepAliveMs: 200 });
let ops: PocketBase;
beforeAll(async () => {
  ops = await signInAdmin(t);
});

const writeToSupport = (member: Member, message: string) =>
  member.pb.send('/api/support/messages', { method: 'POST', body: { kind: 'support', message } });

const reply = (thread: string, message: string) =>
  ops.send(`/api/admin/support/threads/${encodeURIComponent(thread)}/reply`, { method: 'POST', body: { message } });

const supportTexts = (uid: string) =>
  t.server.deps.db
    .selectFrom('sms_outbox')
    .select(['body', 'phone'])
    .where('uid', '=', uid)
    .where('purpose', '=', 'support')
    .execute();

describe('support replies live', () => {
  it("reaches the thread's owner at once, and no other member or guest", async () => {
    const owner = await signUpMember(t);
    const other = await signUpMember(t);
    await writeToSupport(owner, 'My bond is paid but I still have 4 tasks.');
    await writeToSupport(other, 'When is my payout?');
    const mine = await collect(owner.pb, 'support_messages', ['*']);
    const theirs = await collect(other.pb, 'support_messages', ['*']);
    const guests = await collect(t.sdk(), 'support_messages', ['*']);

    await reply(`u:${owner.id}`, 'Your bond is confirmed: sign in again to see 7 tasks.');
    await eventually(() => mine.events.length >= 1);
    expect(mine.events).toEqual([
      {
        topic: '*',
        action: 'create',
        record: expect.objectContaining({
          collectionName: 'support_messages',
          kind: 'reply',
          fromOperator: true,
          message: 'Your bond is confirmed: sign in again to see 7 tasks.',
        }),
      },
    ]);
    await pause(300);
    expect(theirs.events).toEqual([]);
    expect(guests.events).toEqual([]);
    for (const c of [mine, theirs, guests]) await c.unsubscribe();
  });

  it("tells the member's other tabs of the member's own message, and a visitor's thread reaches nobody", async () => {
    const owner = await signUpMember(t);
    const mine = await collect(owner.pb, 'support_messages', ['*']);
    await writeToSupport(owner, 'Sent from my other tab.');
    await eventually(() => mine.events.length >= 1);
    expect(mine.events[0]).toMatchObject({
      action: 'create',
      record: { kind: 'support', fromOperator: false, message: 'Sent from my other tab.' },
    });

    await t.sdk().send('/api/support/messages', {
      method: 'POST',
      body: { kind: 'contact', name: 'Visitor', email: 'visitor@example.co.ke', message: 'A question.' },
    });
    await reply('e:visitor@example.co.ke', 'An answer by e-mail.');
    await pause(300);
    expect(mine.events).toHaveLength(1);
    await mine.unsubscribe();
  });
});

describe('the SMS of a support reply', () => {
  it("speaks the member's language, points to the app without the reply's words, once per batch", async () => {
    const member = await signUpMember(t);
    await t.server.deps.db.updateTable('users').set({ locale: 'sw' }).where('id', '=', member.id).execute();
    await writeToSupport(member, 'Nimelipa dhamana lakini bado nina kazi 4.');

    await reply(`u:${member.id}`, 'Secret details: your bond QK12345678 is confirmed.');
    const texts = await supportTexts(member.id);
    expect(texts).toHaveLength(1);
    const { phone } = await t.server.deps.db
      .selectFrom('users')
      .select('phone')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(texts[0]!.phone).toBe(phone);
    expect(texts[0]!.body).toMatch(/^Mapato: .*Msaada/);
    expect(texts[0]!.body).not.toMatch(/QK12345678|Secret|bond/);

    // A second reply right after the first is the same batch: no second SMS.
    await reply(`u:${member.id}`, 'And one more thing.');
    expect(await supportTexts(member.id)).toHaveLength(1);
  });

  it('is in English for an English member', async () => {
    const member = await signUpMember(t);
    await writeToSupport(member, 'Where is my payout?');
    await reply(`u:${member.id}`, 'It was sent.');
    const texts = await supportTexts(member.id);
    expect(texts.map((x) => x.body)).toEqual([expect.stringMatching(/^Mapato: .*Support/)]);
  });

  it('is never sent to a phone that is not verified', async () => {
    const member = await signUpMember(t, { verified: false });
    await writeToSupport(member, 'Hello?');
    await reply(`u:${member.id}`, 'Hello! Verify your phone first.');
    expect(await supportTexts(member.id)).toEqual([]);
  });
});
