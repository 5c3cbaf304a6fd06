// The console's frame on every screen but sign-in: the operator (e-mail and role) and Sign out,
// the sections, and for a support operator what they may do. A request the server answers with
// 401 (the operator's token expired or was revoked) ends the console session.
import { adminKeys, ClientResponseError, operatorSignOut } from '@mapato/client';
import { Button, cn } from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AdminLink, type AdminPlace } from './admin-link.tsx';
import { useAdminPb } from './admin-pb.ts';
import { ROLE_LABELS } from './labels.ts';
import { useOperator } from './use-operator.ts';

export type AdminSection = 'overview' | 'queues' | 'members' | 'support' | 'audit' | 'settings';

const SECTIONS: ReadonlyArray<{ section: AdminSection; label: string; place: AdminPlace }> = [
  { section: 'overview', label: 'Overview', place: { to: 'overview' } },
  { section: 'queues', label: 'Queues', place: { to: 'queues', tab: 'approval' } },
  { section: 'members', label: 'Members', place: { to: 'members' } },
  { section: 'support', label: 'Support', place: { to: 'support' } },
  { section: 'audit', label: 'Audit', place: { to: 'audit' } },
  { section: 'settings', label: 'Settings', place: { to: 'settings' } },
];

export interface ConsoleLayoutProps {
  /** the section shown, marked in the navigation */
  section?: AdminSection;
  children: ReactNode;
}

export function ConsoleLayout({ section, children }: ConsoleLayoutProps) {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const { operator, query } = useOperator();
  const email = operator?.email ?? (pb.authStore.record?.email as string | undefined) ?? '';
  useSessionEnd();

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-bold text-primary">
            Mapato <span className="font-medium text-muted-foreground">operator console</span>
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <span className="min-w-0 truncate" title={email}>
              {email}
            </span>
            {operator ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                {ROLE_LABELS[operator.role]}
              </span>
            ) : query.isPending ? (
              <span className="sr-only">Loading your role…</span>
            ) : null}
            <Button variant="outline" size="sm" onClick={() => operatorSignOut(pb, queryClient)}>
              Sign out
            </Button>
          </div>
        </div>
        <nav aria-label="Console" className="mx-auto w-full max-w-6xl px-2 pb-2">
          <ul className="flex flex-wrap gap-1">
            {SECTIONS.map((s) => (
              <li key={s.section}>
                <AdminLink
                  place={s.place}
                  aria-current={s.section === section ? 'page' : undefined}
                  className={cn(
                    'inline-flex h-10 items-center rounded-md px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                    'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground',
                  )}
                >
                  {s.label}
                </AdminLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6">
        {operator?.role === 'support' ? (
          <p className="rounded-lg border border-border bg-card p-3 text-sm">
            You are signed in as <strong>support</strong>: you can read everything and answer members. Approving,
            declining and sending money need an admin.
          </p>
        ) : null}
        {children}
      </main>
    </div>
  );
}

/** Any console request refused with 401 means the session is over: sign out (the route goes to sign-in). */
function useSessionEnd() {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const error = event.action.error;
        const ours = event.query.queryKey[0] === adminKeys.all[0];
        if (ours && error instanceof ClientResponseError && error.status === 401) operatorSignOut(pb, queryClient);
      }),
    [pb, queryClient],
  );
}
