import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/_console/queues/')({
  beforeLoad: () => {
    throw redirect({ to: '/admin/queues/$tab', params: { tab: 'approval' }, replace: true });
  },
});
