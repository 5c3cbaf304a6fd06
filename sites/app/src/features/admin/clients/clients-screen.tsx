// The console's clients (docs/decisions/064-console-clients.md): every client with its balance
// and number of projects, found by name or e-mail, a form to create one, and per client the bank
// transfers (four eyes above the limit). Support operators read the list, as they read the whole
// console, and change nothing.
import { adminClientsQueryOptions, type AdminClientRow } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, EmptyState, Field, formatMpesaNumber, Input } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useAdminPb } from '../admin-pb.ts';
import { Loaded } from '../loaded.tsx';
import { PageTitle } from '../page-title.tsx';
import { useAdmin } from '../use-admin.ts';
import { ClientMoney } from './client-money.tsx';
import { NewClientForm } from './new-client-form.tsx';

export function ClientsScreen() {
  const { operator, canMoveMoney } = useAdmin();
  return (
    <>
      <PageTitle title={m.admin_clients()}>{m.admin_clientsLead()}</PageTitle>
      {!operator ? null : <ClientsForAdmin canMoveMoney={canMoveMoney} />}
    </>
  );
}

function ClientsForAdmin({ canMoveMoney }: { canMoveMoney: boolean }) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const clients = useQuery(adminClientsQueryOptions(useAdminPb(), search));
  const [open, setOpen] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(text.trim());
  }
  return (
    <>
      {canMoveMoney ? (
        <NewClientForm />
      ) : (
        <p className="rounded-lg border border-border bg-card p-4 text-sm">{m.admin_clientsAdminsOnly()}</p>
      )}
      <form role="search" onSubmit={submit}>
        <Field label={m.admin_findClient()} hint={m.admin_findClientHint()}>
          <div className="flex gap-2">
            <Input type="search" name="search" value={text} onChange={(e) => setText(e.target.value)} />
            <Button type="submit" variant="secondary">
              {m.admin_search()}
            </Button>
          </div>
        </Field>
      </form>
      <Loaded query={clients} what={m.admin_whatClients()}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title={search ? m.admin_noClientMatches({ query: search }) : m.admin_noClients()} />
          ) : (
            <ul
              aria-label={m.admin_clients()}
              className="divide-y divide-border rounded-lg border border-border bg-card"
            >
              {items.map((client) => (
                <ClientRow
                  key={client.id}
                  client={client}
                  canMoveMoney={canMoveMoney}
                  open={open === client.id}
                  onToggle={() => setOpen(open === client.id ? null : client.id)}
                />
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function ClientRow({
  client,
  canMoveMoney,
  open,
  onToggle,
}: {
  client: AdminClientRow;
  canMoveMoney: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="font-semibold">{client.name}</h2>
          <p className="truncate text-sm text-muted-foreground">{client.email}</p>
          <p className="text-sm text-muted-foreground">
            {client.phone ? formatMpesaNumber(client.phone) : m.admin_clientNoPhone()} ·{' '}
            {m.admin_clientProjects({ count: client.projects })}
          </p>
        </div>
        <div className="flex items-center justify-between gap-3 sm:justify-end">
          <p className="font-semibold tabular-nums">{m.admin_clientBalance({ amount: formatKsh(client.balance) })}</p>
          {canMoveMoney ? (
            <Button variant="outline" className="h-11 min-w-24" aria-expanded={open} onClick={onToggle}>
              {m.admin_manageClient()}
            </Button>
          ) : null}
        </div>
      </div>
      {open && canMoveMoney ? <ClientMoney client={client} /> : null}
    </li>
  );
}
