import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { ClientLoginScreen } from '../../features/client/login-screen.tsx';
import { clientPath } from './-search.ts';

export const Route = createFileRoute('/client/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: clientPath(search.redirect),
  }),
  beforeLoad: ({ context, search }) => {
    if (context.client.signedIn()) throw redirect({ href: search.redirect ?? '/client', replace: true });
  },
  component: ClientLoginRoute,
});

function ClientLoginRoute() {
  const navigate = useNavigate();
  const { redirect: back } = Route.useSearch();
  return <ClientLoginScreen onSignedIn={() => void navigate({ href: back ?? '/client', replace: true })} />;
}
