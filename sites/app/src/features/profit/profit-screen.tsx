// Profit overview and withdrawal (spec §2, §5, §8). The withdrawal is ONE server call that checks
// and debits atomically (DESIGN §4); the form only collects and pre-checks.
import { createWithdrawalMutationOptions, currentUserQueryOptions } from '@mapato/client';
import {
  MESSAGES,
  WITHDRAWAL_TOAST_MS,
  withdrawalFailedMessage,
  withdrawalSubmittedDetail,
  type UserRecord,
} from '@mapato/core';
import { ErrorBox, levelLabel, Spinner, StatCard, toast, WithdrawalForm, type WithdrawalValues } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describeError, serverMessage } from '../../lib/errors.ts';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { WithdrawalInformation } from './withdrawal-information.tsx';

export function ProfitScreen() {
  const pb = usePocketBase();
  const user = useQuery(currentUserQueryOptions(pb));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Profit Overview</h1>
      {user.isPending ? (
        <Spinner size="lg" showLabel className="self-center py-10" />
      ) : user.isError ? (
        <ErrorBox
          title="Could not load your earnings."
          message={serverMessage(user.error) || 'Please try again.'}
          onRetry={() => void user.refetch()}
        />
      ) : (
        <Profit user={user.data} />
      )}
    </div>
  );
}

function Profit({ user }: { user: UserRecord }) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const withdraw = useMutation(createWithdrawalMutationOptions(pb, queryClient));

  async function submit({ amount, mpesaNumber, fullName }: WithdrawalValues) {
    try {
      // The client's mutation reloads the user (new balance) and the withdrawals on success.
      await withdraw.mutateAsync({ amount, mpesaNumber, fullName });
      toast.success(MESSAGES.withdrawalSubmitted, {
        description: withdrawalSubmittedDetail(amount, mpesaNumber),
        duration: WITHDRAWAL_TOAST_MS,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : null;
      toast.error(withdrawalFailedMessage(describeError(error), message));
      throw error; // the form stays as it is
    }
  }

  return (
    <>
      <Section title="Current Earnings">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label="From referrals" value={user.referals} />
          <StatCard label="From tasks" value={user.income - user.referals} />
          <StatCard label="Total" value={user.income} />
        </div>
      </Section>
      <Section title="Balance">
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <StatCard label="Lifetime earnings" value={user.income} />
          <StatCard label="Available" value={user.balance} />
          <StatCard label="Level" value={levelLabel(user.level)} />
        </div>
      </Section>
      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Withdraw Funds" className="rounded-lg border border-border bg-card p-4">
          <WithdrawalForm
            // Re-mount when the user changes so the prefill follows the signed-in member.
            key={user.id}
            balance={user.balance}
            defaultFullName={user.username}
            defaultMpesaNumber={user.phone}
            onSubmit={submit}
          />
        </Section>
        <WithdrawalInformation />
      </div>
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
