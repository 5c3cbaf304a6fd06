// The member's welcome card at the top of the home page (spec §2 "Home page"); a visitor gets
// nothing, so the static HTML is empty and the card appears once the session is read.
import { levelInfo } from '@mapato/core';
import { Spinner, WelcomeCard } from '@mapato/ui';
import { useSession } from '../lib/session.ts';

export default function HomeWelcome() {
  const { user, tasks, tasksFailed } = useSession();
  if (!user) return null;
  if (!tasks && !tasksFailed) return <Spinner label="Loading your account…" showLabel className="py-6" />;
  // Without today's tasks (offline), the level's quota stands in for both figures.
  const perDay = tasks?.perDay ?? levelInfo(user.level)?.tasksPerDay ?? 0;
  const remaining = tasks?.remaining ?? perDay;
  return (
    <WelcomeCard
      user={{ username: user.username, name: user.name, level: user.level, investment: user.investment }}
      tasks={{ remaining, perDay }}
      origin={window.location.origin}
    />
  );
}
