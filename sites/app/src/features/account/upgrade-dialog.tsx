// Upgrade (docs/design.md#money-rules): choose a higher level, then pay its bond. When the server can send
// M-Pesa prompts (GET /api/payments/methods) the default is a prompt to the member's phone, followed
// live until M-Pesa answers; a payment already made is declared by its reference (the only way on
// a manual server), which stays Processing until an operator confirms it. A request still being
// processed comes first: the member sees it, and nothing to pay (one request at a time). Each level
// shows what its members actually earned a day beside the table's figures, and the bond is said to
// be a fee, not refunded (docs/decisions/070-honest-upgrades.md).
import {
  levelEarningsQueryOptions,
  levelsQueryOptions,
  paymentMethodsQueryOptions,
  upgradeInProgressQueryOptions,
} from '@mapato/client';
import { isEarned, isValidMpesaNumber, LEVELS, type Level, type LevelWay, type RegistrationRecord } from '@mapato/core';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  formatMpesaNumber,
  LevelCards,
  Spinner,
} from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { usePocketBase } from '../../lib/pocketbase.tsx';
import { BondIsFee } from './bond-is-fee.tsx';
import { EarnLevel } from './earn-level.tsx';
import { PromptPayment } from './prompt-payment.tsx';
import { PromptProgress } from './prompt-progress.tsx';
import { ReferencePayment } from './reference-payment.tsx';
import { RequestInProgress } from './request-in-progress.tsx';
import { m } from '@mapato/i18n';

type Way = 'prompt' | 'reference';
type Step =
  | { kind: 'choose' }
  /** the server refused a new request because one is being processed: read it again */
  | { kind: 'checking' }
  | { kind: 'in-progress'; registration: RegistrationRecord }
  /** `way` is unset until the member picks one: the server's default then */
  | { kind: 'pay'; level: Level; way?: Way; number?: string }
  /** a level earned by work (ADR 076): its thresholds and the member's record, no price */
  | { kind: 'earn'; level: Level; way: LevelWay }
  | { kind: 'sent'; level: Level }
  | { kind: 'prompted'; level: Level; id: string; msisdn: string };

export interface UpgradeDialogProps {
  currentLevel: number;
  /** the member's phone (E.164): where the M-Pesa prompt goes unless another number is typed */
  memberPhone: string;
}

export function UpgradeDialog({ currentLevel, memberPhone }: UpgradeDialogProps) {
  const pb = usePocketBase();
  const levels = useQuery(levelsQueryOptions(pb));
  const methods = useQuery(paymentMethodsQueryOptions(pb));
  // Read with the screen, so the dialog knows at once; the live stream keeps it current.
  const inProgress = useQuery(upgradeInProgressQueryOptions(pb));
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  // Read when the dialog opens; until then (or if it cannot be read) the cards show the table's figures alone.
  const earnings = useQuery({ ...levelEarningsQueryOptions(pb), enabled: open });
  // The bonds as operators set them (ADR 076); the table's own until the server's are read.
  const ladder = levels.data?.levels ?? LEVELS;
  const ways = levels.data?.ways;
  const choose = (level: Level) => {
    const way = ways?.find((w) => w.level === level.level);
    setStep(way && isEarned(way) ? { kind: 'earn', level, way } : { kind: 'pay', level });
  };
  const topLevel = ladder.every((l) => l.level <= currentLevel);
  // A server that cannot say (an error) still takes references.
  const prompts = methods.data?.stk === true;
  const ownNumber = isValidMpesaNumber(memberPhone) ? formatMpesaNumber(memberPhone) : '';

  // A request being processed replaces the choice before it is ever shown (React's way of
  // deriving state from data during render: no frame with the levels, no tap that pays twice).
  const pending = inProgress.data?.processing ? inProgress.data : null;
  if (open && step.kind === 'choose' && pending) setStep({ kind: 'in-progress', registration: pending });

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) setStep({ kind: 'choose' });
  }
  const close = () => onOpenChange(false);
  async function recheck() {
    setStep({ kind: 'checking' });
    await inProgress.refetch();
    setStep({ kind: 'choose' });
  }

  function content() {
    switch (step.kind) {
      case 'choose':
      case 'checking':
        if (step.kind === 'checking' || inProgress.isPending) {
          return (
            <>
              <DialogHeader>
                <DialogTitle>{m.app_upgradeTitle()}</DialogTitle>
                <DialogDescription>{m.app_upgradeChecking()}</DialogDescription>
              </DialogHeader>
              <Spinner className="self-center" />
            </>
          );
        }
        return (
          <>
            <DialogHeader>
              <DialogTitle>{m.app_upgradeTitle()}</DialogTitle>
              <DialogDescription>{m.app_upgradeChoose()}</DialogDescription>
            </DialogHeader>
            <BondIsFee />
            <LevelCards
              aria-label={m.app_levels()}
              levels={ladder}
              currentLevel={currentLevel}
              earnings={earnings.data?.items}
              ways={ways}
              onChoose={choose}
            />
          </>
        );
      case 'earn':
        return (
          <EarnLevel level={step.level} way={step.way} onBack={() => setStep({ kind: 'choose' })} onClose={close} />
        );
      case 'in-progress':
        return (
          <RequestInProgress
            registration={step.registration}
            onChoose={() => setStep({ kind: 'choose' })}
            onClose={close}
          />
        );
      case 'pay': {
        const { level } = step;
        const back = () => setStep({ kind: 'choose' });
        const elsewhere = () => void recheck();
        if (step.way === undefined && methods.isPending) {
          return (
            <>
              <DialogHeader>
                <DialogTitle>{m.app_payBondTitle({ level: level.level, name: level.name })}</DialogTitle>
                <DialogDescription>{m.app_upgradeFindingWays()}</DialogDescription>
              </DialogHeader>
              <Spinner className="self-center" />
            </>
          );
        }
        if ((step.way ?? (prompts ? 'prompt' : 'reference')) === 'prompt') {
          return (
            <PromptPayment
              level={level}
              defaultNumber={step.number ?? ownNumber}
              onBack={back}
              onReference={() => setStep({ kind: 'pay', level, way: 'reference' })}
              onSent={(r) => setStep({ kind: 'prompted', level, id: r.id, msisdn: r.msisdn })}
              onAlreadyInProgress={elsewhere}
            />
          );
        }
        return (
          <ReferencePayment
            level={level}
            onBack={back}
            onSent={() => setStep({ kind: 'sent', level })}
            onPrompt={prompts ? () => setStep({ kind: 'pay', level, way: 'prompt' }) : undefined}
            onAlreadyInProgress={elsewhere}
          />
        );
      }
      case 'sent':
        return (
          <>
            <DialogHeader>
              <DialogTitle>{m.app_upgradeReceivedTitle()}</DialogTitle>
              <DialogDescription>
                {m.app_upgradeReceived({ level: step.level.level, name: step.level.name })}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button onClick={close}>{m.app_close()}</Button>
            </DialogFooter>
          </>
        );
      case 'prompted': {
        const { level, msisdn } = step;
        return (
          <PromptProgress
            level={level}
            id={step.id}
            msisdn={msisdn}
            onRetry={() => setStep({ kind: 'pay', level, way: 'prompt', number: formatMpesaNumber(msisdn) })}
            onClose={close}
          />
        );
      }
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="lg" disabled={topLevel}>
          {m.app_upgrade()}
        </Button>
      </DialogTrigger>
      <DialogContent>{content()}</DialogContent>
    </Dialog>
  );
}
