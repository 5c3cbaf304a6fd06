import { DAILY_WITHDRAWAL_LIMIT, formatKsh, MIN_WITHDRAWAL } from '@mapato/core';
import { m } from '@mapato/i18n';

/** The withdrawal terms of docs/product.md#constants. */
export function WithdrawalInformation() {
  return (
    <section aria-labelledby="withdrawal-information" className="rounded-lg border border-border bg-card p-4">
      <h2 id="withdrawal-information" className="mb-3 text-lg font-semibold">
        {m.app_withdrawalInfoTitle()}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        <li>{m.app_withdrawalInfoMinimum({ amount: formatKsh(MIN_WITHDRAWAL) })}</li>
        <li>{m.app_withdrawalInfoDailyLimit({ amount: formatKsh(DAILY_WITHDRAWAL_LIMIT) })}</li>
        <li>{m.app_withdrawalInfoNoFees()}</li>
        <li>{m.app_withdrawalInfoTime()}</li>
        <li>{m.app_withdrawalInfoPaidTo()}</li>
      </ul>
    </section>
  );
}
