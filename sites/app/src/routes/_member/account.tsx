import { currentUserQueryOptions, levelsQueryOptions, paymentMethodsQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { AccountScreen } from '../../features/account/account-screen.tsx';
import { logoutAndLeave } from '../../lib/session.ts';
import { pageTitle } from '../-title.ts';
import { m } from '@mapato/i18n';

export const Route = createFileRoute('/_member/account')({
  loader: ({ context: { queryClient, pb } }) => {
    void queryClient.prefetchQuery(currentUserQueryOptions(pb));
    void queryClient.prefetchQuery(levelsQueryOptions(pb));
    void queryClient.prefetchQuery(paymentMethodsQueryOptions(pb));
  },
  head: () => pageTitle(m.app_titleAccount()),
  component: function Account() {
    const { pb } = Route.useRouteContext();
    return <AccountScreen onLogout={() => logoutAndLeave(pb)} />;
  },
});
