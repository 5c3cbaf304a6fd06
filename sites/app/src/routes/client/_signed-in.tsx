// Every client screen but sign-in: no client session → /client/login (and back afterwards).
// Signing out, here or in another tab, or a session the server no longer accepts, leaves too.
import { onClientAuthChange } from '@mapato/client';
import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ClientLayout, type ClientSection } from '../../features/client/client-layout.tsx';

export const Route = createFileRoute('/client/_signed-in')({
  beforeLoad: ({ context, location }) => {
    if (!context.client.signedIn()) {
      throw redirect({ to: '/client/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: ClientScreensRoute,
});

const SECTIONS: readonly ClientSection[] = ['new', 'keys', 'balance'];

function ClientScreensRoute() {
  const { client } = Route.useRouteContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = SECTIONS.find((s) => pathname.startsWith(`/client/${s}`)) ?? 'projects';

  useEffect(
    () =>
      onClientAuthChange(client.pb, (signedIn) => {
        if (!signedIn) void navigate({ to: '/client/login', replace: true });
      }),
    [client.pb, navigate],
  );

  return (
    <ClientLayout section={section}>
      <Outlet />
    </ClientLayout>
  );
}
