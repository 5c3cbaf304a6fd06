// The client screens' frame on every screen but sign-in (lib/area-layout.tsx, shared with the
// console): the organisation, its balance and Sign out, the sections, and a switch to the other
// language. A request the server answers with 401 (the token expired or the client was removed)
// ends the client session.
import { clientKeys, clientQueryOptions, clientSignOut } from '@mapato/client';
import { formatKsh } from '@mapato/core';
import { m } from '@mapato/i18n';
import { LanguageSwitch } from '@mapato/ui';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { AreaLayout, useSessionEnd, type AreaSection } from '../../lib/area-layout.tsx';
import { useClientPb } from './client-pb.ts';
import { ClientLink, type ClientPlace } from './client-link.tsx';

export type ClientSection = 'projects' | 'new' | 'keys' | 'balance';

const sections = (): ReadonlyArray<AreaSection<ClientSection, ClientPlace>> => [
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
  useSessionEnd(
    clientKeys.all[0],
    useCallback((client: QueryClient) => clientSignOut(pb, client), [pb]),
  );
  const here = typeof location === 'undefined' ? '/client' : location.pathname;

  return (
    <AreaLayout
      areaName={m.client_appName()}
      who={
        <>
          <span className="min-w-0 truncate font-medium">{me?.name ?? ''}</span>
          {me ? (
            <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-semibold text-secondary-foreground">
              {m.client_balanceShort({ amount: formatKsh(me.balance) })}
            </span>
          ) : null}
          <LanguageSwitch currentPath={here} className="px-2 underline-offset-4 hover:underline" />
        </>
      }
      signOut={{ label: m.client_signOut(), onClick: () => clientSignOut(pb, queryClient) }}
      navLabel={m.client_navLabel()}
      sections={sections()}
      section={section}
      Link={ClientLink}
      width="max-w-5xl"
    >
      {children}
    </AreaLayout>
  );
}
