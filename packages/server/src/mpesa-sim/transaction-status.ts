// Transaction Status (reference §6): look a B2C up by its OriginatorConversationID, or any
// receipt by TransactionID, acknowledge, then POST a §6-shaped Result: ResultCode 0 and the
// original transaction's ResultParameters (its ids, amount, TransactionStatus, and its receipt once
// completed). Daraja documents only "Completed"; the simulator's other words and its answer for a
// transaction it does not know are marked below. A script can make the query itself fail.
import { initiatorResult } from './credential.ts';
import { invalidField, isCallbackUrl, jsonObject, ok, str, type SimRequest, type SimResponse } from './http-io.ts';
import { eat, newConversationId, newStatusOriginatorId } from './ids.ts';
import { B2C_DESCRIPTIONS } from './b2c.ts';
import { magicScript } from './scenarios.ts';
import type { SimState } from './state.ts';

export function transactionStatus(state: SimState, request: SimRequest): SimResponse {
  const parsed = jsonObject(request, [
    'Initiator',
    'SecurityCredential',
    'CommandID',
    'PartyA',
    'IdentifierType',
    'ResultURL',
    'QueueTimeOutURL',
  ]);
  if ('error' in parsed) return parsed.error;
  const body = parsed.body;
  if (str(body, 'CommandID') !== 'TransactionStatusQuery') return invalidField('CommandID');
  const transactionId = str(body, 'TransactionID');
  const originalId = str(body, 'OriginalConversationID');
  if (transactionId === undefined && originalId === undefined) return invalidField('TransactionID');
  const resultUrl = str(body, 'ResultURL');
  if (!isCallbackUrl(resultUrl)) return invalidField('ResultURL');
  if (!isCallbackUrl(str(body, 'QueueTimeOutURL'))) return invalidField('QueueTimeOutURL');
  if ((str(body, 'Remarks') ?? '').length > 100) return invalidField('Remarks');

  const now = state.options.now();
  const ack = { ConversationID: newConversationId(now), OriginatorConversationID: newStatusOriginatorId() };
  const refused = initiatorResult(state, str(body, 'Initiator')!, str(body, 'SecurityCredential')!);
  state.tracker.schedule(state.options.b2cDelayMs, () => {
    const failing = queryFails(state, transactionId, originalId);
    const result = refused
      ? { ResultType: 0, ResultCode: Number(refused), ResultDesc: B2C_DESCRIPTIONS[refused] }
      : failing
        ? {
            ResultType: 0,
            // A number in callbacks, as Daraja sends them, unless it is not numeric (SFC_IC0003).
            ResultCode: /^\d+$/.test(failing) ? Number(failing) : failing,
            ResultDesc: B2C_DESCRIPTIONS[failing] ?? 'Failed',
          }
        : lookUp(state, transactionId, originalId);
    state.send(
      'status-result',
      resultUrl,
      { Result: { ...result, ...ack, ReferenceData: { ReferenceItem: { Key: 'Occasion' } } } },
      0,
    );
  });
  return ok({ ...ack, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
}

/** The ResultCode a script makes this query fail with, if any. */
function queryFails(state: SimState, transactionId: string | undefined, originalId: string | undefined) {
  const found = transactionId !== undefined ? state.receipts.get(transactionId) : undefined;
  const payout =
    found?.type === 'b2c' ? found.payout : originalId !== undefined ? state.payouts.get(originalId) : undefined;
  if (payout === undefined) return undefined;
  const script = (state.scripts.get(payout.msisdn) ?? magicScript(payout.msisdn))?.status;
  return script?.kind === 'query-fails' ? script.code : undefined;
}

function lookUp(
  state: SimState,
  transactionId: string | undefined,
  originalId: string | undefined,
): Record<string, unknown> {
  const found = transactionId !== undefined ? state.receipts.get(transactionId) : undefined;
  const payout =
    found?.type === 'b2c' ? found.payout : originalId !== undefined ? state.payouts.get(originalId) : undefined;
  const { stkShortcode, b2cShortcode } = state.options;
  let p: {
    debit: string;
    credit: string;
    originator: string;
    conversation: string;
    initiated: number;
    finalised?: number;
    status: string;
    amount: number;
    receipt?: string;
    reason: string;
  };
  if (found?.type === 'stk') {
    const s = found.session;
    p = {
      debit: `${s.msisdn} - SIMULATED CUSTOMER`,
      credit: `${stkShortcode} - Mapato`,
      originator: s.merchantRequestId,
      conversation: s.checkoutRequestId,
      initiated: s.createdAt,
      finalised: s.resolvedAt,
      status: 'Completed',
      amount: s.amount,
      receipt: s.receipt,
      reason: 'Pay Bill Online',
    };
  } else if (payout !== undefined) {
    // Simulator's words (Daraja documents only "Completed"): "Pending" while M-Pesa has not
    // decided, "Failed" once it refused the payout.
    const status = payout.state !== 'done' ? 'Pending' : payout.resultCode === '0' ? 'Completed' : 'Failed';
    p = {
      debit: `${b2cShortcode} - Mapato`,
      credit: `${payout.msisdn} - SIMULATED CUSTOMER`,
      originator: payout.originatorConversationId,
      conversation: payout.conversationId,
      initiated: payout.createdAt,
      finalised: payout.completedAt,
      status,
      amount: payout.amount,
      receipt: payout.receipt,
      reason: 'Business Payment to Customer via API',
    };
  } else {
    // Simulator's convention: Daraja's answer for an unknown transaction is not documented.
    return {
      ResultType: 0,
      ResultCode: 'SIM_NOT_FOUND',
      ResultDesc: 'The transaction was not found (simulator).',
      TransactionID: transactionId ?? '',
    };
  }
  return {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    TransactionID: p.receipt ?? transactionId ?? '',
    ResultParameters: {
      ResultParameter: [
        { Key: 'DebitPartyName', Value: p.debit },
        { Key: 'CreditPartyName', Value: p.credit },
        { Key: 'OriginatorConversationID', Value: p.originator },
        { Key: 'InitiatedTime', Value: eat(p.initiated).compact },
        { Key: 'DebitAccountType', Value: 'Utility Account' },
        { Key: 'DebitPartyCharges' },
        { Key: 'TransactionReason' },
        { Key: 'ReasonType', Value: p.reason },
        { Key: 'TransactionStatus', Value: p.status },
        ...(p.finalised === undefined ? [] : [{ Key: 'FinalisedTime', Value: eat(p.finalised).compact }]),
        { Key: 'Amount', Value: String(p.amount) },
        { Key: 'ConversationID', Value: p.conversation },
        ...(p.receipt === undefined ? [] : [{ Key: 'ReceiptNo', Value: p.receipt }]),
      ],
    },
  };
}
