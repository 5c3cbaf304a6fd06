// API keys for the client's programs (`Authorization: Bearer <key>` on the same /api/client/*
// routes): a new key is shown once, with Copy and a plain warning, since the server keeps only its
// hash; the list shows each key's start, when it was last used, and Revoke.
import {
  apiKeysQueryOptions,
  clientKeys,
  createApiKey,
  fieldErrors,
  revokeApiKey,
  serverMessage,
  type ApiKeyView,
} from '@mapato/client';
import { formatDisplayDateTime, keyNameRefusal } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, EmptyState, ErrorBox, Field, Input } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useClientPb } from './client-pb.ts';
import { Loaded, PageTitle } from './loaded.tsx';

export function KeysScreen() {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const query = useQuery(apiKeysQueryOptions(pb));
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [error, setError] = useState('');
  const [made, setMade] = useState<ApiKeyView | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientKeys.of(pb, 'keys') });

  async function create(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return setNameError(keyNameRefusal());
    setBusy(true);
    setError('');
    setNameError('');
    try {
      setMade(await createApiKey(pb, name.trim()));
      setName('');
    } catch (err) {
      setNameError(fieldErrors(err).name ?? '');
      setError(serverMessage(err) || m.tryAgain());
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  async function revoke(id: string) {
    setError('');
    try {
      await revokeApiKey(pb, id);
    } catch (err) {
      setError(serverMessage(err) || m.tryAgain());
    }
    await refresh();
  }

  return (
    <>
      <PageTitle title={m.client_keysTitle()}>{m.client_keysLead()}</PageTitle>
      {made?.key ? <NewKey value={made.key} onDone={() => setMade(null)} /> : null}
      <form
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={create}
        aria-label={m.client_keyCreate()}
      >
        <Field label={m.client_keyName()} error={nameError || undefined} className="flex-1">
          <Input name="name" maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Button type="submit" size="lg" disabled={busy}>
          {m.client_keyCreate()}
        </Button>
      </form>
      {error && !nameError ? <ErrorBox title={m.client_actionFailed()} message={error} /> : null}
      <Loaded query={query} what={m.client_whatKeys()}>
        {(keys) =>
          keys.length === 0 ? (
            <EmptyState title={m.client_noKeys()} />
          ) : (
            <ul className="flex flex-col gap-2">
              {keys.map((k) => (
                <li
                  key={k.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border bg-card p-3"
                >
                  <div className="flex min-w-0 flex-col">
                    <span className="font-medium break-words">{k.name}</span>
                    <code className="text-sm">{k.prefix}…</code>
                    <span className="text-xs text-muted-foreground">
                      {k.revoked
                        ? m.client_keyRevokedAt({ when: formatDisplayDateTime(k.revoked) })
                        : k.last_used
                          ? m.client_keyLastUsed({ when: formatDisplayDateTime(k.last_used) })
                          : m.client_keyNeverUsed()}
                    </span>
                  </div>
                  {k.revoked ? null : (
                    <Button
                      variant="outline"
                      size="lg"
                      onClick={() => void revoke(k.id)}
                      aria-label={m.client_keyRevokeNamed({ name: k.name })}
                    >
                      {m.client_keyRevoke()}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
    </>
  );
}

function NewKey({ value, onDone }: { value: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <section role="alert" className="flex flex-col gap-3 rounded-lg border-2 border-warning bg-warning/10 p-4">
      <h2 className="text-lg font-semibold">{m.client_keyShownOnce()}</h2>
      <p className="text-sm">{m.client_keyWarning()}</p>
      <code className="block rounded bg-card p-3 text-sm break-all select-all">{value}</code>
      <div className="flex flex-wrap gap-2">
        <Button
          size="lg"
          onClick={() =>
            void navigator.clipboard?.writeText(value).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? m.client_keyCopied() : m.client_keyCopy()}
        </Button>
        <Button size="lg" variant="outline" onClick={onDone}>
          {m.client_keyDone()}
        </Button>
      </div>
    </section>
  );
}
