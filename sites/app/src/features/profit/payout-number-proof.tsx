// Proving another payout number (ADR 035, ADR 046): a withdrawal to a number that is not the
// account's own waits until that number has typed its own SMS code, and this is asked BEFORE the
// withdrawal's last look. The member says "Send code" (the code goes to that number, whose phone may
// be elsewhere: nothing is sent until asked), types it, and the confirmation follows; Cancel sends
// nothing. A number proved already (the server says so) passes at once. "We sent" only for a code
// the server sent: a refused request (the pause between codes) says none went and how long to wait.
import {
  confirmPayoutNumber,
  describeError,
  isPayoutNumberProved,
  requestPayoutNumberCode,
  RESEND_PAUSE_S,
  resendAllowedAt,
  resendSecondsLeft,
  secondsUntil,
} from '@mapato/client';
import { PayoutNumberDialog } from '@mapato/ui';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';

export interface PayoutNumberQuestion {
  /** as the member typed it */
  mpesaNumber: string;
  /** true once the number is proved; false when the member gave up */
  answer: (proved: boolean) => void;
}

export function PayoutNumberProof({ question }: { question: PayoutNumberQuestion | null }) {
  const pb = usePocketBase();
  // The last code asked for, by number and when it was sent: asking about that number again (after
  // a Cancel) shows the code field and the pause left; a new number starts from "Send code".
  const [sent, setSent] = useState<{ number: string; sentAt: number } | null>(null);
  // A refused request (429): nothing went; another may be asked for at `until` (epoch ms).
  const [refused, setRefused] = useState<{ number: string; until: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const number = question?.mpesaNumber ?? null;
  const codeSent = sent !== null && sent.number === number;
  const refusedHere = refused !== null && refused.number === number ? refused : null;

  async function send() {
    if (number === null) return;
    setError(null);
    try {
      await requestPayoutNumberCode(pb, number);
      setRefused(null);
      setSent({ number, sentAt: Date.now() });
    } catch (err) {
      if (isPayoutNumberProved(err)) return close(true);
      const until = resendAllowedAt(err);
      if (until !== null) setRefused({ number, until });
      else setError(describeError(err));
      throw err;
    }
  }

  async function verify(code: string) {
    if (question === null) return;
    setError(null);
    try {
      await confirmPayoutNumber(pb, question.mpesaNumber, code);
    } catch (err) {
      // Proved meanwhile (another tab): as good as this code.
      if (isPayoutNumberProved(err)) return close(true);
      setError(describeError(err));
      throw err;
    }
    close(true);
  }

  function close(proved: boolean) {
    setError(null);
    question?.answer(proved);
  }

  return (
    <PayoutNumberDialog
      phone={number}
      codeSent={codeSent}
      refused={refusedHere !== null}
      onVerify={verify}
      onResend={send}
      resendPauseSeconds={
        refusedHere !== null ? secondsUntil(refusedHere.until) : codeSent ? resendSecondsLeft(sent.sentAt) : 0
      }
      pauseAfterSend={RESEND_PAUSE_S}
      error={error}
      onCancel={() => close(false)}
    />
  );
}
