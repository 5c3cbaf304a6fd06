// The public surface of @mapato/client: every request the front ends make. Screens use these
// option factories and functions and never build query keys or call the SDK themselves.
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
  deleteAccountMutationOptions,
  updateProfileMutationOptions,
  userKeys,
  type ProfileChanges,
} from './users.ts';
export {
  createWithdrawalMutationOptions,
  withdrawalKeys,
  withdrawalQueryOptions,
  withdrawalsQueryOptions,
  type NewWithdrawal,
} from './withdrawals.ts';
export {
  createUpgradeRequestMutationOptions,
  registrationKeys,
  registrationsQueryOptions,
  type NewUpgradeRequest,
} from './registrations.ts';
export { completeTaskMutationOptions, taskKeys, tasksQueryOptions, type TaskCompletion } from './tasks.ts';
export { levelKeys, levelsQueryOptions, type LevelsResponse } from './levels.ts';
export { sendSupportMessageMutationOptions, supportKeys, type SupportMessage, type SupportReceipt } from './support.ts';
export { ClientResponseError } from 'pocketbase';
export { demoAccountKeys, demoAccountsQueryOptions, type DemoAccount } from './demo-accounts.ts';
