// Withdraw Funds (docs/product.md#profit-and-withdrawal): the form, then a last look naming amount and number, then ONE
// server call that checks and debits atomically (docs/design.md#money-rules). A refusal is shown beside the button,
// where the member is looking, as well as in the product's toast; a payout that waits for an
// operator's approval is never announced as "will be sent". A number other than the account's own
// is proved by its own SMS code BEFORE the last look (PayoutNumberProof, ADR 046): "Send KSh …" is
// the last thing the member presses, and it sends. Should the server still refuse the number (proved
// in another tab, then forgotten), the proof is asked for then and the same withdrawal goes on.
import {
  createWithdrawalMutationOptions,
  describeError,
  isPayoutNumberRefusal,
  paymentMethodsQueryOptions,
} from '@mapato/client';
import {
  formatMpesaNumber,
  normaliseMpesaNumber,
  payoutWaitsForApproval,
  type UserRecord,
  WITHDRAWAL_TOAST_MS,
  withdrawalApprovalNote,
  withdrawalFailedMessage,
  withdrawalSubmittedDetail,
  withdrawalWaitingDetail,
} from '@mapato/core';
import { toast, WithdrawalConfirmDialog, WithdrawalForm, type WithdrawalValues } from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { m } from '@mapato/i18n';
import { PayoutNumberProof, type PayoutNumberQuestion } from './payout-number-proof.tsx';

interface Question {
  values: WithdrawalValues;
  answer: (send: boolean) => void;
}

export function WithdrawFunds({ user }: { user: UserRecord }) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const withdraw = useMutation(createWithdrawalMutationOptions(pb, queryClient));
  const methods = useQuery(paymentMethodsQueryOptions(pb));
  const [question, setQuestion] = useState<Question | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [proof, setProof] = useState<PayoutNumberQuestion | null>(null);
  const proved = useRef(new Set<string>());
  // Not knowing the server's limit, assume a payout waits rather than promise it goes out.
  const autoPayoutMax = methods.data?.autoPayoutMax ?? 0;
  const waits = (amount: number) => payoutWaitsForApproval(amount, autoPayoutMax);

  async function confirm(values: WithdrawalValues): Promise<boolean> {
    setRefusal(null);
    // Another number than the account's own is proved first (once per visit); one proved in an
    // earlier visit passes at its first "Send code" (the server says so, without an SMS).
    const msisdn = normaliseMpesaNumber(values.mpesaNumber);
    if (msisdn !== null && msisdn !== normaliseMpesaNumber(user.phone) && !proved.current.has(msisdn)) {
      if (!(await proveNumber(values.mpesaNumber))) {
        // The member's own Cancel: why nothing was sent stays beside the button, without a toast.
        setRefusal(m.payoutNumberNotVerified());
        return false;
      }
      proved.current.add(msisdn);
    }
    return new Promise((resolve) => setQuestion({ values, answer: resolve }));
  }

  /** Asks the member to prove `mpesaNumber`; true once it is proved. */
  function proveNumber(mpesaNumber: string): Promise<boolean> {
    return new Promise((resolve) =>
      setProof({
        mpesaNumber,
        answer: (proved) => {
          setProof(null);
          resolve(proved);
        },
      }),
    );
  }

  async function submit({ amount, mpesaNumber, fullName }: WithdrawalValues): Promise<void> {
    try {
      // The client's mutation shows the new withdrawal at once and reloads the balance.
      await withdraw.mutateAsync({ amount, mpesaNumber, fullName });
      toast.success(m.withdrawalSubmitted(), {
        description: waits(amount)
          ? withdrawalWaitingDetail(amount, mpesaNumber)
          : withdrawalSubmittedDetail(amount, mpesaNumber),
        duration: WITHDRAWAL_TOAST_MS,
      });
    } catch (error) {
      const proof = isPayoutNumberRefusal(error);
      // A new request (and Idempotency-Key): the refused one moved no money.
      if (proof && (await proveNumber(mpesaNumber))) return submit({ amount, mpesaNumber, fullName });
      const message = withdrawalFailedMessage(describeError(error), error instanceof Error ? error.message : null);
      setRefusal(message);
      // After the member's own Cancel the reason stays beside the button, without an alarm on top.
      if (!proof) toast.error(message);
      throw error; // the form stays as it is
    }
  }

  return (
    <>
      <WithdrawalForm
        // Re-mount when the user changes so the prefill follows the signed-in member.
        key={user.id}
        balance={user.balance}
        // The name M-Pesa's records carry is the member's real one; a username is not a name, so
        // without one in the profile the field starts empty for the member to fill (ADR 048).
        defaultFullName={user.name}
        // As Kenyans write it ('0722 000 111'), as every list shows it; the server reads any form.
        defaultMpesaNumber={formatMpesaNumber(user.phone)}
        confirm={confirm}
        onSubmit={submit}
        error={refusal}
        // The refusal was about what was typed: editing it is the answer.
        onChange={() => setRefusal(null)}
      />
      <WithdrawalConfirmDialog
        values={question?.values ?? null}
        note={question && waits(question.values.amount) ? withdrawalApprovalNote(autoPayoutMax) : undefined}
        onAnswer={(send) => {
          question?.answer(send);
          setQuestion(null);
        }}
      />
      <PayoutNumberProof question={proof} />
    </>
  );
}
