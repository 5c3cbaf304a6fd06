// The client screens' frame on every screen but sign-in: the organisation, its balance and Sign
// out, the sections, and a switch to the other language. A request the server answers with 401
// (the token expired or the client was removed) ends the client session.
import { clientKeys, clientQueryOptions, clientSignOut, ClientResponseError } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { Button, cn, LanguageSwitch } from '@mapato/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useClientPb } from './client-pb.ts';
import { ClientLink, type ClientPlace } from './client-link.tsx';

export type ClientSection = 'projects' | 'new' | 'keys' | 'balance';

const sections = (): ReadonlyArray<{ section: ClientSection; label: string; place: ClientPlace }> => [
  { section: 'projects', label: m.client_navProjects(), place: { to: 'projects' } },
  { section: 'new', label: m.client_navNew(), place: { to: 'new' } },
  { section: 'keys', label: m.client_navKeys(), place: { to: 'keys' } },
  { section: 'balance', label: m.client_navBalance(), place: { to: 'balance' } },
];

export interface ClientLayoutProps {
  section?: ClientSection;
  children: ReactNode;
}

export function ClientLayout({ section, children }: ClientLayoutProps) {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  const me = useQuery(clientQueryOptions(pb)).data;
  useSessionEnd();
  const here = typeof location === 'undefined' ? '/client' : location.pathname;

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-bold text-primary">
            Mapato <span className="font-medium text-muted-foreground">{m.client_appName()}</span>
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <span className="min-w-0 truncate font-medium">{me?.name ?? ''}</span>
            {me ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                {m.client_balanceShort({ amount: formatKsh(me.balance) })}
              </span>
            ) : null}
            <LanguageSwitch currentPath={here} className="px-2 underline-offset-4 hover:underline" />
            <Button variant="outline" size="sm" onClick={() => clientSignOut(pb, queryClient)}>
              {m.client_signOut()}
            </Button>
          </div>
        </div>
        <nav aria-label={m.client_navLabel()} className="mx-auto w-full max-w-5xl px-2 pb-2">
          <ul className="flex flex-wrap gap-1">
            {sections().map((s) => (
              <li key={s.section}>
                <ClientLink
                  place={s.place}
                  aria-current={s.section === section ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-11 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                    'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground',
                  )}
                >
                  {s.label}
                </ClientLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-6 px-4 py-6">{children}</main>
    </div>
  );
}

/** Any client request refused with 401 means the session is over: sign out (the route goes to sign-in). */
function useSessionEnd() {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error = event.action.error;
        const ours = event.query.queryKey[0] === clientKeys.all[0];
        if (ours && error instanceof ClientResponseError && error.status === 401) clientSignOut(pb, queryClient);
      }),
    [pb, queryClient],
  );
}
