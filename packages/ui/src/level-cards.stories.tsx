import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LevelCards } from './level-cards.tsx';

const meta = { title: 'Kit/LevelCards', component: LevelCards } satisfies Meta<typeof LevelCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllLevels: Story = {};

/** The Upgrade dialog's choice for a Level-2 member: their level marked, a Choose on each higher one. */
export const UpgradeChoice: Story = {
  args: { currentLevel: 2, onChoose: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('listitem', { name: 'Level 2 (J1)' })).toHaveTextContent('Your level');
    await expect(canvas.queryByRole('button', { name: 'Choose level 2 (J1)' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('listitem', { name: 'Level 1 (Trainee)' })).not.toBeInTheDocument();
    const j2 = canvas.getByRole('listitem', { name: 'Level 3 (J2)' });
    await expect(j2).toHaveTextContent('about 31 days of every task to earn back KSh 10,000');
    await userEvent.click(within(j2).getByRole('button', { name: 'Choose level 3 (J2)' }));
    await expect(args.onChoose).toHaveBeenCalledWith(expect.objectContaining({ level: 3, investment: 10000 }));
  },
};

/** A 360 px phone: nothing sideways, and every Choose button fully inside the screen's width. */
export const UpgradeChoiceOnPhone: Story = {
  args: { currentLevel: 1, onChoose: fn() },
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const doc = canvasElement.ownerDocument.documentElement;
    await expect(doc.scrollWidth).toBeLessThanOrEqual(doc.clientWidth);
    const buttons = within(canvasElement).getAllByRole('button', { name: /^Choose level/ });
    await expect(buttons).toHaveLength(9);
    for (const button of buttons) {
      const { left, right } = button.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(0);
      await expect(right).toBeLessThanOrEqual(doc.clientWidth);
    }
  },
};
