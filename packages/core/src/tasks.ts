// The four one-time tasks of spec §3 and the id scheme of the operator's daily tasks, shared
// by the server (which credits them) and the Task Area (which lists them).
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

export const ONE_TIME_TASKS: readonly OneTimeTask[] = Object.freeze([
  Object.freeze({
    id: 'share-referral-link',
    title: 'Share referral link',
    description: 'Invite friends to join with your personal referral link.',
    details: `Copy your referral link from the home page and share it with friends. You also earn ${formatKsh(REFERRAL_REWARD)} for every friend who signs up with it.`,
    reward: 100,
  }),
  Object.freeze({
    id: 'complete-profile',
    title: 'Complete profile',
    description: 'Add your username and mobile number to your account.',
    details:
      'Your profile is complete once your account has a username and a mobile number. This happens when you sign up.',
    reward: 30,
  }),
  Object.freeze({
    id: 'join-telegram',
    title: 'Join Telegram group',
    description: 'Join our Telegram group for news and tips.',
    details: 'Open the link on the Support page, join the group, then come back and mark this task as complete.',
    reward: 20,
  }),
  Object.freeze({
    id: 'join-whatsapp',
    title: 'Join WhatsApp group',
    description: 'Join our WhatsApp group to hear about new tasks first.',
    details: 'Open the link on the Support page, join the group, then come back and mark this task as complete.',
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
  const m = /^daily-([1-9]\d{0,4})$/.exec(id);
  if (!m) return null;
  const slot = Number(m[1]);
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
 */
export const STARTER_DAILY_TASKS: ReadonlyArray<readonly [title: string, description: string, details: string]> = [
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
