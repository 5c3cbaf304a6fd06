import { describe, it, expect } from 'vitest';
import {
  MESSAGES,
  balanceExceededMessage,
  dailyLimitMessage,
  deleteErrorDetail,
  updateErrorDetail,
  withdrawalFailedMessage,
  withdrawalSubmittedDetail,
} from './messages.ts';

describe('MESSAGES', () => {
  // The exact strings of the spec, character for character.
  it.each([
    ['requiredFields', 'Please fill in all required fields.'],
    ['passwordMismatch', 'Passwords do not match.'],
    ['captchaIncorrect', 'Verification code is incorrect.'],
    ['phoneInvalid', 'Please enter a valid phone number.'],
    ['signupSuccessTitle', 'Signup Successful!'],
    ['signupSuccessBody', 'Welcome to the agency. Redirecting to your dashboard...'],
    ['loginErrorTitle', 'Login Error'],
    ['loginInvalid', 'Invalid username or password'],
    ['loginSuccess', 'Successfully Logged In'],
    ['ok', 'OK'],
    ['mpesaInvalid', 'Please enter a valid Mpesa number (e.g., 0712345678 or 254712345678)'],
    ['amountInvalid', 'Please enter a valid amount'],
    ['minimumWithdrawal', 'Minimum withdrawal is KSh 1000'],
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
    expect(MESSAGES[key]).toBe(text);
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
  ] as const)('Mapato string %s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(MESSAGES)).toBe(true);
  });
});

describe('templated messages', () => {
  it.each([
    [2500, "You can't withdraw more than your available balance (KSh 2500)"],
    [1200000, "You can't withdraw more than your available balance (KSh 1200000)"],
    [0, "You can't withdraw more than your available balance (KSh 0)"],
  ])('balanceExceededMessage(%d)', (balance, text) => {
    expect(balanceExceededMessage(balance)).toBe(text);
  });

  it('withdrawalSubmittedDetail', () => {
    expect(withdrawalSubmittedDetail(1500, '0712345678')).toBe('KSh 1500 will be sent to 0712345678');
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
