import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WithdrawalConfirmDialog } from './withdrawal-confirm-dialog.tsx';
import { WithdrawalForm, type WithdrawalValues } from './withdrawal-form.tsx';

const meta = {
  title: 'Kit/WithdrawalConfirmDialog',
  component: WithdrawalConfirmDialog,
  args: { values: { fullName: 'Brian Otieno', mpesaNumber: '254712345678', amount: 1200 }, onAnswer: fn() },
} satisfies Meta<typeof WithdrawalConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Question: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Send KSh 1,200 to 0712 345 678?' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Send KSh 1,200' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
  },
};

export const WaitsForApproval: Story = {
  args: {
    values: { fullName: 'Wanjiku Kamau', mpesaNumber: '0110234567', amount: 6000 },
    note: 'Amounts over KSh 5,000 wait for approval by our team before they are sent.',
  },
  globals: { viewport: { value: 'mobile360' } },
};

/** The form and the question together, as Profit wires them: Cancel sends nothing, Send sends once. */
export const WithTheForm: Story = {
  args: { values: null },
  render: function Render() {
    const [asking, setAsking] = useState<{ values: WithdrawalValues; answer: (yes: boolean) => void } | null>(null);
    const [sent, setSent] = useState<WithdrawalValues[]>([]);
    return (
      <>
        <WithdrawalForm
          balance={12_480}
          defaultFullName="Brian Otieno"
          defaultMpesaNumber="0712345678"
          storage={null}
          confirm={(values) => new Promise((resolve) => setAsking({ values, answer: resolve }))}
          onSubmit={async (values) => void setSent((s) => [...s, values])}
        />
        <WithdrawalConfirmDialog
          values={asking?.values ?? null}
          onAnswer={(yes) => {
            asking?.answer(yes);
            setAsking(null);
          }}
        />
        <p>Sent: {sent.length}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.type(canvas.getByLabelText('Amount (KSh)'), '1200');
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByText('Sent: 0')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw Funds' }));
    await userEvent.click(await body.findByRole('button', { name: 'Send KSh 1,200' }));
    await expect(await canvas.findByText('Sent: 1')).toBeInTheDocument();
  },
};
