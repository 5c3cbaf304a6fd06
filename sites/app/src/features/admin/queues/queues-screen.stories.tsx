import { demoStore } from '@mapato/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  adminMocks,
  ADMIN,
  asAdmin,
  claimsAdmin,
  emptyList,
  failing,
  hanging,
  withAdmin,
  inKiswahili,
} from '../../../stories/admin-story.tsx';
import type { QueueTab } from '../queue-tabs.ts';
import { QueuesScreen, type QueueSearch } from './queues-screen.tsx';

/** The screen with its search kept in state, as the route keeps it in the URL. */
function Queues({ tab, search: initial = {} }: { tab: QueueTab; search?: QueueSearch }) {
  const [search, setSearch] = useState(initial);
  return <QueuesScreen tab={tab} search={search} onSearch={(patch) => setSearch((s) => ({ ...s, ...patch }))} />;
}

const meta = {
  title: 'Console/Queues',
  // A screen: no Docs page (its stories share one signed-in mock store).
  tags: ['!autodocs'],
  component: Queues,
  decorators: [withAdmin('queues')],
  beforeEach: asAdmin('ops'),
  args: { tab: 'approval' },
} satisfies Meta<typeof Queues>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const list = async (canvasElement: HTMLElement, name: string) =>
  within(await within(canvasElement).findByRole('list', { name }));

/** Payouts above the automatic limit: who, how much, to which number, and the approvals so far. */
export const AwaitingApproval: Story = {
  play: async ({ canvasElement }) => {
    const items = await list(canvasElement, 'withdrawals');
    await expect(items.getAllByRole('listitem')).toHaveLength(3);
    const otieno = items.getByRole('link', { name: 'otieno' }).closest('li')!;
    await expect(otieno).toHaveTextContent('KSh 25,000');
    await expect(otieno).toHaveTextContent('To 0722 300 400');
    await expect(otieno).toHaveTextContent('Payout: Awaiting approval');
    await expect(otieno).toHaveTextContent('1 of 2 approvals');
    await expect(items.getByRole('link', { name: 'achieng' }).closest('li')).toHaveTextContent('0 of 1 approval');
  },
};

/** The second admin approves otieno's KSh 25,000: the payout goes to M-Pesa and leaves the queue. */
export const SecondApproval: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Choose withdrawal of KSh 25,000 by otieno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Approve 1 withdrawal?' }));
    await expect(dialog.getByText(/need a second admin/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByText('Approve: 1 done.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'otieno' })).not.toBeInTheDocument());
  },
};

/** Four eyes: the admin who approved first cannot be the second. */
export const SameAdminTwice: Story = {
  beforeEach: asAdmin('ops2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Choose withdrawal of KSh 25,000 by otieno' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    const outcome = await canvas.findByText(/1 refused/);
    await expect(outcome.closest('[role=status]')).toHaveTextContent(
      'withdrawal of KSh 25,000 by otieno: You have already approved this payout (by Approve or Mark paid): a second admin must approve it.',
    );
  },
};

/** Mark paid by the first admin on KSh 30,000 is their approval: it waits for a second admin, and says so. */
export const MarkPaidWaitsForSecondAdmin: Story = {
  args: { tab: 'open', search: { q: 'kiprop' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Choose withdrawal of KSh 30,000 by kiprop' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Mark paid' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Mark paid 1 withdrawal?' }));
    await expect(dialog.getByText(/marked paid when a second admin marks them too/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark paid' }));
    const outcome = (await canvas.findByText('Mark paid: 0 done.')).closest('[role=status]')!;
    await expect(outcome).toHaveTextContent('1 now wait for a second admin: your approval is recorded');
    const kiprop = demoStore.withdrawals.find((w) => w.amount === 30_000)!;
    await expect(kiprop.status).toBe('pending');
  },
};

/** Select all, then decline with one reason: every member is refunded and reads the reason. */
export const DeclineWithReason: Story = {
  args: { tab: 'open', search: { status: 'pending', q: 'brian' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brian = demoStore.users.find((u) => u.record.username === 'brian')!.record;
    const before = brian.balance;
    await canvas.findByRole('link', { name: 'brian' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await expect(canvas.getByText('1 chosen')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Decline 1 withdrawal?' }));
    await userEvent.type(
      dialog.getByLabelText('Reason the member reads'),
      'The name does not match the M-Pesa account',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Decline' }));
    await expect(await canvas.findByText('Decline: 1 done.')).toBeInTheDocument();
    await expect(brian.balance).toBe(before + 1000);
    const declined = demoStore.withdrawals.find((w) => w.uid === brian.id && w.reason !== '')!;
    await expect(declined.reason).toBe('The name does not match the M-Pesa account');
  },
};

/** Shift-click chooses everything between two boxes. */
export const ShiftRange: Story = {
  args: { tab: 'open' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const boxes = (await list(canvasElement, 'withdrawals')).getAllByRole('checkbox');
    // One user, so Shift stays held between the key press and the click.
    const user = userEvent.setup();
    await user.click(boxes[0]!);
    await user.keyboard('{Shift>}');
    await user.click(boxes[3]!);
    await user.keyboard('{/Shift}');
    await expect(canvas.getByText('4 chosen')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Select all on this page' })).toHaveProperty(
      'indeterminate',
      true,
    );
  },
};

/** Bonds with typed references: confirming one moves the member up. */
export const BondsToConfirm: Story = {
  args: { tab: 'bonds' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const njeri = (await canvas.findByRole('link', { name: 'njeri' })).closest('li')!;
    await expect(njeri).toHaveTextContent('M-Pesa reference SKL4ZT81QA');
    await expect(njeri).toHaveTextContent('To Level 3 (J2)');
    await userEvent.click(canvas.getByRole('checkbox', { name: /level 3 by njeri/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Confirm: 1 done.')).toBeInTheDocument();
    await expect(demoStore.users.find((u) => u.record.username === 'njeri')!.record.level).toBe(3);
  },
};

/** Payments M-Pesa contradicted: what it said, for a person to settle. */
export const NeedsReview: Story = {
  args: { tab: 'review' },
  play: async ({ canvasElement }) => {
    const mwangi = (await within(canvasElement).findByRole('link', { name: 'mwangi' })).closest('li')!;
    await expect(mwangi).toHaveTextContent('Payout: Needs review');
    await expect(mwangi).toHaveTextContent('M-Pesa says paid (QKX7LM2P9A) after it was failed');
  },
};

export const BondsInReview: Story = {
  args: { tab: 'review', search: { kind: 'bonds' } },
  play: async ({ canvasElement }) => {
    const chebet = (await within(canvasElement).findByRole('link', { name: 'chebet' })).closest('li')!;
    await expect(chebet).toHaveTextContent('M-Pesa prompt: Needs review');
  },
};

/** The review tab's first view shows every payment a person must settle: the bond as well as the payout. */
export const ReviewShowsBondsToo: Story = {
  args: { tab: 'review' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'mwangi' })).toBeInTheDocument();
    const chebet = (await canvas.findByRole('link', { name: 'chebet' })).closest('li')!;
    await expect(chebet).toHaveTextContent('M-Pesa prompt: Needs review');
    await expect(within(chebet).getByRole('button', { name: /^Confirm bond of .* by chebet$/ })).toBeEnabled();
  },
};

/** One payout approved from its own row: no box to tick, the same question, the same four-eyes rule. */
export const ApproveOneRow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const achieng = (await canvas.findByRole('link', { name: 'achieng' })).closest('li')!;
    await userEvent.click(within(achieng).getByRole('button', { name: /^Approve withdrawal of .* by achieng$/ }));
    const dialog = within(await body.findByRole('dialog', { name: 'Approve 1 withdrawal?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(await canvas.findByText('Approve: 1 done.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'achieng' })).not.toBeInTheDocument());
  },
};

/** The admin who gave otieno's first approval cannot give the second from the row either. */
export const RowApproveFourEyes: Story = {
  beforeEach: asAdmin('ops2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const otieno = (await canvas.findByRole('link', { name: 'otieno' })).closest('li')!;
    await expect(within(otieno).getByRole('button', { name: /^Approve withdrawal of .* by otieno$/ })).toBeDisabled();
    await expect(otieno).toHaveTextContent('You approved it: a second admin must approve it too.');
    const achieng = (await canvas.findByRole('link', { name: 'achieng' })).closest('li')!;
    await expect(within(achieng).getByRole('button', { name: /^Approve withdrawal of .* by achieng$/ })).toBeEnabled();
  },
};

/** Accounts on hold for a duplicate phone: lifting a hold needs a note. */
export const DuplicatePhones: Story = {
  args: { tab: 'duplicates' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const held = (await canvas.findByRole('link', { name: 'amina_w' })).closest('li')!;
    await expect(held).toHaveTextContent('The number belongs to amina');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Choose account amina_w on hold' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lift hold' }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByRole('button', { name: 'Lift hold' })).toBeDisabled();
    await userEvent.type(dialog.getByLabelText(/Why the hold is lifted/), 'Same person: checked her ID on a call.');
    await userEvent.click(dialog.getByRole('button', { name: 'Lift hold' }));
    await expect(await canvas.findByText('Lift hold: 1 done.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'amina_w' })).not.toBeInTheDocument());
  },
};

/** A support operator reads the queues but has no boxes and no money actions. */
export const SupportRole: Story = {
  beforeEach: asAdmin('help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'otieno' });
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  },
};

/** A support operator whose console believes them an admin: the server refuses, in its words. */
export const SupportRefused: Story = {
  beforeEach: asAdmin('help'),
  parameters: adminMocks(claimsAdmin()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /by achieng/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await expect(
      await canvas.findByText(/Only an admin can do this; support operators read and answer\./),
    ).toBeInTheDocument();
  },
};

/** Two to a page: the pager moves through them. */
export const Paging: Story = {
  args: { tab: 'approval', search: { perPage: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = within(await canvas.findByRole('navigation', { name: 'Pages of withdrawals' }));
    await expect(pages.getByText('Page 1 of 2 · 3 withdrawals')).toBeInTheDocument();
    await userEvent.click(pages.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 2 · 3 withdrawals')).toBeInTheDocument();
    await expect((await list(canvasElement, 'withdrawals')).getAllByRole('listitem')).toHaveLength(1);
  },
};

/** Searching by a phone number in another form finds the member's withdrawal. */
export const Search: Story = {
  args: { tab: 'approval' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox', { name: 'Search withdrawals' }), '+254 711 500 600');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    // The rows are replaced while the search loads: wait until the found row is there and the other gone.
    await waitFor(() => {
      expect(canvas.getByRole('link', { name: 'achieng' })).toBeInTheDocument();
      expect(canvas.queryByRole('link', { name: 'otieno' })).not.toBeInTheDocument();
    });
  },
};

export const Empty: Story = {
  parameters: adminMocks(emptyList(ADMIN.withdrawals)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payouts wait for approval.')).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(ADMIN.withdrawals)) };

export const Error: Story = {
  parameters: adminMocks(failing(ADMIN.withdrawals)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'otieno' });
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** In Kiswahili on a 360 px phone: the queue, an approval asked and done, nothing wider than the screen. */
export const Kiswahili: Story = {
  globals: { locale: 'sw', viewport: { value: 'mobile360' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await list(canvasElement, 'maombi ya kutoa pesa');
    const otieno = items.getByRole('link', { name: 'otieno' }).closest('li')!;
    await expect(otieno).toHaveTextContent('Kwenda 0722 300 400');
    await expect(otieno).toHaveTextContent('Malipo ya utoaji: Inasubiri idhini');
    await expect(otieno).toHaveTextContent('idhini 1 kati ya 2');
    await expect(canvas.getByRole('link', { name: 'Yanayosubiri idhini' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Ukurasa 1 kati ya 1 · maombi 3 ya kutoa pesa')).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Chagua ombi la kutoa KSh 25,000 kutoka kwa otieno' }));
    await expect(canvas.getByText('Umechagua 1')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Idhinisha' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Idhinisha ombi 1 la kutoa pesa?' }));
    await expect(dialog.getByText(/yanahitaji msimamizi wa pili/)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Idhinisha' }));
    await expect(await canvas.findByText('Idhinisha: 1 tayari.')).toBeInTheDocument();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const SecondApprovalInKiswahili: Story = inKiswahili(SecondApproval);
export const SameAdminTwiceInKiswahili: Story = inKiswahili(SameAdminTwice);
export const MarkPaidWaitsForSecondAdminInKiswahili: Story = inKiswahili(MarkPaidWaitsForSecondAdmin);
export const DeclineWithReasonInKiswahili: Story = inKiswahili(DeclineWithReason);
export const ShiftRangeInKiswahili: Story = inKiswahili(ShiftRange);
export const BondsToConfirmInKiswahili: Story = inKiswahili(BondsToConfirm);
export const NeedsReviewInKiswahili: Story = inKiswahili(NeedsReview);
export const BondsInReviewInKiswahili: Story = inKiswahili(BondsInReview);
export const DuplicatePhonesInKiswahili: Story = inKiswahili(DuplicatePhones);
export const SupportRoleInKiswahili: Story = inKiswahili(SupportRole);
export const SupportRefusedInKiswahili: Story = inKiswahili(SupportRefused);
export const PagingInKiswahili: Story = inKiswahili(Paging);
export const SearchInKiswahili: Story = inKiswahili(Search);
export const EmptyInKiswahili: Story = inKiswahili(Empty);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);
