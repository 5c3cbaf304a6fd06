// The operator console's part of @mapato/client (only the /admin route tree imports these).
export {
  ADMIN_AUTH_KEY,
  adminKeys,
  getAdminPocketBase,
  operatorIdOf,
  type AdminPocketBase,
  type BulkFailure,
  type BulkResult,
} from './admin-api.ts';
export {
  fetchAdmin,
  isAdminSignedIn,
  mayMoveMoney,
  onAdminAuthChange,
  operatorQueryOptions,
  operatorSignIn,
  operatorSignOut,
  type Operator,
} from './admin-session.ts';
export {
  overviewQueryOptions,
  settingsQueryOptions,
  type AdminOverview,
  type AdminSettings,
  type CountAmount,
  type MpesaMode,
  type PeriodFigures,
} from './admin-overview.ts';
export {
  adminRegistrationsQueryOptions,
  adminWithdrawalsQueryOptions,
  exportAdminRegistrations,
  exportAdminWithdrawals,
  exportHeldAccounts,
  heldAccountsQueryOptions,
  queueActionMutationOptions,
  REGISTRATION_QUEUE_STATUSES,
  WITHDRAWAL_QUEUE_STATUSES,
  type AdminPayout,
  type AdminRegistration,
  type AdminWithdrawal,
  type HeldAccount,
  type QueueAction,
  type RegistrationAction,
  type RegistrationQuery,
  type RegistrationQueueStatus,
  type WithdrawalAction,
  type WithdrawalQuery,
  type WithdrawalQueueStatus,
} from './admin-queues.ts';
export {
  ledgerQueryOptions,
  memberFileQueryOptions,
  membersQueryOptions,
  type LedgerEntry,
  type MemberFile,
  type MemberProfile,
  type MemberQuery,
  type MemberSummary,
} from './admin-members.ts';
export {
  adminThreadQueryOptions,
  adminThreadsQueryOptions,
  markAnsweredMutationOptions,
  sendAdminReplyMutationOptions,
  type AdminMessageKind,
  type AdminSupportThread,
  type AdminThreadMessage,
  type AdminThreadQuery,
  type AdminThreadStatus,
  type AdminThreadSummary,
} from './admin-support.ts';
export { auditQueryOptions, exportAudit, type AuditEntry, type AuditQuery } from './admin-audit.ts';
