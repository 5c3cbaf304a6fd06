// Proving another payout number (issue 13): the server refused a withdrawal because its number is
// not the account's own and has not typed its own SMS code. The member says "Send code" (the code
// goes to that number, whose phone may be elsewhere: nothing is sent until asked), types it, and the
// withdrawal they already confirmed goes on; Cancel leaves it unsent.
import {
  codeSentAtOf,
  confirmPayoutNumber,
  describeError,
  requestPayoutNumberCode,
  RESEND_PAUSE_S,
  resendSecondsLeft,
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
  const [error, setError] = useState<string | null>(null);
  const number = question?.mpesaNumber ?? null;
  const codeSent = sent !== null && sent.number === number;

  async function send() {
    if (number === null) return;
    setError(null);
    try {
      await requestPayoutNumberCode(pb, number);
      setSent({ number, sentAt: Date.now() });
    } catch (err) {
      // Within the pause a code is already on its way: show the field and the time left.
      const sentAt = codeSentAtOf(err);
      if (sentAt !== null) setSent({ number, sentAt });
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
      onVerify={verify}
      onResend={send}
      resendPauseSeconds={codeSent ? resendSecondsLeft(sent.sentAt) : 0}
      pauseAfterSend={RESEND_PAUSE_S}
      error={error}
      onCancel={() => close(false)}
    />
  );
}
