import { demoStore } from '@mapato/mocks';
import type { AdminOverview } from '@mapato/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import {
  adminMocks,
  ADMIN,
  asAdmin,
  failing,
  guardPaused,
  hanging,
  PAUSED_GUARD,
  withAdmin,
  inKiswahili,
} from '../../stories/admin-story.tsx';
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
    // One solvency figure: the books' held against owed (the old cover ratio is gone, ADR 075).
    await expect(canvas.getByRole('region', { name: 'Held on M-Pesa and in the bank' })).toHaveTextContent('%');
    await expect(canvas.queryByRole('region', { name: 'Cover' })).toBeNull();
  },
};

/** Nothing is owed: the ratio has no meaning and says so. */
export const NothingOwed: Story = {
  beforeEach: () => {
    for (const u of demoStore.users) u.record.balance = 0;
  },
  play: async ({ canvasElement }) => {
    const held = await within(canvasElement).findByRole('region', { name: 'Held on M-Pesa and in the bank' });
    await expect(held).toHaveTextContent('Nothing owed');
  },
};

const none = { count: 0, amount: 0 };
const quiet = { bondsReceived: none, payoutsSent: none, newMembers: 0 };
/** The books hold less than members are owed: the server's guard refuses new bonds (ADR 073). */
const paused: AdminOverview = {
  asOf: '2026-11-27 09:00:00.000Z',
  owed: 120_000,
  payouts: { approval: none, pending: { count: 2, amount: 8_000 }, processing: none, review: none },
  bondsInReview: none,
  today: quiet,
  thisMonth: quiet,
  solvency: PAUSED_GUARD,
};

/** Below the minimum: the frame's banner says bonds are refused and payouts continue; the held figure says by how much. */
export const BondsPaused: Story = {
  parameters: adminMocks(
    http.get(ADMIN.overview, () => HttpResponse.json(paused)),
    guardPaused(),
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'New bonds are refused: Mapato holds KSh 96,000 against KSh 128,000 owed to members, below the minimum of 100%.',
    );
    await expect(canvas.getByRole('region', { name: 'Held on M-Pesa and in the bank' })).toHaveTextContent('75%');
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
export const BondsPausedInKiswahili: Story = inKiswahili(BondsPaused);
