// The console's frame on every screen but sign-in (lib/area-layout.tsx, shared with the client
// screens): the operator (e-mail and role) and Sign out, the sections, for a support operator
// what they may do, and the solvency guard's banner while bonds are refused (ADR 075). A request the server answers with 401 (the operator's token expired or was
// revoked) ends the console session.
import { adminKeys, operatorSignOut } from '@mapato/client';
import { m } from '@mapato/i18n';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { AreaLayout, useSessionEnd, type AreaSection } from '../../lib/area-layout.tsx';
import { AdminLink, type AdminPlace } from './admin-link.tsx';
import { useAdminPb } from './admin-pb.ts';
import { GuardBanner } from './guard-banner.tsx';
import { roleLabel } from './labels.ts';
import { useAdmin } from './use-admin.ts';

export type AdminSection =
  'overview' | 'queues' | 'members' | 'clients' | 'support' | 'audit' | 'mpesa' | 'marketing' | 'settings';

const sections = (): ReadonlyArray<AreaSection<AdminSection, AdminPlace>> => [
  { section: 'overview', label: m.admin_overview(), place: { to: 'overview' } },
  { section: 'queues', label: m.admin_queues(), place: { to: 'queues', tab: 'approval' } },
  { section: 'members', label: m.admin_members(), place: { to: 'members' } },
  { section: 'clients', label: m.admin_clients(), place: { to: 'clients' } },
  { section: 'support', label: m.admin_support(), place: { to: 'support' } },
  { section: 'audit', label: m.admin_audit(), place: { to: 'audit' } },
  { section: 'mpesa', label: m.admin_mpesa(), place: { to: 'mpesa' } },
  { section: 'marketing', label: m.admin_marketing(), place: { to: 'marketing' } },
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
  useSessionEnd(
    adminKeys.all[0],
    useCallback((client: QueryClient) => operatorSignOut(pb, client), [pb]),
  );

  return (
    <AreaLayout
      areaName={m.admin_operatorConsole()}
      who={
        <>
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
        </>
      }
      signOut={{ label: m.admin_signOut(), onClick: () => operatorSignOut(pb, queryClient) }}
      navLabel={m.admin_navLabel()}
      sections={sections()}
      section={section}
      Link={AdminLink}
      width="max-w-6xl"
    >
      {operator?.role === 'support' ? (
        <p className="rounded-lg border border-border bg-card p-3 text-sm">
          {m.admin_supportNoticeLead()} <strong>{m.admin_supportNoticeRole()}</strong>
          {m.admin_supportNoticeRest()}
        </p>
      ) : null}
      <GuardBanner />
      {children}
    </AreaLayout>
  );
}
