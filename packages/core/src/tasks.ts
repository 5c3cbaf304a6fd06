// The four one-time tasks of spec §3 and the id scheme of the operator's daily tasks, shared
// by the server (which credits them) and the Task Area (which lists them).

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
    details:
      'Copy your referral link from the home page and share it with friends. You also earn KSh 100 for every friend who signs up with it.',
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
