// B2C v3 payment requests (reference §5, §11): validation, duplicate OriginatorConversationID,
// the initiator check, scripted outcomes, then the Result (or a queue timeout first).
import { formatKsh } from '@mapato/core';
import { initiatorResult } from './credential.ts';
import {
  darajaError,
  invalidField,
  isCallbackUrl,
  jsonObject,
  MSISDN,
  ok,
  str,
  wholeAmount,
  type SimRequest,
  type SimResponse,
} from './http-io.ts';
import { eat, newConversationId, newReceipt } from './ids.ts';
import { magicScript } from './scenarios.ts';
import type { Payout, SimState } from './state.ts';

const COMMANDS = ['BusinessPayment', 'SalaryPayment', 'PromotionPayment'];

export const B2C_DESCRIPTIONS: Record<string, string> = {
  '0': 'The service request is processed successfully.',
  '1': 'The balance is insufficient for the transaction.',
  '2': 'Declined due to limit rule',
  '3': 'Declined due to limit rule: greater than the maximum transaction amount.',
  '2001': 'The initiator information is invalid.',
  '2040': "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
  '8006': 'The security credential is locked',
  SFC_IC0003: 'The operator does not exist.',
};

export function b2cPayment(state: SimState, request: SimRequest): SimResponse {
  const parsed = jsonObject(request, [
    'OriginatorConversationID',
    'InitiatorName',
    'SecurityCredential',
    'CommandID',
    'Amount',
    'PartyA',
    'PartyB',
    'Remarks',
    'QueueTimeOutURL',
    'ResultURL',
  ]);
  if ('error' in parsed) return parsed.error;
  const body = parsed.body;
  const amount = wholeAmount(body.Amount);
  if (amount === null) return invalidField('Amount');
  if (!COMMANDS.includes(str(body, 'CommandID')!)) return invalidField('CommandID');
  if (!MSISDN.test(str(body, 'PartyB')!)) return invalidField('PartyB');
  const remarks = str(body, 'Remarks')!;
  if (remarks.length < 2 || remarks.length > 100) return invalidField('Remarks');
  const occasion = str(body, 'Occassion') ?? str(body, 'Occasion');
  if (occasion !== undefined && occasion.length > 100) return invalidField('Occassion');
  const resultUrl = str(body, 'ResultURL');
  const timeoutUrl = str(body, 'QueueTimeOutURL');
  if (!isCallbackUrl(resultUrl)) return invalidField('ResultURL');
  if (!isCallbackUrl(timeoutUrl)) return invalidField('QueueTimeOutURL');
  if (str(body, 'PartyA') !== state.options.b2cShortcode)
    return darajaError(500, '500.001.1001', 'Merchant does not exist');
  const originatorConversationId = str(body, 'OriginatorConversationID')!;
  if (state.payouts.has(originatorConversationId))
    return darajaError(500, '500.002.1001', 'Duplicate OriginatorConversationID.');

  const now = state.options.now();
  const payout: Payout = {
    originatorConversationId,
    conversationId: newConversationId(now),
    msisdn: str(body, 'PartyB')!,
    amount,
    commandId: str(body, 'CommandID')!,
    createdAt: now,
    resultUrl,
    timeoutUrl,
    state: 'queued',
    resultCode: '',
    resultDesc: '',
  };
  state.payouts.set(originatorConversationId, payout);
  state.options.log(`B2C ${originatorConversationId}: ${formatKsh(amount)} to ${payout.msisdn}`);
  settle(state, payout, str(body, 'InitiatorName')!, str(body, 'SecurityCredential')!);
  return ok({
    ConversationID: payout.conversationId,
    OriginatorConversationID: originatorConversationId,
    ResponseCode: '0',
    ResponseDescription: 'Accept the service request successfully.',
  });
}

/** Decides the outcome now (so it does not depend on timing) and delivers it later. */
function settle(state: SimState, payout: Payout, initiator: string, credential: string): void {
  const scripted = (state.scripts.get(payout.msisdn) ?? magicScript(payout.msisdn))?.b2c;
  const code =
    initiatorResult(state, initiator, credential) ??
    (payout.amount < 10 ? '2' : payout.amount > 250_000 ? '3' : null) ??
    (scripted?.kind === 'result' || scripted?.kind === 'silent' ? (scripted.code ?? null) : null) ??
    (payout.amount > state.utilityBalance ? '1' : '0');
  if (code === '0') {
    state.utilityBalance -= payout.amount;
    state.floatChanged();
  }
  const { b2cDelayMs, queueTimeoutMs, queueTimeoutResultMs } = state.options;
  if (code === '0' && scripted?.kind === 'queue-timeout-then-success') {
    state.tracker.schedule(queueTimeoutMs, () => {
      payout.state = 'timed-out';
      state.options.log(`B2C ${payout.originatorConversationId}: queue timeout`);
      state.send('b2c-timeout', payout.timeoutUrl, timeoutBody(payout), 0);
    });
    state.tracker.schedule(queueTimeoutMs + queueTimeoutResultMs, () => complete(state, payout, code, true));
    return;
  }
  state.tracker.schedule(b2cDelayMs, () => complete(state, payout, code, scripted?.kind !== 'silent'));
}

function complete(state: SimState, payout: Payout, code: string, notify: boolean): void {
  const now = state.options.now();
  Object.assign(payout, {
    state: 'done',
    resultCode: code,
    resultDesc: B2C_DESCRIPTIONS[code] ?? 'Failed',
    completedAt: now,
  });
  const result: Record<string, unknown> = {
    ResultType: 0,
    ResultCode: code === 'SFC_IC0003' ? code : Number(code),
    ResultDesc: payout.resultDesc,
    OriginatorConversationID: payout.originatorConversationId,
    ConversationID: payout.conversationId,
    TransactionID: code === '0' ? (payout.receipt = newReceipt()) : 'OAK0000000',
  };
  if (code === '0') {
    state.receipts.set(payout.receipt!, { type: 'b2c', payout });
    result.ResultParameters = {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: payout.amount },
        { Key: 'TransactionReceipt', Value: payout.receipt },
        { Key: 'ReceiverPartyPublicName', Value: `${payout.msisdn} - SIMULATED CUSTOMER` },
        { Key: 'TransactionCompletedDateTime', Value: eat(now).dotted },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: state.utilityBalance },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: 0 },
        { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
        { Key: 'B2CChargesPaidAccountAvailableFunds', Value: 0 },
      ],
    };
  }
  result.ReferenceData = { ReferenceItem: { Key: 'QueueTimeoutURL', Value: payout.timeoutUrl } };
  state.options.log(
    `B2C ${payout.originatorConversationId}: ResultCode ${code} ${payout.resultDesc}${notify ? '' : ' (no callback: scripted silence)'}`,
  );
  if (notify) state.send('b2c-result', payout.resultUrl, { Result: result }, 0);
}

function timeoutBody(payout: Payout) {
  return {
    Result: {
      ResultType: 0,
      ResultCode: 1,
      ResultDesc: 'The service request has timed out.',
      OriginatorConversationID: payout.originatorConversationId,
      ConversationID: payout.conversationId,
    },
  };
}
