// Tasks (docs/design.md#money-rules): the product's four one-time tasks, plus daily slots paying the member's
// level pay-per-task whose content rotates through the operator's catalogue (the view and the
// rewards are @mapato/protocol's). A completion is unique per (member, slot, Nairobi day), so the
// quota holds by construction, even under concurrency.
import { nairobiDay, toPbDate, type TaskCompletionResponse, type TasksResponse } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { completionResponse, taskReward, tasksView } from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { orThrow } from '../api-error.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { changeBalance } from '../money/ledger.ts';
import type { UsersTable } from '../../db/schema.ts';

/** Today's tasks in `locale`, the request's (ADR 051). */
export async function listTasks(deps: Deps, user: UsersTable, locale: Locale): Promise<TasksResponse> {
  return tasksFor(deps.db, user, deps.now(), locale);
}

async function tasksFor(db: Queryable, user: UsersTable, now: Date, locale: Locale): Promise<TasksResponse> {
  const day = nairobiDay(now);
  const done = await db
    .selectFrom('task_completions')
    .select(['task_id as taskId', 'day'])
    .where('uid', '=', user.id)
    .where((eb) => eb.or([eb('day', '=', ''), eb('day', '=', day)]))
    .execute();
  const catalogue = await db
    .selectFrom('daily_tasks')
    .select(['title', 'description', 'details'])
    .where('active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return tasksView(catalogue, user.level, day, done, locale);
}

export async function completeTask(
  trx: Trx,
  userId: string,
  taskId: string,
  now: Date,
  locale: Locale,
): Promise<TaskCompletionResponse> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const { reward, daily } = orThrow(taskReward(taskId, user.level, locale));
  const day = daily ? nairobiDay(now) : '';
  const claimed = await trx
    .insertInto('task_completions')
    .values({ id: newId(), uid: user.id, task_id: taskId, day, reward, created: toPbDate(now) })
    .onConflict((oc) => oc.columns(['uid', 'task_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (claimed) {
    await changeBalance(trx, {
      uid: user.id,
      amount: reward,
      kind: 'task',
      ref: `${taskId}@${day || 'once'}`,
      now,
      income: reward,
      tasksDone: 1,
    });
  }
  return completionResponse(await tasksFor(trx, user, now, locale), taskId, claimed ? reward : 0);
}
