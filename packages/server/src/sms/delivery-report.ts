// Africa's Talking's delivery report: a form POST to our callback URL for each message, at each
// step (platform notes). AT signs nothing, so the route guards itself (secret path, source IPs);
// this only reads the form, and says null to anything that is not one.

export const DELIVERY_STATUSES = [
  'Sent',
  'Submitted',
  'Buffered',
  'AbsentSubscriber',
  'Expired',
  'Rejected',
  'Success',
  'Failed',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

// The network keeps trying a phone that is off (AbsentSubscriber) until it answers or the
// message expires, so only these four end the story.
const FINAL: ReadonlySet<DeliveryStatus> = new Set(['Success', 'Failed', 'Rejected', 'Expired']);

export interface DeliveryReport {
  /** The messageId AT gave when the message was sent. */
  messageId: string;
  status: DeliveryStatus;
  phoneNumber: string;
  /** e.g. 63902 Safaricom, 63903 Airtel, 63907 Telkom, 99999 sandbox; null when absent. */
  networkCode: string | null;
  /** Set on Failed/Rejected, e.g. "AbsentSubscriber", "UserInBlacklist"; null otherwise. */
  failureReason: string | null;
  retryCount: number;
  /** No further report will change the outcome. */
  final: boolean;
  delivered: boolean;
}

export function parseDeliveryReport(form: URLSearchParams | Readonly<Record<string, string>>): DeliveryReport | null {
  const get = (name: string): string | null => {
    const value = form instanceof URLSearchParams ? form.get(name) : form[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  };
  const messageId = get('id');
  const status = get('status');
  const phoneNumber = get('phoneNumber');
  if (messageId === null || phoneNumber === null || !isDeliveryStatus(status)) return null;
  const retries = get('retryCount');
  if (retries !== null && !/^\d{1,6}$/.test(retries)) return null;
  return {
    messageId,
    status,
    phoneNumber,
    networkCode: get('networkCode'),
    failureReason: get('failureReason'),
    retryCount: retries === null ? 0 : Number(retries),
    final: FINAL.has(status),
    delivered: status === 'Success',
  };
}

function isDeliveryStatus(value: string | null): value is DeliveryStatus {
  return (DELIVERY_STATUSES as readonly (string | null)[]).includes(value);
}
