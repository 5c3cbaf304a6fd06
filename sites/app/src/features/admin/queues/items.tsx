// How one item of each queue reads: who, how much, to which number, when, its status and what
// M-Pesa is doing with it (with the approvals a payout has and needs); the same facts as CSV,
// whose headers stay English in both languages (spreadsheets and scripts read the same columns).
import type { AdminRegistration, AdminWithdrawal, AdminHeldAccount } from '@mapato/client';
import { formatDisplayDate, formatDisplayDateTime, formatKsh, type CsvColumn } from '@mapato/core';
import { m } from '@mapato/i18n';
import { formatMpesaNumber, levelLabel, StatusBadge } from '@mapato/ui';
import { AdminLink } from '../admin-link.tsx';
import { approvalsLabel, payoutLabel, stkLabel } from '../labels.ts';

function Member({ id, username }: { id: string; username: string }) {
  return (
    <AdminLink place={{ to: 'member', id }} className="font-semibold text-primary underline-offset-2 hover:underline">
      {username || m.admin_deletedMember()}
    </AdminLink>
  );
}

export const describeWithdrawal = (w: AdminWithdrawal) =>
  m.admin_describeWithdrawal({ amount: formatKsh(w.amount), who: w.username || m.admin_aDeletedMember() });

export function WithdrawalItem({ w, operatorId }: { w: AdminWithdrawal; operatorId: string }) {
  const waiting = w.payout?.state === 'awaiting_approval';
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Member id={w.uid} username={w.username} />
        <span className="text-base font-semibold tabular-nums">{formatKsh(w.amount)}</span>
      </div>
      <p className="text-muted-foreground">
        {m.admin_to()} <span className="whitespace-nowrap tabular-nums">{formatMpesaNumber(w.mpesa_number)}</span> ·{' '}
        {w.full_name}
      </p>
      <p className="text-muted-foreground">{m.admin_requested({ date: formatDisplayDateTime(w.created) })}</p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <StatusBadge kind="withdrawal" record={w} />
        <span>{payoutLabel(w.payout)}</span>
        {w.payout && (waiting || w.payout.approvals.length > 0) ? (
          <span className="font-medium">
            · {approvalsLabel(w.payout)}
            {w.payout.approvals.includes(operatorId) ? ` ${m.admin_oneIsYours()}` : ''}
          </span>
        ) : null}
      </div>
      {w.payout?.resultDesc ? <p>M-Pesa: {w.payout.resultDesc}</p> : null}
      {w.receipt ? (
        <p>
          {m.admin_mpesaReceipt()} <span className="font-mono font-semibold">{w.receipt}</span>
        </p>
      ) : null}
      {w.declined && w.reason ? <p className="text-danger">{m.admin_reasonGiven({ reason: w.reason })}</p> : null}
    </>
  );
}

export const WITHDRAWAL_CSV: readonly CsvColumn<AdminWithdrawal>[] = [
  { header: 'id', value: (w) => w.id },
  { header: 'created', value: (w) => w.created },
  { header: 'member', value: (w) => w.username },
  { header: 'member id', value: (w) => w.uid },
  { header: 'amount (KSh)', value: (w) => w.amount },
  { header: 'M-Pesa number', value: (w) => w.mpesa_number },
  { header: 'full name', value: (w) => w.full_name },
  { header: 'status', value: (w) => w.status },
  { header: 'payout', value: (w) => w.payout?.state ?? '' },
  { header: 'approvals', value: (w) => (w.payout ? `${w.payout.approvals.length}/${w.payout.needed}` : '') },
  { header: 'receipt', value: (w) => w.receipt },
  { header: 'reason', value: (w) => w.reason },
  { header: 'M-Pesa said', value: (w) => w.payout?.resultDesc ?? '' },
];

export const describeRegistration = (r: AdminRegistration) =>
  m.admin_describeBond({
    amount: formatKsh(r.amount),
    level: r.level,
    who: r.username || m.admin_aDeletedMember(),
  });

export function RegistrationItem({ r }: { r: AdminRegistration }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Member id={r.uid} username={r.username} />
        <span className="text-base font-semibold tabular-nums">{formatKsh(r.amount)}</span>
      </div>
      <p className="text-muted-foreground">{m.admin_toLevel({ level: levelLabel(r.level) })}</p>
      <p>
        {r.method === 'manual' ? (
          <>
            {m.admin_mpesaReference()} <span className="font-mono font-semibold">{r.mpesa_ref || m.admin_none()}</span>
          </>
        ) : (
          <>
            {m.admin_promptTo()} <span className="whitespace-nowrap tabular-nums">{formatMpesaNumber(r.msisdn)}</span>
            {r.mpesa_ref ? (
              <>
                {' '}
                · {m.admin_receipt()} <span className="font-mono font-semibold">{r.mpesa_ref}</span>
              </>
            ) : null}
          </>
        )}
      </p>
      <p className="text-muted-foreground">{m.admin_requested({ date: formatDisplayDateTime(r.created) })}</p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <StatusBadge kind="registration" record={r} />
        <span>{stkLabel(r.stk)}</span>
      </div>
      {r.stk?.resultDesc ? <p>M-Pesa: {r.stk.resultDesc}</p> : null}
      {r.declined && r.reason ? <p className="text-danger">{m.admin_reasonGiven({ reason: r.reason })}</p> : null}
    </>
  );
}

export const REGISTRATION_CSV: readonly CsvColumn<AdminRegistration>[] = [
  { header: 'id', value: (r) => r.id },
  { header: 'created', value: (r) => r.created },
  { header: 'member', value: (r) => r.username },
  { header: 'member id', value: (r) => r.uid },
  { header: 'level', value: (r) => r.level },
  { header: 'amount (KSh)', value: (r) => r.amount },
  { header: 'method', value: (r) => r.method },
  { header: 'M-Pesa reference', value: (r) => r.mpesa_ref },
  { header: 'prompt number', value: (r) => r.msisdn },
  { header: 'status', value: (r) => (r.processing ? 'processing' : r.declined ? 'declined' : 'approved') },
  { header: 'M-Pesa prompt', value: (r) => r.stk?.state ?? '' },
  { header: 'reason', value: (r) => r.reason },
];

export const describeHeld = (h: AdminHeldAccount) => m.admin_describeHeld({ username: h.username });

export function HeldItem({ h }: { h: AdminHeldAccount }) {
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Member id={h.id} username={h.username} />
        <span className="whitespace-nowrap tabular-nums">{formatMpesaNumber(h.phone)}</span>
      </div>
      <p className="text-muted-foreground">{m.admin_joined({ date: formatDisplayDate(h.created) })}</p>
      <p>
        {h.owner ? (
          <>
            {m.admin_numberBelongsTo()} <Member id={h.owner.id} username={h.owner.username} />{' '}
            {m.admin_ownerJoined({ date: formatDisplayDate(h.owner.created) })}
          </>
        ) : (
          m.admin_noOtherOwner()
        )}
      </p>
    </>
  );
}

export const HELD_CSV: readonly CsvColumn<AdminHeldAccount>[] = [
  { header: 'id', value: (h) => h.id },
  { header: 'member', value: (h) => h.username },
  { header: 'phone', value: (h) => h.phone },
  { header: 'joined', value: (h) => h.created },
  { header: 'owner', value: (h) => h.owner?.username ?? '' },
  { header: 'owner id', value: (h) => h.owner?.id ?? '' },
];
