// Profit overview and withdrawal (docs/product.md#profit-and-withdrawal). The Withdraw Funds form comes first: on a
// 360 × 640 phone six stat cards above it put it two screens down. The latest withdrawals follow
// it, so a new one shows where the member is looking, and follow their payout live (the member
// layout's stream writes the cache).
import { currentUserQueryOptions } from '@mapato/client';
import type { UserRecord } from '@mapato/core';
import { levelLabel, Spinner, StatCard } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { RecentWithdrawals } from './recent-withdrawals.tsx';
import { WithdrawFunds } from './withdraw-funds.tsx';
import { WithdrawalInformation } from './withdrawal-information.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { m } from '@mapato/i18n';

export function ProfitScreen() {
  const pb = usePocketBase();
  const user = useQuery(currentUserQueryOptions(pb));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">{m.app_profitHeading()}</h1>
      {user.isPending ? (
        <Spinner size="lg" showLabel className="self-center py-10" />
      ) : user.isError ? (
        <LoadError title={m.app_earningsLoadFailed()} error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <Profit user={user.data} />
      )}
    </div>
  );
}

function Profit({ user }: { user: UserRecord }) {
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <Section title={m.withdrawSubmit()} className="rounded-lg border border-border bg-card p-4">
          <WithdrawFunds user={user} />
        </Section>
        <RecentWithdrawals />
      </div>
      <Section title={m.app_currentEarnings()}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label={m.app_fromReferrals()} value={user.referals} />
          <StatCard label={m.app_fromTasks()} value={user.income - user.referals} />
          <StatCard label={m.app_total()} value={user.income} />
        </div>
      </Section>
      <Section title={m.app_balance()}>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label={m.app_lifetimeEarnings()} value={user.income} />
          <StatCard label={m.app_available()} value={user.balance} />
          <StatCard label={m.app_level()} value={levelLabel(user.level)} />
        </div>
      </Section>
      <WithdrawalInformation />
    </>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className={className}>
      <h2 className="mb-3 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
