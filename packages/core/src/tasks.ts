// The four one-time tasks of docs/product.md#records-and-fields and the id scheme of the operator's daily tasks, shared
// by the server (which credits them) and the Task Area (which lists them).
import { inEnglish, m } from '@mapato/i18n';
import { REFERRAL_REWARD } from './constants.ts';
import { formatKsh } from './money.ts';

export interface OneTimeTask {
  id: string;
  title: string;
  description: string;
  details: string;
  /** Whole shillings credited once when the task is completed. */
  reward: number;
}

// Titles and texts are getters: each read returns the reader's language (a frozen string would
// keep the language of whoever imported the module first). Ids stay English: they are stored.
export const ONE_TIME_TASKS: readonly OneTimeTask[] = Object.freeze([
  Object.freeze({
    id: 'share-referral-link',
    get title() {
      return m.core_taskShareTitle();
    },
    get description() {
      return m.core_taskShareDescription();
    },
    get details() {
      return m.core_taskShareDetails({ amount: formatKsh(REFERRAL_REWARD) });
    },
    reward: 100,
  }),
  Object.freeze({
    id: 'complete-profile',
    get title() {
      return m.core_taskProfileTitle();
    },
    get description() {
      return m.core_taskProfileDescription();
    },
    get details() {
      return m.core_taskProfileDetails();
    },
    reward: 30,
  }),
  Object.freeze({
    id: 'join-telegram',
    get title() {
      return m.core_taskTelegramTitle();
    },
    get description() {
      return m.core_taskTelegramDescription();
    },
    get details() {
      return m.core_taskGroupDetails();
    },
    reward: 20,
  }),
  Object.freeze({
    id: 'join-whatsapp',
    get title() {
      return m.core_taskWhatsappTitle();
    },
    get description() {
      return m.core_taskWhatsappDescription();
    },
    get details() {
      return m.core_taskGroupDetails();
    },
    reward: 30,
  }),
]);

/** Sign-up fills in username and phone, so the server completes this task on sign-up. */
export const SIGNUP_COMPLETED_TASK = 'complete-profile';

/** Highest daily-task slot: far above the 500 a day of the top level, low enough to stay sane. */
export const DAILY_TASK_SLOT_MAX = 10_000;

function isDailySlot(slot: number): boolean {
  return Number.isInteger(slot) && slot >= 1 && slot <= DAILY_TASK_SLOT_MAX;
}

/** 'daily-1' for the first daily task of a day. Throws for a slot parseDailyTaskId would reject. */
export function dailyTaskId(slot: number): string {
  if (!isDailySlot(slot)) throw new RangeError(`Daily task slot must be 1..${DAILY_TASK_SLOT_MAX}, got ${slot}`);
  return `daily-${slot}`;
}

/** The slot of a daily task id, or null; one spelling per slot so ids stay unique. */
export function parseDailyTaskId(id: string): number | null {
  const match = /^daily-([1-9]\d{0,4})$/.exec(id);
  if (!match) return null;
  const slot = Number(match[1]);
  return isDailySlot(slot) ? slot : null;
}

/** Rounded percent for the progress bar, kept within 0..100 so the bar never overflows. */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0)) return 0;
  const percent = Math.round((done / total) * 100);
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}

/**
 * The daily-task catalogue a fresh install starts with (title, description, details): seeded by
 * the server's migration, used as-is by the mocks. Operators manage the catalogue afterwards.
 * Stored rows, not messages: they stay in the one language the catalogue is written in.
 */
// The words live in the messages (core_starterTask*), English and Kiswahili side by side.
const STARTER_MESSAGES = [
  [m.core_starterTask1Title, m.core_starterTask1Description, m.core_starterTask1Details],
  [m.core_starterTask2Title, m.core_starterTask2Description, m.core_starterTask2Details],
  [m.core_starterTask3Title, m.core_starterTask3Description, m.core_starterTask3Details],
  [m.core_starterTask4Title, m.core_starterTask4Description, m.core_starterTask4Details],
  [m.core_starterTask5Title, m.core_starterTask5Description, m.core_starterTask5Details],
  [m.core_starterTask6Title, m.core_starterTask6Description, m.core_starterTask6Details],
  [m.core_starterTask7Title, m.core_starterTask7Description, m.core_starterTask7Details],
  [m.core_starterTask8Title, m.core_starterTask8Description, m.core_starterTask8Details],
] as const;

// Pure: a bundle that never seeds (the member app) drops the catalogue's words.
export const STARTER_DAILY_TASKS: ReadonlyArray<readonly [title: string, description: string, details: string]> =
  /* @__PURE__ */ STARTER_MESSAGES.map(([title, description, details]) => [
    inEnglish(title),
    inEnglish(description),
    inEnglish(details),
  ]);

// The starter catalogue in the reader's language. Stored rows stay as written; a row that still
// holds a starter task's exact English words is shown in the reader's language, and a task an
// operator wrote or changed is shown as written.
const STARTER_TEXTS = (): ReadonlyMap<string, string> =>
  new Map(STARTER_MESSAGES.flatMap((texts) => texts.map((text) => [inEnglish(text), text()] as const)));

/** A daily task's words in the reader's language when it is one of the starter catalogue's. */
export function inReadersLanguage<T extends { title: string; description?: string; details?: string }>(task: T): T {
  const texts = STARTER_TEXTS();
  const say = (text: string | undefined) => (text === undefined ? text : (texts.get(text) ?? text));
  return { ...task, title: say(task.title)!, description: say(task.description), details: say(task.details) };
}
