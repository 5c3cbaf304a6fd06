// The client screens (organisations that fund paid work, docs/decisions/058): their own routes
// under /client, signed in through `clients` in a session of their own. Their code is fetched only
// when /client is opened (the dynamic import below, and the split screens), so members never
// download it; four routes carry every screen, so the member app's entry file names few of their
// files.
import { createFileRoute, Link, Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import {
  ClientGoProvider,
  ClientLinkProvider,
  type ClientLinkProps,
  type ClientPlace,
} from '../features/client/client-link.tsx';
import { hrefOf } from './client/-places.ts';

export const Route = createFileRoute('/client')({
  beforeLoad: async () => {
    const { clientSession } = await import('../features/client/session.ts');
    return { client: clientSession() };
  },
  component: ClientRoot,
});

function ClientRoot() {
  const navigate = useNavigate();
  const router = useRouter();
  const go = useCallback(
    (place: ClientPlace) => {
      // The sign-in guard's moves replace the page they leave, so Back does not bounce.
      const replace =
        place.to === 'login' || place.to === 'projects' || router.state.location.pathname === '/client/login';
      if (place.to === 'login') void navigate({ href: hrefOf(place), replace });
      else if (place.to === 'projects') void navigate({ to: '/client', replace });
      else if (place.to === 'project') void navigate({ to: '/client/projects/$id', params: { id: place.id }, replace });
      else void navigate({ to: '/client/$page', params: { page: place.to }, replace });
    },
    [navigate, router],
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
  if (place.to === 'projects') return <Link to="/client" activeOptions={{ exact: true }} {...props} />;
  if (place.to === 'project') return <Link to="/client/projects/$id" params={{ id: place.id }} {...props} />;
  return <Link to="/client/$page" params={{ page: place.to }} {...props} />;
}
