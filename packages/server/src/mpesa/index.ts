// The Daraja client's surface: the server imports from here, never from the files.
export { createDarajaClient } from './client.ts';
export type {
  Acknowledged,
  B2cCommand,
  B2cRequest,
  DarajaClient,
  DarajaClientOptions,
  StkPushAccepted,
  StkPushRequest,
  StkQueryResult,
  TransactionStatusRequest,
} from './client.ts';
export { DarajaConfigError, darajaConfigFromEnv } from './config.ts';
export type { DarajaConfig, StkTransactionType } from './config.ts';
export {
  CALLBACK_KINDS,
  CALLBACK_PATH_PREFIX,
  SAFARICOM_CALLBACK_IPS,
  callbackTokenMatches,
  callbackUrl,
  forbiddenUrlWord,
  generateCallbackToken,
  isAllowedSource,
} from './callback-urls.ts';
export type { CallbackKind } from './callback-urls.ts';
export { RESULT_CODES, resultOutcome } from './result-codes.ts';
export type { Outcome, Product, ResultCodeRow } from './result-codes.ts';
export type { Refusal, Submission } from './sync-errors.ts';
export type { Parsed } from './fields.ts';
export { parseStkCallback } from './parse-stk-callback.ts';
export type { StkCallback } from './parse-stk-callback.ts';
export { parseB2cResult, parseB2cTimeout, parseTransactionStatusResult } from './parse-result.ts';
export type { B2cResult, B2cTimeout, TransactionStatusResult } from './parse-result.ts';
export { encryptSecurityCredential } from './security-credential.ts';
export { darajaTimestamp, stkPassword } from './timestamp.ts';

/** The answer Daraja expects to a callback, at once, whatever we do with it afterwards. */
export const CALLBACK_ACK = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
