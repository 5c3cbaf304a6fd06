import { createFileRoute } from '@tanstack/react-router';
import { ClientsScreen } from '../../../features/admin/clients/clients-screen.tsx';

export const Route = createFileRoute('/admin/_signed-in/clients')({
  component: ClientsScreen,
  codeSplitGroupings: [['loader', 'component']],
});
