// The member's welcome card at the top of the home page (docs/product.md#home-page); a visitor gets
// nothing. The static HTML holds the card's loading state for a member (hidden from a visitor by
// the session class, ADR 022), so the space is taken before any script and nothing jumps in. An
// upgrade request still being processed is read too: the card then says so rather than offer another.
import { fetchUpgradeInProgress } from '@mapato/client';
import { levelInfo, type RegistrationRecord } from '@mapato/core';
import { Spinner, WelcomeCard, useHydrated } from '@mapato/ui';
import { useEffect, useState } from 'react';
import { m } from '@mapato/i18n';
import { pb, useSession } from '../lib/session.ts';

function Loading() {
  return (
    <div className="member-only">
      <Spinner label={m.web_homeWelcomeLoading()} showLabel className="py-6" />
    </div>
  );
}

export default function HomeWelcome() {
  const { user, tasks, tasksFailed } = useSession();
  const hydrated = useHydrated();
  const upgradeInProgress = useUpgradeInProgress(user?.id);
  if (!user) return hydrated ? null : <Loading />;
  if (!tasks && !tasksFailed) return <Loading />;
  // Without today's tasks (offline), the level's quota stands in for both figures.
  const perDay = tasks?.perDay ?? levelInfo(user.level)?.tasksPerDay ?? 0;
  const remaining = tasks?.remaining ?? perDay;
  return (
    <WelcomeCard
      user={{ username: user.username, name: user.name, level: user.level, investment: user.investment }}
      tasks={{ remaining, perDay }}
      origin={window.location.origin}
      upgradeInProgress={upgradeInProgress}
    />
  );
}

/** undefined until known; null when there is none or it cannot be read (Upgrade checks again). */
function useUpgradeInProgress(member: string | undefined): RegistrationRecord | null | undefined {
  const [found, setFound] = useState<{ member: string; request: RegistrationRecord | null }>();
  useEffect(() => {
    if (!member) return;
    const controller = new AbortController();
    fetchUpgradeInProgress(pb, controller.signal).then(
      (page) => setFound({ member, request: page.items[0] ?? null }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Unable to fetch upgrade requests', error);
        setFound({ member, request: null });
      },
    );
    return () => controller.abort();
  }, [member]);
  return found && found.member === member ? found.request : undefined;
}
