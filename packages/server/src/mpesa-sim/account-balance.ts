// Account Balance (reference §14): acknowledge like Transaction Status, then POST a Result whose
// `AccountBalance` is Daraja's `Name|Currency|Current|Available|Reserved|Uncleared` groups joined
// by `&`. The figures are the simulator's own books: the STK shortcode's Working Account holds what
// prompts paid in, the B2C shortcode's Utility Account what payouts may still draw on (one shortcode
// doing both reports both), plus any difference a test planted.
import { initiatorResult } from './credential.ts';
import { invalidField, isCallbackUrl, jsonObject, ok, str, type SimRequest, type SimResponse } from './http-io.ts';
import { eat, newConversationId, newReceipt, newStatusOriginatorId } from './ids.ts';
import { B2C_DESCRIPTIONS } from './b2c.ts';
import type { SimState } from './state.ts';

export type FloatAccount = 'Working Account' | 'Utility Account';

export function accountBalance(state: SimState, request: SimRequest): SimResponse {
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
  if (str(body, 'CommandID') !== 'AccountBalance') return invalidField('CommandID');
  const partyA = str(body, 'PartyA')!;
  const { stkShortcode, b2cShortcode } = state.options;
  if (partyA !== stkShortcode && partyA !== b2cShortcode) return invalidField('PartyA');
  if (str(body, 'IdentifierType') !== '4') return invalidField('IdentifierType');
  const resultUrl = str(body, 'ResultURL');
  if (!isCallbackUrl(resultUrl)) return invalidField('ResultURL');
  if (!isCallbackUrl(str(body, 'QueueTimeOutURL'))) return invalidField('QueueTimeOutURL');
  if ((str(body, 'Remarks') ?? '').length > 100) return invalidField('Remarks');

  const ack = {
    ConversationID: newConversationId(state.options.now()),
    OriginatorConversationID: newStatusOriginatorId(),
  };
  const refused = initiatorResult(state, str(body, 'Initiator')!, str(body, 'SecurityCredential')!);
  state.tracker.schedule(state.options.b2cDelayMs, () => {
    const result = refused
      ? { ResultType: 0, ResultCode: Number(refused), ResultDesc: B2C_DESCRIPTIONS[refused] }
      : {
          ResultType: 0,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          TransactionID: newReceipt(),
          ResultParameters: {
            ResultParameter: [
              { Key: 'AccountBalance', Value: balanceString(state, partyA) },
              { Key: 'BOCompletedTime', Value: Number(eat(state.options.now()).compact) },
            ],
          },
        };
    state.send('balance-result', resultUrl, { Result: { ...result, ...ack } }, 0);
  });
  return ok({ ...ack, ResponseCode: '0', ResponseDescription: 'Accept the service request successfully.' });
}

function balanceString(state: SimState, shortcode: string): string {
  const { stkShortcode, b2cShortcode } = state.options;
  const figure = (account: FloatAccount, held: number, mine: boolean) => {
    const amount = (mine ? held + (state.planted.get(account) ?? 0) : 0).toFixed(2);
    return `${account}|KES|${amount}|${amount}|0.00|0.00`;
  };
  return [
    figure('Working Account', state.workingBalance, shortcode === stkShortcode),
    'Float Account|KES|0.00|0.00|0.00|0.00',
    figure('Utility Account', state.utilityBalance, shortcode === b2cShortcode),
    'Charges Paid Account|KES|0.00|0.00|0.00|0.00',
    'Organization Settlement Account|KES|0.00|0.00|0.00|0.00',
  ].join('&');
}

/** Float moved by an operator at M-Pesa; 'bank' is outside the simulator. */
export function moveFloat(
  state: SimState,
  from: FloatAccount | 'bank',
  to: FloatAccount | 'bank',
  amount: number,
): void {
  const add = (account: FloatAccount | 'bank', delta: number) => {
    if (account === 'Working Account') state.workingBalance += delta;
    if (account === 'Utility Account') state.utilityBalance += delta;
  };
  add(from, -amount);
  add(to, amount);
  state.floatChanged();
}
