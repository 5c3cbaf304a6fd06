import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { InboxScreen, type InboxSearch } from '../../../features/admin/support/inbox-screen.tsx';
import { oneOf, positive } from '../-search.ts';

export const Route = createFileRoute('/admin/_signed-in/support/')({
  validateSearch: (search: Record<string, unknown>): InboxSearch => ({
    status: oneOf(search.status, ['open', 'answered', 'all']),
    page: positive(search.page),
  }),
  component: InboxRoute,
});

function InboxRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <InboxScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
