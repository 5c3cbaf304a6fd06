// NextSteps: what a member who has just joined can do first, so an empty dashboard is not a dead
// end: today's tasks (what they pay at the member's level) and the referral link to share.
import { formatKsh, levelInfo, REFERRAL_REWARD } from '@mapato/core';
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
        <CardTitle id={titleId}>Start earning</CardTitle>
        <CardDescription>Two things you can do now.</CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-5">
          <li className="flex flex-col gap-2">
            <h3 className="font-semibold">1. Do today&apos;s tasks</h3>
            {level ? (
              <p className="text-sm text-muted-foreground">
                At your level each task pays {formatKsh(level.payPerTask)}, {level.tasksPerDay} tasks a day.
              </p>
            ) : null}
            <Button asChild className="self-start">
              <Link href="/tasks">Do today&apos;s tasks</Link>
            </Button>
          </li>
          <li className="flex flex-col gap-2">
            <h3 className="font-semibold">2. Share your referral link</h3>
            <p className="text-sm text-muted-foreground">
              You earn {formatKsh(REFERRAL_REWARD)} for every friend who signs up with it.
            </p>
            <ReferralLink origin={origin} username={user.username} copy={copy} />
          </li>
        </ol>
      </CardContent>
    </Card>
  );
}
