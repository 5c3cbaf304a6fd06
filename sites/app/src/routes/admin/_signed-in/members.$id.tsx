import { ledgerQueryOptions, memberFileQueryOptions } from '@mapato/client';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { LEDGER_PER_PAGE } from '../../../features/admin/members/ledger.tsx';
import { MemberScreen } from '../../../features/admin/members/member-screen.tsx';
import { positive } from '../-search.ts';

export const Route = createFileRoute('/admin/_signed-in/members/$id')({
  validateSearch: (search: Record<string, unknown>): { ledger?: number } => ({ ledger: positive(search.ledger) }),
  loaderDeps: ({ search }) => ({ ledger: search.ledger ?? 1 }),
  loader: ({ context: { queryClient, admin }, params, deps }) => {
    void queryClient.prefetchQuery(memberFileQueryOptions(admin.pb, params.id));
    void queryClient.prefetchQuery(
      ledgerQueryOptions(admin.pb, params.id, { page: deps.ledger, perPage: LEDGER_PER_PAGE }),
    );
  },
  component: MemberRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function MemberRoute() {
  const { id } = Route.useParams();
  const { ledger } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <MemberScreen
      id={id}
      ledgerPage={ledger ?? 1}
      onLedgerPage={(page) => void navigate({ search: { ledger: page }, resetScroll: false })}
    />
  );
}
