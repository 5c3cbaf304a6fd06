// STK Push, the simulated phone, and STK Query (reference §3, §4, §11).
import { formatKsh } from '@mapato/core';
import {
  darajaError,
  invalidField,
  isCallbackUrl,
  jsonObject,
  MSISDN,
  ok,
  SHORTCODE,
  str,
  wholeAmount,
  type SimRequest,
  type SimResponse,
} from './http-io.ts';
import { eat, eatToMs, newCheckoutRequestId, newMerchantRequestId, newReceipt } from './ids.ts';
import { magicScript } from './scenarios.ts';
import type { SimState, StkSession } from './state.ts';

const TYPES = ['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'];
const MAX_AMOUNT = 250_000;

const DESCRIPTIONS: Record<string, string> = {
  '0': 'The service request is processed successfully.',
  '1': 'The balance is insufficient for the transaction.',
  '3': 'Declined due to limit rule: greater than the maximum transaction amount.',
  '17': 'Rule limited.',
  '1019': 'Transaction has expired.',
  '1025': 'An error occurred while sending a push request.',
  '1032': 'Request cancelled by user.',
  '1037': 'DS timeout user cannot be reached.',
  '2001': 'The initiator information is invalid.',
  '2028': 'The request is not permitted according to product assignment.',
  '8006': 'The security credential is locked.',
  SFC_IC0003: 'The operator does not exist.',
};

/** Shortcode, Timestamp and Password, shared by the push and the query; null when they pass. */
function checkCredentials(state: SimState, body: Record<string, unknown>): SimResponse | null {
  const shortcode = str(body, 'BusinessShortCode');
  const timestamp = str(body, 'Timestamp');
  const password = str(body, 'Password');
  if (shortcode === undefined || !SHORTCODE.test(shortcode)) return invalidField('BusinessShortCode');
  if (timestamp === undefined || !/^\d{14}$/.test(timestamp)) return invalidField('Timestamp');
  if (password === undefined) return invalidField('Password');
  const tolerance = state.options.timestampToleranceSeconds;
  // Servers stamping UTC or their own zone instead of Nairobi time fail here, as on Daraja.
  if (tolerance !== null && !(Math.abs(eatToMs(timestamp) - state.options.now()) <= tolerance * 1000))
    return invalidField('Timestamp');
  if (shortcode !== state.options.stkShortcode) return darajaError(500, '500.001.1001', 'Merchant does not exist');
  const expected = Buffer.from(shortcode + state.options.passkey + timestamp).toString('base64');
  if (password !== expected) return darajaError(500, '500.001.1001', 'Wrong credentials');
  return null;
}

export function stkPush(state: SimState, request: SimRequest): SimResponse {
  const parsed = jsonObject(request, [
    'BusinessShortCode',
    'Password',
    'Timestamp',
    'TransactionType',
    'Amount',
    'PartyA',
    'PartyB',
    'PhoneNumber',
    'CallBackURL',
    'AccountReference',
  ]);
  if ('error' in parsed) return parsed.error;
  const body = parsed.body;
  const refused = checkCredentials(state, body);
  if (refused) return refused;
  const type = str(body, 'TransactionType')!;
  if (!TYPES.includes(type)) return invalidField('TransactionType');
  const amount = wholeAmount(body.Amount);
  if (amount === null) return invalidField('Amount');
  const msisdn = str(body, 'PhoneNumber')!;
  if (!MSISDN.test(str(body, 'PartyA')!)) return invalidField('PartyA');
  if (!MSISDN.test(msisdn)) return invalidField('PhoneNumber');
  const partyB = str(body, 'PartyB')!;
  if (!SHORTCODE.test(partyB)) return invalidField('PartyB');
  const callbackUrl = str(body, 'CallBackURL');
  if (!isCallbackUrl(callbackUrl)) return invalidField('CallBackURL');
  const accountReference = str(body, 'AccountReference')!;
  if (accountReference.length > 12) return invalidField('AccountReference');
  const description = str(body, 'TransactionDesc') ?? '';
  if (description.length > 13) return invalidField('TransactionDesc');
  if (isLocked(state, msisdn)) {
    return darajaError(
      500,
      '500.001.1001',
      'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    );
  }

  const now = state.options.now();
  const session: StkSession = {
    checkoutRequestId: newCheckoutRequestId(now),
    merchantRequestId: newMerchantRequestId(),
    msisdn,
    amount,
    accountReference,
    description,
    callbackUrl,
    createdAt: now,
    state: 'open',
  };
  state.sessions.set(session.checkoutRequestId, session);
  state.options.log(`STK push ${session.checkoutRequestId}: ${formatKsh(amount)} from ${msisdn} (${accountReference})`);
  script(state, session, type === 'CustomerPayBillOnline' && partyB !== state.options.stkShortcode);
  return ok({
    MerchantRequestID: session.merchantRequestId,
    CheckoutRequestID: session.checkoutRequestId,
    ResponseCode: '0',
    ResponseDescription: 'Success. Request accepted for processing',
    CustomerMessage: 'Success. Request accepted for processing',
  });
}

/** What happens to a new prompt: a scripted result, silence, the automatic phone, or a person. */
function script(state: SimState, session: StkSession, wrongPartyB: boolean): void {
  const { phoneDelayMs, promptTimeoutMs, duplicateWindowSeconds } = state.options;
  const delay = phoneDelayMs === 'off' ? 2000 : phoneDelayMs;
  const scripted = (state.scripts.get(session.msisdn) ?? magicScript(session.msisdn))?.stk;
  const repeated =
    duplicateWindowSeconds > 0 &&
    [...state.sessions.values()].some(
      (s) =>
        s !== session &&
        s.msisdn === session.msisdn &&
        s.amount === session.amount &&
        s.resultCode === '0' &&
        session.createdAt - s.resolvedAt! < duplicateWindowSeconds * 1000,
    );
  const code = wrongPartyB
    ? '2028'
    : session.amount > MAX_AMOUNT
      ? '3'
      : scripted?.kind === 'result'
        ? scripted.code
        : repeated
          ? '17'
          : null;
  if (code !== null) {
    session.cancelTimer = state.tracker.schedule(delay, () => resolve(state, session, code));
  } else if (scripted?.kind === 'silent') {
    session.state = 'silent';
    // The prompt expires on the phone; the lost callback never comes, but STK Query now tells.
    session.cancelTimer = state.tracker.schedule(promptTimeoutMs, () => expire(state, session), {
      waitsForPerson: true,
    });
  } else if (scripted?.kind === 'stuck') {
    session.state = 'silent';
  } else if (phoneDelayMs === 'off') {
    session.cancelTimer = state.tracker.schedule(promptTimeoutMs, () => resolve(state, session, '1037'), {
      waitsForPerson: true,
    });
  } else {
    session.cancelTimer = state.tracker.schedule(phoneDelayMs, () => resolve(state, session, '0'));
  }
}

function isLocked(state: SimState, msisdn: string): boolean {
  const now = state.options.now();
  return [...state.sessions.values()].some(
    (s) =>
      s.msisdn === msisdn &&
      (s.state === 'open' || (s.state === 'silent' && now - s.createdAt < state.options.promptTimeoutMs)),
  );
}

export type PhoneAction = 'accept' | 'cancel' | 'wrong-pin';
const ACTION_CODES: Record<PhoneAction, string> = { accept: '0', cancel: '1032', 'wrong-pin': '2001' };

/** The person at the phone answers an open prompt; false when it is not open (any more). */
export function answerPrompt(state: SimState, checkoutRequestId: string, action: PhoneAction): boolean {
  const session = state.sessions.get(checkoutRequestId);
  if (session?.state !== 'open' || !(action in ACTION_CODES)) return false;
  resolve(state, session, ACTION_CODES[action]);
  return true;
}

function resolve(state: SimState, session: StkSession, code: string): void {
  if (session.state === 'done') return;
  session.cancelTimer?.();
  const now = state.options.now();
  Object.assign(session, {
    state: 'done',
    resultCode: code,
    resultDesc: DESCRIPTIONS[code] ?? 'Failed',
    resolvedAt: now,
  });
  const callback: Record<string, unknown> = {
    MerchantRequestID: session.merchantRequestId,
    CheckoutRequestID: session.checkoutRequestId,
    ResultCode: code === 'SFC_IC0003' ? code : Number(code),
    ResultDesc: session.resultDesc,
  };
  if (code === '0') {
    session.receipt = newReceipt();
    state.receipts.set(session.receipt, { type: 'stk', session });
    // Paid in: the paybill's Working Account holds it (what Account Balance reports).
    state.workingBalance += session.amount;
    state.floatChanged();
    callback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: session.amount },
        { Name: 'MpesaReceiptNumber', Value: session.receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(eat(now).compact) },
        { Name: 'PhoneNumber', Value: Number(session.msisdn) },
      ],
    };
  }
  state.options.log(
    `STK ${session.checkoutRequestId}: ResultCode ${code} ${session.resultDesc}${session.receipt ? ` receipt ${session.receipt}` : ''}`,
  );
  state.send('stk', session.callbackUrl, { Body: { stkCallback: callback } }, 0);
}

/** A silent prompt ran out: over with 1037, known only to STK Query (its callback is the one lost). */
function expire(state: SimState, session: StkSession): void {
  if (session.state !== 'silent') return;
  Object.assign(session, {
    state: 'done',
    resultCode: '1037',
    resultDesc: DESCRIPTIONS['1037'],
    resolvedAt: state.options.now(),
  });
  state.options.log(`STK ${session.checkoutRequestId}: expired unanswered (1037), no callback`);
}

export function stkQuery(state: SimState, request: SimRequest): SimResponse {
  const parsed = jsonObject(request);
  if ('error' in parsed) return parsed.error;
  const refused = checkCredentials(state, parsed.body);
  if (refused) return refused;
  const id = str(parsed.body, 'CheckoutRequestID');
  if (id === undefined) return invalidField('CheckoutRequestID');
  if (state.knobs.spikeArrest) return darajaError(500, '500.003.02', 'Spike Arrest Violation');
  const session = state.sessions.get(id);
  if (session?.state !== 'done') return darajaError(500, '500.001.1001', 'The transaction is being processed');
  return ok({
    ResponseCode: '0',
    ResponseDescription: 'The service request has been accepted successfully',
    MerchantRequestID: session.merchantRequestId,
    CheckoutRequestID: session.checkoutRequestId,
    ResultCode: session.resultCode,
    ResultDesc: session.resultDesc,
  });
}
