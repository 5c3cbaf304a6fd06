import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { inKiswahili } from '../test/kiswahili.ts';
import { PhoneField } from './phone-field.tsx';

function Controlled({ onValue, initial }: { onValue: (v: string | undefined) => void; initial?: string }) {
  const [value, setValue] = useState<string | undefined>(initial);
  return (
    <PhoneField
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('turns 0712345678 typed with Kenya selected into +254712345678', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Mobile Number');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('KE');
    await userEvent.type(input, '0712345678');
    // The national trunk prefix 0 is dropped from the stored value (the display keeps what was typed).
    expect(onValue).toHaveBeenLastCalledWith('+254712345678');
    // Never a bare calling code: undefined until national digits follow.
    expect(onValue.mock.calls.map(([v]) => v)).toEqual([
      undefined,
      '+2547',
      '+25471',
      '+254712',
      '+2547123',
      '+25471234',
      '+254712345',
      '+2547123456',
      '+25471234567',
      '+254712345678',
    ]);
  });

  it('shows a saved number the Kenyan way and reports undefined once it is erased', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} initial="+254712345678" />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveValue('0712 345678');
    await userEvent.type(input, '{Backspace}'.repeat(20));
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    expect(input).toHaveValue('');
  });

  it('keeps a number retyped after select-all and delete, and stores the new one', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    const input = screen.getByLabelText('Mobile Number');
    await userEvent.type(input, '0712345678');
    await userEvent.keyboard('{Control>}a{/Control}{Delete}');
    expect(onValue).toHaveBeenLastCalledWith(undefined);
    await userEvent.type(input, '0722483915');
    expect(input).toHaveValue('0722483915');
    expect(onValue).toHaveBeenLastCalledWith('+254722483915');
  });

  it.each(['+254 722 483 915', '254722483915', '0722 483 915'])('keeps %j pasted as it was', async (pasted) => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.click(screen.getByLabelText('Mobile Number'));
    await userEvent.paste(pasted);
    expect(screen.getByLabelText('Mobile Number')).toHaveValue(pasted);
    expect(onValue).toHaveBeenLastCalledWith('+254722483915');
  });

  it('moves the picker to the country of a number typed with another calling code', async () => {
    render(<Controlled onValue={() => {}} />);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '+255754123456');
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toHaveValue('TZ');
  });

  it('names the countries only once the list is opened', async () => {
    render(<Controlled onValue={() => {}} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Phone number country' });
    expect(select.options).toHaveLength(1);
    await userEvent.click(select);
    expect(select.options.length).toBeGreaterThan(200);
    expect(select).toHaveValue('KE');
  });

  it('reads a national number again in the country picked', async () => {
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await userEvent.type(screen.getByLabelText('Mobile Number'), '0754123456');
    const select = screen.getByRole('combobox', { name: 'Phone number country' });
    await userEvent.click(select);
    await userEvent.selectOptions(select, 'TZ');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('0754123456');
    expect(onValue).toHaveBeenLastCalledWith('+255754123456');
  });

  it('labels the country select and the number input', () => {
    render(<PhoneField value={undefined} onChange={() => {}} label="Phone" />);
    expect(screen.getByRole('combobox', { name: 'Phone number country' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  });

  it('links an error message to the number input', () => {
    render(<PhoneField value={undefined} onChange={() => {}} error="Please enter a valid phone number." />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid phone number.');
  });

  it('passes input props and the ref through to the number input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PhoneField ref={ref} value={undefined} onChange={() => {}} name="phone" required disabled />);
    const input = screen.getByLabelText('Mobile Number');
    expect(input).toHaveAttribute('name', 'phone');
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(ref.current).toBe(input);
  });

  describe('on a Kiswahili page', () => {
    inKiswahili();

    it('names the number and its country picker in Kiswahili, Kenya still chosen', () => {
      render(<Controlled onValue={() => {}} />);
      expect(screen.getByLabelText('Nambari ya simu')).toBeInTheDocument();
      const country = screen.getByRole('combobox', { name: 'Nchi ya nambari ya simu' });
      expect(country).toHaveValue('KE');
    });
  });
});
