// The member's upgrade request that is still being processed, shown when they open Upgrade: what
// was asked for, how it is being paid and its live status, and nothing to pay. The server takes
// one request at a time; walking the member through paying again would only end in a refusal,
// perhaps after the money had left their M-Pesa.
import { bondPaymentWay, formatDisplayDate, formatKsh, type RegistrationRecord } from '@mapato/core';
import {
  Button,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  levelLabel,
  Spinner,
  StatusBadge,
} from '@mapato/ui';
import type { ReactNode } from 'react';
import { BondOutcome, useFollowedRegistration } from './prompt-progress.tsx';

export interface RequestInProgressProps {
  registration: RegistrationRecord;
  /** after an outcome: back to the levels */
  onChoose: () => void;
  onClose: () => void;
}

export function RequestInProgress({ registration: found, onChoose, onClose }: RequestInProgressProps) {
  const r = useFollowedRegistration(found.id, found) ?? found;
  if (!r.processing) return <BondOutcome registration={r} onRetry={onChoose} onClose={onClose} />;
  const facts: ReadonlyArray<[string, ReactNode]> = [
    ['Level', levelLabel(r.level)],
    ['Bond', formatKsh(r.amount)],
    ['Paid by', bondPaymentWay(r)],
    ['Requested', formatDisplayDate(r.created)],
    ['Status', <StatusBadge key="status" kind="registration" record={r} />],
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle>Upgrade request in progress</DialogTitle>
        <DialogDescription>
          You have already asked for this upgrade, so there is nothing more to pay. Your level changes as soon as the
          payment is confirmed.
        </DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted-foreground">{term}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {r.method === 'stk' ? (
        <>
          <p className="text-sm">If the M-Pesa request is on your phone, enter your PIN there.</p>
          <Spinner label="Waiting for M-Pesa…" showLabel className="self-center" />
        </>
      ) : (
        <p className="text-sm">Our team is checking this reference against M-Pesa&apos;s records.</p>
      )}
      <p className="text-sm text-muted-foreground">You can close this window: we will tell you the outcome.</p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </DialogFooter>
    </>
  );
}
