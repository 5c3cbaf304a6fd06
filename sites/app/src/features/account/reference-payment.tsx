// The bond paid by the member beforehand (the only way on a server without M-Pesa prompts): pay the
// M-Pesa till, then send the reference from the confirmation SMS. It stays Processing until an
// operator confirms the payment.
import { createUpgradeRequestMutationOptions, describeError } from '@mapato/client';
import { checkMpesaReference, formatKsh, type Level, normaliseMpesaReference } from '@mapato/core';
import {
  Button,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorBox,
  Field,
  Input,
  toast,
} from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { isUpgradeAlreadyInProgress } from './already-in-progress.ts';
import { BondIsFee } from './bond-is-fee.tsx';
import { m } from '@mapato/i18n';

/** The till members pay bonds to; set VITE_MPESA_TILL for production (default: Daraja sandbox). */
export const MPESA_TILL: string = import.meta.env.VITE_MPESA_TILL || '174379';

export interface ReferencePaymentProps {
  level: Level;
  onBack: () => void;
  onSent: () => void;
  /** offered when the server can send an M-Pesa prompt instead */
  onPrompt?: () => void;
  /** the server already has a request being processed (made elsewhere meanwhile) */
  onAlreadyInProgress: () => void;
}

export function ReferencePayment({ level, onBack, onSent, onPrompt, onAlreadyInProgress }: ReferencePaymentProps) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const request = useMutation(createUpgradeRequestMutationOptions(pb, queryClient));
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const invalid = checkMpesaReference(reference);
    setError(invalid);
    if (invalid) return;
    try {
      await request.mutateAsync({ level: level.level, mpesaRef: normaliseMpesaReference(reference) });
      toast.success(m.app_upgradeSubmitted(), { description: m.app_upgradeSubmittedDetail() });
      onSent();
    } catch (err) {
      if (isUpgradeAlreadyInProgress(err)) return onAlreadyInProgress();
      setError(describeError(err) || m.app_upgradeSendFailed());
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{m.app_payBondTitle({ level: level.level, name: level.name })}</DialogTitle>
        <DialogDescription>{m.app_referenceIntro()}</DialogDescription>
      </DialogHeader>
      <BondIsFee />
      <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
        <li>{m.app_referenceStepOpen()}</li>
        <li>
          {m.app_referenceStepTill()} <strong className="font-semibold tabular-nums">{MPESA_TILL}</strong>
        </li>
        <li>
          {m.app_referenceStepAmount()}{' '}
          <strong className="font-semibold tabular-nums">{formatKsh(level.investment)}</strong>
        </li>
        <li>{m.app_referenceStepEnter()}</li>
      </ol>
      {error ? <ErrorBox message={error} /> : null}
      <Field label={m.app_mpesaReference()}>
        <Input
          name="mpesaRef"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={reference}
          onChange={(e) => {
            setReference(e.target.value);
            setError(null);
          }}
          className="uppercase"
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={request.isPending}>
          {m.app_back()}
        </Button>
        <Button type="submit" disabled={request.isPending} aria-busy={request.isPending || undefined}>
          {request.isPending ? m.app_sending() : m.app_submitReference()}
        </Button>
      </DialogFooter>
      {onPrompt ? (
        <Button variant="link" size="sm" className="self-center" onClick={onPrompt} disabled={request.isPending}>
          {m.stkPromptWay()}
        </Button>
      ) : null}
    </form>
  );
}
