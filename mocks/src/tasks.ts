// Tasks like the server's (domain/tasks.ts): the spec's four one-time tasks (core) plus the
// level's daily slots, each paid once per Africa/Nairobi day up to tasks-per-day; completing a
// task again is harmless and credits nothing.
import {
  MESSAGES,
  ONE_TIME_TASKS,
  dailyTaskId,
  levelInfo,
  nairobiDay,
  parseDailyTaskId,
  type TaskCompletionResponse,
  type TaskView,
  type TasksResponse,
} from '@mapato/core';
import { PB, fieldErrors, notFound } from './errors.ts';
import type { MockStore, StoredUser } from './types.ts';

/** POST /api/tasks/{id}/complete answers with today's state plus what this call credited. */
export type CompletionResult = TaskCompletionResponse;

// The server's starting catalogue (a migration's data, so not importable from here).
const CATALOGUE: ReadonlyArray<[title: string, description: string, details: string]> = [
  [
    'Rate a local product',
    'Give an honest star rating to a product from a Kenyan shop.',
    'Open the product page, read the description and choose 1 to 5 stars.',
  ],
  [
    'Watch a short advert',
    'Watch a 30-second advert to the end.',
    'Keep the video playing until it finishes; skipping does not count.',
  ],
  [
    'Answer a quick survey',
    'Answer five short questions about shopping habits.',
    'There are no right or wrong answers; answer as yourself.',
  ],
  [
    'Review a mobile app',
    'Try a partner app for two minutes and describe it in one sentence.',
    'Say what you liked or what confused you.',
  ],
  [
    'Check a business listing',
    'Confirm the opening hours of a business near you.',
    'Compare the listing with what the business shows on its sign or page.',
  ],
  [
    'Follow a partner page',
    'Follow one of our partner pages on social media.',
    'Use your own account; one follow per partner.',
  ],
  [
    'Translate a sentence',
    'Translate one short English sentence into Kiswahili.',
    'Keep the meaning; simple everyday words are best.',
  ],
  ['Tag a photo', 'Choose the words that best describe a photo.', 'Pick every tag that fits and none that do not.'],
];

export function listTasks(store: MockStore, user: StoredUser): TasksResponse {
  const day = nairobiDay(store.now());
  const level = levelInfo(user.record.level);
  const perDay = level?.tasksPerDay ?? 0;
  const done = new Set(
    store.taskCompletions
      .filter((c) => c.uid === user.record.id && (c.day === '' || c.day === day))
      .map((c) => `${c.day}|${c.taskId}`),
  );
  const oneTime: TaskView[] = ONE_TIME_TASKS.map((t) => ({
    id: t.id,
    kind: 'one-time',
    title: t.title,
    description: t.description,
    details: t.details,
    reward: t.reward,
    completed: done.has(`|${t.id}`),
  }));
  // The same rotation as the server: the day picks where in the catalogue slot 1 starts.
  const dayIndex = Math.floor(Date.parse(`${day}T00:00:00Z`) / 86_400_000);
  const daily: TaskView[] = [];
  for (let slot = 1; slot <= perDay; slot++) {
    const [title, description, details] = CATALOGUE[(dayIndex + slot - 1) % CATALOGUE.length] ?? ['', '', ''];
    const id = dailyTaskId(slot);
    daily.push({
      id,
      kind: 'daily',
      title,
      description,
      details,
      reward: level?.payPerTask ?? 0,
      completed: done.has(`${day}|${id}`),
    });
  }
  const doneToday = daily.filter((t) => t.completed).length;
  return { tasks: [...oneTime, ...daily], perDay, doneToday, remaining: Math.max(0, perDay - doneToday) };
}

export function completeTask(store: MockStore, user: StoredUser, taskId: string): CompletionResult {
  const oneTime = ONE_TIME_TASKS.find((t) => t.id === taskId);
  const slot = parseDailyTaskId(taskId);
  const level = levelInfo(user.record.level);
  if (!oneTime && (slot === null || !level)) throw notFound();
  if (slot !== null && level && slot > level.tasksPerDay) {
    throw fieldErrors(PB.taskFailed, { task: ['validation_task_quota', MESSAGES.taskQuotaReached] });
  }
  const reward = oneTime ? oneTime.reward : (level?.payPerTask ?? 0);
  const day = oneTime ? '' : nairobiDay(store.now());
  const uid = user.record.id;
  const already = store.taskCompletions.some((c) => c.uid === uid && c.taskId === taskId && c.day === day);
  if (!already) {
    store.taskCompletions.push({ uid, taskId, day });
    const r = user.record;
    Object.assign(r, { balance: r.balance + reward, income: r.income + reward, tasks_done: r.tasks_done + 1 });
  }
  const state = listTasks(store, user);
  const task = state.tasks.find((t) => t.id === taskId) as TaskView;
  return { ...state, task, credited: already ? 0 : reward };
}
