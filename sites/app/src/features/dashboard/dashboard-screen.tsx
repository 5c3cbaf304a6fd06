// Dashboard (docs/product.md#dashboard): four stat cards and the two histories. Unlike the original product, a failed user
// load shows its error with Retry (docs/design.md#front-end), and so does a failed list (never "No withdrawals
// yet." for records it could not read); the rest works. A member who has just joined first gets
// the next steps, not a page of zeros; one whose phone is not verified yet, that card above all.
import {
  currentUserQueryOptions,
  paymentMethodsQueryOptions,
  registrationsQueryOptions,
  withdrawalsQueryOptions,
  workHistoryQueryOptions,
} from '@mapato/client';
import { ONE_TIME_TASKS, SIGNUP_COMPLETED_TASK, type UserRecord } from '@mapato/core';
import {
  Button,
  levelLabel,
  NextSteps,
  PlainLink,
  RegistrationsTable,
  Spinner,
  StatCard,
  WithdrawalsTable,
  type LinkProps,
} from '@mapato/ui';
import { useRouter } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppLink } from '../../lib/app-link.tsx';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { PhoneVerify } from './phone-verify.tsx';
import { m } from '@mapato/i18n';

export function DashboardScreen() {
  const pb = usePocketBase();
  const user = useQuery(currentUserQueryOptions(pb));
  const withdrawals = useQuery(withdrawalsQueryOptions(pb));
  const registrations = useQuery(registrationsQueryOptions(pb));
  // Says whether a pending withdrawal waits for M-Pesa or for an admin (ADR 048).
  const methods = useQuery(paymentMethodsQueryOptions(pb));
  // What paid work has paid (ADR 055): shown once known; a failed read hides it, the rest works.
  const work = useQuery(workHistoryQueryOptions(pb));

  useEffect(() => {
    if (withdrawals.isError) console.warn(m.withdrawalsFetchFailed(), withdrawals.error);
  }, [withdrawals.isError, withdrawals.error]);
  useEffect(() => {
    if (registrations.isError) console.warn(m.registrationsFetchFailed(), registrations.error);
  }, [registrations.isError, registrations.error]);

  const refreshing = user.isFetching || withdrawals.isFetching || registrations.isFetching;
  const refresh = () => void Promise.all([user.refetch(), withdrawals.refetch(), registrations.refetch()]);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{m.app_dashboardHeading()}</h1>
        <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing} aria-busy={refreshing || undefined}>
          {m.app_refresh()}
        </Button>
      </div>
      {user.isPending ? (
        <Spinner size="lg" showLabel className="self-center py-10" />
      ) : user.isError ? (
        <LoadError title={m.app_accountLoadFailed()} error={user.error} onRetry={() => void user.refetch()} />
      ) : (
        <>
          {user.data.verified ? null : <PhoneVerify user={user.data} />}
          {isNewcomer(user.data) ? (
            <NextSteps user={user.data} origin={window.location.origin} linkComponent={MemberLink} />
          ) : null}
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <StatCard label={m.app_accountLevel()} value={levelLabel(user.data.level)} />
            <StatCard label={m.app_balance()} value={user.data.balance} />
            <StatCard label={m.app_bondPaid()} value={user.data.investment} />
            <StatCard label={m.app_income()} value={user.data.income} />
            {work.data ? (
              <StatCard
                label={m.app_dashboardWorkEarned()}
                value={work.data.earned}
                className="col-span-2 md:col-span-4"
                data-testid="work-earned"
              />
            ) : null}
          </div>
        </>
      )}
      {/* The two histories appear together: the first to arrive would push the other down the
          screen under the member's eyes (most of what was left of the dashboard's layout shift). */}
      {withdrawals.isPending || registrations.isPending ? (
        <Spinner size="lg" label={m.app_historyLoading()} className="self-center py-10" />
      ) : (
        <>
          {/* A list that could not be read says so: "No withdrawals yet." would tell a member
              offline that their money records are gone. */}
          {withdrawals.isError ? (
            <LoadError
              title={m.app_withdrawalsLoadFailed()}
              error={withdrawals.error}
              onRetry={() => void withdrawals.refetch()}
            />
          ) : (
            <WithdrawalsTable rows={withdrawals.data.items} autoPayoutMax={methods.data?.autoPayoutMax} />
          )}
          {registrations.isError ? (
            <LoadError
              title={m.app_registrationsLoadFailed()}
              error={registrations.error}
              onRetry={() => void registrations.refetch()}
            />
          ) : (
            <RegistrationsTable rows={registrations.data.items} />
          )}
        </>
      )}
    </div>
  );
}

/** What sign-up itself credits ("Complete profile" is done by joining). */
const JOINING_REWARD = ONE_TIME_TASKS.find((t) => t.id === SIGNUP_COMPLETED_TASK)?.reward ?? 0;

/** Nothing earned since joining: no task done, nobody referred. */
function isNewcomer(user: UserRecord): boolean {
  return user.income <= JOINING_REWARD;
}

/** A router link in the app; a plain one where no router runs (the screen's stories). */
function MemberLink(props: LinkProps) {
  return useRouter({ warn: false }) ? <AppLink {...props} /> : <PlainLink {...props} />;
}
