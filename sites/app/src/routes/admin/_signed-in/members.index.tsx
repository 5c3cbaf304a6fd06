import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MembersScreen, type MembersSearch } from '../../../features/admin/members/members-screen.tsx';
import { positive, text } from '../-search.ts';

export const Route = createFileRoute('/admin/_signed-in/members/')({
  validateSearch: (search: Record<string, unknown>): MembersSearch => ({
    q: text(search.q),
    page: positive(search.page),
  }),
  component: MembersRoute,
});

function MembersRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <MembersScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
