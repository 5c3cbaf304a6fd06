import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { QUEUE_TABS, type QueueTab } from '../../../features/admin/queue-tabs.ts';
import { QueuesScreen, type QueueSearch } from '../../../features/admin/queues/queues-screen.tsx';
import { oneOf, positive, text } from '../-search.ts';

export const Route = createFileRoute('/admin/_signed-in/queues/$tab')({
  validateSearch: (search: Record<string, unknown>): QueueSearch => ({
    q: text(search.q),
    page: positive(search.page),
    perPage: positive(search.perPage),
    status: oneOf(search.status, ['open', 'pending', 'processing']),
    method: oneOf(search.method, ['manual', 'stk']),
    kind: oneOf(search.kind, ['payouts', 'bonds']),
  }),
  beforeLoad: ({ params }) => {
    if (!oneOf(params.tab, QUEUE_TABS))
      throw redirect({ to: '/admin/queues/$tab', params: { tab: 'approval' }, replace: true });
  },
  component: QueuesRoute,
});

function QueuesRoute() {
  const { tab } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <QueuesScreen
      tab={tab as QueueTab}
      search={search}
      onSearch={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  );
}
