// Recording a move of float as M-Pesa's statement or the bank shows it (docs/decisions/071). The
// server checks it with protocol's readFloatMove; its refusal names the field, and the console says
// what is wrong with that field in the operator's language.
import { fieldErrors, recordFloatMoveMutationOptions, serverMessage, type FloatAccount } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, Field, FieldError, Input, Select, toast } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdminPb } from '../admin-pb.ts';
import { accountLabel, FROM_ACCOUNTS, TO_ACCOUNTS } from './accounts.ts';

type FieldName = 'from' | 'to' | 'amount' | 'note';
const EMPTY = { from: 'mpesa_paybill' as FloatAccount, to: 'mpesa_utility' as FloatAccount, amount: '', note: '' };

const fieldMessage = (field: FieldName): string =>
  ({
    from: m.admin_floatFromInvalid(),
    to: m.admin_floatToInvalid(),
    amount: m.admin_floatAmountInvalid(),
    note: m.admin_floatNoteInvalid(),
  })[field];

export function FloatMoveForm() {
  const record = useMutation(recordFloatMoveMutationOptions(useAdminPb(), useQueryClient()));
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFailure('');
    try {
      const moved = await record.mutateAsync({
        from: form.from,
        to: form.to,
        amount: Number(form.amount),
        note: form.note.trim(),
      });
      toast.success(
        m.admin_floatMoved({
          amount: formatKsh(moved.amount),
          from: accountLabel(moved.from),
          to: accountLabel(moved.to),
        }),
      );
      setForm(EMPTY);
    } catch (err) {
      const fields = Object.keys(fieldErrors(err)).filter((f): f is FieldName => f in EMPTY);
      if (fields.length > 0) setErrors(Object.fromEntries(fields.map((f) => [f, fieldMessage(f)])));
      else setFailure(serverMessage(err) || m.admin_floatMoveFailed());
    }
  }

  return (
    <form
      aria-label={m.admin_floatMove()}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4"
    >
      <h2 className="text-lg font-semibold">{m.admin_floatMove()}</h2>
      <p className="text-sm text-muted-foreground">{m.admin_floatMoveLead()}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={m.admin_floatFrom()} error={errors.from} required>
          <Select
            name="from"
            value={form.from}
            onChange={(e) => setForm({ ...form, from: e.target.value as FloatAccount })}
          >
            {FROM_ACCOUNTS.map((a) => (
              <option key={a} value={a}>
                {accountLabel(a)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={m.admin_floatTo()} error={errors.to} required>
          <Select name="to" value={form.to} onChange={(e) => setForm({ ...form, to: e.target.value as FloatAccount })}>
            {TO_ACCOUNTS.map((a) => (
              <option key={a} value={a}>
                {accountLabel(a)}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={m.admin_floatAmount()} error={errors.amount} required>
          <Input
            name="amount"
            inputMode="numeric"
            pattern="[0-9]*"
            value={form.amount}
            onChange={(e) => setForm({ ...form, amount: e.target.value.replace(/\D/g, '') })}
          />
        </Field>
        <Field label={m.admin_floatNote()} error={errors.note} required>
          <Input name="note" value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
        </Field>
      </div>
      {failure ? <FieldError>{failure}</FieldError> : null}
      <Button type="submit" className="h-12 sm:self-start" disabled={record.isPending}>
        {m.admin_recordFloatMove()}
      </Button>
    </form>
  );
}
