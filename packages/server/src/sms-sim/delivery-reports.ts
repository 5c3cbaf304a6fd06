// POSTs AT's form-encoded delivery report for each accepted message. A receiver that is down
// (no connection, or a 5xx) is tried again a few times, then given up on with a log line: the
// simulator never fails because the server it reports to does.
import type { Tracker } from '../mpesa-sim/timers.ts';

export interface DeliveryReportForm {
  id: string;
  status: 'Success' | 'Failed';
  phoneNumber: string;
  networkCode: string;
  retryCount: string;
  failureReason?: string;
}

/** Waits between attempts after the first: five attempts within about two seconds. */
export const REPORT_RETRY_DELAYS_MS = [100, 250, 500, 1000] as const;
const ATTEMPT_TIMEOUT_MS = 5000;

export function sendDeliveryReport(
  tracker: Tracker,
  url: string,
  report: DeliveryReportForm,
  log: (line: string) => void,
  attempt = 0,
): void {
  void tracker.track(
    post(url, report).then((failure) => {
      if (failure === null) return;
      const wait = REPORT_RETRY_DELAYS_MS[attempt];
      if (wait === undefined) {
        log(`delivery report ${report.id} to ${url} given up after ${attempt + 1} attempts: ${failure}`);
        return;
      }
      log(`delivery report ${report.id} to ${url} failed (${failure}); trying again in ${wait} ms`);
      tracker.schedule(wait, () => sendDeliveryReport(tracker, url, report, log, attempt + 1));
    }),
  );
}

/** null when the receiver took it; otherwise why not. Never throws. */
async function post(url: string, report: DeliveryReportForm): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.entries(report).filter((e): e is [string, string] => e[1] !== undefined)),
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    // A 4xx is the receiver's considered answer; sending the same form again would not change it.
    return response.status >= 500 ? `HTTP ${response.status}` : null;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error instanceof Error ? error.message : String(error)}${cause}`;
  }
}
