// What a project costs, as the client decides: answers, the members' pay, the platform's fee and
// the total; and, once the server has quoted it, what the balance covers and what M-Pesa asks for.
import type { Quote } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';

export function QuoteBox({
  quote,
  title,
}: {
  quote: Pick<Quote, 'answers' | 'pay_total' | 'fee' | 'total'> & Partial<Pick<Quote, 'from_balance' | 'to_pay'>>;
  title: string;
}) {
  const row = (label: string, value: string, strong = false) => (
    <div
      className={
        strong ? 'flex justify-between gap-3 border-t border-border pt-1 font-bold' : 'flex justify-between gap-3'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
  return (
    <section aria-label={title} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3">
      <h2 className="font-semibold">{title}</h2>
      <dl className="flex flex-col gap-1 text-sm">
        {row(m.client_quoteAnswers(), String(quote.answers))}
        {row(m.client_quotePay(), formatKsh(quote.pay_total))}
        {row(m.client_quoteFee(), formatKsh(quote.fee))}
        {row(m.client_quoteTotal(), formatKsh(quote.total), true)}
        {quote.from_balance !== undefined ? row(m.client_quoteFromBalance(), formatKsh(quote.from_balance)) : null}
        {quote.to_pay !== undefined ? row(m.client_quoteToPay(), formatKsh(quote.to_pay), true) : null}
      </dl>
    </section>
  );
}
