// WithdrawalConfirmDialog: the last look before money leaves, naming amount and number the way
// they are written everywhere else ('Send KSh 1,200 to 0712 345 678?'). Focus starts on Cancel
// (AlertDialog), so a stray tap never sends; Escape is a Cancel too.
import { formatKsh, withdrawalConfirmQuestion } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { MouseEvent, ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog.tsx';
import type { WithdrawalValues } from './withdrawal-form.tsx';

export interface WithdrawalConfirmDialogProps {
  /** The withdrawal to confirm; null keeps the dialog closed. */
  values: WithdrawalValues | null;
  /** More the member should know first, e.g. that this amount waits for approval. */
  note?: ReactNode;
  /** Called once per question: true to send. */
  onAnswer: (send: boolean) => void;
}

export function WithdrawalConfirmDialog({ values, note, onAnswer }: WithdrawalConfirmDialogProps) {
  function send(e: MouseEvent) {
    // The caller closes the dialog by answering; Radix closing it too would answer "no" as well.
    e.preventDefault();
    onAnswer(true);
  }
  return (
    <AlertDialog open={values !== null} onOpenChange={(open) => (open ? undefined : onAnswer(false))}>
      {values ? (
        <AlertDialogContent data-slot="withdrawal-confirm-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle className="tabular-nums">
              {withdrawalConfirmQuestion(values.amount, values.mpesaNumber)}
            </AlertDialogTitle>
            <AlertDialogDescription>{m.kit_withdrawConfirmName({ name: values.fullName })}</AlertDialogDescription>
          </AlertDialogHeader>
          {note ? <p className="text-sm">{note}</p> : null}
          <AlertDialogFooter>
            <AlertDialogCancel>{m.kit_cancel()}</AlertDialogCancel>
            <AlertDialogAction onClick={send}>
              {m.kit_withdrawConfirmSend({ amount: formatKsh(values.amount) })}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
