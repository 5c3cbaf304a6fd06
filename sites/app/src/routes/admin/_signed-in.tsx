// Every console screen but sign-in: no operator session → /admin/login (and back afterwards).
// Signing out, here or in another tab, or a session the server no longer accepts, leaves too.
import { onAdminAuthChange } from '@mapato/client';
import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AdminLayout, type AdminSection } from '../../features/admin/admin-layout.tsx';

export const Route = createFileRoute('/admin/_signed-in')({
  beforeLoad: ({ context, location }) => {
    if (!context.admin.signedIn()) {
      throw redirect({ to: '/admin/login', search: { redirect: location.href }, replace: true });
    }
  },
  component: ConsoleRoute,
});

const SECTIONS: readonly AdminSection[] = [
  'queues',
  'members',
  'clients',
  'support',
  'audit',
  'mpesa',
  'marketing',
  'settings',
];

function ConsoleRoute() {
  const { admin } = Route.useRouteContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const section = SECTIONS.find((s) => pathname.startsWith(`/admin/${s}`)) ?? 'overview';

  useEffect(
    () =>
      onAdminAuthChange(admin.pb, (signedIn) => {
        if (!signedIn) void navigate({ to: '/admin/login', replace: true });
      }),
    [admin.pb, navigate],
  );

  return (
    <AdminLayout section={section}>
      <Outlet />
    </AdminLayout>
  );
}
