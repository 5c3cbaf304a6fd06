import { overviewQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { OverviewScreen } from '../../../features/admin/overview-screen.tsx';

export const Route = createFileRoute('/admin/_signed-in/')({
  loader: ({ context: { queryClient, admin } }) => {
    void queryClient.prefetchQuery(overviewQueryOptions(admin.pb));
  },
  component: OverviewScreen,
  // The loader names console code: it is fetched with the screen, never with the member app.
  codeSplitGroupings: [['loader', 'component']],
});
