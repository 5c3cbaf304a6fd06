// The public surface of @mapato/client: every request the front ends make. Each resource gives
// its plain functions (fetchX, createX, …: one request, no cache) beside the TanStack Query option
// factories built on them. Screens never build query keys or call the SDK themselves; the public
// site, which ships no QueryClient, calls the plain functions.
export { getPocketBase, currentUserId, type Paging, type TypedPocketBase } from './pb.ts';
export {
  isSignedIn,
  logout,
  onAuthChange,
  refreshSession,
  signIn,
  signUpThenSignIn,
  signedInUser,
  type AuthResult,
  type SignUpFields,
} from './auth.ts';
export {
  currentUserQueryOptions,
  deleteAccount,
  deleteAccountMutationOptions,
  fetchCurrentUser,
  updateProfile,
  updateProfileMutationOptions,
  userKeys,
  type ProfileChanges,
} from './users.ts';
export {
  resendAllowedAt,
  secondsUntil,
  confirmPasswordReset,
  confirmPayoutNumber,
  confirmPhoneChangeMutationOptions,
  confirmPhoneVerification,
  confirmPhoneVerificationMutationOptions,
  isPayoutNumberProved,
  isPayoutNumberRefusal,
  requestPasswordReset,
  requestPayoutNumberCode,
  requestPhoneChange,
  requestPhoneVerification,
  requestPhoneVerificationMutationOptions,
  RESEND_PAUSE_S,
  resendSecondsLeft,
  resendWaitSeconds,
  setUssdPin,
  setUssdPinMutationOptions,
  verificationCodeSentAt,
  type PasswordReset,
  type UssdPinChange,
} from './phone-codes.ts';
export {
  createWithdrawal,
  createWithdrawalMutationOptions,
  fetchWithdrawal,
  fetchWithdrawals,
  withdrawalKeys,
  withdrawalQueryOptions,
  withdrawalsQueryOptions,
  type NewWithdrawal,
} from './withdrawals.ts';
export {
  createUpgradeRequest,
  createUpgradeRequestMutationOptions,
  fetchRegistration,
  fetchRegistrations,
  fetchUpgradeInProgress,
  registrationKeys,
  registrationQueryOptions,
  registrationsQueryOptions,
  upgradeInProgressQueryOptions,
  type NewUpgradeRequest,
} from './registrations.ts';
export { fetchPaymentMethods, paymentKeys, paymentMethodsQueryOptions } from './payments.ts';
export {
  applyLiveEvent,
  LIVE_RETRY_MS,
  settledMoney,
  watchOwnRecords,
  type LiveEvent,
  type SettledMoney,
  type WatchOptions,
} from './live.ts';
export {
  completeTask,
  completeTaskMutationOptions,
  fetchTasks,
  taskKeys,
  tasksQueryOptions,
  type TaskCompletion,
} from './tasks.ts';
export {
  answerWorkMutationOptions,
  nextWorkQueryOptions,
  releaseHeldWork,
  skipWorkMutationOptions,
  workHistoryQueryOptions,
  workKeys,
  workProjectsQueryOptions,
  type WorkProjectView,
} from './paid-work.ts';
export {
  earnLevel,
  fetchLevelEarnings,
  fetchLevels,
  levelEarningsQueryOptions,
  levelProgressQueryOptions,
  levelKeys,
  levelsQueryOptions,
  type LevelEarningsResponse,
  type LevelsResponse,
} from './levels.ts';
export {
  sendSupportMessage,
  sendSupportMessageMutationOptions,
  supportKeys,
  type SupportMessage,
  type SupportReceipt,
} from './support.ts';
export * from './support-thread.ts';
export { watchSupportThread, type SupportLiveOptions } from './support-live.ts';
export { fetchMyData, type MyDataFile } from './my-data.ts';
export * from './admin-index.ts';
export * from './client-index.ts';
export { describeError, fieldErrors, serverMessage } from './errors.ts';
export { hasFlash, setFlash, takeFlash, type Flash } from './flash.ts';
export { seedEarlyUser } from './early-user.ts';
export { ClientResponseError } from 'pocketbase';
export { demoAccountKeys, demoAccountsQueryOptions, fetchDemoAccounts, type DemoAccount } from './demo-accounts.ts';
