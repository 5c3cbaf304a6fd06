// NextSteps: what a member who has just joined can do first, so an empty dashboard is not a dead
// end: today's tasks (what they pay at the member's level) and the referral link to share.
import { formatKsh, levelInfo, REFERRAL_REWARD } from '@mapato/core';
import { getLocale, localizedHref, m } from '@mapato/i18n';
import { useId, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { PlainLink, type LinkComponent } from './lib/link.tsx';
import { ReferralLink } from './referral-link.tsx';

export interface NextStepsProps extends ComponentProps<typeof Card> {
  user: { username: string; level: number };
  /** Site origin for the referral link. */
  origin: string;
  linkComponent?: LinkComponent;
  /** Clipboard writer for the referral link (defaults to the browser's). */
  copy?: (text: string) => Promise<void>;
}

export function NextSteps({ user, origin, linkComponent: Link = PlainLink, copy, ...props }: NextStepsProps) {
  const titleId = useId();
  const level = levelInfo(user.level);
  return (
    <Card data-slot="next-steps" aria-labelledby={titleId} {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{m.kit_nextStepsTitle()}</CardTitle>
        <CardDescription>{m.kit_nextStepsIntro()}</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-5">
          <li className="flex flex-col gap-2">
            <h3 className="font-semibold">{m.kit_nextStepsTasksHeading()}</h3>
            {level ? (
              <p className="text-sm text-muted-foreground">
                {m.kit_nextStepsTasksPay({ pay: formatKsh(level.payPerTask), count: level.tasksPerDay })}
              </p>
            ) : null}
            <Button asChild className="self-start">
              <Link href={localizedHref('/tasks', getLocale())}>{m.kit_nextStepsTasksAction()}</Link>
            </Button>
          </li>
          <li className="flex flex-col gap-2">
            <h3 className="font-semibold">{m.kit_nextStepsShareHeading()}</h3>
            <p className="text-sm text-muted-foreground">
              {m.kit_nextStepsShareReward({ reward: formatKsh(REFERRAL_REWARD) })}
            </p>
            <ReferralLink origin={origin} username={user.username} copy={copy} />
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
