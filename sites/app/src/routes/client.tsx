// The client screens (organisations that fund paid work, docs/decisions/058): their own route tree
// and layout under /client, signed in through `clients` in a session of their own. Their code is
// fetched only when /client is opened (the dynamic import below, and every /client route splits its
// loader with its screen), so members never download it.
import { createFileRoute, Link, Outlet, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  ClientGoProvider,
  ClientLinkProvider,
  type ClientLinkProps,
  type ClientPlace,
} from '../features/client/client-link.tsx';

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
      if (place.to === 'project') void navigate({ to: '/client/projects/$id', params: { id: place.id } });
      else void navigate({ to: pathOf(place.to) });
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

const PATHS = { projects: '/client', new: '/client/new', keys: '/client/keys', balance: '/client/balance' } as const;
const pathOf = (to: keyof typeof PATHS) => PATHS[to];

/** The client screens' places as router links (only routes/ knows URLs). */
function RouterClientLink({ place, ...props }: ClientLinkProps) {
  if (place.to === 'project') return <Link to="/client/projects/$id" params={{ id: place.id }} {...props} />;
  return <Link to={pathOf(place.to)} activeOptions={{ exact: true }} {...props} />;
}
