import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AdminLoginScreen } from '../../features/admin/login-screen.tsx';
import { pathBackTo } from '../../lib/back-after-sign-in.ts';

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: pathBackTo('/admin', search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    if (context.admin.signedIn()) throw redirect({ href: search.redirect ?? '/admin', replace: true });
  },
  component: AdminLoginRoute,
});

function AdminLoginRoute() {
  const navigate = useNavigate();
  const { redirect: back } = Route.useSearch();
  return <AdminLoginScreen onSignedIn={() => void navigate({ href: back ?? '/admin', replace: true })} />;
}
