import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuditScreen, type AuditSearch } from '../../../features/admin/audit/audit-screen.tsx';
import { day, positive, text } from '../-search.ts';

export const Route = createFileRoute('/admin/_signed-in/audit')({
  validateSearch: (search: Record<string, unknown>): AuditSearch => ({
    actor: text(search.actor),
    action: text(search.action),
    member: text(search.member),
    from: day(search.from),
    to: day(search.to),
    page: positive(search.page),
  }),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return <AuditScreen search={search} onSearch={(next) => void navigate({ search: next })} />;
}
