import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WelcomeCard } from './welcome-card.tsx';

const meta = {
  title: 'Kit/WelcomeCard',
  component: WelcomeCard,
  args: {
    user: { username: 'wanjiku', name: '', level: 1, investment: 0 },
    tasks: { remaining: 3, perDay: 4 },
    origin: 'https://mapato.example',
    copy: fn(() => Promise.resolve()),
    upgradeInProgress: null,
  },
} satisfies Meta<typeof WelcomeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Level 1: the 'Upgrade your level' link shows. */
export const Trainee: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Welcome back, wanjiku' })).toBeVisible();
    await expect(canvas.getByText('Level 1 (Trainee)')).toBeVisible();
    await expect(canvas.getByText('3 / 4')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade your level' })).toHaveAttribute('href', '/account');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Referral Link' }));
    await expect(args.copy).toHaveBeenCalledWith('https://mapato.example/ref/wanjiku');
  },
};

export const HigherLevel: Story = {
  args: {
    user: { username: 'otieno', name: 'Otieno Ouma', level: 5, investment: 75_000 },
    tasks: { remaining: 12, perDay: 40 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('KSh 75,000')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Upgrade your level' })).not.toBeInTheDocument();
  },
};

/** Level 1 with a bond being processed: no second upgrade is offered, and the card says why. */
export const UpgradeBeingProcessed: Story = {
  args: { upgradeInProgress: { level: 2, amount: 3000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your upgrade to Level 2 \(J1\) is being processed/)).toBeVisible();
    await expect(canvas.getByText(/the KSh 3,000 bond is confirmed/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Upgrade your level' })).not.toBeInTheDocument();
  },
};

/** Level 1 while the requests are still being read: no offer yet, so no tap can lead to paying twice. */
export const UpgradeNotKnownYet: Story = {
  args: { upgradeInProgress: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Level 1 (Trainee)')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Upgrade your level' })).not.toBeInTheDocument();
  },
};

export const NoTasksLeft: Story = { args: { tasks: { remaining: 0, perDay: 4 } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360' } } };
