// Replacing a verified phone (ADR 036): the profile's edit asked for a code to the new number; this
// card takes the code, and only then is the new number the account's. Until then the old one keeps
// payouts, USSD and password recovery, and the card says so with the payout hold that follows. A
// refused request (the pause between codes) sent nothing, and the card says that, never "We sent"
// (ADR 046): an earlier code may have gone to another number.
import {
  confirmPhoneChangeMutationOptions,
  describeError,
  RESEND_PAUSE_S,
  requestPhoneChange,
  resendAllowedAt,
  resendSecondsLeft,
  secondsUntil,
} from '@mapato/client';
import { formatMpesaNumber, PHONE_CHANGE_HOLD_HOURS, type UserRecord } from '@mapato/core';
import { m } from '@mapato/i18n';
import { PhoneChangeCard, toast } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';

/**
 * A change asked for: the new number (E.164), when the server sent its code (epoch ms; null: not
 * yet), and, when the last request was refused (429), when another may be asked for.
 */
export interface PendingPhone {
  phone: string;
  sentAt: number | null;
  refusedUntil: number | null;
}

/** Asks for the new number's code; a 429 sent nothing and says when to ask again. */
export async function askPhoneChange(pb: ReturnType<typeof usePocketBase>, phone: string): Promise<PendingPhone> {
  try {
    await requestPhoneChange(pb, phone);
    return { phone, sentAt: Date.now(), refusedUntil: null };
  } catch (err) {
    const refusedUntil = resendAllowedAt(err);
    if (refusedUntil === null) throw err;
    return { phone, sentAt: null, refusedUntil };
  }
}

export function PhoneChange({
  user,
  pending,
  onClose,
}: {
  user: UserRecord;
  pending: PendingPhone;
  onClose: () => void;
}) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const confirm = useMutation(confirmPhoneChangeMutationOptions(pb, queryClient));
  const [state, setState] = useState(pending);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setError(null);
    try {
      await requestPhoneChange(pb, pending.phone);
      setState({ phone: pending.phone, sentAt: Date.now(), refusedUntil: null });
    } catch (err) {
      // Refused (429): nothing was sent; the wait is the server's.
      const refusedUntil = resendAllowedAt(err);
      if (refusedUntil !== null) setState((s) => ({ ...s, refusedUntil }));
      else setError(describeError(err));
      throw err;
    }
  }

  async function verify(code: string) {
    setError(null);
    try {
      await confirm.mutateAsync(code);
    } catch (err) {
      setError(describeError(err));
      throw err;
    }
    toast.success(m.app_phoneChanged({ phone: formatMpesaNumber(pending.phone) }));
    onClose();
  }

  return (
    <PhoneChangeCard
      current={user.phone}
      phone={pending.phone}
      holdHours={PHONE_CHANGE_HOLD_HOURS}
      onVerify={verify}
      onResend={resend}
      onCancel={onClose}
      codeSent={state.sentAt !== null}
      refused={state.refusedUntil !== null}
      resendPauseSeconds={
        state.refusedUntil !== null ? secondsUntil(state.refusedUntil) : resendSecondsLeft(state.sentAt)
      }
      pauseAfterSend={RESEND_PAUSE_S}
      error={error}
    />
  );
}
