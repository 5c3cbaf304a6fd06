import { createFileRoute } from '@tanstack/react-router';
import { ClientScreens } from '../../features/client/client-screens.tsx';
import { placeOf } from './-places.ts';

// The sign-in's `?redirect=` is read here, in the component, not by a validateSearch: the route's
// options travel in the entry every member downloads, the component only when /client is opened.
export const Route = createFileRoute('/client/$page')({ component: ClientPageRoute });

function ClientPageRoute() {
  const { page } = Route.useParams();
  const { redirect } = Route.useSearch({ select: (search: Record<string, unknown>) => search });
  return <ClientScreens place={placeOf(page, redirect)} />;
}
