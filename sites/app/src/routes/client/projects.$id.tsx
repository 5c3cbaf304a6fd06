import { createFileRoute } from '@tanstack/react-router';
import { ClientScreens } from '../../features/client/client-screens.tsx';

export const Route = createFileRoute('/client/projects/$id')({ component: ClientProjectRoute });

function ClientProjectRoute() {
  const { id } = Route.useParams();
  return <ClientScreens place={{ to: 'project', id }} />;
}
