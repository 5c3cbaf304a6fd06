import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_signed-in/queues/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/queues/$tab', params: { tab: 'approval' }, replace: true });
  },
});
