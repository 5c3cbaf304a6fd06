// Paid work in the mocks (ADR 055): one lease at a time per item, control items decided at once,
// pending until the overlap, the majority paid, too fast refused, the level's day limit, skip.
import { WORK_API } from '@mapato/core';
import { m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { createStore } from '../store.ts';
import { api, signIn, useMocks } from '../test/support.ts';
import { paidWork } from './state.ts';

let clock = new Date('2026-11-22T08:00:00Z');
const mocks = useMocks({ store: createStore({ now: () => clock }) });
const later = (s: number) => (clock = new Date(clock.getTime() + s * 1000));
const next = (token: string, project?: string) =>
  api(`${WORK_API}/next${project ? `?project=${project}` : ''}`, { token });
const answer = (token: string, id: string, value: unknown) =>
  api(`${WORK_API}/assignments/${id}/answer`, { method: 'POST', token, json: { answer: value } });
const balanceOf = (id: string) => mocks.store.users.find((u) => u.record.id === id)!.record.balance;

describe('paid work in the mocks', () => {
  it('gives an item on a lease with its project, and pays when the answer completes the majority', async () => {
    const me = await signIn(1);
    const first = await next(me.token, 'mockprojtransl1');
    expect(first.body).toMatchObject({
      project: { id: 'mockprojtransl1', kind: 'choice', options: ['Correct', 'Wrong'], pay: 2 },
      item: { text: expect.stringContaining('The bus leaves'), image: '' },
    });
    later(5);
    expect((await answer(me.token, first.body.id, 'Correct')).body).toEqual({
      status: 'accepted',
      reason: '',
      paid: 2,
    });
    expect(balanceOf(me.id)).toBe(me.balance + 2);
  });

  it('refuses a wrong control answer unpaid, and an answer faster than the project allows', async () => {
    const me = await signIn(1);
    await next(me.token, 'mockprojtransl1');
    const gold = await next(me.token, 'mockprojtransl1');
    later(5);
    expect((await answer(me.token, gold.body.id, 'Correct')).body).toEqual({
      status: 'rejected',
      reason: m.paidWork_reasonGoldWrong(),
      paid: 0,
    });
    const fast = await next(me.token, 'mockprojtransl1');
    expect((await answer(me.token, fast.body.id, 'Correct')).body).toMatchObject({
      status: 'rejected',
      reason: m.paidWork_reasonTooFast(),
    });
  });

  it('keeps an answer pending until the item has its overlap', async () => {
    const me = await signIn(1);
    const ids = [];
    for (let i = 0; i < 2; i++) ids.push((await next(me.token, 'mockprojtransl1')).body.id);
    later(5);
    for (const id of ids) await answer(me.token, id, 'Correct');
    const pending = await next(me.token, 'mockprojtransl1');
    later(5);
    // Item 4 has one answer from another member: this one makes two of three.
    const mine = await next(me.token, 'mockprojtransl1');
    later(5);
    await answer(me.token, pending.body.id, 'Correct');
    expect((await answer(me.token, mine.body.id, 'Correct')).body).toEqual({
      status: 'pending',
      reason: m.paidWork_reasonWaitingMajority(),
      paid: 0,
    });
  });

  it('takes labels as a list in any order, and refuses what is not an option', async () => {
    const me = await signIn(1);
    const picture = await next(me.token, 'mockprojpictur1');
    later(5);
    expect((await answer(me.token, picture.body.id, ['Dog'])).body).toMatchObject({
      status: 400,
      data: { answer: { code: 'validation_not_option', message: m.paidWork_answerNotOption() } },
    });
    expect((await answer(me.token, picture.body.id, ['Vehicle'])).body).toMatchObject({ status: 'accepted', paid: 2 });
  });

  it('frees a skipped item and lists it in the history; stops at the level limit with the reason', async () => {
    const me = await signIn(1);
    const skipped = await next(me.token);
    expect(
      (await api(`${WORK_API}/assignments/${skipped.body.id}/skip`, { method: 'POST', token: me.token })).status,
    ).toBe(204);
    for (let i = 0; i < 4; i++) {
      const item = await next(me.token, 'mockprojtransl1');
      later(5);
      await answer(me.token, item.body.id, 'Correct');
    }
    const refused = await next(me.token);
    expect(refused).toMatchObject({ status: 404, body: { message: m.paidWork_dayLimit({ limit: 4 }) } });
    const history = (await api(`${WORK_API}/history`, { token: me.token })).body;
    expect(history.today).toEqual({ answers: 4, limit: 4 });
    expect(history.items).toHaveLength(5);
    expect(history.items.at(-1)).toMatchObject({ id: skipped.body.id, status: 'skipped', paid: 0 });
    expect(history.earned).toBe(history.items.reduce((sum: number, i: any) => sum + i.paid, 0));
  });

  it('closes a project to a member below its accuracy, by the server’s rule and words', async () => {
    const me = await signIn(1);
    // 4 of 6 control answers right: 66 % as the server counts it (rounded down), below the 70 % asked.
    paidWork(mocks.store).control.set(`${me.id}|mockprojtransl1`, { answered: 6, right: 4 });
    const words = m.paidWork_accuracyCutOff({ accuracy: 66, required: 70 });
    expect((await next(me.token, 'mockprojtransl1')).body).toMatchObject({ status: 404, message: words });
    const projects = (await api(`${WORK_API}/projects`, { token: me.token })).body.items;
    expect(projects.find((p: any) => p.id === 'mockprojtransl1')).toMatchObject({ closed_reason: words });
  });

  it('lists the projects for the level with pay per hour, and says honestly when there is no work', async () => {
    const me = await signIn(1);
    const projects = (await api(`${WORK_API}/projects`, { token: me.token })).body.items;
    expect(projects.map((p: any) => [p.id, p.pay, p.pay_per_hour])).toEqual([
      ['mockprojtransl1', 2, 360],
      ['mockprojpictur1', 2, 240],
    ]);
    expect((await next(me.token, 'mockprojtextsw1')).body).toMatchObject({
      status: 404,
      message: m.paidWork_noWorkInProject(),
    });
    expect((await api(`${WORK_API}/next`)).status).toBe(401);
  });
});
