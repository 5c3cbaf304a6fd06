// The Daraja client: STK Push, STK Query, B2C v3, Transaction Status and Account Balance over one cached OAuth
// token. Requests are checked before they leave (a refused request never reaches M-Pesa);
// answers come back as typed values, never as exceptions.
import { normaliseMpesaNumber } from '@mapato/core';
import { callbackUrl } from './callback-urls.ts';
import type { DarajaConfig } from './config.ts';
import { darajaRequest, type DarajaHttpResult, type FetchLike } from './http.ts';
import {
  normaliseResultCode,
  PROMPT_ENDED_CODES,
  PROMPT_UNANSWERED,
  resultOutcome,
  type Outcome,
} from './result-codes.ts';
import { encryptSecurityCredential } from './security-credential.ts';
import { OAUTH_FAILED, classifyFailure, isStaleToken, type Refusal, type Submission } from './sync-errors.ts';
import { darajaTimestamp, stkPassword } from './timestamp.ts';
import { DarajaAuthError, createTokenSource, type SharedTokenStore } from './token-source.ts';

export interface StkPushRequest {
  /** Whole shillings, 1 to 250,000. */
  amount: number;
  /** Any form core's normaliseMpesaNumber accepts; sent as 2547…/2541…. */
  phone: string;
  /** Shown in the prompt; at most 12 letters and digits. */
  accountReference: string;
  /** At most 13 characters. */
  description?: string;
}
export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}
export type StkQueryResult =
  | { status: 'pending' }
  | { status: 'resolved'; resultCode: string; resultDesc: string; outcome: Outcome; merchantRequestId: string }
  | { status: 'error'; detail: string };

export type B2cCommand = 'BusinessPayment' | 'SalaryPayment' | 'PromotionPayment';
export interface B2cRequest {
  /** Ours, unique per payout, persisted before sending; re-sent unchanged while the outcome is unknown. */
  originatorConversationId: string;
  /** Whole shillings, 10 to 250,000. */
  amount: number;
  phone: string;
  /** 2 to 100 characters. */
  remarks: string;
  occasion?: string;
  commandId?: B2cCommand;
}
export interface Acknowledged {
  conversationId: string;
  /** B2C: ours, echoed. Transaction Status: the query's own id, which its Result will carry. */
  originatorConversationId: string;
}
export interface TransactionStatusRequest {
  /** The OriginatorConversationID of our B2C, or … */
  originalConversationId?: string;
  /** … an M-Pesa receipt. */
  transactionId?: string;
  remarks?: string;
}

export interface AccountBalanceRequest {
  /** The shortcode whose accounts are asked for (PartyA). */
  shortcode: string;
  remarks?: string;
}

export interface DarajaClient {
  stkPush(request: StkPushRequest): Promise<Submission<StkPushAccepted>>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  b2cPayment(request: B2cRequest): Promise<Submission<Acknowledged>>;
  transactionStatus(request: TransactionStatusRequest): Promise<Submission<Acknowledged>>;
  /** Account Balance (reference §14): the figures arrive later, at the balance-result callback. */
  accountBalance(request: AccountBalanceRequest): Promise<Submission<Acknowledged>>;
  /** The shortcodes this client pays in to (STK) and pays out from (B2C). */
  readonly shortcodes: { stk: string; b2c: string };
}

export interface DarajaClientOptions {
  fetch?: FetchLike;
  /** Milliseconds since the epoch; drives timestamps and token expiry. */
  now?: () => number;
  refreshMarginMs?: number;
  /** the token shared by every instance (the database); without it, each process has its own */
  sharedToken?: SharedTokenStore;
}

const ACCOUNT_REFERENCE = /^[A-Za-z0-9]{1,12}$/;
const ORIGINATOR_ID = /^[A-Za-z0-9_.:-]{1,64}$/;
const MAX_AMOUNT = 250_000;

export function createDarajaClient(config: DarajaConfig, options: DarajaClientOptions = {}): DarajaClient {
  const fetchFn = options.fetch ?? ((url, init) => fetch(url, init));
  const now = options.now ?? Date.now;
  const tokens = createTokenSource({
    ...config,
    fetch: fetchFn,
    now,
    timeoutMs: config.timeoutMs,
    refreshMarginMs: options.refreshMarginMs,
    shared: options.sharedToken,
  });
  let credential: string | undefined;
  const securityCredential = () =>
    (credential ??= encryptSecurityCredential(config.b2c.initiatorPassword, config.b2c.certificatePem));

  /** POST with a bearer token; on a stale-token answer, once more with a fresh one. */
  async function post(path: string, body: unknown): Promise<DarajaHttpResult> {
    let result: DarajaHttpResult | undefined;
    for (let attempt = 0; attempt < 2; attempt++) {
      let token: string;
      try {
        token = await tokens.token();
      } catch (error) {
        if (error instanceof DarajaAuthError)
          return { kind: 'error', status: 0, errorCode: OAUTH_FAILED, errorMessage: error.message, body: null };
        throw error;
      }
      result = await darajaRequest(fetchFn, `${config.baseUrl}${path}`, {
        method: 'POST',
        authorization: `Bearer ${token}`,
        body,
        timeoutMs: config.timeoutMs,
      });
      if (!isStaleToken(result)) return result;
      tokens.invalidate(token);
    }
    return result!;
  }

  const stkCredentials = () => {
    const timestamp = darajaTimestamp(new Date(now()));
    return {
      BusinessShortCode: config.stk.shortcode,
      Password: stkPassword(config.stk.shortcode, config.stk.passkey, timestamp),
      Timestamp: timestamp,
    };
  };

  return {
    async stkPush(request) {
      const phone = normaliseMpesaNumber(request.phone);
      const description = request.description ?? 'Payment';
      const invalid =
        checkAmount(request.amount, 1) ??
        (phone === null ? `phone "${request.phone}" is not an M-Pesa number` : null) ??
        (ACCOUNT_REFERENCE.test(request.accountReference)
          ? null
          : 'accountReference must be 1 to 12 letters or digits') ??
        (description.length >= 1 && description.length <= 13 ? null : 'description must be 1 to 13 characters');
      if (invalid !== null) return invalidRequest(invalid, 'stk');
      const result = await post('/mpesa/stkpush/v1/processrequest', {
        ...stkCredentials(),
        TransactionType: config.stk.transactionType,
        Amount: request.amount,
        PartyA: phone,
        PartyB: config.stk.partyB,
        PhoneNumber: phone,
        CallBackURL: callbackUrl(config, 'stk'),
        AccountReference: request.accountReference,
        TransactionDesc: description,
      });
      if (result.kind !== 'ok') return classifyFailure(result, 'stk');
      const b = result.body;
      if (String(b.ResponseCode) !== '0' || typeof b.CheckoutRequestID !== 'string' || b.CheckoutRequestID === '') {
        return { status: 'unknown', detail: `unexpected STK Push answer: ${JSON.stringify(b).slice(0, 300)}` };
      }
      return {
        status: 'accepted',
        checkoutRequestId: b.CheckoutRequestID,
        merchantRequestId: typeof b.MerchantRequestID === 'string' ? b.MerchantRequestID : '',
        customerMessage: typeof b.CustomerMessage === 'string' ? b.CustomerMessage : '',
      };
    },

    async stkQuery(checkoutRequestId) {
      const result = await post('/mpesa/stkpushquery/v1/query', {
        ...stkCredentials(),
        CheckoutRequestID: checkoutRequestId,
      });
      if (
        result.kind === 'error' &&
        result.errorCode === '500.001.1001' &&
        /being processed/i.test(result.errorMessage)
      ) {
        return { status: 'pending' };
      }
      if (result.kind !== 'ok') return { status: 'error', detail: classifyFailure(result, 'stk').detail };
      const code = normaliseResultCode(result.body.ResultCode);
      if (code === null)
        return {
          status: 'error',
          detail: `STK Query answered without ResultCode: ${JSON.stringify(result.body).slice(0, 300)}`,
        };
      return {
        status: 'resolved',
        resultCode: code,
        resultDesc: typeof result.body.ResultDesc === 'string' ? result.body.ResultDesc : '',
        // Asked after the prompt's minute, 1037 and 1019 mean nobody entered a PIN (ADR 045).
        outcome: PROMPT_ENDED_CODES.includes(code)
          ? { kind: 'failed', reason: PROMPT_UNANSWERED }
          : resultOutcome('stk', code),
        merchantRequestId: typeof result.body.MerchantRequestID === 'string' ? result.body.MerchantRequestID : '',
      };
    },

    async b2cPayment(request) {
      const phone = normaliseMpesaNumber(request.phone);
      const invalid =
        (ORIGINATOR_ID.test(request.originatorConversationId)
          ? null
          : 'originatorConversationId must be 1 to 64 of A-Z a-z 0-9 _ . : -') ??
        checkAmount(request.amount, 10) ??
        (phone === null ? `phone "${request.phone}" is not an M-Pesa number` : null) ??
        (request.remarks.length >= 2 && request.remarks.length <= 100 ? null : 'remarks must be 2 to 100 characters') ??
        (request.occasion === undefined || (request.occasion.length >= 1 && request.occasion.length <= 100)
          ? null
          : 'occasion must be 1 to 100 characters');
      if (invalid !== null) return invalidRequest(invalid, 'b2c');
      const result = await post('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: request.originatorConversationId,
        InitiatorName: config.b2c.initiatorName,
        SecurityCredential: securityCredential(),
        CommandID: request.commandId ?? 'BusinessPayment',
        Amount: request.amount,
        PartyA: config.b2c.shortcode,
        PartyB: phone,
        Remarks: request.remarks,
        QueueTimeOutURL: callbackUrl(config, 'b2c-timeout'),
        ResultURL: callbackUrl(config, 'b2c-result'),
        // The official spelling; optional and without effect, so sent only when given.
        ...(request.occasion === undefined ? {} : { Occassion: request.occasion }),
      });
      return acknowledged(result, 'B2C', request.originatorConversationId);
    },

    async transactionStatus(request) {
      if (request.originalConversationId === undefined && request.transactionId === undefined) {
        return invalidRequest('give originalConversationId or transactionId', 'b2c');
      }
      const result = await post('/mpesa/transactionstatus/v1/query', {
        Initiator: config.b2c.initiatorName,
        SecurityCredential: securityCredential(),
        CommandID: 'TransactionStatusQuery',
        ...(request.transactionId === undefined ? {} : { TransactionID: request.transactionId }),
        ...(request.originalConversationId === undefined
          ? {}
          : { OriginalConversationID: request.originalConversationId }),
        PartyA: config.b2c.shortcode,
        IdentifierType: '4',
        ResultURL: callbackUrl(config, 'status-result'),
        QueueTimeOutURL: callbackUrl(config, 'status-timeout'),
        Remarks: request.remarks ?? 'Reconciliation',
        Occasion: 'Reconciliation',
      });
      return acknowledged(result, 'Transaction Status');
    },

    async accountBalance(request) {
      if (!/^\d{5,7}$/.test(request.shortcode)) return invalidRequest('shortcode must be 5 to 7 digits', 'b2c');
      const result = await post('/mpesa/accountbalance/v1/query', {
        Initiator: config.b2c.initiatorName,
        SecurityCredential: securityCredential(),
        CommandID: 'AccountBalance',
        PartyA: request.shortcode,
        IdentifierType: '4',
        Remarks: request.remarks ?? 'Books reconciliation',
        QueueTimeOutURL: callbackUrl(config, 'balance-timeout'),
        ResultURL: callbackUrl(config, 'balance-result'),
      });
      return acknowledged(result, 'Account Balance');
    },

    shortcodes: { stk: config.stk.shortcode, b2c: config.b2c.shortcode },
  };
}

function acknowledged(result: DarajaHttpResult, what: string, sentId?: string): Submission<Acknowledged> {
  if (result.kind !== 'ok') return classifyFailure(result, 'b2c');
  const b = result.body;
  if (String(b.ResponseCode) !== '0' || typeof b.ConversationID !== 'string') {
    return { status: 'unknown', detail: `unexpected ${what} answer: ${JSON.stringify(b).slice(0, 300)}` };
  }
  const originator = typeof b.OriginatorConversationID === 'string' ? b.OriginatorConversationID : (sentId ?? '');
  return { status: 'accepted', conversationId: b.ConversationID, originatorConversationId: originator };
}

function checkAmount(amount: number, min: number): string | null {
  return Number.isSafeInteger(amount) && amount >= min && amount <= MAX_AMOUNT
    ? null
    : `amount must be whole shillings from ${min} to ${MAX_AMOUNT}, got ${amount}`;
}

function invalidRequest(problem: string, channel: 'stk' | 'b2c'): Refusal {
  return {
    status: 'refused',
    reason: channel === 'stk' ? 'This M-Pesa payment request is not valid' : 'This M-Pesa payout request is not valid',
    detail: `not sent: ${problem}`,
  };
}
