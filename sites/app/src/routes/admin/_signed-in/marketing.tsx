import { marketingBudgetQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { MarketingScreen } from '../../../features/admin/marketing/marketing-screen.tsx';

export const Route = createFileRoute('/admin/_signed-in/marketing')({
  loader: ({ context: { queryClient, admin } }) => {
    void queryClient.prefetchQuery(marketingBudgetQueryOptions(admin.pb));
  },
  component: MarketingScreen,
  codeSplitGroupings: [['loader', 'component']],
});
