// Account (docs/product.md#account): header, personal information, money, activity, upgrade and the
// danger zone. Amounts in KSh, not the original's US dollars (docs/product.md#departures-from-the-original).
import { currentUserQueryOptions, isSignedIn } from '@mapato/client';
import { formatDisplayDate, formatKsh, REFERRAL_REWARD, type UserRecord } from '@mapato/core';
import { Button, Card, CardContent, CardHeader, CardTitle, Icon, Spinner } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { DangerZone } from './danger-zone.tsx';
import { MyData } from './my-data.tsx';
import { ProfileCard } from './profile-card.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';
import { UssdPin } from './ussd-pin.tsx';
import { LoadError } from '../../lib/load-error.tsx';
import { m } from '@mapato/i18n';

export interface AccountScreenProps {
  onLogout: () => void;
}

export function AccountScreen({ onLogout }: AccountScreenProps) {
  const pb = usePocketBase();
  const user = useQuery({ ...currentUserQueryOptions(pb), enabled: isSignedIn(pb) });

  if (!isSignedIn(pb)) return <p className="py-10 text-center">{m.loginRequired()}</p>;
  if (user.isPending) return <Spinner size="lg" showLabel className="mx-auto py-10" />;
  if (user.isError) {
    return <LoadError title={m.app_accountLoadFailed()} error={user.error} onRetry={() => void user.refetch()} />;
  }
  return (
    <Account user={user.data} refreshing={user.isFetching} onRefresh={() => void user.refetch()} onLogout={onLogout} />
  );
}

function Account({
  user,
  refreshing,
  onRefresh,
  onLogout,
}: {
  user: UserRecord;
  refreshing: boolean;
  onRefresh: () => void;
  onLogout: () => void;
}) {
  const name = user.username || user.name || m.app_userFallback();
  const friends = Math.floor(user.referals / REFERRAL_REWARD);
  return (
    <div className="flex flex-col gap-6">
      {/* On a 360 px phone the greeting wraps rather than cutting the name, and the two actions
          get a row of their own, each with its word beside the icon. */}
      <header className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-lg border border-border bg-card p-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1 basis-40">
          <h1 className="text-xl font-bold wrap-anywhere">{m.app_accountWelcome({ name })}</h1>
          <p className="text-sm text-muted-foreground">
            {m.app_memberSince({ date: formatDisplayDate(user.created) })}
          </p>
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            onClick={onRefresh}
            disabled={refreshing}
            aria-busy={refreshing || undefined}
          >
            <Icon name="refresh" />
            {m.app_refresh()}
          </Button>
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={onLogout}>
            <Icon name="logout" />
            {m.app_logout()}
          </Button>
        </div>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <ProfileCard user={user} />
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{m.app_financialOverview()}</CardTitle>
            </CardHeader>
            <CardContent>
              <Figures
                rows={[
                  [m.app_bondPaid(), formatKsh(user.investment)],
                  [m.app_income(), formatKsh(user.income)],
                  [m.app_balance(), formatKsh(user.balance)],
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{m.app_activity()}</CardTitle>
            </CardHeader>
            <CardContent>
              <Figures
                rows={[
                  [m.app_referrals(), m.app_referralFriends({ count: friends, amount: formatKsh(user.referals) })],
                  [m.app_tasksCompleted(), String(user.tasks_done)],
                ]}
              />
            </CardContent>
          </Card>
          <UpgradeDialog currentLevel={user.level} memberPhone={user.phone} />
        </div>
      </div>

      <UssdPin />
      <MyData />
      <DangerZone />
      <p className="text-center text-sm text-muted-foreground">
        {m.app_lastUpdated({ date: formatDisplayDate(user.updated) })}
      </p>
    </div>
  );
}

function Figures({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <dl className="flex flex-col gap-2">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-3 text-sm">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
