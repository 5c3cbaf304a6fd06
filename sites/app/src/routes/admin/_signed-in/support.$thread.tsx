import { adminThreadQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { ThreadScreen } from '../../../features/admin/support/thread-screen.tsx';

export const Route = createFileRoute('/admin/_signed-in/support/$thread')({
  loader: ({ context: { queryClient, admin }, params }) => {
    void queryClient.prefetchQuery(adminThreadQueryOptions(admin.pb, params.thread));
  },
  component: ThreadRoute,
  codeSplitGroupings: [['loader', 'component']],
});

function ThreadRoute() {
  return <ThreadScreen thread={Route.useParams().thread} />;
}
