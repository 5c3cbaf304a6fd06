// WelcomeCard: the signed-in member's card at the top of the home page (docs/product.md#home-page). While
// an upgrade request is being processed it says so, instead of offering to pay for another.
import { formatKsh, levelInfo, type RegistrationRecord } from '@mapato/core';
import { getLocale, localizedHref, m } from '@mapato/i18n';
import { useId, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { levelLabel } from './lib/level-label.ts';
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

const quickLinks = () => [
  { href: '/dashboard', label: m.kit_navDashboard() },
  { href: '/tasks', label: m.kit_navTasks() },
  { href: '/profit', label: m.kit_navProfit() },
];

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
  const locale = getLocale();
  const stats = [
    { label: m.kit_level(), value: levelLabel(user.level) },
    { label: m.kit_welcomeBondPaid(), value: formatKsh(user.investment) },
    { label: m.kit_welcomePayPerTask(), value: info ? formatKsh(info.payPerTask) : m.kit_notAvailable() },
    { label: m.kit_welcomeTasksRemaining(), value: `${tasks.remaining} / ${tasks.perDay}` },
  ];

  return (
    <Card data-slot="welcome-card" aria-labelledby={titleId} {...props}>
      <CardHeader>
        {/* The greeting uses the member's name when they set one, else the username. */}
        <CardTitle id={titleId}>{m.kit_welcomeTitle({ name: user.name?.trim() || user.username })}</CardTitle>
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
        <nav aria-label={m.kit_welcomeMemberPages()} className="grid grid-cols-3 gap-2">
          {quickLinks().map((l) => (
            <Button key={l.href} asChild variant="outline" size="sm">
              <Link href={localizedHref(l.href, locale)}>{l.label}</Link>
            </Button>
          ))}
        </nav>
        <ReferralLink origin={origin} username={user.username} copy={copy} />
        {upgradeInProgress ? (
          <p data-slot="upgrade-in-progress" className="rounded-md border border-warning bg-warning/10 p-3 text-sm">
            {m.kit_welcomeUpgradeInProgress({
              level: levelLabel(upgradeInProgress.level),
              amount: formatKsh(upgradeInProgress.amount),
            })}
          </p>
        ) : user.level === 1 && upgradeInProgress === null ? (
          <Button asChild>
            <Link href={localizedHref('/account', locale)}>{m.kit_welcomeUpgrade()}</Link>
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
