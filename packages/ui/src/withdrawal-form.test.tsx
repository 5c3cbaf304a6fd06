import { fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  WITHDRAWAL_DRAFT_KEY,
  WithdrawalForm,
  type DraftStorage,
  type WithdrawalFormProps,
} from './withdrawal-form.tsx';
import { m } from '@mapato/i18n';

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function setup(props: Partial<WithdrawalFormProps> = {}) {
  const onSubmit = vi.fn<WithdrawalFormProps['onSubmit']>(() => Promise.resolve());
  const storage = memoryStorage();
  render(
    <WithdrawalForm
      balance={2500}
      defaultFullName="wanjiku"
      defaultMpesaNumber="+254712345678"
      onSubmit={onSubmit}
      storage={storage}
      {...props}
    />,
  );
  return {
    onSubmit,
    storage,
    name: screen.getByLabelText('Full name'),
    number: screen.getByLabelText('M-Pesa number'),
    amount: screen.getByLabelText('Amount (KSh)'),
    remember: screen.getByRole('checkbox', { name: 'Remember my details' }),
    submit: () => userEvent.click(screen.getByRole('button', { name: 'Withdraw Funds' })),
  };
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

describe('WithdrawalForm', () => {
  it('prefills name and phone from the user and starts with an empty amount', () => {
    const f = setup();
    expect(f.name).toHaveValue('wanjiku');
    expect(f.number).toHaveValue('+254712345678');
    expect(f.amount).toHaveValue('');
    expect(f.remember).not.toBeChecked();
    expect(screen.getByText('Available: KSh 2,500')).toBeInTheDocument();
  });

  it.each([
    ['Full name', '', 'Please enter your full name'],
    ['Full name', '  Al ', 'Name must be at least 3 characters'],
    ['M-Pesa number', '0812345678', 'Please enter a valid Mpesa number (e.g., 0712345678 or 254712345678)'],
    ['Amount (KSh)', 'abc', 'Please enter a valid amount'],
    ['Amount (KSh)', '999', 'Minimum withdrawal is KSh 1,000'],
    ['Amount (KSh)', '2501', "You can't withdraw more than your available balance (KSh 2,500)"],
  ])('%s %j → %s (docs/product.md#withdrawal-checks)', async (label, value, message) => {
    const f = setup();
    if (label !== 'Amount (KSh)') await replace(f.amount, '1500');
    await replace(screen.getByLabelText(label), value);
    await f.submit();
    expect(alerts()).toEqual([message]);
    const input = screen.getByLabelText(label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveFocus();
    expect(f.onSubmit).not.toHaveBeenCalled();
  });

  it('shows every failing field at once in field order, and each clears when its field is edited', async () => {
    const f = setup({ defaultFullName: '', defaultMpesaNumber: '' });
    await f.submit();
    expect(alerts()).toEqual([m.fullNameRequired(), m.mpesaInvalid(), m.amountInvalid()]);
    expect(f.name).toHaveFocus();

    await userEvent.type(f.number, '0');
    expect(alerts()).toEqual([m.fullNameRequired(), m.amountInvalid()]);
    expect(f.number).not.toHaveAttribute('aria-invalid');
    await userEvent.type(f.amount, '5');
    expect(alerts()).toEqual([m.fullNameRequired()]);
    await userEvent.type(f.name, 'W');
    expect(alerts()).toEqual([]);
  });

  it('is disabled below the minimum balance, with the spec label', async () => {
    const f = setup({ balance: 999 });
    expect(screen.queryByRole('button', { name: 'Withdraw Funds' })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Minimum withdrawal is KSh 1,000' });
    expect(button).toBeDisabled();
    await replace(f.amount, '1000');
    fireEvent.submit(screen.getByRole('form', { name: 'Withdraw Funds' })); // even bypassing the button
    expect(f.onSubmit).not.toHaveBeenCalled();
  });

  it('sends trimmed name, number and amount as a number, shows Processing..., then clears only the amount', async () => {
    let resolve!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const f = setup({ onSubmit });
    await replace(f.name, ' Wanjiku Kamau ');
    await replace(f.number, '0712345678');
    await replace(f.amount, '2,500'); // the whole balance may be withdrawn
    await f.submit();
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Withdraw Funds' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ fullName: 'Wanjiku Kamau', mpesaNumber: '0712345678', amount: 2500 });
    resolve();
    expect(await screen.findByRole('button', { name: 'Withdraw Funds' })).toBeEnabled();
    expect(f.amount).toHaveValue('');
    expect(f.name).toHaveValue(' Wanjiku Kamau ');
    expect(f.number).toHaveValue('0712345678');
  });

  it('leaves the form as it is when the withdrawal fails', async () => {
    const f = setup({ onSubmit: vi.fn(() => Promise.reject(new Error('Insufficient balance'))) });
    await replace(f.amount, '1200');
    await f.submit();
    expect(await screen.findByRole('button', { name: 'Withdraw Funds' })).toBeEnabled();
    expect(f.amount).toHaveValue('1200');
    expect(alerts()).toEqual([]);
  });
});

describe('WithdrawalForm confirmation and refusal', () => {
  it('asks first with the checked values: a "no" sends nothing and leaves the form as it is', async () => {
    const confirm = vi.fn(() => Promise.resolve(false));
    const f = setup({ confirm });
    await replace(f.amount, '1,200');
    await f.submit();
    expect(confirm).toHaveBeenCalledWith({ fullName: 'wanjiku', mpesaNumber: '+254712345678', amount: 1200 });
    expect(f.onSubmit).not.toHaveBeenCalled();
    expect(f.amount).toHaveValue('1,200');
    expect(screen.getByRole('button', { name: 'Withdraw Funds' })).toBeEnabled();
  });

  it('sends once after a "yes", and shows nothing as Processing while the member decides', async () => {
    let answer!: (yes: boolean) => void;
    const confirm = vi.fn(() => new Promise<boolean>((r) => (answer = r)));
    const f = setup({ confirm });
    await replace(f.amount, '1200');
    await f.submit();
    expect(screen.getByRole('button', { name: 'Withdraw Funds' })).toBeInTheDocument();
    // A second tap while the question is open asks nothing more.
    fireEvent.submit(screen.getByRole('form', { name: 'Withdraw Funds' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    answer(true);
    await vi.waitFor(() => expect(f.onSubmit).toHaveBeenCalledTimes(1));
    expect(f.onSubmit).toHaveBeenCalledWith({ fullName: 'wanjiku', mpesaNumber: '+254712345678', amount: 1200 });
    expect(await screen.findByRole('button', { name: 'Withdraw Funds' })).toBeEnabled();
    expect(f.amount).toHaveValue('');
  });

  it('shows a refusal beside the button, announced and describing it', () => {
    setup({ error: 'Daily withdrawal limit is KSh 70,000.' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Daily withdrawal limit is KSh 70,000.');
    expect(screen.getByRole('button', { name: 'Withdraw Funds' })).toHaveAccessibleDescription(
      'Daily withdrawal limit is KSh 70,000.',
    );
  });
});

describe('WithdrawalForm draft', () => {
  it('is saved while "Remember my details" is ticked and removed when unticked', async () => {
    const f = setup();
    expect(f.storage.data.has(WITHDRAWAL_DRAFT_KEY)).toBe(false);
    await userEvent.click(f.remember);
    await replace(f.amount, '1500');
    expect(JSON.parse(f.storage.data.get(WITHDRAWAL_DRAFT_KEY)!)).toEqual({
      fullName: 'wanjiku',
      mpesaNumber: '+254712345678',
      withdrawAmount: '1500',
      rememberDetails: true,
    });
    await userEvent.click(f.remember);
    expect(f.storage.data.has(WITHDRAWAL_DRAFT_KEY)).toBe(false);
  });

  it('wins over the prefill on mount', () => {
    const saved = {
      fullName: 'Wanjiku Kamau',
      mpesaNumber: '0722000111',
      withdrawAmount: '2000',
      rememberDetails: true,
    };
    setup({ storage: memoryStorage({ [WITHDRAWAL_DRAFT_KEY]: JSON.stringify(saved) }) });
    expect(screen.getByLabelText('Full name')).toHaveValue('Wanjiku Kamau');
    expect(screen.getByLabelText('M-Pesa number')).toHaveValue('0722000111');
    expect(screen.getByLabelText('Amount (KSh)')).toHaveValue('2000');
    expect(screen.getByRole('checkbox', { name: 'Remember my details' })).toBeChecked();
  });

  it.each([
    '{not json',
    '"text"',
    JSON.stringify({ fullName: 1 }),
    JSON.stringify({ fullName: 'x', mpesaNumber: 'y' }),
  ])('ignores a stored value that is not a remembered draft: %s', (raw) => {
    setup({ storage: memoryStorage({ [WITHDRAWAL_DRAFT_KEY]: raw }) });
    expect(screen.getByLabelText('Full name')).toHaveValue('wanjiku');
  });

  it('keeps working when storage throws', async () => {
    const fail = (): never => {
      throw new Error('QuotaExceededError');
    };
    const broken: DraftStorage = { getItem: fail, setItem: fail, removeItem: fail };
    const f = setup({ storage: broken });
    await userEvent.click(f.remember);
    await replace(f.amount, '1500');
    await f.submit();
    expect(f.onSubmit).toHaveBeenCalledWith({ fullName: 'wanjiku', mpesaNumber: '+254712345678', amount: 1500 });
  });

  it('uses localStorage by default', async () => {
    localStorage.removeItem(WITHDRAWAL_DRAFT_KEY);
    render(<WithdrawalForm balance={5000} defaultFullName="amina" onSubmit={() => Promise.resolve()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember my details' }));
    expect(JSON.parse(localStorage.getItem(WITHDRAWAL_DRAFT_KEY)!)).toMatchObject({ fullName: 'amina' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember my details' }));
    expect(localStorage.getItem(WITHDRAWAL_DRAFT_KEY)).toBeNull();
  });
});
