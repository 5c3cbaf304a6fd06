import type { MarketingBudgetView } from '@mapato/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { adminMocks, asAdmin, failing, hanging, inKiswahili, withAdmin } from '../../../stories/admin-story.tsx';
import { expectNoSidewaysScroll, KISWAHILI_PHONE } from '../../../stories/screen-story.tsx';
import { MarketingScreen } from './marketing-screen.tsx';

const MARKETING = '/api/admin/books/marketing';
/** A budget part spent, and three referrals whose friends' work was accepted, waiting to be paid. */
const SPENT: MarketingBudgetView = { budget: 12_500, revenue_bonds: 48_000, revenue_fees: 2_400, dueReferrals: 3 };
const answering = (view: MarketingBudgetView) => http.get(MARKETING, () => HttpResponse.json(view));

const meta = {
  title: 'Console/Marketing budget',
  tags: ['!autodocs'],
  component: MarketingScreen,
  decorators: [withAdmin('marketing')],
  beforeEach: asAdmin('ops'),
  // The mocks' books open with revenue earned and an empty budget (mocks/src/admin/marketing-budget.ts).
  parameters: adminMocks(),
} satisfies Meta<typeof MarketingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Figures: Story = {
  parameters: adminMocks(answering(SPENT)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = await canvas.findByRole('region', { name: 'In the budget' });
    await expect(within(budget).getByText('KSh 12,500')).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: 'Revenue from bonds' })).getByText('KSh 48,000'),
    ).toBeInTheDocument();
    await expect(
      within(canvas.getByRole('region', { name: 'Revenue from fees' })).getByText('KSh 2,400'),
    ).toBeInTheDocument();
    const waiting = canvas.getByRole('region', { name: 'Referral rewards waiting' });
    await expect(within(waiting).getByText('3 (KSh 300)')).toBeInTheDocument();
    await expect(within(waiting).getByText('Paid within a minute once the budget holds them.')).toBeInTheDocument();
    await expect(canvas.getByText(/paid only from this budget, never from members' money/)).toBeInTheDocument();
    await expect(canvas.getByText(/members see "Not available now" on that task/)).toBeInTheDocument();
  },
};

/** Nothing in the budget: the console says what members see meanwhile. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const budget = await within(canvasElement).findByRole('region', { name: 'In the budget' });
    await expect(within(budget).getByText('KSh 0')).toBeInTheDocument();
    await expect(
      within(budget).getByText(
        'The budget is empty: members see "Not available now" on every reward until it is funded.',
      ),
    ).toBeInTheDocument();
  },
};

/** An admin moves revenue from bonds into the budget: both figures move. */
export const FundBudget: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Fund the budget' });
    await userEvent.selectOptions(within(form).getByLabelText(/From/), 'revenue_bonds');
    await userEvent.type(within(form).getByLabelText(/Amount/), '20000');
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Launch week in Kisumu');
    await userEvent.click(within(form).getByRole('button', { name: 'Move into the budget' }));
    await expect(
      await within(canvasElement.ownerDocument.body).findByText(
        'Funded: KSh 20,000 from Revenue from bonds into the marketing budget.',
      ),
    ).toBeInTheDocument();
    const budget = canvas.getByRole('region', { name: 'In the budget' });
    await expect(await within(budget).findByText('KSh 20,000')).toBeInTheDocument();
    const bonds = canvas.getByRole('region', { name: 'Revenue from bonds' });
    await expect(await within(bonds).findByText('KSh 28,000')).toBeInTheDocument();
    await expect(within(form).getByLabelText(/Amount/)).toHaveValue('');
  },
};

/** More than the fees revenue holds: the refusal is said at the amount, with what it holds. */
export const RefusedTooMuch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Fund the budget' });
    await userEvent.selectOptions(within(form).getByLabelText(/From/), 'revenue_fees');
    await userEvent.type(within(form).getByLabelText(/Amount/), '5000');
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Radio advert');
    await userEvent.click(within(form).getByRole('button', { name: 'Move into the budget' }));
    await expect(
      await within(form).findByText('Revenue from fees holds only KSh 2,400: fund the budget with at most that.'),
    ).toBeInTheDocument();
    await expect(within(form).getByLabelText(/Amount/)).toHaveAttribute('aria-invalid', 'true');
    const budget = canvas.getByRole('region', { name: 'In the budget' });
    await expect(within(budget).getByText('KSh 0')).toBeInTheDocument();
  },
};

/** A reason too short: the server names the field, the console says what it needs. */
export const RefusedReason: Story = {
  play: async ({ canvasElement }) => {
    const form = await within(canvasElement).findByRole('form', { name: 'Fund the budget' });
    await userEvent.type(within(form).getByLabelText(/Amount/), '1000');
    await userEvent.type(within(form).getByLabelText(/Reason/), 'ad');
    await userEvent.click(within(form).getByRole('button', { name: 'Move into the budget' }));
    await expect(await within(form).findByText('Why the budget is funded: 3 to 200 characters.')).toBeInTheDocument();
    await expect(within(form).getByLabelText(/Reason/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Support reads the figures; funding is an admin's. */
export const AsSupport: Story = {
  beforeEach: asAdmin('help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Only an admin funds the marketing budget.')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Revenue from bonds' })).toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'Fund the budget' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Move into the budget' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: adminMocks(hanging(MARKETING)) };

export const Error: Story = {
  parameters: adminMocks(failing(MARKETING)),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile360' } },
  parameters: adminMocks(answering(SPENT)),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('form', { name: 'Fund the budget' });
    await expectNoSidewaysScroll(canvasElement);
  },
};

// The same stories in Kiswahili on a 360 px phone (ADR 049).
export const FiguresInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  parameters: adminMocks(answering(SPENT)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const budget = await canvas.findByRole('region', { name: 'Kwenye bajeti' });
    await expect(within(budget).getByText('KSh 12,500')).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Zawadi za mwaliko zinazosubiri' })).toBeInTheDocument();
    await expect(canvas.getByText(/wanachama huona "Haipatikani kwa sasa"/)).toBeInTheDocument();
    await expectNoSidewaysScroll(canvasElement);
  },
};
export const FundBudgetInKiswahili: Story = inKiswahili(FundBudget);
export const AsSupportInKiswahili: Story = inKiswahili(AsSupport);
export const LoadingInKiswahili: Story = inKiswahili(Loading);
export const ErrorInKiswahili: Story = inKiswahili(Error);

/** The refusal for too much, said in Kiswahili at the amount, on a 360 px phone that does not scroll sideways. */
export const RefusedTooMuchInKiswahili: Story = {
  globals: KISWAHILI_PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await canvas.findByRole('form', { name: 'Fadhili bajeti' });
    await userEvent.selectOptions(within(form).getByLabelText(/Kutoka/), 'revenue_fees');
    await userEvent.type(within(form).getByLabelText(/Kiasi/), '5000');
    await userEvent.type(within(form).getByLabelText(/Sababu/), 'Tangazo la redio');
    await userEvent.click(within(form).getByRole('button', { name: 'Hamishia kwenye bajeti' }));
    await expect(
      await within(form).findByText(
        'Kwenye Mapato kutoka kwa ada kuna KSh 2,400 tu: fadhili bajeti kwa kiasi hicho au kidogo zaidi.',
      ),
    ).toBeInTheDocument();
    await expect(within(form).getByLabelText(/Kiasi/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoSidewaysScroll(canvasElement);
  },
};
