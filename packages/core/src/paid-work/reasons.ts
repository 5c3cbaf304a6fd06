// Why an answer was refused or what it waits for. The server stores a short code (a member may
// read their history in either language later) and words it in the reader's language when it is
// read; a reason a client wrote in its own words is stored and shown as written.
import { m, type Locale } from '@mapato/i18n';

const PREFIX = 'pw:';

export const workReason = {
  tooFast: `${PREFIX}fast`,
  goldWrong: `${PREFIX}gold`,
  majority: (winner: string) => `${PREFIX}majority:${winner}`,
  waitingMajority: `${PREFIX}wait-majority`,
  waitingClient: (hours: number) => `${PREFIX}wait-client:${hours}`,
  lapsed: `${PREFIX}lapsed`,
  skipped: `${PREFIX}skipped`,
  clientRejected: `${PREFIX}client-rejected`,
} as const;

/** The stored reason in `locale`: a code worded, anything else (a client's words) as it is. */
export function reasonText(stored: string, locale: Locale): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const [code = '', ...rest] = stored.slice(PREFIX.length).split(':');
  const arg = rest.join(':');
  const options = { locale };
  switch (code) {
    case 'fast':
      return m.paidWork_reasonTooFast({}, options);
    case 'gold':
      return m.paidWork_reasonGoldWrong({}, options);
    case 'majority':
      return m.paidWork_reasonMajority({ answer: arg.split('|').join(', ') }, options);
    case 'wait-majority':
      return m.paidWork_reasonWaitingMajority({}, options);
    case 'wait-client':
      return m.paidWork_reasonWaitingClient({ hours: arg }, options);
    case 'lapsed':
      return m.paidWork_reasonLapsed({}, options);
    case 'skipped':
      return m.paidWork_reasonSkipped({}, options);
    case 'client-rejected':
      return m.paidWork_reasonClientRejected({}, options);
    default:
      return stored;
  }
}
