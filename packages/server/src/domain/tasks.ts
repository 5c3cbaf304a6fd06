// Tasks (DESIGN §3 "Tasks"): the spec's four one-time tasks, plus daily tasks paying the
// member's level pay-per-task. Today's daily tasks are `perDay` numbered slots (daily-1 …
// daily-N) whose content rotates through the operator's catalogue; a completion is unique per
// (member, slot, Nairobi day), so the quota holds by construction, even under concurrency.
import {
  dailyTaskId,
  levelInfo,
  MESSAGES,
  nairobiDay,
  ONE_TIME_TASKS,
  parseDailyTaskId,
  toPbDate,
  type TaskCompletionResponse,
  type TaskView,
  type TasksResponse,
} from '@mapato/core';
import { newId } from '../tools/ids.ts';
import { fieldErrors, notFound } from './api-error.ts';
import type { Deps, Queryable, Trx } from './deps.ts';
import { changeBalance } from './ledger.ts';
import type { DailyTasksTable, UsersTable } from '../db/schema.ts';

export async function listTasks(deps: Deps, user: UsersTable): Promise<TasksResponse> {
  return tasksFor(deps.db, user, deps.now());
}

async function tasksFor(db: Queryable, user: UsersTable, now: Date): Promise<TasksResponse> {
  const day = nairobiDay(now);
  const perDay = levelInfo(user.level)?.tasksPerDay ?? 0;
  const pay = levelInfo(user.level)?.payPerTask ?? 0;
  const done = await db
    .selectFrom('task_completions')
    .select(['task_id', 'day'])
    .where('uid', '=', user.id)
    .where((eb) => eb.or([eb('day', '=', ''), eb('day', '=', day)]))
    .execute();
  const doneIds = new Set(done.map((d) => `${d.day}|${d.task_id}`));
  const catalogue = await activeCatalogue(db);
  const oneTime: TaskView[] = ONE_TIME_TASKS.map((t) => ({
    id: t.id,
    kind: 'one-time',
    title: t.title,
    description: t.description,
    details: t.details,
    reward: t.reward,
    completed: doneIds.has(`|${t.id}`),
  }));
  const dayIndex = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const daily: TaskView[] = [];
  for (let slot = 1; slot <= perDay; slot++) {
    const item = catalogue.length > 0 ? catalogue[(dayIndex + slot - 1) % catalogue.length] : undefined;
    daily.push({
      id: dailyTaskId(slot),
      kind: 'daily',
      title: item?.title ?? `Daily task ${slot}`,
      description: item?.description ?? '',
      details: item?.details ?? '',
      reward: pay,
      completed: doneIds.has(`${day}|${dailyTaskId(slot)}`),
    });
  }
  const doneToday = daily.filter((t) => t.completed).length;
  return { tasks: [...oneTime, ...daily], perDay, doneToday, remaining: Math.max(0, perDay - doneToday) };
}

async function activeCatalogue(db: Queryable): Promise<DailyTasksTable[]> {
  return db.selectFrom('daily_tasks').selectAll().where('active', '=', 1).orderBy('position').orderBy('id').execute();
}

export async function completeTask(
  trx: Trx,
  userId: string,
  taskId: string,
  now: Date,
): Promise<TaskCompletionResponse> {
  const user = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const oneTime = ONE_TIME_TASKS.find((t) => t.id === taskId);
  const slot = parseDailyTaskId(taskId);
  const level = levelInfo(user.level);
  if (!oneTime && (slot === null || !level)) throw notFound();
  if (slot !== null && level && slot > level.tasksPerDay) {
    throw fieldErrors('Failed to complete task.', { task: ['validation_task_quota', MESSAGES.taskQuotaReached] });
  }
  const reward = oneTime ? oneTime.reward : level!.payPerTask;
  const day = oneTime ? '' : nairobiDay(now);
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
  const state = await tasksFor(trx, user, now);
  const task = state.tasks.find((t) => t.id === taskId)!;
  return { ...state, task, credited: claimed ? reward : 0 };
}
