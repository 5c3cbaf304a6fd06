import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  adminMocks,
  ADMIN,
  asAdmin,
  failing,
  hanging,
  memberId,
  withAdmin,
  inKiswahili,
} from '../../../stories/admin-story.tsx';
import { MemberScreen } from './member-screen.tsx';

/** The member's file by username (ids change with every reset of the mocks). */
function Member({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  return <MemberScreen id={memberId(username)} ledgerPage={page} onLedgerPage={setPage} />;
}

const meta = {
  title: 'Console/Member',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: Member,
  decorators: [withAdmin('members')],
  beforeEach: asAdmin('ops'),
  args: { username: 'brian' },
} satisfies Meta<typeof Member>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything about brian: profile, a ledger ending at his balance, withdrawals, bonds, support, audit. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'brian', level: 1 })).toBeInTheDocument();
    await expect(canvas.getByText('Level 2 (J1)')).toBeInTheDocument();
    const ledger = within(await canvas.findByRole('list', { name: 'Ledger' }));
    const newest = ledger.getAllByRole('listitem')[0]!;
    await expect(newest).toHaveTextContent('balance after KSh 12,480');
    await expect(newest).toHaveTextContent('Reference');
    await expect(within(canvas.getByRole('list', { name: 'Withdrawals' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('list', { name: 'Support thread' })).toHaveTextContent('How do I move up to J2?');
    await expect(canvas.getByRole('list', { name: 'Support thread' })).toHaveTextContent('Reply by ops@mapato.demo');
  },
};

/** The audit rows about a member: here the first of the two approvals of otieno's payout. */
export const AuditAboutMember: Story = {
  args: { username: 'otieno' },
  play: async ({ canvasElement }) => {
    const audit = within(await within(canvasElement).findByRole('list', { name: 'Audit rows about this member' }));
    await expect(audit.getByText('withdrawal.approve')).toBeInTheDocument();
    await expect(audit.getAllByText('ops2@mapato.demo').length).toBeGreaterThan(0);
  },
};

export const HeldAccount: Story = {
  args: { username: 'wanjiku_k' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('On hold: another account owns the phone')).toBeInTheDocument();
  },
};

export const LedgerPages: Story = {
  args: { username: 'kiprop' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(await canvas.findByRole('navigation', { name: 'Pages of ledger rows' }));
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(pages.getByText(/Page 1 of 1/)).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  parameters: adminMocks(failing(ADMIN.member)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the member.')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.member)) };

export const LedgerError: Story = {
  parameters: adminMocks(failing(ADMIN.ledger)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Could not load the ledger.')).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Ledger' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const FilledInKiswahili: Story = inKiswahili(Filled);
export const AuditAboutMemberInKiswahili: Story = inKiswahili(AuditAboutMember);
export const HeldAccountInKiswahili: Story = inKiswahili(HeldAccount);
export const LedgerPagesInKiswahili: Story = inKiswahili(LedgerPages);
export const NotFoundInKiswahili: Story = inKiswahili(NotFound);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const LedgerErrorInKiswahili: Story = inKiswahili(LedgerError);
