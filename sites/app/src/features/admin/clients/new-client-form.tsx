// Creating a client: e-mail, password, organisation and an optional M-Pesa number. The server
// checks them (protocol's newClientProblem) and its sentence is shown under the form.
import { createClientMutationOptions, describeError } from '@mapato/client';
import { m } from '@mapato/i18n';
import { Button, Field, FieldError, Input, toast } from '@mapato/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdminPb } from '../admin-pb.ts';

const EMPTY = { email: '', password: '', name: '', phone: '' };

export function NewClientForm() {
  const create = useMutation(createClientMutationOptions(useAdminPb(), useQueryClient()));
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const set = (key: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setForm({ ...form, [key]: event.target.value });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    try {
      const client = await create.mutateAsync({ ...form, email: form.email.trim(), name: form.name.trim() });
      toast.success(m.admin_clientCreated({ name: client.name }));
      setForm(EMPTY);
    } catch (err) {
      setError(describeError(err) || m.admin_createClientFailed());
    }
  }

  return (
    <details className="rounded-lg border border-border bg-card">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-semibold">{m.admin_newClient()}</summary>
      <form aria-label={m.admin_newClient()} onSubmit={submit} className="flex flex-col gap-4 p-4 pt-0">
        <p className="text-sm text-muted-foreground">{m.admin_newClientLead()}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={m.admin_clientName()} required>
            <Input name="name" value={form.name} onChange={set('name')} autoComplete="organization" required />
          </Field>
          <Field label={m.admin_email()} required>
            <Input name="email" type="email" value={form.email} onChange={set('email')} autoComplete="off" required />
          </Field>
          <Field label={m.admin_clientPassword()} required>
            <Input
              name="password"
              type="password"
              value={form.password}
              onChange={set('password')}
              autoComplete="new-password"
              minLength={10}
              required
            />
          </Field>
          <Field label={m.admin_clientPhone()}>
            <Input name="phone" type="tel" inputMode="tel" value={form.phone} onChange={set('phone')} />
          </Field>
        </div>
        {error ? <FieldError>{error}</FieldError> : null}
        <Button type="submit" className="h-12 sm:self-start" disabled={create.isPending}>
          {m.admin_createClient()}
        </Button>
      </form>
    </details>
  );
}
