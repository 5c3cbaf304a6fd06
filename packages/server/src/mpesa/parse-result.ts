// The `{"Result": …}` callbacks: B2C result (§5.4), B2C queue timeout (§5.5) and the Transaction
// Status result (§6). Lists may be one object or an array; keys may carry spaces.
import { isObject } from './http.ts';
import { all, amount, field, first, namedValues, objectAt, parseError, text, type Parsed } from './fields.ts';
import { normaliseResultCode, PAYOUT_NOT_COMPLETED, resultOutcome, type Outcome } from './result-codes.ts';
import { parseCompletedDateTime, parseDarajaTimestamp } from './timestamp.ts';

interface ResultEnvelope {
  originatorConversationId: string;
  conversationId: string | null;
  transactionId: string | null;
  resultType: number | null;
  resultCode: string;
  resultDesc: string;
  parameters: Map<string, unknown[]>;
}

function envelope(body: unknown, what: string): Parsed<ResultEnvelope> {
  const result = isObject(body) ? objectAt(body, 'Result') : null;
  if (result === null) return parseError(`not a ${what}: Result is missing`);
  const originatorConversationId = text(field(result, 'OriginatorConversationID'));
  if (originatorConversationId === null) return parseError(`${what} without OriginatorConversationID`);
  const resultCode = normaliseResultCode(field(result, 'ResultCode'));
  if (resultCode === null) return parseError(`${what} without ResultCode`);
  const resultType = Number(field(result, 'ResultType'));
  const parameters = objectAt(result, 'ResultParameters');
  return {
    ok: true,
    value: {
      originatorConversationId,
      conversationId: text(field(result, 'ConversationID')),
      transactionId: text(field(result, 'TransactionID')),
      resultType: Number.isInteger(resultType) ? resultType : null,
      resultCode,
      resultDesc: text(field(result, 'ResultDesc')) ?? '',
      parameters: namedValues(parameters ? field(parameters, 'ResultParameter') : undefined, 'Key'),
    },
  };
}

export interface B2cResult extends Omit<ResultEnvelope, 'parameters'> {
  outcome: Outcome;
  /** Only on success; a success without amount and receipt is a parse error. */
  payout: {
    amount: number;
    receipt: string;
    /** "<MSISDN> - <NAME>" as M-Pesa shows the receiver. */
    receiverName: string | null;
    completedAt: Date | null;
    recipientRegistered: boolean | null;
  } | null;
}

export function parseB2cResult(body: unknown): Parsed<B2cResult> {
  const parsed = envelope(body, 'B2C result');
  if (!parsed.ok) return parsed;
  const { parameters, ...rest } = parsed.value;
  // ResultType 1: "waiting for further messages", not final whatever the code says.
  const outcome: Outcome =
    rest.resultType === 1
      ? { kind: 'unknown', note: 'ResultType 1: M-Pesa waits for further messages' }
      : resultOutcome('b2c', rest.resultCode);
  let payout: B2cResult['payout'] = null;
  if (outcome.kind === 'success') {
    const paid = amount(first(parameters, 'TransactionAmount'));
    const receipt = text(first(parameters, 'TransactionReceipt')) ?? rest.transactionId;
    if (paid === null || paid === 0) return parseError('B2C success result without a positive TransactionAmount');
    if (receipt === null) return parseError('B2C success result without TransactionReceipt');
    const registered = text(first(parameters, 'B2CRecipientIsRegisteredCustomer'));
    payout = {
      amount: paid,
      receipt,
      receiverName: text(first(parameters, 'ReceiverPartyPublicName')),
      completedAt: parseCompletedDateTime(first(parameters, 'TransactionCompletedDateTime')),
      recipientRegistered: registered === 'Y' ? true : registered === 'N' ? false : null,
    };
  }
  return { ok: true, value: { ...rest, outcome, payout } };
}

export interface B2cTimeout {
  originatorConversationId: string;
  conversationId: string | null;
  resultCode: string;
  resultDesc: string;
  /** Always unknown: the request expired in M-Pesa's queue, it may or may not have been paid. */
  outcome: Outcome;
}

export function parseB2cTimeout(body: unknown): Parsed<B2cTimeout> {
  const parsed = envelope(body, 'B2C queue timeout');
  if (!parsed.ok) return parsed;
  const { originatorConversationId, conversationId, resultCode, resultDesc } = parsed.value;
  const outcome: Outcome = { kind: 'unknown', note: 'queue timeout: ask Transaction Status' };
  return { ok: true, value: { originatorConversationId, conversationId, resultCode, resultDesc, outcome } };
}

/**
 * TransactionStatus words that say the queried transaction is over without paying. Daraja documents
 * only "Completed"; these are the M-Pesa statement's words for a transaction that did not complete.
 * Any other word (Pending, Authorised, Reversed, …) settles nothing (ADR 038).
 */
const NOT_COMPLETED = ['failed', 'declined', 'cancelled', 'expired'];

export interface TransactionStatusResult extends Omit<ResultEnvelope, 'parameters'> {
  /**
   * For ResultCode 0 only: success when the queried transaction is "Completed" with a receipt,
   * failed when it is one of NOT_COMPLETED. Anything else is unknown: a query that failed or found
   * nothing final proves nothing about the transaction it asked about. Whether the transaction is
   * the one we asked about (ids and amount) is for the caller to check.
   */
  outcome: Outcome;
  transaction: {
    status: string | null;
    receipt: string | null;
    amount: number | null;
    /** The queried transaction's ids (the envelope's ids are the query's own). */
    originatorConversationId: string | null;
    conversationId: string | null;
    debitPartyName: string | null;
    creditPartyName: string | null;
    initiatedAt: Date | null;
    finalisedAt: Date | null;
  } | null;
}

export function parseTransactionStatusResult(body: unknown): Parsed<TransactionStatusResult> {
  const parsed = envelope(body, 'Transaction Status result');
  if (!parsed.ok) return parsed;
  const { parameters, ...rest } = parsed.value;
  const p = (name: string) => text(first(parameters, name));
  const transaction: TransactionStatusResult['transaction'] =
    parameters.size === 0
      ? null
      : {
          status: p('TransactionStatus'),
          receipt: p('ReceiptNo'),
          amount: amount(first(parameters, 'Amount')),
          originatorConversationId: p('OriginatorConversationID'),
          conversationId: p('ConversationID'),
          debitPartyName: p('DebitPartyName'),
          // The official sample names the credit party "DebitPartyName" a second time.
          creditPartyName: p('CreditPartyName') ?? text(all(parameters, 'DebitPartyName')[1]),
          initiatedAt: parseDarajaTimestamp(first(parameters, 'InitiatedTime')),
          finalisedAt: parseDarajaTimestamp(first(parameters, 'FinalisedTime')),
        };
  const status = transaction?.status?.toLowerCase();
  let outcome: Outcome;
  if (rest.resultCode !== '0')
    outcome = { kind: 'unknown', note: `status query failed: ${rest.resultCode} ${rest.resultDesc}`.trim() };
  else if (status === 'completed' && transaction!.receipt !== null) outcome = { kind: 'success' };
  else if (status !== undefined && NOT_COMPLETED.includes(status))
    outcome = { kind: 'failed', reason: PAYOUT_NOT_COMPLETED };
  else outcome = { kind: 'unknown', note: `transaction status "${transaction?.status ?? 'missing'}"` };
  return { ok: true, value: { ...rest, outcome, transaction } };
}
