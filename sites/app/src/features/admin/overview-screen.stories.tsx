import { demoStore } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminMocks, ADMIN, asAdmin, failing, hanging, withAdmin, inKiswahili } from '../../stories/admin-story.tsx';
import { OverviewScreen } from './overview-screen.tsx';

const meta = {
  title: 'Console/Overview',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: OverviewScreen,
  decorators: [withAdmin('overview')],
  beforeEach: asAdmin('ops'),
} satisfies Meta<typeof OverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's figures as they are: the seed has three payouts awaiting approval (63,000). */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approval = await canvas.findByRole('region', { name: 'Payouts awaiting approval' });
    await expect(approval).toHaveTextContent('KSh 63,000');
    await expect(approval).toHaveTextContent('3 payouts');
    await expect(canvas.getByRole('region', { name: 'Owed to members' })).toHaveTextContent('KSh');
    await expect(canvas.getByRole('region', { name: 'Cover' })).toHaveTextContent('%');
  },
};

/** Nothing is owed: the cover ratio has no meaning and says so. */
export const NothingOwed: Story = {
  beforeEach: () => {
    for (const u of demoStore.users) u.record.balance = 0;
  },
  play: async ({ canvasElement }) => {
    const cover = await within(canvasElement).findByRole('region', { name: 'Cover' });
    await expect(cover).toHaveTextContent('Nothing owed');
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.overview)) };

export const Error: Story = {
  parameters: adminMocks(failing(ADMIN.overview)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('region', { name: 'Owed to members' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** In Kiswahili on a 360 px phone: the same figures, counts with the number after the noun, nothing wider than the screen. */
export const Kiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const approval = await canvas.findByRole('region', { name: 'Malipo ya utoaji yanayosubiri idhini' });
    await expect(approval).toHaveTextContent('KSh 63,000');
    await expect(approval).toHaveTextContent('malipo 3 ya utoaji');
    await expect(canvas.getByRole('heading', { name: 'Muhtasari', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Deni kwa wanachama' })).toHaveTextContent('KSh');
    await expect(canvas.getByRole('heading', { name: 'Mwezi huu' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sasisha' })).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const NothingOwedInKiswahili: Story = inKiswahili(NothingOwed);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
