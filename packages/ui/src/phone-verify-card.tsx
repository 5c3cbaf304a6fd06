// PhoneVerifyCard: the member proves the account's phone with the 6-digit code sent by SMS (issue
// 13): the dashboard's card around PhoneCodeSteps.
import { useId, type ComponentProps } from 'react';
import { m } from '@mapato/i18n';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { PhoneCodeSteps, type PhoneCodeStepsProps } from './phone-code-steps.tsx';

export interface PhoneVerifyCardProps
  extends Omit<ComponentProps<typeof Card>, 'onError'>, Omit<PhoneCodeStepsProps, 'labelledBy' | 'extraAction'> {}

export function PhoneVerifyCard({
  phone,
  codeSent,
  refused,
  onVerify,
  onResend,
  resendPauseSeconds,
  pauseAfterSend,
  error,
  ...props
}: PhoneVerifyCardProps) {
  const titleId = useId();
  return (
    <Card data-slot="phone-verify-card" aria-labelledby={titleId} className="border-warning" {...props}>
      <CardHeader>
        <CardTitle id={titleId}>{m.kit_verifyTitle()}</CardTitle>
        <CardDescription>{m.kit_verifyWhy()}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PhoneCodeSteps
          {...{ phone, codeSent, refused, onVerify, onResend, resendPauseSeconds, pauseAfterSend, error }}
          labelledBy={titleId}
        />
      </CardContent>
    </Card>
  );
}
