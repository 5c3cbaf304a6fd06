import { currentUserQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { ProfitScreen } from '../../features/profit/profit-screen.tsx';

export const Route = createFileRoute('/_member/profit')({
  loader: ({ context: { queryClient, pb } }) => {
    void queryClient.prefetchQuery(currentUserQueryOptions(pb));
  },
  component: ProfitScreen,
});
