import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AdminLoginScreen } from '../../features/admin/login-screen.tsx';
import { consolePath } from './-search.ts';

export const Route = createFileRoute('/admin/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: consolePath(search.redirect),
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
