import { m } from '@mapato/i18n';
import { describe, it, expect } from 'vitest';
import {
  taskEarnedDetail,
  payoutDeclinedDetail,
  payoutSentDetail,
  balanceExceededMessage,
  bondConfirmedDetail,
  bondDeclinedDetail,
  bondMismatchMessage,
  dailyLimitMessage,
  deleteErrorDetail,
  minimumWithdrawalMessage,
  stkPayLabel,
  supportUnreadLabel,
  updateErrorDetail,
  withdrawalFailedMessage,
  withdrawalSubmittedDetail,
} from './messages.ts';

describe('core messages in English (the default locale)', () => {
  // The exact strings of docs/product.md, character for character.
  it.each([
    ['requiredFields', 'Please fill in all required fields.'],
    ['passwordMismatch', 'Passwords do not match.'],
    ['captchaIncorrect', 'Verification code is incorrect.'],
    ['phoneInvalid', 'Please enter a valid phone number.'],
    ['signupSuccessTitle', 'Signup Successful!'],
    ['signupSuccessBody', 'Welcome to Mapato. Redirecting to your dashboard...'],
    ['loginErrorTitle', 'Login Error'],
    ['loginInvalid', 'Invalid username or password'],
    ['loginSuccess', 'Successfully Logged In'],
    ['ok', 'OK'],
    ['mpesaInvalid', 'Please enter a valid Mpesa number (e.g., 0712345678 or 254712345678)'],
    ['amountInvalid', 'Please enter a valid amount'],
    ['fullNameRequired', 'Please enter your full name'],
    ['fullNameTooShort', 'Name must be at least 3 characters'],
    ['processing', 'Processing...'],
    ['withdrawalSubmitted', 'Withdrawal request submitted!'],
    ['withdrawalFailed', 'Failed to process withdrawal'],
    ['taskCompleted', 'Task marked as complete!'],
    ['noChanges', 'No changes to save!'],
    ['updateErrorTitle', 'Update Error!'],
    ['updateErrorPrefix', 'Failed to update profile. '],
    ['updateFailedToast', 'Failed to update profile.'],
    ['updateSuccess', 'Profile updated successfully! 🎉'],
    ['deleteConfirm', 'Are you sure you want to delete your account? This action cannot be undone.'],
    ['deleteErrorTitle', 'Deletion Error!'],
    ['deleteErrorPrefix', 'Failed to delete account. '],
    ['deleteFailedToast', 'Failed to delete account.'],
    ['deleteSuccess', 'Account deleted successfully! 👋'],
    ['tryAgain', 'Please try again.'],
    ['loggedOut', 'Logged out successfully!'],
    ['loginRequired', 'Please log in to continue'],
    ['notAuthenticated', 'Not authenticated'],
    ['userNotAuthenticated', 'User not authenticated'],
    ['userIdNotFound', 'User ID not found'],
    ['withdrawalsFetchFailed', "Unable to fetch user's withdrawals"],
    ['registrationsFetchFailed', "Unable to fetch user's registrations"],
    ['contactThanks', 'Thank you for reaching out! We will respond as soon as possible.'],
    ['dateMissing', 'N/A'],
    ['dateInvalid', 'Invalid Date'],
    ['pageNotFound', 'Page not found'],
    ['returnHome', 'Return home'],
    ['demoInvalidCredentials', 'Invalid credentials'],
    ['demoSignupUnknown', 'Signup is only available for demo users. Use one of the provided demo accounts.'],
    ['demoSignupMismatch', 'To demo signup, use the correct name and password for this demo user.'],
  ] as const)('spec string %s', (key, text) => {
    expect(m[key]()).toBe(text);
  });

  // The product's sentences with their amounts written like every other amount (ADR 005, 024).
  it('spec string minimumWithdrawal, its amount as formatted everywhere', () => {
    expect(minimumWithdrawalMessage()).toBe('Minimum withdrawal is KSh 1,000');
  });

  it.each([
    ['wholeShillings', 'Please enter a whole number of shillings'],
    ['usernameInvalid', 'Username must be 3–32 characters: letters, digits, _ or .'],
    ['usernameTaken', 'This username is already taken.'],
    ['passwordTooShort', 'Password must be at least 8 characters.'],
    ['passwordTooLong', 'Password must be at most 72 characters.'],
    ['invitationUnknown', 'This invitation code does not match any member.'],
    ['invitationSelf', 'You cannot use your own username as invitation code.'],
    ['emailInvalid', 'Please enter a valid email address.'],
    ['required', 'This field is required.'],
    ['mpesaRefInvalid', 'Please enter the M-Pesa reference from your confirmation SMS (10 letters and digits).'],
    ['levelNotHigher', 'Choose a level higher than your current level.'],
    ['upgradePending', 'You already have an upgrade request being processed.'],
    ['taskQuotaReached', "You have completed today's tasks for your level. Come back tomorrow or upgrade for more."],
    ['nameTooLong', 'Name must be at most 100 characters'],
    ['messageTooLong', 'Message must be at most 5000 characters.'],
    ['withdrawSubmit', 'Withdraw Funds'],
    ['stkManualWay', 'I already paid — enter the M-Pesa reference'],
    ['mpesaCancelled', 'You cancelled the M-Pesa request'],
    ['mpesaWrongPin', 'Wrong PIN'],
    ['mpesaNoFunds', 'Not enough money in M-Pesa'],
  ] as const)('Mapato string %s', (key, text) => {
    expect(m[key]()).toBe(text);
  });
});

describe('templated messages', () => {
  it.each([
    [2500, "You can't withdraw more than your available balance (KSh 2,500)"],
    [85050, "You can't withdraw more than your available balance (KSh 85,050)"],
    [1200000, "You can't withdraw more than your available balance (KSh 1,200,000)"],
    [0, "You can't withdraw more than your available balance (KSh 0)"],
  ])('balanceExceededMessage(%d)', (balance, text) => {
    expect(balanceExceededMessage(balance)).toBe(text);
  });

  it('withdrawalSubmittedDetail', () => {
    expect(withdrawalSubmittedDetail(1500, '0712345678')).toBe('KSh 1,500 will be sent to 0712345678');
    expect(withdrawalSubmittedDetail(70000, '254712345678')).toBe('KSh 70,000 will be sent to 254712345678');
  });

  it.each([
    [20, '+KSh 20 added to your balance'],
    [14, '+KSh 14 added to your balance'],
    [1500, '+KSh 1,500 added to your balance'],
  ])('taskEarnedDetail(%d)', (credited, text) => {
    expect(taskEarnedDetail(credited)).toBe(text);
  });

  it.each([
    ['J1', 3000, 'The bond for J1 is KSh 3,000.'],
    ['City Partner', 6000000, 'The bond for City Partner is KSh 6,000,000.'],
  ])('bondMismatchMessage(%s, %d)', (name, bond, text) => {
    expect(bondMismatchMessage(name, bond)).toBe(text);
  });

  // One formatter for every amount: no message writes four or more digits without grouping.
  it.each([
    ['minimumWithdrawal', minimumWithdrawalMessage()],
    ['balanceExceededMessage', balanceExceededMessage(85050)],
    ['withdrawalSubmittedDetail', withdrawalSubmittedDetail(85050, '0712345678')],
    ['dailyLimitMessage', dailyLimitMessage(85050)],
    ['taskEarnedDetail', taskEarnedDetail(85050)],
    ['bondMismatchMessage', bondMismatchMessage('J4', 75000)],
    ['stkPayLabel', stkPayLabel(85050)],
    ['payoutSentDetail', payoutSentDetail(85050, '254722555123', 'QKC1ABCD2E')],
    ['payoutDeclinedDetail', payoutDeclinedDetail(85050, 'Declined')],
  ])('%s writes KSh amounts grouped', (_name, text) => {
    expect(text).toMatch(/KSh \d{1,3}(,\d{3})+/);
    expect(text).not.toMatch(/KSh \d{4}/);
  });

  it.each([
    [70000, 'Daily withdrawal limit is KSh 70,000. You can withdraw up to KSh 70,000 more today.'],
    [12500, 'Daily withdrawal limit is KSh 70,000. You can withdraw up to KSh 12,500 more today.'],
    [0, 'Daily withdrawal limit is KSh 70,000. You can withdraw up to KSh 0 more today.'],
  ])('dailyLimitMessage(%d)', (remaining, text) => {
    expect(dailyLimitMessage(remaining)).toBe(text);
  });

  it.each([
    ['Insufficient balance.', 'Network down', 'Insufficient balance.'],
    ['', 'Network down', 'Network down'],
    [undefined, 'Network down', 'Network down'],
    [null, null, 'Failed to process withdrawal'],
    [undefined, undefined, 'Failed to process withdrawal'],
    ['', '', 'Failed to process withdrawal'],
  ])('withdrawalFailedMessage(%j, %j) → %s', (server, error, text) => {
    expect(withdrawalFailedMessage(server, error)).toBe(text);
  });

  it.each([
    ['Username taken', 'Failed to update profile. Username taken', 'Failed to delete account. Username taken'],
    ['', 'Failed to update profile. Please try again.', 'Failed to delete account. Please try again.'],
    [null, 'Failed to update profile. Please try again.', 'Failed to delete account. Please try again.'],
    [undefined, 'Failed to update profile. Please try again.', 'Failed to delete account. Please try again.'],
  ])('error details for %j', (message, update, del) => {
    expect(updateErrorDetail(message)).toBe(update);
    expect(deleteErrorDetail(message)).toBe(del);
  });
});

describe('money that moves by itself', () => {
  it('labels the M-Pesa prompt with the bond', () => {
    expect(stkPayLabel(10_000)).toBe('Pay KSh 10,000 with M-Pesa');
  });

  it('confirms a bond with the new level', () => {
    expect(bondConfirmedDetail(3, 'J2')).toBe('You are now Level 3 (J2).');
    expect(bondConfirmedDetail(11)).toBe('You are now Level 11.');
  });

  it.each([
    ['Wrong PIN', 'Wrong PIN. No money was taken; you can try again.'],
    ['', 'M-Pesa did not confirm the payment. No money was taken; you can try again.'],
  ])('declines a bond with %j', (reason, text) => {
    expect(bondDeclinedDetail(reason)).toBe(text);
  });

  it('tells a completed payout with its receipt', () => {
    expect(payoutSentDetail(1000, '254722555123', 'QKC1ABCD2E')).toBe(
      'KSh 1,000 sent to M-Pesa 0722 555 123 (receipt QKC1ABCD2E).',
    );
    expect(payoutSentDetail(1500, '254712345678', '')).toBe('KSh 1,500 sent to M-Pesa 0712 345 678.');
  });

  it('says a declined payout is back in the balance', () => {
    expect(payoutDeclinedDetail(1000, 'The number is not on M-Pesa')).toBe(
      'The number is not on M-Pesa. KSh 1,000 is back in your balance.',
    );
    expect(payoutDeclinedDetail(2000, '')).toBe('KSh 2,000 is back in your balance.');
    // An operator's reason with its own full stop gets no second one.
    expect(payoutDeclinedDetail(1000, 'Please use your own number.')).toBe(
      'Please use your own number. KSh 1,000 is back in your balance.',
    );
  });
});

describe('support replies', () => {
  it.each([
    [1, '1 unread reply'],
    [3, '3 unread replies'],
  ])('names %i unread replies for screen readers', (count, text) => {
    expect(supportUnreadLabel(count)).toBe(text);
  });
});
