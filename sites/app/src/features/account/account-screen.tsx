// Account (spec §2, §4, §8): header, personal information, money, activity, upgrade and the
// danger zone. Amounts in KSh, not the spec's US dollars (DESIGN §4).
import { currentUserQueryOptions, isSignedIn } from '@mapato/client';
import { formatDisplayDate, formatKsh, MESSAGES, REFERRAL_REWARD, type UserRecord } from '@mapato/core';
import { Button, Card, CardContent, CardHeader, CardTitle, ErrorBox, Icon, Spinner } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { serverMessage } from '../../lib/errors.ts';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { DangerZone } from './danger-zone.tsx';
import { ProfileCard } from './profile-card.tsx';
import { UpgradeDialog } from './upgrade-dialog.tsx';

export interface AccountScreenProps {
  onLogout: () => void;
}

export function AccountScreen({ onLogout }: AccountScreenProps) {
  const pb = usePocketBase();
  const user = useQuery({ ...currentUserQueryOptions(pb), enabled: isSignedIn(pb) });

  if (!isSignedIn(pb)) return <p className="py-10 text-center">{MESSAGES.loginRequired}</p>;
  if (user.isPending) return <Spinner size="lg" showLabel className="mx-auto py-10" />;
  if (user.isError) {
    return (
      <ErrorBox
        title="Could not load your account."
        message={serverMessage(user.error) || 'Please try again.'}
        onRetry={() => void user.refetch()}
      />
    );
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
  const name = user.username || user.name || 'User';
  const friends = Math.floor(user.referals / REFERRAL_REWARD);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center gap-4 rounded-lg border border-border bg-card p-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-primary-foreground"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-xl font-bold">Welcome, {name}!</h1>
          <p className="text-sm text-muted-foreground">Member since {formatDisplayDate(user.created)}</p>
        </div>
        <Button variant="ghost" size="icon" title="Refresh" onClick={onRefresh} disabled={refreshing}>
          <Icon name="refresh" label="Refresh" />
        </Button>
        <Button variant="ghost" size="icon" title="Logout" onClick={onLogout}>
          <Icon name="logout" label="Logout" />
        </Button>
      </header>

      <div className="grid gap-6 md:grid-cols-2">
        <ProfileCard user={user} />
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Financial Overview</CardTitle>
            </CardHeader>
            <CardContent>
              <Figures
                rows={[
                  ['Investment', formatKsh(user.investment)],
                  ['Income', formatKsh(user.income)],
                  ['Balance', formatKsh(user.balance)],
                ]}
              />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>Activity</CardTitle>
            </CardHeader>
            <CardContent>
              <Figures
                rows={[
                  ['Referrals', `${friends} ${friends === 1 ? 'friend' : 'friends'} (${formatKsh(user.referals)})`],
                  ['Tasks completed', String(user.tasks_done)],
                ]}
              />
            </CardContent>
          </Card>
          <UpgradeDialog currentLevel={user.level} />
        </div>
      </div>

      <DangerZone />
      <p className="text-center text-sm text-muted-foreground">Last updated {formatDisplayDate(user.updated)}</p>
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
