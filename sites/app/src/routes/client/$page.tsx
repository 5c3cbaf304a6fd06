import { createFileRoute } from '@tanstack/react-router';
import { ClientScreens } from '../../features/client/client-screens.tsx';
import { clientRedirect, placeOf } from './-places.ts';

export const Route = createFileRoute('/client/$page')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: clientRedirect(search.redirect),
  }),
  component: ClientPageRoute,
});

function ClientPageRoute() {
  const { page } = Route.useParams();
  const { redirect } = Route.useSearch();
  return <ClientScreens place={placeOf(page, redirect)} />;
}
