// Upgrade (DESIGN §3 "Upgrade"): choose a higher level, pay its bond to the M-Pesa till, then
// send the M-Pesa reference. The request shows as Processing in Registration History; the level
// changes only when an operator (or the payment callback) confirms it.
import { createUpgradeRequestMutationOptions, levelsQueryOptions } from '@mapato/client';
import { checkMpesaReference, formatKsh, LEVELS, normaliseMpesaReference, type Level } from '@mapato/core';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  ErrorBox,
  Field,
  Input,
  LevelTable,
  toast,
} from '@mapato/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { describeError } from '../../lib/errors.ts';
import { usePocketBase } from '../../lib/pocketbase.tsx';

/** The till members pay bonds to; set VITE_MPESA_TILL for production (default: Daraja sandbox). */
export const MPESA_TILL: string = import.meta.env.VITE_MPESA_TILL || '174379';

type Step = { kind: 'choose' } | { kind: 'pay'; level: Level } | { kind: 'sent'; level: Level };

export function UpgradeDialog({ currentLevel }: { currentLevel: number }) {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const levels = useQuery(levelsQueryOptions(pb));
  const request = useMutation(createUpgradeRequestMutationOptions(pb, queryClient));
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ladder = levels.data?.levels ?? LEVELS;
  const topLevel = ladder.every((l) => l.level <= currentLevel);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      setStep({ kind: 'choose' });
      setReference('');
      setError(null);
      request.reset();
    }
  }

  async function submit(e: FormEvent<HTMLFormElement>, level: Level) {
    e.preventDefault();
    const invalid = checkMpesaReference(reference);
    setError(invalid);
    if (invalid) return;
    try {
      await request.mutateAsync({ level: level.level, mpesaRef: normaliseMpesaReference(reference) });
      toast.success('Upgrade request submitted!', { description: 'We will confirm your payment shortly.' });
      setStep({ kind: 'sent', level });
    } catch (err) {
      setError(describeError(err) || 'Could not send your upgrade request. Please try again.');
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" disabled={topLevel}>
          Upgrade
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        {step.kind === 'choose' ? (
          <>
            <DialogHeader>
              <DialogTitle>Upgrade your level</DialogTitle>
              <DialogDescription>Choose a higher level: more daily tasks and a higher pay per task.</DialogDescription>
            </DialogHeader>
            <LevelTable
              levels={ladder}
              currentLevel={currentLevel}
              onChoose={(level) => setStep({ kind: 'pay', level })}
            />
          </>
        ) : step.kind === 'pay' ? (
          <form noValidate onSubmit={(e) => void submit(e, step.level)} className="flex flex-col gap-4">
            <DialogHeader>
              <DialogTitle>
                Pay the bond for Level {step.level.level} ({step.level.name})
              </DialogTitle>
              <DialogDescription>
                Pay with M-Pesa, then enter the reference from the confirmation SMS.
              </DialogDescription>
            </DialogHeader>
            <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
              <li>Open M-Pesa and choose Lipa na M-Pesa, Buy Goods and Services.</li>
              <li>
                Till number: <strong className="font-semibold tabular-nums">{MPESA_TILL}</strong>
              </li>
              <li>
                Amount: <strong className="font-semibold tabular-nums">{formatKsh(step.level.investment)}</strong>
              </li>
              <li>Enter the M-Pesa reference from the SMS below (e.g. QKC1ABCD2E).</li>
            </ol>
            {error ? <ErrorBox message={error} /> : null}
            <Field label="M-Pesa reference">
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
              <Button variant="outline" onClick={() => setStep({ kind: 'choose' })} disabled={request.isPending}>
                Back
              </Button>
              <Button type="submit" disabled={request.isPending} aria-busy={request.isPending || undefined}>
                {request.isPending ? 'Sending...' : 'Submit reference'}
              </Button>
            </DialogFooter>
          </form>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Upgrade request received</DialogTitle>
              <DialogDescription>
                Your request for Level {step.level.level} ({step.level.name}) is Processing. It appears in your
                Registration History, and your level changes as soon as the payment is confirmed.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Close</Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
