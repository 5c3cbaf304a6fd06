import { ONE_TIME_TASKS } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TaskCard } from './task-card.tsx';

const meta = {
  title: 'Kit/TaskCard',
  component: TaskCard,
  args: { task: { ...ONE_TIME_TASKS[0]!, completed: false }, onComplete: fn() },
} satisfies Meta<typeof TaskCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotDone: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Mark as Complete' }));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();
  },
};

export const Completed: Story = {
  args: { task: { ...ONE_TIME_TASKS[1]!, completed: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Completed' })).toBeDisabled();
  },
};

/** The marketing budget cannot pay the reward now (ADR 074): the reason, and no button to press. */
export const NotAvailable: Story = {
  args: { task: { ...ONE_TIME_TASKS[2]!, completed: false, available: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Not available now' })).toBeDisabled();
    await expect(canvas.getByText(/never from members' money/)).toBeVisible();
  },
};

/** A daily task pays the level's pay per task (Level 1: KSh 11). */
export const DailyTask: Story = {
  args: {
    task: {
      title: 'Daily task 1',
      description: 'Watch a short advert and rate it.',
      details: 'Open the advert, watch it to the end, then mark the task as complete.',
      reward: 11,
      completed: false,
    },
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
