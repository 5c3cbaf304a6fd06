// Replacing a verified phone (ADR 036): the profile's edit asked for a code to the new number; this
// card takes the code, and only then is the new number the account's. Until then the old one keeps
// payouts, USSD and password recovery, and the card says so with the payout hold that follows.
import {
  codeSentAtOf,
  confirmPhoneChangeMutationOptions,
  describeError,
  RESEND_PAUSE_S,
  requestPhoneChange,
  resendSecondsLeft,
} from '@mapato/client';
import { formatMpesaNumber, PHONE_CHANGE_HOLD_HOURS, type UserRecord } from '@mapato/core';
import { m } from '@mapato/i18n';
import { PhoneChangeCard, toast } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';

/** A change asked for: the new number (E.164) and when its code was sent (epoch ms). */
export interface PendingPhone {
  phone: string;
  sentAt: number;
}

/** Asks for the new number's code; a 429 means one is on its way already, which is as good. */
export async function askPhoneChange(pb: ReturnType<typeof usePocketBase>, phone: string): Promise<PendingPhone> {
  try {
    await requestPhoneChange(pb, phone);
    return { phone, sentAt: Date.now() };
  } catch (err) {
    const sentAt = codeSentAtOf(err);
    if (sentAt === null) throw err;
    return { phone, sentAt };
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
  const [sentAt, setSentAt] = useState(pending.sentAt);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setError(null);
    try {
      setSentAt((await askPhoneChange(pb, pending.phone)).sentAt);
    } catch (err) {
      setError(describeError(err));
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
      resendPauseSeconds={resendSecondsLeft(sentAt)}
      pauseAfterSend={RESEND_PAUSE_S}
      error={error}
    />
  );
}
