// The Daraja client's surface: the server imports from here, never from the files (tests may
// reach the files they test directly).
export { createDarajaClient } from './client.ts';
export type { DarajaClient, DarajaClientOptions } from './client.ts';
export { darajaConfigFromEnv } from './config.ts';
export type { DarajaConfig } from './config.ts';
export {
  CALLBACK_KINDS,
  CALLBACK_PATH_PREFIX,
  callbackTokenMatches,
  generateCallbackToken,
  isAllowedSource,
} from './callback-urls.ts';
export type { CallbackKind } from './callback-urls.ts';
export { parseStkCallback } from './parse-stk-callback.ts';
export { PAID_TWICE } from './result-codes.ts';
export { parseB2cResult, parseB2cTimeout, parseTransactionStatusResult } from './parse-result.ts';
export type { TransactionStatusResult } from './parse-result.ts';
export { parseAccountBalanceResult } from './parse-balance.ts';
export type { MpesaAccountFigure } from './parse-balance.ts';

/** The answer Daraja expects to a callback, at once, whatever we do with it afterwards. */
export const CALLBACK_ACK = { ResultCode: 0, ResultDesc: 'Accepted' } as const;
