// The client screens (organisations that fund paid work, docs/decisions/058): their own routes
// under /client, signed in through `clients` in a session of their own. Their code is fetched only
// when /client is opened (the dynamic import below, and the split screens), so members never
// download it; two routes (/client and /client/…) carry every screen, so the member app's entry
// file names few of their files.
import { createFileRoute, Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  ClientGoProvider,
  ClientLinkProvider,
  type ClientLinkProps,
  type ClientPlace,
} from '../features/client/client-link.tsx';
import { splatOf } from './client/-places.ts';

export const Route = createFileRoute('/client')({
  beforeLoad: async () => {
    const { clientSession } = await import('../features/client/session.ts');
    return { client: clientSession() };
  },
  component: ClientRoot,
});

function ClientRoot() {
  const navigate = useNavigate();
  const go = useCallback(
    (place: ClientPlace) => {
      const splat = splatOf(place);
      void (splat === ''
        ? navigate({ to: '/client', replace: place.to === 'projects' })
        : navigate({ to: '/client/$', params: { _splat: splat }, replace: place.to === 'login' }));
    },
    [navigate],
  );
  return (
    <ClientLinkProvider value={RouterClientLink}>
      <ClientGoProvider value={go}>
        <Outlet />
      </ClientGoProvider>
    </ClientLinkProvider>
  );
}

/** The client screens' places as router links (only routes/ knows URLs). */
function RouterClientLink({ place, ...props }: ClientLinkProps) {
  const splat = splatOf(place);
  if (splat === '') return <Link to="/client" activeOptions={{ exact: true }} {...props} />;
  return <Link to="/client/$" params={{ _splat: splat }} {...props} />;
}
