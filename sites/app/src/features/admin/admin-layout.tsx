// The console's frame on every screen but sign-in: the operator (e-mail and role) and Sign out,
// the sections, and for a support operator what they may do. A request the server answers with
// 401 (the operator's token expired or was revoked) ends the console session.
import { adminKeys, ClientResponseError, operatorSignOut } from '@mapato/client';
import { m } from '@mapato/i18n';
import { Button, cn } from '@mapato/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { AdminLink, type AdminPlace } from './admin-link.tsx';
import { useAdminPb } from './admin-pb.ts';
import { roleLabel } from './labels.ts';
import { useAdmin } from './use-admin.ts';

export type AdminSection = 'overview' | 'queues' | 'members' | 'clients' | 'support' | 'audit' | 'settings';

const sections = (): ReadonlyArray<{ section: AdminSection; label: string; place: AdminPlace }> => [
  { section: 'overview', label: m.admin_overview(), place: { to: 'overview' } },
  { section: 'queues', label: m.admin_queues(), place: { to: 'queues', tab: 'approval' } },
  { section: 'members', label: m.admin_members(), place: { to: 'members' } },
  { section: 'clients', label: m.admin_clients(), place: { to: 'clients' } },
  { section: 'support', label: m.admin_support(), place: { to: 'support' } },
  { section: 'audit', label: m.admin_audit(), place: { to: 'audit' } },
  { section: 'settings', label: m.admin_settings(), place: { to: 'settings' } },
];

export interface AdminLayoutProps {
  /** the section shown, marked in the navigation */
  section?: AdminSection;
  children: ReactNode;
}

export function AdminLayout({ section, children }: AdminLayoutProps) {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  const { operator, query } = useAdmin();
  const email = operator?.email ?? (pb.authStore.record?.email as string | undefined) ?? '';
  useSessionEnd();

  return (
    <div className="flex min-h-dvh flex-col bg-muted/40">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-bold text-primary">
            Mapato <span className="font-medium text-muted-foreground">{m.admin_operatorConsole()}</span>
          </p>
          <div className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <span className="min-w-0 truncate" title={email}>
              {email}
            </span>
            {operator ? (
              <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
                {roleLabel(operator.role)}
              </span>
            ) : query.isPending ? (
              <span className="sr-only">{m.admin_loadingRole()}</span>
            ) : null}
            <Button variant="outline" size="sm" onClick={() => operatorSignOut(pb, queryClient)}>
              {m.admin_signOut()}
            </Button>
          </div>
        </div>
        <nav aria-label={m.admin_navLabel()} className="mx-auto w-full max-w-6xl px-2 pb-2">
          <ul className="flex flex-wrap gap-1">
            {sections().map((s) => (
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
            {m.admin_supportNoticeLead()} <strong>{m.admin_supportNoticeRole()}</strong>
            {m.admin_supportNoticeRest()}
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
