// The member's latest withdrawals with their live status: amount, number, date, the M-Pesa
// receipt once paid and why one was declined. A list, not a table, so a 360 px phone shows it all.
import { paymentMethodsQueryOptions, withdrawalsQueryOptions } from '@mapato/client';
import { WithdrawalList } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { m } from '@mapato/i18n';

/** The page of withdrawals Profit shows (the route prefetches the same one). */
export const PROFIT_WITHDRAWALS = { page: 1, perPage: 10 } as const;

export function RecentWithdrawals() {
  const pb = usePocketBase();
  const withdrawals = useQuery(withdrawalsQueryOptions(pb, PROFIT_WITHDRAWALS));
  // Whether a pending payout waits for M-Pesa or for an admin (the withdrawal form asks the same).
  const methods = useQuery(paymentMethodsQueryOptions(pb));
  return (
    <section aria-labelledby="recent-withdrawals" className="flex flex-col gap-3">
      <h2 id="recent-withdrawals" className="text-lg font-semibold">
        {m.app_yourWithdrawals()}
      </h2>
      {withdrawals.isError ? (
        <LoadError
          title={m.app_withdrawalsLoadFailed()}
          error={withdrawals.error}
          onRetry={() => void withdrawals.refetch()}
        />
      ) : (
        <WithdrawalList
          aria-labelledby="recent-withdrawals"
          withdrawals={withdrawals.data?.items ?? []}
          loading={withdrawals.isPending}
          autoPayoutMax={methods.data?.autoPayoutMax}
        />
      )}
    </section>
  );
}
