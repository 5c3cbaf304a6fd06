// An admin funds the marketing budget from revenue (docs/decisions/074). The server checks it with
// protocol's readMarketingFunding and refuses more than the account holds; its refusal names the
// field, and the console says what is wrong with that field in the operator's language, with the
// figure the account holds now (the refusal reads the figures again).
import {
  fieldErrors,
  fundMarketingMutationOptions,
  isRevenueShort,
  serverMessage,
  type MarketingBudgetView,
  type MarketingSource,
} from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, Field, FieldError, Input, Select, toast } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdminPb } from '../admin-pb.ts';
import { sourceLabel, SOURCES } from './sources.ts';

type FieldName = 'from' | 'amount' | 'note';
/** What is wrong with a field: invalid, or (the amount) more than this source holds. */
type Problem = 'invalid' | MarketingSource;
const EMPTY = { from: 'revenue_bonds' as MarketingSource, amount: '', note: '' };

export function FundingForm({ view }: { view: MarketingBudgetView }) {
  const fund = useMutation(fundMarketingMutationOptions(useAdminPb(), useQueryClient()));
  const [form, setForm] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<FieldName, Problem>>>({});
  const [failure, setFailure] = useState('');

  const say = (field: FieldName): string | undefined => {
    const problem = problems[field];
    if (!problem) return undefined;
    if (problem !== 'invalid')
      return m.admin_marketingRevenueShort({ source: sourceLabel(problem), held: formatKsh(view[problem]) });
    return {
      from: m.admin_marketingFromInvalid(),
      amount: m.admin_marketingAmountInvalid(),
      note: m.admin_marketingNoteInvalid(),
    }[field];
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblems({});
    setFailure('');
    try {
      const funded = await fund.mutateAsync({ from: form.from, amount: Number(form.amount), note: form.note.trim() });
      toast.success(m.admin_marketingFunded({ amount: formatKsh(funded.amount), source: sourceLabel(funded.from) }));
      setForm(EMPTY);
    } catch (err) {
      const fields = Object.keys(fieldErrors(err)).filter((f): f is FieldName => f in EMPTY);
      if (fields.length > 0)
        setProblems(
          Object.fromEntries(fields.map((f) => [f, f === 'amount' && isRevenueShort(err) ? form.from : 'invalid'])),
        );
      else setFailure(serverMessage(err) || m.admin_marketingFundFailed());
    }
  }

  return (
    <form
      aria-label={m.admin_marketingFund()}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4"
    >
      <h2 className="text-lg font-semibold">{m.admin_marketingFund()}</h2>
      <p className="text-sm text-muted-foreground">{m.admin_marketingFundLead()}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.admin_marketingFrom()} error={say('from')} required>
          <Select
            name="from"
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.target.value as MarketingSource })}
          >
            {SOURCES.map((s) => (
              <option key={s} value={s}>
                {m.admin_marketingSourceHolds({ source: sourceLabel(s), held: formatKsh(view[s]) })}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={m.admin_marketingAmount()} error={say('amount')} required>
          <Input
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value.replace(/\D/g, '') })}
          />
        </Field>
        <Field label={m.admin_marketingNote()} error={say('note')} required className="sm:col-span-2">
          <Input name="note" value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
        </Field>
      </div>
      {failure ? <FieldError>{failure}</FieldError> : null}
      <Button type="submit" className="h-12 sm:self-start" disabled={fund.isPending}>
        {m.admin_marketingFundButton()}
      </Button>
    </form>
  );
}
