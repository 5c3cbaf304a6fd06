// The bond paid by an M-Pesa prompt (STK Push): the server asks M-Pesa to show a payment request
// on the phone, by default the member's own, or another Safaricom number typed here.
import { createUpgradeRequestMutationOptions, describeError, fieldErrors } from '@mapato/client';
import { formatKsh, isValidMpesaNumber, type Level, type RegistrationRecord, stkPayLabel } from '@mapato/core';
import { Button, DialogDescription, DialogFooter, DialogHeader, DialogTitle, ErrorBox, Field, Input } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { isUpgradeAlreadyInProgress } from './already-in-progress.ts';
import { BondIsFee } from './bond-is-fee.tsx';
import { m } from '@mapato/i18n';

export interface PromptPaymentProps {
  level: Level;
  /** the number shown at first, formatted ('0712 345 678'); '' when the member's phone is not M-Pesa */
  defaultNumber: string;
  onBack: () => void;
  /** the member paid already and has the reference */
  onReference: () => void;
  onSent: (registration: RegistrationRecord) => void;
  /** the server already has a request being processed (made elsewhere meanwhile) */
  onAlreadyInProgress: () => void;
}

export function PromptPayment({
  level,
  defaultNumber,
  onBack,
  onReference,
  onSent,
  onAlreadyInProgress,
}: PromptPaymentProps) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const request = useMutation(createUpgradeRequestMutationOptions(pb, queryClient));
  const [number, setNumber] = useState(defaultNumber);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setError(null);
    if (!isValidMpesaNumber(number)) {
      setNumberError(m.mpesaInvalid());
      return;
    }
    try {
      onSent(await request.mutateAsync({ level: level.level, msisdn: number }));
    } catch (err) {
      if (isUpgradeAlreadyInProgress(err)) return onAlreadyInProgress();
      const { msisdn, ...others } = fieldErrors(err);
      if (msisdn) setNumberError(msisdn);
      if (!msisdn || Object.keys(others).length > 0) {
        setError(describeError(err) || m.app_promptSendFailed());
      }
    }
  }

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{m.app_payBondTitle({ level: level.level, name: level.name })}</DialogTitle>
        <DialogDescription>{m.app_promptIntro({ amount: formatKsh(level.investment) })}</DialogDescription>
      </DialogHeader>
      <BondIsFee />
      {error ? <ErrorBox message={error} /> : null}
      <Field label={m.app_mpesaNumber()} hint={m.app_mpesaNumberHint()} error={numberError}>
        <Input
          name="msisdn"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={number}
          onChange={(e) => {
            setNumber(e.target.value);
            setNumberError(null);
          }}
          className="tabular-nums"
        />
      </Field>
      <DialogFooter>
        <Button variant="outline" onClick={onBack} disabled={request.isPending}>
          {m.app_back()}
        </Button>
        <Button type="submit" disabled={request.isPending} aria-busy={request.isPending || undefined}>
          {request.isPending ? m.app_sending() : stkPayLabel(level.investment)}
        </Button>
      </DialogFooter>
      <Button
        variant="link"
        size="sm"
        className="h-auto self-center py-2 text-center whitespace-normal"
        onClick={onReference}
        disabled={request.isPending}
      >
        {m.stkManualWay()}
      </Button>
    </form>
  );
}
