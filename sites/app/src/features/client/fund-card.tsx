// Funding a draft: the server's quote, then the balance pays first and an M-Pesa prompt asks for the
// rest. While the prompt is open the project page asks again every few seconds (the SDK's
// projectQueryOptions) and says "Check your phone"; a declined prompt says why, and the client may
// try again. Nothing is live until the money is in.
import {
  afterProjectChange,
  clientRecordOf,
  fieldErrors,
  fundProject,
  quoteQueryOptions,
  serverMessage,
  type ProjectView,
} from '@mapato/client';
import { formatKsh, formatMpesaNumber } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, ErrorBox, Field, Input, Spinner } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useClientPb } from './client-pb.ts';
import { Loaded } from './loaded.tsx';
import { QuoteBox } from './quote-box.tsx';

export function FundCard({ project }: { project: ProjectView }) {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const quote = useQuery(quoteQueryOptions(pb, project.id));
  const [phone, setPhone] = useState(() => localPhone(clientRecordOf(pb)?.phone ?? ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [phoneError, setPhoneError] = useState('');

  async function fund(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError('');
    setPhoneError('');
    try {
      await fundProject(pb, project.id, phone.trim());
    } catch (err) {
      setPhoneError(fieldErrors(err).phone ?? '');
      setError(serverMessage(err) || m.tryAgain());
    } finally {
      await afterProjectChange(pb, queryClient, project.id);
      setBusy(false);
    }
  }

  if (project.status === 'funding') {
    return (
      <section aria-live="polite" className="flex flex-col gap-2 rounded-lg border border-warning bg-warning/10 p-4">
        <h2 className="text-lg font-semibold">{m.client_checkPhone()}</h2>
        <p>{m.client_checkPhoneLead()}</p>
        <Spinner showLabel label={m.client_waitingForPayment()} />
      </section>
    );
  }
  if (project.status !== 'draft') return null;
  return (
    <section aria-labelledby="fund-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id="fund-title" className="text-lg font-semibold">
        {m.client_fundTitle()}
      </h2>
      {project.funding_problem ? (
        <ErrorBox title={m.client_fundFailed()} message={`${project.funding_problem} ${m.client_fundTryAgain()}`} />
      ) : null}
      {project.items === 0 ? (
        <p className="text-sm text-muted-foreground">{m.client_fundNeedsItems()}</p>
      ) : (
        <Loaded query={quote} what={m.client_whatQuote()}>
          {(q) => (
            <form className="flex flex-col gap-3" onSubmit={fund} aria-label={m.client_fundTitle()}>
              <QuoteBox quote={q} title={m.client_quoteTitle()} />
              {q.to_pay === 0 ? (
                <p className="text-sm">{m.client_balanceCovers()}</p>
              ) : (
                <Field
                  label={m.client_fundPhone()}
                  hint={m.client_fundPhoneHint({ amount: formatKsh(q.to_pay) })}
                  error={phoneError || undefined}
                  required
                >
                  <Input
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel"
                    name="phone"
                    value={phone}
                    onChange={(e) => setPhone(e.target.value)}
                  />
                </Field>
              )}
              {error && !phoneError ? <ErrorBox title={m.client_fundFailed()} message={error} /> : null}
              <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
                {q.to_pay === 0 ? m.client_fundFromBalance() : m.client_fundByMpesa({ amount: formatKsh(q.to_pay) })}
              </Button>
            </form>
          )}
        </Loaded>
      )}
    </section>
  );
}

/** The client's number as Kenyans write it (07…), from the record's +2547…; '' when none. */
function localPhone(phone: string): string {
  return phone ? formatMpesaNumber(phone).replace(/\s+/g, '') : '';
}
