import { currentUserQueryOptions, withdrawalsQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { ProfitScreen } from '../../features/profit/profit-screen.tsx';
import { PROFIT_WITHDRAWALS } from '../../features/profit/recent-withdrawals.tsx';
import { pageTitle } from '../-title.ts';
import { m } from '@mapato/i18n';

export const Route = createFileRoute('/_member/profit')({
  loader: ({ context: { queryClient, pb } }) => {
    void queryClient.prefetchQuery(currentUserQueryOptions(pb));
    void queryClient.prefetchQuery(withdrawalsQueryOptions(pb, PROFIT_WITHDRAWALS));
  },
  head: () => pageTitle(m.app_titleProfit()),
  component: ProfitScreen,
});
