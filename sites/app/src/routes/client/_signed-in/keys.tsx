import { apiKeysQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { KeysScreen } from '../../../features/client/keys-screen.tsx';

export const Route = createFileRoute('/client/_signed-in/keys')({
  loader: ({ context: { queryClient, client } }) => {
    void queryClient.prefetchQuery(apiKeysQueryOptions(client.pb));
  },
  component: KeysScreen,
  codeSplitGroupings: [['loader', 'component']],
});
