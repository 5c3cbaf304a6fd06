// After the M-Pesa prompt is sent: waiting for the member's PIN, then the outcome. The member
// layout's live stream brings M-Pesa's answer into the cache at once; polling while waiting is
// the fallback for a stream that is down or held back by a proxy.
import { applyLiveEvent, currentUserQueryOptions, registrationQueryOptions } from '@mapato/client';
import {
  bondConfirmedDetail,
  bondNotAcceptedDetail,
  bondPaymentWay,
  formatKsh,
  type Level,
  levelInfo,
  type RegistrationRecord,
} from '@mapato/core';
import {
  Button,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  ErrorBox,
  formatMpesaNumber,
  Spinner,
} from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { richMessage } from '../../lib/rich-message.tsx';
import { useBondOutcomeShownHere } from '../../lib/use-live-records.ts';
import { m } from '@mapato/i18n';

/** How often the request is read again while M-Pesa has not answered (the live stream is faster). */
export const PROMPT_POLL_MS = 3000;

/**
 * One upgrade request as the server has it now, read again while it is processing; its outcome is
 * shown by the caller (no toast on top), written where every screen reads it (so the Upgrade
 * dialog does not find it "in progress" again), and a confirmed one brings the new level.
 */
export function useFollowedRegistration(id: string, known?: RegistrationRecord): RegistrationRecord | undefined {
  const pb = usePocketBase();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    ...registrationQueryOptions(pb, id),
    initialData: known,
    refetchInterval: (query) => (query.state.data?.processing === false ? false : PROMPT_POLL_MS),
  });
  useBondOutcomeShownHere(id);
  const settled = data?.processing === false ? data : null;
  useEffect(() => {
    if (!settled) return;
    // What the poll learnt, written as the live stream would have written it.
    applyLiveEvent(queryClient, pb, { collection: 'registration', action: 'update', record: settled });
    if (!settled.declined) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions(pb).queryKey });
  }, [settled, queryClient, pb]);
  return data;
}

export interface PromptProgressProps {
  level: Level;
  /** the upgrade request the prompt belongs to */
  id: string;
  msisdn: string;
  onRetry: () => void;
  onClose: () => void;
}

export function PromptProgress({ level, id, msisdn, onRetry, onClose }: PromptProgressProps) {
  const registration = useFollowedRegistration(id);

  if (registration?.processing !== false) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{m.stkWaitingTitle()}</DialogTitle>
          <DialogDescription>{m.stkWaiting()}</DialogDescription>
        </DialogHeader>
        <p className="text-sm">
          {richMessage((marks) => m.app_promptSent({ ...marks, level: level.level, name: level.name }), {
            amount: <strong className="tabular-nums">{formatKsh(level.investment)}</strong>,
            number: <strong className="whitespace-nowrap tabular-nums">{formatMpesaNumber(msisdn)}</strong>,
          })}
        </p>
        <Spinner label={m.app_waitingForMpesa()} showLabel className="self-center" />
        <p className="text-sm text-muted-foreground">{m.app_promptCloseHint()}</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {m.app_close()}
          </Button>
        </DialogFooter>
      </>
    );
  }
  return <BondOutcome registration={registration} onRetry={onRetry} onClose={onClose} />;
}

export interface BondOutcomeProps {
  /** a request M-Pesa or an operator has answered */
  registration: RegistrationRecord;
  onRetry: () => void;
  onClose: () => void;
}

/** The answer to an upgrade request: the new level with M-Pesa's receipt, or why it was not accepted. */
export function BondOutcome({ registration: r, onRetry, onClose }: BondOutcomeProps) {
  const name = levelInfo(r.level)?.name;
  if (!r.declined) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{m.bondConfirmedTitle()}</DialogTitle>
          <DialogDescription>{bondConfirmedDetail(r.level, name)}</DialogDescription>
        </DialogHeader>
        <p role="status" className="text-sm">
          {richMessage(m.app_mpesaReceipt, {
            receipt: <span className="font-mono font-semibold">{r.mpesa_ref}</span>,
          })}
        </p>
        <DialogFooter>
          <Button onClick={onClose}>{m.app_close()}</Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>{m.bondDeclinedTitle()}</DialogTitle>
        <DialogDescription>
          {name
            ? m.app_bondDeclinedSummaryNamed({
                level: r.level,
                name,
                amount: formatKsh(r.amount),
                way: bondPaymentWay(r),
              })
            : m.app_bondDeclinedSummary({ level: r.level, amount: formatKsh(r.amount), way: bondPaymentWay(r) })}
        </DialogDescription>
      </DialogHeader>
      <ErrorBox message={bondNotAcceptedDetail(r)} />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {m.app_close()}
        </Button>
        <Button onClick={onRetry}>{m.app_tryAgain()}</Button>
      </DialogFooter>
    </>
  );
}
