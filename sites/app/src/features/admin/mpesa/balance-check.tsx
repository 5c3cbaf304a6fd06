// One Account Balance query: per account M-Pesa's figure beside the books' and the gap, marked as
// explained by money on its way or as a difference to look into (protocol's compareBalance); a
// query still waiting, or one that failed with M-Pesa's reason.
import type { BalanceComparison, MpesaBalanceCheck } from '@mapato/client';
import { formatDisplayDateTime, formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { cn } from '@mapato/ui';
import { accountLabel } from './accounts.ts';

export function BalanceCheck({ check }: { check: MpesaBalanceCheck }) {
  const title =
    check.shortcode === '*' ? m.admin_mpesaEveryShortcode() : m.admin_mpesaShortcode({ code: check.shortcode });
  const when =
    check.answeredAt !== ''
      ? m.admin_mpesaAnsweredAt({ time: formatDisplayDateTime(check.answeredAt) })
      : m.admin_mpesaAskedAt({ time: formatDisplayDateTime(check.created) });
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{when}</p>
      </div>
      {check.state === 'answered' ? (
        check.comparisons.map((c) => <Comparison key={c.account} comparison={c} />)
      ) : check.state === 'failed' ? (
        <p className="text-sm text-destructive">{m.admin_mpesaNoFigure({ reason: check.resultDesc })}</p>
      ) : (
        <p className="text-sm text-muted-foreground">{m.admin_mpesaWaiting()}</p>
      )}
    </li>
  );
}

function Comparison({ comparison: c }: { comparison: BalanceComparison }) {
  const gap = formatKsh(Math.abs(c.difference));
  const verdict =
    c.difference === 0
      ? m.admin_figuresAgree()
      : c.inFlight
        ? m.admin_differenceInFlight({ amount: gap })
        : m.admin_differenceReal({ amount: gap });
  return (
    <section aria-label={accountLabel(c.account)} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">{accountLabel(c.account)}</h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm tabular-nums sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">{m.admin_figureMpesa()}</dt>
        <dd className="text-right sm:text-left">{formatKsh(c.mpesa)}</dd>
        <dt className="text-muted-foreground">{m.admin_figureBooks()}</dt>
        <dd className="text-right sm:text-left">{formatKsh(c.books)}</dd>
        <dt className="text-muted-foreground">{m.admin_figureDifference()}</dt>
        <dd
          className={cn('text-right font-medium sm:text-left', c.difference !== 0 && !c.inFlight && 'text-destructive')}
        >
          {verdict}
        </dd>
      </dl>
    </section>
  );
}
