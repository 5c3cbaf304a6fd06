import { createFileRoute } from '@tanstack/react-router';
import { ClientScreens } from '../../features/client/client-screens.tsx';

export const Route = createFileRoute('/client/')({ component: ClientProjectsRoute });

function ClientProjectsRoute() {
  return <ClientScreens place={{ to: 'projects' }} />;
}
