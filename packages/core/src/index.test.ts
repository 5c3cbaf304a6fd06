import { describe, it, expect } from 'vitest';
import * as core from './index.ts';

// Server and UI are written against these names; renaming one must fail here first.
const EXPECTED_RUNTIME_EXPORTS = [
  // levels
  'LEVELS',
  'MAX_LEVEL',
  'levelInfo',
  'isLevel',
  'salaryTable',
  'SALARY_TABLE_NOTE',
  // constants
  'MIN_WITHDRAWAL',
  'DAILY_WITHDRAWAL_LIMIT',
  'REFERRAL_REWARD',
  'MAX_AMOUNT',
  'CAPTCHA_LENGTH',
  'TOAST_DURATION',
  'MAX_TOASTS',
  'SIGNIN_TOAST_MS',
  'WITHDRAWAL_TOAST_MS',
  'SIGNUP_REDIRECT_MS',
  'CHAT_REPLY_MS',
  'DEMO_SIGNIN_MS',
  'DEMO_USER_FETCH_MS',
  'PAGE_SIZE_DEFAULT',
  'PAGE_SIZE_MAX',
  'NAME_MAX_LENGTH',
  'MIN_AGE',
  // tasks
  'ONE_TIME_TASKS',
  'SIGNUP_COMPLETED_TASK',
  'STARTER_DAILY_TASKS',
  'DAILY_TASK_SLOT_MAX',
  'dailyTaskId',
  'parseDailyTaskId',
  'progressPercent',
  // dates
  'NAIROBI_TIME_ZONE',
  'nairobiDay',
  'nairobiDayBounds',
  'toPbDate',
  'parsePbDate',
  'formatDisplayDate',
  // money
  'formatKsh',
  'groupThousands',
  'isWholeShillings',
  'parseAmountInput',
  // M-Pesa numbers and references, phones
  'isValidMpesaNumber',
  'normaliseMpesaNumber',
  'normalisePhone',
  'displayMpesaNumber',
  'checkMpesaReference',
  'normaliseMpesaReference',
  'isValidPhone',
  'DEFAULT_PHONE_COUNTRY',
  'toE164',
  // messages
  'MESSAGES',
  'balanceExceededMessage',
  'withdrawalSubmittedDetail',
  'dailyLimitMessage',
  'withdrawalFailedMessage',
  'updateErrorDetail',
  'deleteErrorDetail',
  // validation
  'validateSignupForm',
  'checkUsername',
  'checkPassword',
  'usernameKey',
  'normaliseUsername',
  'checkInvitationCode',
  'PASSWORD_MIN_LENGTH',
  'PASSWORD_MAX_LENGTH',
  'checkMpesaNumber',
  'checkWithdrawalAmount',
  'checkFullName',
  'validateWithdrawalForm',
  'withdrawalSubmitState',
  'remainingDailyWithdrawal',
  'checkDailyWithdrawalLimit',
  'FULL_NAME_MIN_LENGTH',
  'validateAccountEdit',
  'isValidEmail',
  'checkEmail',
  'validateContactForm',
  'isBlankChatMessage',
  'CONTACT_MESSAGE_MAX_LENGTH',
  // badges, captcha, referral, records, demo
  'withdrawalBadge',
  'registrationBadge',
  'BADGE_COLOURS',
  'initialCaptchaCode',
  'refreshCaptchaCode',
  'randomCode',
  'INITIAL_CAPTCHA_ALPHABET',
  'REFRESH_CAPTCHA_ALPHABET',
  'CAPTCHA_LOOK_ALIKES',
  'referralLink',
  'parseReferralCode',
  'WITHDRAWAL_STATUSES',
  'isWithdrawalStatus',
  'isPbErrorBody',
  'DEMO_ACCOUNTS',
].sort();

describe('@mapato/core surface', () => {
  it('exports exactly the documented runtime names', () => {
    expect(Object.keys(core).sort()).toEqual(EXPECTED_RUNTIME_EXPORTS);
  });

  it('exports working functions, not placeholders', () => {
    expect(core.formatKsh(core.DAILY_WITHDRAWAL_LIMIT)).toBe('KSh 70,000');
    expect(core.levelInfo(core.MAX_LEVEL)?.name).toBe('City Partner');
  });
});
