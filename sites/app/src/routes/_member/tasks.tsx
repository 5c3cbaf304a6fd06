import { tasksQueryOptions } from '@mapato/client';
import { createFileRoute } from '@tanstack/react-router';
import { TasksScreen } from '../../features/tasks/tasks-screen.tsx';

export const Route = createFileRoute('/_member/tasks')({
  loader: ({ context: { queryClient, pb } }) => {
    void queryClient.prefetchQuery(tasksQueryOptions(pb));
  },
  component: TasksScreen,
});
