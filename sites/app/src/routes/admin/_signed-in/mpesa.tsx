import { mpesaBalancesQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { MpesaScreen } from '../../../features/admin/mpesa/mpesa-screen.tsx';

export const Route = createFileRoute('/admin/_signed-in/mpesa')({
  loader: ({ context: { queryClient, admin } }) => {
    void queryClient.prefetchQuery(mpesaBalancesQueryOptions(admin.pb));
  },
  component: MpesaScreen,
  codeSplitGroupings: [['loader', 'component']],
});
