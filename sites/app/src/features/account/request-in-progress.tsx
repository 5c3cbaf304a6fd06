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
import { m } from '@mapato/i18n';

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
    [m.app_level(), levelLabel(r.level)],
    [m.app_bond(), formatKsh(r.amount)],
    [m.app_paidBy(), bondPaymentWay(r)],
    [m.app_requested(), formatDisplayDate(r.created)],
    [m.app_status(), <StatusBadge key="status" kind="registration" record={r} />],
  ];
  return (
    <>
      <DialogHeader>
        <DialogTitle>{m.app_inProgressTitle()}</DialogTitle>
        <DialogDescription>{m.app_inProgressDetail()}</DialogDescription>
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
          <p className="text-sm">{m.app_inProgressPin()}</p>
          <Spinner label={m.app_waitingForMpesa()} showLabel className="self-center" />
        </>
      ) : (
        <p className="text-sm">{m.app_inProgressChecking()}</p>
      )}
      <p className="text-sm text-muted-foreground">{m.app_inProgressCloseHint()}</p>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {m.app_close()}
        </Button>
      </DialogFooter>
    </>
  );
}
