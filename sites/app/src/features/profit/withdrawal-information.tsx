import { DAILY_WITHDRAWAL_LIMIT, formatKsh, MIN_WITHDRAWAL } from '@mapato/core';

/** The withdrawal terms of spec §9. */
export function WithdrawalInformation() {
  return (
    <section aria-labelledby="withdrawal-information" className="rounded-lg border border-border bg-card p-4">
      <h2 id="withdrawal-information" className="mb-3 text-lg font-semibold">
        Withdrawal Information
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        <li>Minimum withdrawal: {formatKsh(MIN_WITHDRAWAL)}</li>
        <li>Daily limit: {formatKsh(DAILY_WITHDRAWAL_LIMIT)}</li>
        <li>No fees</li>
        <li>Processing time: instant, up to 24 hours at peak times</li>
        <li>Paid to your M-Pesa number</li>
      </ul>
    </section>
  );
}
