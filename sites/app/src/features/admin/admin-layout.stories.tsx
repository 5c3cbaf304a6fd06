import { getAdminPocketBase } from '@mapato/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  adminMocks,
  ADMIN,
  asAdmin,
  guardPaused,
  hanging,
  withAdmin,
  inKiswahili,
} from '../../stories/admin-story.tsx';
import { AdminLayout } from './admin-layout.tsx';

const meta = {
  title: 'Console/Layout',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: AdminLayout,
  decorators: [withAdmin()],
  beforeEach: asAdmin('ops'),
  args: { section: 'queues', children: <h1 className="text-2xl font-bold">A screen</h1> },
} satisfies Meta<typeof AdminLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Admin')).toBeInTheDocument();
    await expect(canvas.getByText('ops@mapato.demo')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Console' });
    for (const name of ['Overview', 'Queues', 'Members', 'Support', 'Audit', 'M-Pesa', 'Settings']) {
      await expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(within(nav).getByRole('link', { name: 'Queues' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  },
};

/** A support operator is told what they may do. */
export const Support: Story = {
  beforeEach: asAdmin('help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Support', { selector: 'span' })).toBeInTheDocument();
    await expect(canvas.getByText(/Approving, declining and sending money need an admin/)).toBeInTheDocument();
  },
};

/** The role is still on its way: the e-mail from the session is shown meanwhile. */
export const Loading: Story = {
  parameters: adminMocks(hanging(ADMIN.me)),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ops@mapato.demo')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Admin');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The server no longer accepts the operator's token (expired, or the operator was reset): the console signs out. */
export const SessionEnded: Story = {
  parameters: adminMocks(
    http.get(ADMIN.me, () =>
      HttpResponse.json(
        { status: 401, message: 'The request requires valid record authorization token.', data: {} },
        { status: 401 },
      ),
    ),
  ),
  play: async () => {
    await waitFor(() => expect(getAdminPocketBase().authStore.isValid).toBe(false));
  },
};

/** In Kiswahili on a 360 px phone: the sections, the role and Sign out, nothing wider than the screen. */
export const Kiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Msimamizi')).toBeInTheDocument();
    await expect(canvas.getByText('kituo cha wafanyakazi')).toBeInTheDocument();
    const nav = within(canvas.getByRole('navigation', { name: 'Kituo' }));
    for (const name of ['Muhtasari', 'Foleni', 'Wanachama', 'Msaada', 'Ukaguzi', 'Mipangilio']) {
      await expect(nav.getByRole('link', { name })).toBeInTheDocument();
    }
    await expect(nav.getByRole('link', { name: 'Foleni' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Toka' })).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** A support operator in Kiswahili is told what they may do, on a 360 px phone. */
export const KiswahiliSupport: Story = {
  beforeEach: asAdmin('help'),
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Kuidhinisha, kukataa na kutuma pesa kunahitaji msimamizi/)).toHaveTextContent(
      'Umeingia kama msaada: unaweza kusoma kila kitu na kujibu wanachama.',
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/**
 * The books hold less than the minimum: every page of the console, not only the overview, says new
 * bonds are refused (here the Members page, on a 360 px phone).
 */
export const BondsPaused: Story = {
  args: { section: 'members', children: <h1 className="text-2xl font-bold">Members</h1> },
  parameters: adminMocks(guardPaused()),
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'New bonds are refused: Mapato holds KSh 96,000 against KSh 128,000 owed to members, below the minimum of 100%. Payouts continue in order.',
    );
    await expect(
      within(canvas.getByRole('navigation', { name: 'Console' })).getByRole('link', { name: 'Members' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** The same banner in Kiswahili on a 360 px phone, on the Members page. */
export const BondsPausedKiswahili: Story = {
  ...BondsPaused,
  args: { section: 'members', children: <h1 className="text-2xl font-bold">Wanachama</h1> },
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ada mpya za kupandisha kiwango zinakataliwa: Mapato inashikilia KSh 96,000 dhidi ya KSh 128,000 inazodaiwa na wanachama, chini ya kiwango cha chini cha 100%.',
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

let guardRead = false;
/** The books hold enough: once the guard's answer is in, no banner. */
export const GuardHolds: Story = {
  parameters: adminMocks(
    http.get(ADMIN.guard, () => {
      guardRead = true;
      return HttpResponse.json({ owed: 128_000, held: 130_000, ratio: 130 / 128, min: 1, bondsPaused: false });
    }),
  ),
  beforeEach: () => {
    guardRead = false;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Admin');
    await waitFor(() => expect(guardRead).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const SessionEndedInKiswahili: Story = inKiswahili(SessionEnded);
