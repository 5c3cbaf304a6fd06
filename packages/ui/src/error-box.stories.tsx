import { deleteErrorDetail } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBox } from './error-box.tsx';
import { m } from '@mapato/i18n';

const meta = {
  title: 'Kit/ErrorBox',
  component: ErrorBox,
  args: { message: m.notAuthenticated(), onRetry: fn() },
} satisfies Meta<typeof ErrorBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Not authenticated');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const TitledWithoutRetry: Story = {
  args: { title: m.deleteErrorTitle(), message: deleteErrorDetail(null), onRetry: undefined },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
