// Every user-facing sentence of spec §5 and §8 (copied character for character) plus Mapato's
// own, written once so the form, the server's 400 body and the mocks all say the same thing.
// Every amount goes through formatKsh, so a message never says 'KSh 85050' beside a screen's
// 'KSh 85,050' (ADR 024; the spec's plain integers are a recorded difference, ADR 005).
import { DAILY_WITHDRAWAL_LIMIT, MIN_WITHDRAWAL } from './constants.ts';
import { formatKsh } from './money.ts';

export const MESSAGES = Object.freeze({
  // Sign-up (spec §5, in check order) and its success modal (spec §2, §8).
  requiredFields: 'Please fill in all required fields.',
  passwordMismatch: 'Passwords do not match.',
  captchaIncorrect: 'Verification code is incorrect.',
  phoneInvalid: 'Please enter a valid phone number.',
  phoneTaken: 'This phone number is already used by another account.',
  phoneHold:
    'Withdrawals are paused on this account: its phone number is also on another account. Please contact support.',
  signupSuccessTitle: 'Signup Successful!',
  signupSuccessBody: 'Welcome to Mapato. Redirecting to your dashboard...',

  // Sign-in (spec §8).
  loginErrorTitle: 'Login Error',
  loginInvalid: 'Invalid username or password',
  // A 429 from any form: the account or this address is locked for a while (never "wrong password").
  tooManyAttempts: 'Too many attempts. Please wait a few minutes, then try again.',
  loginSuccess: 'Successfully Logged In',
  ok: 'OK',

  // Withdrawal form (spec §5) and its outcome (spec §8).
  mpesaInvalid: 'Please enter a valid Mpesa number (e.g., 0712345678 or 254712345678)',
  amountInvalid: 'Please enter a valid amount',
  minimumWithdrawal: `Minimum withdrawal is ${formatKsh(MIN_WITHDRAWAL)}`,
  fullNameRequired: 'Please enter your full name',
  fullNameTooShort: 'Name must be at least 3 characters',
  nameTooLong: 'Name must be at most 100 characters',
  processing: 'Processing...',
  withdrawSubmit: 'Withdraw Funds',
  withdrawalSubmitted: 'Withdrawal request submitted!',
  withdrawalFailed: 'Failed to process withdrawal',

  // Tasks (spec §4).
  taskCompleted: 'Task marked as complete!',

  // Account (spec §4, §8).
  noChanges: 'No changes to save!',
  updateErrorTitle: 'Update Error!',
  updateErrorPrefix: 'Failed to update profile. ',
  updateFailedToast: 'Failed to update profile.',
  updateSuccess: 'Profile updated successfully! 🎉',
  deleteConfirm: 'Are you sure you want to delete your account? This action cannot be undone.',
  deleteErrorTitle: 'Deletion Error!',
  deleteErrorPrefix: 'Failed to delete account. ',
  deleteFailedToast: 'Failed to delete account.',
  deleteSuccess: 'Account deleted successfully! 👋',
  tryAgain: 'Please try again.',
  loggedOut: 'Logged out successfully!',
  loginRequired: 'Please log in to continue',

  // Session and dashboard (spec §6, §8).
  notAuthenticated: 'Not authenticated',
  userNotAuthenticated: 'User not authenticated',
  userIdNotFound: 'User ID not found',
  withdrawalsFetchFailed: "Unable to fetch user's withdrawals",
  registrationsFetchFailed: "Unable to fetch user's registrations",

  // Contact and support (spec §2, §4).
  contactThanks: 'Thank you for reaching out! We will respond as soon as possible.',
  messageTooLong: 'Message must be at most 5000 characters.',
  // A member's support thread on /support (issue 10): their messages and the operators' replies.
  supportThreadTitle: 'Your messages',
  supportThreadLoading: 'Loading your messages…',
  supportThreadFailed: 'Could not load your messages. Check your connection and try again.',
  supportThreadEmpty: 'No messages yet',
  supportThreadEmptyHint: 'Write to us with the form below; our replies will appear here.',
  supportThreadYou: 'You',
  supportThreadOperator: 'Mapato Support',
  supportThreadNew: 'New',

  // Dates and 404 (spec §2, §8).
  dateMissing: 'N/A',
  dateInvalid: 'Invalid Date',
  pageNotFound: 'Page not found',
  returnHome: 'Return home',

  // Demo store (spec §5).
  demoInvalidCredentials: 'Invalid credentials',
  demoSignupUnknown: 'Signup is only available for demo users. Use one of the provided demo accounts.',
  demoSignupMismatch: 'To demo signup, use the correct name and password for this demo user.',

  // Mapato additions: rules the spec does not show (DESIGN.md "Deliberate differences").
  wholeShillings: 'Please enter a whole number of shillings',
  usernameInvalid: 'Username must be 3–32 characters: letters, digits, _ or .',
  usernameTaken: 'This username is already taken.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 72 characters.',
  invitationUnknown: 'This invitation code does not match any member.',
  invitationSelf: 'You cannot use your own username as invitation code.',
  emailInvalid: 'Please enter a valid email address.',
  required: 'This field is required.',
  mpesaRefInvalid: 'Please enter the M-Pesa reference from your confirmation SMS (10 letters and digits).',
  levelNotHigher: 'Choose a level higher than your current level.',
  upgradePending: 'You already have an upgrade request being processed.',
  taskQuotaReached: "You have completed today's tasks for your level. Come back tomorrow or upgrade for more.",

  // Money that moves by itself (issue 9): the bond's M-Pesa prompt and automatic payouts, live.
  stkWaitingTitle: 'Check your phone',
  stkWaiting: 'Check your phone and enter your M-Pesa PIN to pay. We are waiting for M-Pesa to confirm.',
  stkManualWay: 'I already paid — enter the M-Pesa reference',
  stkPromptWay: 'Pay with an M-Pesa prompt instead',
  bondConfirmedTitle: 'Upgrade confirmed!',
  bondDeclinedTitle: 'Upgrade payment not completed',
  bondDeclinedFallback: 'M-Pesa did not confirm the payment',
  payoutSentTitle: 'Withdrawal completed',
  payoutDeclinedTitle: 'Withdrawal declined',
  // What M-Pesa's answers mean for a member (the in-memory mocks answer with these too).
  mpesaCancelled: 'You cancelled the M-Pesa request',
  mpesaWrongPin: 'Wrong PIN',
  mpesaNoFunds: 'Not enough money in M-Pesa',
  mpesaPayoutsPaused: 'M-Pesa payouts are paused on our side. Please try again later',
});

/** Spec §5's sentence, the balance written like every other amount ('KSh 2,500'). */
export function balanceExceededMessage(balance: number): string {
  return `You can't withdraw more than your available balance (${formatKsh(balance)})`;
}

/** Body of the 'Withdrawal request submitted!' toast (spec §8): 'KSh 1,500 will be sent to …'. */
export function withdrawalSubmittedDetail(amount: number, number: string): string {
  return `${formatKsh(amount)} will be sent to ${number}`;
}

/** An upgrade whose amount is not the level's bond: 'The bond for J1 is KSh 3,000.' */
export function bondMismatchMessage(levelName: string, bond: number): string {
  return `The bond for ${levelName} is ${formatKsh(bond)}.`;
}

/** What a completed task earned, under the spec's 'Task marked as complete!' toast. */
export function taskEarnedDetail(credited: number): string {
  return `+${formatKsh(credited)} added to your balance`;
}

export function dailyLimitMessage(remaining: number): string {
  return `Daily withdrawal limit is ${formatKsh(DAILY_WITHDRAWAL_LIMIT)}. You can withdraw up to ${formatKsh(remaining)} more today.`;
}

/** Withdrawal failure toast: the server's message, else the error's, else the fallback (spec §8). */
export function withdrawalFailedMessage(serverMessage?: string | null, errorMessage?: string | null): string {
  return serverMessage || errorMessage || MESSAGES.withdrawalFailed;
}

/** Inline 'Update Error!' text: prefix plus the failure's message or 'Please try again.' (spec §8). */
export function updateErrorDetail(message?: string | null): string {
  return MESSAGES.updateErrorPrefix + (message || MESSAGES.tryAgain);
}

/** Inline 'Deletion Error!' text, same pattern as updateErrorDetail (spec §8). */
export function deleteErrorDetail(message?: string | null): string {
  return MESSAGES.deleteErrorPrefix + (message || MESSAGES.tryAgain);
}

/** The Upgrade dialog's main button when the server can send an M-Pesa prompt. */
export function stkPayLabel(amount: number): string {
  return `Pay ${formatKsh(amount)} with M-Pesa`;
}

/** 'You are now Level 3 (J2).' once a bond is confirmed. */
export function bondConfirmedDetail(level: number, name?: string): string {
  return `You are now Level ${level}${name ? ` (${name})` : ''}.`;
}

/** Why a bond was not paid: M-Pesa's reason for the member (no full stop), else a fallback. */
export function bondDeclinedDetail(reason?: string | null): string {
  const said = reason?.trim().replace(/[.!]+$/, '');
  return `${said || MESSAGES.bondDeclinedFallback}. No money was taken; you can try again.`;
}

/** 'KSh 1,000 sent to your M-Pesa (receipt QKC1ABCD2E).' once a payout is Completed. */
export function payoutSentDetail(amount: number, receipt?: string | null): string {
  return `${formatKsh(amount)} sent to your M-Pesa${receipt ? ` (receipt ${receipt})` : ''}.`;
}

/** A declined payout: M-Pesa's reason, and that the amount is back in the balance. */
export function payoutDeclinedDetail(amount: number, reason?: string | null): string {
  // An operator's reason may end with its own full stop.
  const said = reason?.trim().replace(/[.!]+$/, '');
  return `${said ? `${said}. ` : ''}${formatKsh(amount)} is back in your balance.`;
}

/** The unread badge's words for screen readers: '1 unread reply', '3 unread replies'. */
export function supportUnreadLabel(count: number): string {
  return `${count} unread ${count === 1 ? 'reply' : 'replies'}`;
}
