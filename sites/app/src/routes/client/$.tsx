import { createFileRoute } from '@tanstack/react-router';
import { ClientScreens } from '../../features/client/client-screens.tsx';
import { placeOf } from './-places.ts';

export const Route = createFileRoute('/client/$')({ component: ClientScreensRoute });

function ClientScreensRoute() {
  const { _splat } = Route.useParams();
  return <ClientScreens place={placeOf(_splat ?? '')} />;
}
