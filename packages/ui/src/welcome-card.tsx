// WelcomeCard: the signed-in member's card at the top of the home page (spec §2 "Home page"). While
// an upgrade request is being processed it says so, instead of offering to pay for another.
import { formatKsh, levelInfo, type RegistrationRecord } from '@mapato/core';
import { useId, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { PlainLink, type LinkComponent } from './lib/link.tsx';
import { ReferralLink } from './referral-link.tsx';

export interface WelcomeCardProps extends ComponentProps<typeof Card> {
  user: { username: string; name?: string; level: number; investment: number };
  tasks: { remaining: number; perDay: number };
  /** Site origin for the referral link. */
  origin: string;
  linkComponent?: LinkComponent;
  /** Clipboard writer for the referral link (defaults to the browser's). */
  copy?: (text: string) => Promise<void>;
  /**
   * The member's upgrade request being processed, null when there is none; undefined while not yet
   * known, when no upgrade is offered either (a tap must never lead to paying twice).
   */
  upgradeInProgress?: Pick<RegistrationRecord, 'level' | 'amount'> | null;
}

const QUICK_LINKS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/tasks', label: 'Tasks' },
  { href: '/profit', label: 'Profit' },
] as const;

/** 'Level 1 (Trainee)', or just 'Level 11' for a level the table does not know. */
export function levelLabel(level: number): string {
  const info = levelInfo(level);
  return info ? `Level ${level} (${info.name})` : `Level ${level}`;
}

export function WelcomeCard({
  user,
  tasks,
  origin,
  linkComponent: Link = PlainLink,
  copy,
  upgradeInProgress,
  ...props
}: WelcomeCardProps) {
  const titleId = useId();
  const info = levelInfo(user.level);
  const stats = [
    { label: 'Level', value: levelLabel(user.level) },
    { label: 'Investment', value: formatKsh(user.investment) },
    { label: 'Pay per task', value: info ? formatKsh(info.payPerTask) : 'N/A' },
    { label: 'Tasks remaining today', value: `${tasks.remaining} / ${tasks.perDay}` },
  ];

  return (
    <Card data-slot="welcome-card" aria-labelledby={titleId} {...props}>
      <CardHeader>
        {/* The greeting uses the member's name when they set one, else the username. */}
        <CardTitle id={titleId}>Welcome back, {user.name?.trim() || user.username}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          {stats.map((s) => (
            <div key={s.label} className="rounded-md bg-muted p-3">
              <dt className="text-xs text-muted-foreground">{s.label}</dt>
              <dd className="text-base font-semibold">{s.value}</dd>
            </div>
          ))}
        </dl>
        <nav aria-label="Member pages" className="grid grid-cols-3 gap-2">
          {QUICK_LINKS.map((l) => (
            <Button key={l.href} asChild variant="outline" size="sm">
              <Link href={l.href}>{l.label}</Link>
            </Button>
          ))}
        </nav>
        <ReferralLink origin={origin} username={user.username} copy={copy} />
        {upgradeInProgress ? (
          <p data-slot="upgrade-in-progress" className="rounded-md border border-warning bg-warning/10 p-3 text-sm">
            Your upgrade to {levelLabel(upgradeInProgress.level)} is being processed. Your level changes as soon as the{' '}
            {formatKsh(upgradeInProgress.amount)} bond is confirmed.
          </p>
        ) : user.level === 1 && upgradeInProgress === null ? (
          <Button asChild>
            <Link href="/account">Upgrade your level</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
