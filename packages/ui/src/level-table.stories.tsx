import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LevelTable } from './level-table.tsx';

const meta = { title: 'Kit/LevelTable', component: LevelTable } satisfies Meta<typeof LevelTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllLevels: Story = {};

export const CurrentLevelMarked: Story = { args: { currentLevel: 2 } };

export const UpgradeChoice: Story = {
  args: { currentLevel: 2, onChoose: fn(), caption: 'Choose your new level' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Choose level 2 (J1)' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose level 3 (J2)' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ level: 3, investment: 10000 }));
  },
};

export const UpgradeChoiceOnPhone: Story = {
  args: { currentLevel: 1, onChoose: fn() },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
  },
};
