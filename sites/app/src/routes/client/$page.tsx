import { createFileRoute } from '@tanstack/react-router';
import { ClientScreens } from '../../features/client/client-screens.tsx';
import { placeOf } from './-places.ts';

export const Route = createFileRoute('/client/$page')({ component: ClientPageRoute });

function ClientPageRoute() {
  const { page } = Route.useParams();
  return <ClientScreens place={placeOf(page)} />;
}
