// The four one-time tasks of docs/product.md#records-and-fields, shared by the server (which credits them) and the
// Task Area (which lists them), and the id scheme of the retired daily slots, kept so a completion of one is
// refused with the reason (docs/decisions/059-paid-work-task-area.md).
import { inEnglish, m, type Locale } from '@mapato/i18n';
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

interface TaskWords {
  title: string;
  description: string;
  details: string;
}

// Each one-time task's words, in `locale` when the server names the reader's (ADR 051), else in the
// page's. Ids stay English: they are stored.
const ONE_TIME_WORDS: Readonly<Record<string, (locale?: Locale) => TaskWords>> = {
  'share-referral-link': (locale) => ({
    title: m.core_taskShareTitle({}, { locale }),
    description: m.core_taskShareDescription({}, { locale }),
    details: m.core_taskShareDetails({ amount: formatKsh(REFERRAL_REWARD) }, { locale }),
  }),
  'complete-profile': (locale) => ({
    title: m.core_taskProfileTitle({}, { locale }),
    description: m.core_taskProfileDescription({}, { locale }),
    details: m.core_taskProfileDetails({}, { locale }),
  }),
  'join-telegram': (locale) => ({
    title: m.core_taskTelegramTitle({}, { locale }),
    description: m.core_taskTelegramDescription({}, { locale }),
    details: m.core_taskGroupDetails({}, { locale }),
  }),
  'join-whatsapp': (locale) => ({
    title: m.core_taskWhatsappTitle({}, { locale }),
    description: m.core_taskWhatsappDescription({}, { locale }),
    details: m.core_taskGroupDetails({}, { locale }),
  }),
};

/** A one-time task's title, description and details in `locale` (the page's when left out). */
export function oneTimeTaskWords(id: string, locale?: Locale): TaskWords {
  return ONE_TIME_WORDS[id]!(locale);
}

// Titles and texts are getters: each read returns the reader's language (a frozen string would
// keep the language of whoever imported the module first).
const oneTimeTask = (id: string, reward: number): OneTimeTask =>
  Object.freeze({
    id,
    get title() {
      return oneTimeTaskWords(id).title;
    },
    get description() {
      return oneTimeTaskWords(id).description;
    },
    get details() {
      return oneTimeTaskWords(id).details;
    },
    reward,
  });

export const ONE_TIME_TASKS: readonly OneTimeTask[] = Object.freeze([
  oneTimeTask('share-referral-link', 100),
  oneTimeTask('complete-profile', 30),
  oneTimeTask('join-telegram', 20),
  oneTimeTask('join-whatsapp', 30),
]);

/** Sign-up fills in username and phone, so the server completes this task on sign-up. */
export const SIGNUP_COMPLETED_TASK = 'complete-profile';

/** Highest daily-task slot: far above the 500 a day of the top level, low enough to stay sane. */
export const DAILY_TASK_SLOT_MAX = 10_000;

function isDailySlot(slot: number): boolean {
  return Number.isInteger(slot) && slot >= 1 && slot <= DAILY_TASK_SLOT_MAX;
}

/** The slot of a retired daily task id, or null; one spelling per slot so ids stay unique. */
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
