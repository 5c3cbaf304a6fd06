// PayoutNumberDialog: a withdrawal to another number than the account's own waits until that
// number has typed the 6-digit code sent to it by SMS (ADR 033). It opens when the server refused
// such a withdrawal; "Verify" sends the withdrawal the member already confirmed, Cancel sends
// nothing. Escape and the close button are a Cancel too.
import { formatMpesaNumber } from '@mapato/core';
import { m } from '@mapato/i18n';
import { useId } from 'react';
import { Button } from './button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog.tsx';
import { PhoneCodeSteps, type PhoneCodeStepsProps } from './phone-code-steps.tsx';

export interface PayoutNumberDialogProps extends Omit<PhoneCodeStepsProps, 'phone' | 'labelledBy' | 'extraAction'> {
  /** The number to prove, as typed; null keeps the dialog closed. */
  phone: string | null;
  /** The member gave up on this number: nothing is sent. */
  onCancel: () => void;
}

export function PayoutNumberDialog({ phone, onCancel, ...steps }: PayoutNumberDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={phone !== null} onOpenChange={(open) => (open ? undefined : onCancel())}>
      {phone !== null ? (
        <DialogContent data-slot="payout-number-dialog" aria-labelledby={titleId}>
          <DialogHeader>
            <DialogTitle id={titleId}>{m.kit_payoutNumberTitle({ phone: formatMpesaNumber(phone) })}</DialogTitle>
            <DialogDescription>{m.kit_payoutNumberWhy()}</DialogDescription>
          </DialogHeader>
          <PhoneCodeSteps
            {...steps}
            phone={phone}
            labelledBy={titleId}
            extraAction={
              <Button type="button" variant="ghost" onClick={onCancel}>
                {m.kit_cancel()}
              </Button>
            }
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
