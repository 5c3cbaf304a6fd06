import { settingsQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../features/admin/settings-screen.tsx';

export const Route = createFileRoute('/admin/_signed-in/settings')({
  loader: ({ context: { queryClient, admin } }) => {
    void queryClient.prefetchQuery(settingsQueryOptions(admin.pb));
  },
  component: SettingsScreen,
  codeSplitGroupings: [['loader', 'component']],
});
