// Outcomes scripted by the recipient's number: its last four digits spell AT's statusCode
// (…0403 is always 403 InvalidPhoneNumber), so a person can read the scenario off the number and
// a test can pick a fresh number for each case. Any other Kenyan number is sent (101) and
// delivered (Success); a number that is not +254 E.164 gets 403, as from AT.

export interface Scenario {
  /** The last four digits of the number. */
  suffix: string;
  statusCode: number;
  /** The delivery report of an accepted message says Failed, with this failureReason. */
  failureReason?: string;
  meaning: string;
}

export const SCENARIOS: readonly Scenario[] = [
  { suffix: '0100', statusCode: 100, meaning: '100 Processed (accepted)' },
  { suffix: '0101', statusCode: 101, meaning: '101 Sent (accepted), as any other number' },
  { suffix: '0102', statusCode: 102, meaning: '102 Queued (accepted)' },
  {
    suffix: '0000',
    statusCode: 101,
    failureReason: 'AbsentSubscriber',
    meaning: 'accepted, but the phone is off: the delivery report says Failed, AbsentSubscriber',
  },
  { suffix: '0401', statusCode: 401, meaning: '401 RiskHold (retry later)' },
  { suffix: '0402', statusCode: 402, meaning: '402 InvalidSenderId (rejected)' },
  { suffix: '0403', statusCode: 403, meaning: '403 InvalidPhoneNumber (rejected)' },
  { suffix: '0404', statusCode: 404, meaning: '404 UnsupportedNumberType (rejected)' },
  { suffix: '0405', statusCode: 405, meaning: '405 InsufficientBalance (retry later)' },
  { suffix: '0406', statusCode: 406, meaning: '406 UserInBlacklist (rejected)' },
  { suffix: '0407', statusCode: 407, meaning: '407 CouldNotRoute (rejected)' },
  { suffix: '0409', statusCode: 409, meaning: '409 DoNotDisturbRejection (rejected)' },
  { suffix: '0500', statusCode: 500, meaning: '500 InternalServerError (retry later)' },
  { suffix: '0501', statusCode: 501, meaning: '501 GatewayError (retry later)' },
  { suffix: '0502', statusCode: 502, meaning: '502 RejectedByGateway (retry later)' },
];

const BY_SUFFIX = new Map(SCENARIOS.map((s) => [s.suffix, s]));
const KENYAN_E164 = /^\+254[17]\d{8}$/;

/** What AT answers for this number; statusCode 403 for anything but a +254 mobile number. */
export function scenarioFor(number: string): { statusCode: number; failureReason?: string } {
  if (!KENYAN_E164.test(number)) return { statusCode: 403 };
  return BY_SUFFIX.get(number.slice(-4)) ?? { statusCode: 101 };
}
