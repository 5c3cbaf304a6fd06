import { minimumWithdrawalMessage } from '@mapato/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WITHDRAWAL_DRAFT_KEY, WithdrawalForm, type DraftStorage } from './withdrawal-form.tsx';
import { m } from '@mapato/i18n';

/** Each story keeps its draft in memory, so stories never share or leave browser storage. */
function memoryStorage(initial: Record<string, string> = {}): DraftStorage {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const meta = {
  title: 'Kit/WithdrawalForm',
  component: WithdrawalForm,
  args: {
    balance: 2500,
    defaultFullName: 'wanjiku',
    defaultMpesaNumber: '+254712345678',
    onSubmit: fn(() => Promise.resolve()),
    storage: null,
  },
} satisfies Meta<typeof WithdrawalForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Fills the named fields, submits, and checks the one message shown. */
function expectMessage(
  values: Partial<Record<'Full name' | 'M-Pesa number' | 'Amount (KSh)', string>>,
  message: string,
) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    for (const [label, value] of Object.entries({ 'Amount (KSh)': '1500', ...values })) {
      const input = canvas.getByLabelText(label);
      await userEvent.clear(input);
      if (value) await userEvent.type(input, value);
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(message);
  };
}

/** A valid request: onSubmit gets the numbers and the amount is cleared afterwards (docs/product.md#profit-and-withdrawal). */
export const Prefilled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount (KSh)');
    await userEvent.type(amount, '1500');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'wanjiku',
      mpesaNumber: '+254712345678',
      amount: 1500,
    });
    await expect(amount).toHaveValue('');
  },
};

export const NameRequired: Story = { play: expectMessage({ 'Full name': '' }, m.fullNameRequired()) };
export const NameTooShort: Story = { play: expectMessage({ 'Full name': 'Al' }, m.fullNameTooShort()) };
export const MpesaNumberInvalid: Story = {
  play: expectMessage({ 'M-Pesa number': '0812345678' }, m.mpesaInvalid()),
};
export const AmountInvalid: Story = { play: expectMessage({ 'Amount (KSh)': 'abc' }, m.amountInvalid()) };
export const BelowMinimum: Story = { play: expectMessage({ 'Amount (KSh)': '999' }, minimumWithdrawalMessage()) };
export const AboveBalance: Story = {
  play: expectMessage({ 'Amount (KSh)': '2501' }, "You can't withdraw more than your available balance (KSh 2,500)"),
};

/** Every field wrong at once: one message per field, in field order. */
export const AllErrors: Story = {
  args: { defaultFullName: '', defaultMpesaNumber: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    await expect(canvas.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      m.fullNameRequired(),
      m.mpesaInvalid(),
      m.amountInvalid(),
    ]);
  },
};

export const BalanceBelowMinimum: Story = {
  args: { balance: 800 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Minimum withdrawal is KSh 1,000' });
    await expect(button).toBeDisabled();
  },
};

/** The request is still running. */
export const Processing: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Amount (KSh)'), '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

/** The server refused: the form stays as it was for another try. */
export const SubmitFails: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('Failed to process withdrawal'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByLabelText('Amount (KSh)');
    await userEvent.type(amount, '1200');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    await expect(await canvas.findByRole('button', { name: 'Withdraw Funds' })).toBeEnabled();
    await expect(amount).toHaveValue('1200');
  },
};

/** A saved draft wins over the prefill. */
export const RememberedDraft: Story = {
  args: {
    storage: memoryStorage({
      [WITHDRAWAL_DRAFT_KEY]: JSON.stringify({
        fullName: 'Wanjiku Kamau',
        mpesaNumber: '0722000111',
        withdrawAmount: '2000',
        rememberDetails: true,
      }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau');
    await expect(canvas.getByRole('checkbox', { name: 'Remember my details' })).toBeChecked();
  },
};

export const Mobile: Story = { ...AllErrors, globals: { viewport: { value: 'mobile360' } } };
