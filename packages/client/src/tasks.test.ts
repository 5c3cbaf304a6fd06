// The Task Area's calls, against the mocks.
import { describe, expect, it, vi } from 'vitest';
import { completeTaskMutationOptions, fetchTasks, taskKeys, tasksQueryOptions } from './tasks.ts';
import { userKeys } from './users.ts';
import { balanceOf, newQueryClient, pb, recordRequests, runMutation, signInAs, rejection } from './test/support.ts';

describe('tasksQueryOptions', () => {
  it("lists the one-time tasks and the day's paid-work count under the member's key", async () => {
    const auth = await signInAs(1);
    const options = tasksQueryOptions(pb);
    expect(options.queryKey).toEqual(taskKeys.today(auth.record.id));
    const today = await newQueryClient().fetchQuery(options);
    expect(today).toMatchObject({ perDay: 4, doneToday: 0, remaining: 4 });
    // The daily slots are retired: paid work is what the day's count counts.
    expect(today.tasks.map((t) => t.kind)).toEqual(['one-time', 'one-time', 'one-time', 'one-time']);
  });

  it('fails for a guest without asking the server', async () => {
    await expect(newQueryClient().fetchQuery(tasksQueryOptions(pb))).rejects.toMatchObject({ status: 401 });
  });
});

describe('fetchTasks', () => {
  it("is the query function without a cache: today's tasks, or a 401 for a guest without a request", async () => {
    const requests = recordRequests();
    await expect(fetchTasks(pb)).rejects.toMatchObject({ status: 401 });
    expect(requests).toEqual([]);
    await signInAs(2);
    const today = await fetchTasks(pb);
    expect(today).toEqual(await newQueryClient().fetchQuery(tasksQueryOptions(pb)));
    expect(today).toMatchObject({ doneToday: 0 });
  });
});

describe('completeTaskMutationOptions', () => {
  it('credits the task and invalidates the tasks and the user', async () => {
    const auth = await signInAs(1);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const result = await runMutation(qc, completeTaskMutationOptions(pb, qc), 'join-telegram');
    expect(result).toMatchObject({ credited: 20, task: { id: 'join-telegram', completed: true } });
    expect(balanceOf(auth.record.id)).toBe(auth.record.balance + 20);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: taskKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });
  });

  it('surfaces an unknown task as a 404', async () => {
    await signInAs(1);
    const qc = newQueryClient();
    const error = await rejection(runMutation(qc, completeTaskMutationOptions(pb, qc), 'no-such-task'));
    expect(error).toMatchObject({ status: 404, message: "The requested resource wasn't found." });
  });
});
