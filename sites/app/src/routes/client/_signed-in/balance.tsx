import { clientLedgerQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { BalanceScreen } from '../../../features/client/balance-screen.tsx';

export const Route = createFileRoute('/client/_signed-in/balance')({
  loader: ({ context: { queryClient, client } }) => {
    void queryClient.prefetchQuery(clientLedgerQueryOptions(client.pb));
  },
  component: BalanceScreen,
  codeSplitGroupings: [['loader', 'component']],
});
