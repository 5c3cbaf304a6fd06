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
} from './admin-session.ts';
export { guardQueryOptions, overviewQueryOptions, settingsQueryOptions } from './admin-overview.ts';
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
  type QueueAction,
  type RegistrationAction,
  type RegistrationQuery,
  type RegistrationQueueStatus,
  type WithdrawalAction,
  type WithdrawalQuery,
  type WithdrawalQueueStatus,
} from './admin-queues.ts';
export { ledgerQueryOptions, memberFileQueryOptions, membersQueryOptions, type MemberQuery } from './admin-members.ts';
export {
  adminThreadQueryOptions,
  adminThreadsQueryOptions,
  markAnsweredMutationOptions,
  sendAdminReplyMutationOptions,
  type AdminThreadQuery,
  type AdminThreadStatus,
} from './admin-support.ts';
export {
  adminClientsQueryOptions,
  approveDepositMutationOptions,
  approveRefundMutationOptions,
  clientDepositsQueryOptions,
  clientRefundsQueryOptions,
  createClientMutationOptions,
  recordDepositMutationOptions,
  type DepositInput,
  type NewClientInput,
} from './admin-clients.ts';
export { auditQueryOptions, exportAudit, type AuditQuery } from './admin-audit.ts';
export {
  askMpesaBalanceMutationOptions,
  mpesaBalancesQueryOptions,
  recordFloatMoveMutationOptions,
} from './admin-books.ts';
export { fundMarketingMutationOptions, isRevenueShort, marketingBudgetQueryOptions } from './admin-marketing.ts';
// What /api/admin answers, as protocol defines it for the server, the mocks and the console alike
// (docs/decisions/050): types only, so no protocol code reaches the browser.
export type {
  Admin,
  AdminAuditEntry,
  AdminClientRow,
  AdminCountAmount,
  AdminHeldAccount,
  AdminLedgerEntry,
  AdminMemberFile,
  AdminMemberProfile,
  AdminMemberSummary,
  AdminMpesaMode,
  AdminOverview,
  AdminPayout,
  AdminPeriodFigures,
  AdminRegistration,
  AdminSettings,
  AdminSolvency,
  AdminSupportThread,
  AdminThreadMessage,
  AdminThreadSummary,
  AdminWithdrawal,
  ClientDepositView,
  ClientRefundView,
  ClientRecord,
  BalanceComparison,
  FloatAccount,
  FloatMove,
  MpesaBalanceCheck,
  MarketingBudgetView,
  MarketingSource,
} from '@mapato/protocol';
