import { currentUserQueryOptions, registrationsQueryOptions, withdrawalsQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../features/dashboard/dashboard-screen.tsx';
import { pageTitle } from '../-title.ts';
import { m } from '@mapato/i18n';

export const Route = createFileRoute('/_member/dashboard')({
  // Starts the requests alongside the route's code; the screen shows its own spinner and errors.
  loader: ({ context: { queryClient, pb } }) => {
    void queryClient.prefetchQuery(currentUserQueryOptions(pb));
    void queryClient.prefetchQuery(withdrawalsQueryOptions(pb));
    void queryClient.prefetchQuery(registrationsQueryOptions(pb));
  },
  head: () => pageTitle(m.app_titleDashboard()),
  component: DashboardScreen,
});
