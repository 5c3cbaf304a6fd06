// Africa's Talking's per-recipient statusCode (platform notes, "SMS send"), and what each means
// for the message: sent on its way, worth sending again later, or never going to this number.

export type RecipientOutcome = 'accepted' | 'retry' | 'rejected';

/** AT's name for each statusCode (the `status` text of a recipient may differ, e.g. "Success"). */
export const AT_STATUS_NAMES: Readonly<Record<number, string>> = {
  100: 'Processed',
  101: 'Sent',
  102: 'Queued',
  401: 'RiskHold',
  402: 'InvalidSenderId',
  403: 'InvalidPhoneNumber',
  404: 'UnsupportedNumberType',
  405: 'InsufficientBalance',
  406: 'UserInBlacklist',
  407: 'CouldNotRoute',
  409: 'DoNotDisturbRejection',
  500: 'InternalServerError',
  501: 'GatewayError',
  502: 'RejectedByGateway',
};

/**
 * 100–102: AT has the message. 500–502, 405 InsufficientBalance (we top up) and 401 RiskHold (AT
 * reviews the account) pass with time: send again later. 402–404, 406, 407, 409 are about the
 * sender ID or this number and will answer the same tomorrow. A code AT adds later is judged by
 * its range: 1xx accepted, 5xx retry, anything else rejected (a loud failure beats a resend loop).
 */
export function classifyRecipientStatus(statusCode: number): RecipientOutcome {
  if (statusCode === 405 || statusCode === 401) return 'retry';
  if (statusCode >= 100 && statusCode < 200) return 'accepted';
  if (statusCode >= 500 && statusCode < 600) return 'retry';
  return 'rejected';
}
