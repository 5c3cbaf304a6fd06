// Dashboard (spec §2): four stat cards and the two histories. Unlike the spec, a failed user
// load shows its error with Retry (DESIGN §4); a failed list stays empty and the rest works.
import { currentUserQueryOptions, registrationsQueryOptions, withdrawalsQueryOptions } from '@mapato/client';
import { MESSAGES } from '@mapato/core';
import { Button, ErrorBox, levelLabel, RegistrationsTable, Spinner, StatCard, WithdrawalsTable } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverMessage } from '../../lib/errors.ts';
import { usePocketBase } from '../../lib/pocketbase.tsx';

export function DashboardScreen() {
  const pb = usePocketBase();
  const user = useQuery(currentUserQueryOptions(pb));
  const withdrawals = useQuery(withdrawalsQueryOptions(pb));
  const registrations = useQuery(registrationsQueryOptions(pb));

  useEffect(() => {
    if (withdrawals.isError) console.warn(MESSAGES.withdrawalsFetchFailed, withdrawals.error);
  }, [withdrawals.isError, withdrawals.error]);
  useEffect(() => {
    if (registrations.isError) console.warn(MESSAGES.registrationsFetchFailed, registrations.error);
  }, [registrations.isError, registrations.error]);

  const refreshing = user.isFetching || withdrawals.isFetching || registrations.isFetching;
  const refresh = () => void Promise.all([user.refetch(), withdrawals.refetch(), registrations.refetch()]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Dashboard</h1>
        <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing} aria-busy={refreshing || undefined}>
          Refresh
        </Button>
      </div>
      {user.isPending ? (
        <Spinner size="lg" showLabel className="self-center py-10" />
      ) : user.isError ? (
        <ErrorBox
          title="Could not load your account."
          message={serverMessage(user.error) || 'Please try again.'}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <StatCard label="Account Level" value={levelLabel(user.data.level)} />
          <StatCard label="Balance" value={user.data.balance} />
          <StatCard label="Investment" value={user.data.investment} />
          <StatCard label="Income" value={user.data.income} />
        </div>
      )}
      <WithdrawalsTable rows={withdrawals.data?.items ?? []} loading={withdrawals.isPending} />
      <RegistrationsTable rows={registrations.data?.items ?? []} loading={registrations.isPending} />
    </div>
  );
}
