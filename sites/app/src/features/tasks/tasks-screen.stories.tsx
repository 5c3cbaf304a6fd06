import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failing, hanging, mocksWith, PATHS, signInAs, withScreen } from '../../stories/screen-story.tsx';
import { TasksScreen } from './tasks-screen.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Screens/Tasks',
  component: TasksScreen,
  decorators: [withScreen()],
  beforeEach: signInAs('amina'),
} satisfies Meta<typeof TasksScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = (await canvas.findByRole('heading', { name: 'Join Telegram group' })).closest<HTMLElement>(
      '[data-slot="task-card"]',
    )!;
    await userEvent.click(within(card).getByRole('button', { name: 'Mark as Complete' }));
    // The spec's toast, and what it earned.
    const toast = (await within(document.body).findByText(m.taskCompleted())).closest('li')!;
    await expect(toast).toHaveTextContent('+KSh 20 added to your balance');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('button', { name: 'Mark as Complete' });
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};

export const Loading: Story = { parameters: mocksWith(hanging(PATHS.tasks)) };

export const Empty: Story = {
  parameters: mocksWith(
    http.get(PATHS.tasks, () => HttpResponse.json({ tasks: [], perDay: 4, doneToday: 0, remaining: 4 })),
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No tasks right now')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: mocksWith(failing(PATHS.tasks)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};
