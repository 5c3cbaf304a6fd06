// The client screen's part of @mapato/client (only the /client route tree imports these).
export {
  CLIENT_AUTH_KEY,
  clientKeys,
  getClientPocketBase,
  clientRecordOf,
  type ClientPocketBase,
} from './client-api.ts';
export {
  clientQueryOptions,
  clientSignIn,
  clientSignOut,
  isClientSignedIn,
  onClientAuthChange,
} from './client-session.ts';
export {
  addItems,
  afterProjectChange,
  closeProject,
  createProject,
  fetchResults,
  FUNDING_POLL_MS,
  fundProject,
  projectQueryOptions,
  projectsQueryOptions,
  quoteQueryOptions,
  ResultsError,
  type ResultsFormat,
} from './client-projects.ts';
export { pendingAnswersQueryOptions, reviewAnswer, type ReviewDecision } from './client-review.ts';
export {
  apiKeysQueryOptions,
  clientLedgerQueryOptions,
  createApiKey,
  refundsQueryOptions,
  requestRefund,
  revokeApiKey,
} from './client-account.ts';
export { imageItems, parseItemsFile, uploadItems, type ParsedItems } from './client-items.ts';
// What /api/client answers, as protocol defines it: types only, so no protocol code reaches the browser.
export type {
  ApiKeyView,
  ClientAnswerView,
  ClientLedgerEntry,
  ClientRecord,
  ClientRefundView,
  FundResult,
  ItemInput,
  ProjectBody,
  ProjectKind,
  ProjectLanguage,
  ProjectStatus,
  ProjectView,
  Quote,
} from '@mapato/protocol';
