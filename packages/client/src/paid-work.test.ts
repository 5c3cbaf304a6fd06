// Paid work's calls, against the mocks (ADR 055).
import { describe, expect, it, vi } from 'vitest';
import {
  answerWorkMutationOptions,
  fetchNextWork,
  fetchWorkHistory,
  fetchWorkProjects,
  nextWorkQueryOptions,
  releaseHeldWork,
  skipWorkMutationOptions,
  workHistoryQueryOptions,
  workKeys,
  workProjectsQueryOptions,
} from './paid-work.ts';
import { describeError } from './errors.ts';
import { taskKeys } from './tasks.ts';
import { userKeys } from './users.ts';
import { newQueryClient, pb, recordRequests, rejection, runMutation, signInAs } from './test/support.ts';

describe('nextWorkQueryOptions', () => {
  it('leases one item per turn: the same turn is served from the cache, the next turn is a new item', async () => {
    const auth = await signInAs(1);
    const qc = newQueryClient();
    const options = nextWorkQueryOptions(pb, '', 0);
    expect(options.queryKey).toEqual(workKeys.next(auth.record.id, '', 0));
    const first = await qc.fetchQuery(options);
    expect(await qc.fetchQuery(nextWorkQueryOptions(pb, '', 0))).toBe(first);
    const second = await qc.fetchQuery(nextWorkQueryOptions(pb, '', 1));
    expect(second.id).not.toBe(first.id);
    expect(first).toMatchObject({ project: { kind: expect.any(String) }, item: { text: expect.any(String) } });
  });

  it('stays with a project when asked, and rejects with the honest reason when there is nothing', async () => {
    await signInAs(1);
    const item = await fetchNextWork(pb, 'mockprojpictur1');
    expect(item.project).toMatchObject({ id: 'mockprojpictur1', kind: 'labels' });
    expect(item.item.image).toMatch(/^data:image\/svg\+xml,/);
    const none = await rejection(fetchNextWork(pb, 'mockprojtextsw1'));
    expect(none).toMatchObject({ status: 404, message: 'This project has no item for you right now.' });
  });

  it('gives back the items held for one project, so the member can turn to another', async () => {
    await signInAs(1);
    const qc = newQueryClient();
    // The shown turn and the one fetched ahead: the two leases a member may hold.
    await qc.fetchQuery(nextWorkQueryOptions(pb, '', 0));
    await qc.fetchQuery(nextWorkQueryOptions(pb, '', 1));
    await releaseHeldWork(pb, qc, '');
    const item = await qc.fetchQuery(nextWorkQueryOptions(pb, 'mockprojpictur1', 0));
    expect(item.project).toMatchObject({ id: 'mockprojpictur1' });
    expect(qc.getQueryData(nextWorkQueryOptions(pb, '', 0).queryKey)).toBeUndefined();
  });

  it('refuses a guest without asking the server', async () => {
    const requests = recordRequests();
    await expect(fetchNextWork(pb)).rejects.toMatchObject({ status: 401 });
    await expect(fetchWorkHistory(pb)).rejects.toMatchObject({ status: 401 });
    await expect(fetchWorkProjects(pb)).rejects.toMatchObject({ status: 401 });
    expect(requests).toEqual([]);
  });
});

describe('answerWorkMutationOptions and skipWorkMutationOptions', () => {
  it('answers, then refreshes the history, the projects, the tasks and the user', async () => {
    await signInAs(1);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const item = await fetchNextWork(pb, 'mockprojpictur1');
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const result = await runMutation(qc, answerWorkMutationOptions(pb, qc), { id: item.id, answer: ['Vehicle'] });
    expect(result).toEqual({ status: 'accepted', reason: '', paid: 2 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: taskKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });
    const history = await qc.fetchQuery(workHistoryQueryOptions(pb));
    expect(history).toMatchObject({ today: { answers: 1, limit: 4 }, earned: 2, items: [{ id: item.id, paid: 2 }] });
  });

  it('skips: the item is in the history as skipped and not given again', async () => {
    await signInAs(1);
    const qc = newQueryClient();
    const item = await fetchNextWork(pb);
    await runMutation(qc, skipWorkMutationOptions(pb, qc), item.id);
    const history = await qc.fetchQuery(workHistoryQueryOptions(pb));
    expect(history.items[0]).toMatchObject({ id: item.id, status: 'skipped', paid: 0 });
    expect((await fetchNextWork(pb)).item).not.toEqual(item.item);
  });

  it('surfaces a refused answer with its message', async () => {
    await signInAs(1);
    const qc = newQueryClient();
    const item = await fetchNextWork(pb, 'mockprojtransl1');
    const error = await rejection(runMutation(qc, answerWorkMutationOptions(pb, qc), { id: item.id, answer: 'Maybe' }));
    // As the server says it: the reason is the `answer` field's, which describeError shows.
    expect(describeError(error)).toBe('Please choose one of the options given.');
  });
});

describe('workProjectsQueryOptions', () => {
  it("lists the member's projects with pay and pay per hour", async () => {
    const auth = await signInAs(2);
    const options = workProjectsQueryOptions(pb);
    expect(options.queryKey).toEqual(workKeys.projects(auth.record.id));
    const { items } = await newQueryClient().fetchQuery(options);
    expect(items.map((p) => [p.title, p.pay, p.pay_per_hour])).toEqual([
      ['Check Kiswahili translations', 2, 360],
      ['Label small pictures', 2, 240],
      ['Translate short sentences into Kiswahili', 5, null],
    ]);
  });
});
