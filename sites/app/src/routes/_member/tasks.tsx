import { tasksQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { TasksScreen } from '../../features/tasks/tasks-screen.tsx';
import { pageTitle } from '../-title.ts';
import { m } from '@mapato/i18n';

export const Route = createFileRoute('/_member/tasks')({
  loader: ({ context: { queryClient, pb } }) => {
    void queryClient.prefetchQuery(tasksQueryOptions(pb));
  },
  head: () => pageTitle(m.app_titleTasks()),
  component: TasksScreen,
});
