// Tasks (docs/design.md#money-rules): the product's four one-time tasks, each paid once. The daily
// slots are retired (docs/decisions/059-paid-work-task-area.md): protocol's taskReward refuses them
// and nothing pays from the operators' `daily_tasks` catalogue any more; their past completions
// stay in the books. The day's count is the member's paid-work answers (`work_days`, ADR 055).
import { nairobiDay, toPbDate, type TaskCompletionResponse, type TasksResponse } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import {
  completionResponse,
  rewardNotAvailableRefusal,
  rewardPayable,
  taskReward,
  tasksView,
  type RewardsState,
} from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { fromBody, orThrow } from '../api-error.ts';
import type { Deps, Queryable, Trx } from '../deps.ts';
import { payReward, rewardsState } from '../money/rewards.ts';
import type { UsersTable } from '../../db/schema.ts';

/** The one-time tasks and today's paid-work count in `locale`, the request's (ADR 051). */
export async function listTasks(deps: Deps, user: UsersTable, locale: Locale): Promise<TasksResponse> {
  return tasksFor(deps.db, user, deps.now(), locale, await rewardsState(deps.db, deps.payments.solvencyMin));
}

async function tasksFor(
  db: Queryable,
  user: UsersTable,
  now: Date,
  locale: Locale,
  rewards: RewardsState,
): Promise<TasksResponse> {
  const done = await db
    .selectFrom('task_completions')
    .select(['task_id as taskId', 'day'])
    .where('uid', '=', user.id)
    .where('day', '=', '')
    .execute();
  const today = await db
    .selectFrom('work_days')
    .select('answers')
    .where('uid', '=', user.id)
    .where('day', '=', nairobiDay(now))
    .executeTakeFirst();
  return tasksView(user.level, done, today?.answers ?? 0, locale, rewards);
}

/**
 * Completes a one-time task: its reward from the marketing budget (ADR 074), once. A task already
 * completed answers `credited: 0`; one the budget cannot pay now is refused and nothing is written.
 */
export async function completeTask(
  trx: Trx,
  userId: string,
  taskId: string,
  now: Date,
  locale: Locale,
  solvencyMin: number,
): Promise<TaskCompletionResponse> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const reward = orThrow(taskReward(taskId, locale));
  const rewards = await rewardsState(trx, solvencyMin);
  const claimed = await trx
    .insertInto('task_completions')
    .values({ id: newId(), uid: user.id, task_id: taskId, day: '', reward, created: toPbDate(now) })
    .onConflict((oc) => oc.columns(['uid', 'task_id', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (claimed) {
    // Thrown, so the completion row written above is rolled back with everything else.
    const refused = () => fromBody(rewardNotAvailableRefusal(locale));
    if (!rewardPayable(rewards, reward)) throw refused();
    const paid = await payReward(trx, {
      uid: user.id,
      amount: reward,
      kind: 'task',
      ref: `${taskId}@once`,
      now,
      income: reward,
      tasksDone: 1,
    });
    if (!paid) throw refused();
  }
  return completionResponse(await tasksFor(trx, user, now, locale, rewards), taskId, claimed ? reward : 0);
}
