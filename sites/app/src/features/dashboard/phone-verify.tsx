// The dashboard's "Verify your phone number" (ADR 033), for a member whose `verified` is false.
// No SMS is sent just by opening the dashboard: sign-up has already asked for a code (it is on its
// way while the dashboard loads), so the card then asks for that code; in a later session the
// member types that code ("I have a code") or presses "Send code" when the phone is at hand (an
// SMS on every visit would cost money and bury the one that matters). A refused request (the
// pause between codes) sends nothing and says so, with the wait the server gave (ADR 046). On
// success the member's record is read again, the card goes, and a toast says so.
import {
  ClientResponseError,
  confirmPhoneVerificationMutationOptions,
  describeError,
  requestPhoneVerificationMutationOptions,
  RESEND_PAUSE_S,
  resendAllowedAt,
  resendSecondsLeft,
  secondsUntil,
  userKeys,
  verificationCodeSentAt,
} from '@mapato/client';
import type { UserRecord } from '@mapato/core';
import { m } from '@mapato/i18n';
import { PhoneVerifyCard, toast } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';

export function PhoneVerify({ user }: { user: UserRecord }) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const request = useMutation(requestPhoneVerificationMutationOptions(pb));
  const confirm = useMutation(confirmPhoneVerificationMutationOptions(pb, queryClient));
  const [sentAt, setSentAt] = useState(verificationCodeSentAt);
  // When a refused request lets the member ask again (epoch ms); null: the last one was not refused.
  const [refusedUntil, setRefusedUntil] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function send() {
    setError(null);
    try {
      await request.mutateAsync();
      setRefusedUntil(null);
      setSentAt(verificationCodeSentAt() ?? Date.now());
    } catch (err) {
      // Refused (429): nothing was sent; the wait is the server's.
      const allowedAt = resendAllowedAt(err);
      if (allowedAt !== null) setRefusedUntil(allowedAt);
      else setError(describeError(err));
      throw err;
    }
  }

  async function verify(code: string) {
    setError(null);
    try {
      await confirm.mutateAsync(code);
      toast.success(m.app_phoneVerified());
    } catch (err) {
      setError(describeError(err));
      // Verified meanwhile (another tab): read the record again, and the card goes.
      if (err instanceof ClientResponseError && err.status === 400 && !err.response?.data?.code)
        void queryClient.invalidateQueries({ queryKey: userKeys.all });
      throw err;
    }
  }

  return (
    <PhoneVerifyCard
      phone={user.phone}
      codeSent={sentAt !== null}
      refused={refusedUntil !== null}
      onVerify={verify}
      onResend={send}
      resendPauseSeconds={refusedUntil !== null ? secondsUntil(refusedUntil) : resendSecondsLeft(sentAt)}
      pauseAfterSend={RESEND_PAUSE_S}
      error={error}
    />
  );
}
