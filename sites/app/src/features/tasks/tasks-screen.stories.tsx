import { MESSAGES } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { failing, hanging, mocksWith, PATHS, signInAs, withScreen } from '../../stories/screen-story.tsx';
import { TasksScreen } from './tasks-screen.tsx';

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
    const [first] = await canvas.findAllByRole('button', { name: 'Mark as Complete' });
    await userEvent.click(first!);
    await expect(await within(document.body).findByText(MESSAGES.taskCompleted)).toBeInTheDocument();
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
