// PhoneChangeCard: a verified member replaces the account's phone (ADR 036). The code went to the
// new number; until it is typed the account keeps the old one, and the card says so, with the
// payout hold that follows a change in plain words. Around PhoneCodeSteps; the requests are the caller's.
import { formatMpesaNumber } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { PhoneCodeSteps, type PhoneCodeStepsProps } from './phone-code-steps.tsx';

export interface PhoneChangeCardProps
  extends
    Omit<ComponentProps<typeof Card>, 'onError'>,
    Omit<PhoneCodeStepsProps, 'labelledBy' | 'extraAction' | 'codeSent'> {
  /** The server sent the new number its code (default); false when the request was refused (429). */
  codeSent?: boolean;
  /** The account's phone now, kept until the new number's code is typed. */
  current: string;
  /** Hours after the change during which withdrawals wait for the team. */
  holdHours: number;
  /** The member keeps the old number (the code that went out is left to expire). */
  onCancel: () => void;
}

export function PhoneChangeCard({
  current,
  holdHours,
  onCancel,
  phone,
  codeSent = true,
  refused,
  onVerify,
  onResend,
  resendPauseSeconds,
  pauseAfterSend,
  error,
  ...props
}: PhoneChangeCardProps) {
  const titleId = useId();
  return (
    <Card data-slot="phone-change-card" aria-labelledby={titleId} className="border-warning" {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{m.kit_phoneChangeTitle()}</CardTitle>
        <CardDescription>{m.kit_phoneChangeKeeps({ phone: formatMpesaNumber(current) })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PhoneCodeSteps
          {...{ phone, codeSent, refused, onVerify, onResend, resendPauseSeconds, pauseAfterSend, error }}
          labelledBy={titleId}
          extraAction={
            <Button type="button" variant="ghost" onClick={onCancel}>
              {m.kit_phoneChangeCancel()}
            </Button>
          }
        />
        <p className="text-sm text-muted-foreground">{m.kit_phoneChangeHold({ hours: holdHours })}</p>
      </CardContent>
    </Card>
  );
}
