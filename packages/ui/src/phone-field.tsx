// PhoneField: the sign-up "Mobile Number", the Account number and password recovery. Kenya is
// preselected; the box keeps exactly what the person types ('0722 483 915', '+254…', '254…', with
// or without spaces) and the form gets the number in E.164, or undefined while nothing is typed
// (docs/decisions/044-a-phone-field-that-keeps-what-is-typed.md: why the box is no longer
// reformatted as it is typed, and why the country names come from the browser).
import { DEFAULT_PHONE_COUNTRY } from '@mapato/core';
import { m } from '@mapato/i18n';
import type { CountryCode } from 'libphonenumber-js/min';
import { useState, type ComponentProps } from 'react';
import { Field } from './field.tsx';
import { Input } from './input.tsx';
import { PhoneCountrySelect } from './phone-country-select.tsx';
import { countryOfTyped, phoneText, phoneValue } from './phone-number.ts';

export interface PhoneFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  /** Visible label. */
  label?: string;
  /** E.164 ('+254712345678'), as far as typed when incomplete ('+2547123'), or undefined when empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Message shown under the field and linked to it. */
  error?: string | null;
  /** Country picked when the field is empty (Kenya). */
  defaultCountry?: CountryCode;
}

export function PhoneField({
  label = m.kit_phoneLabel(),
  value,
  onChange,
  error,
  defaultCountry = DEFAULT_PHONE_COUNTRY as CountryCode,
  id,
  className,
  disabled,
  ...props
}: PhoneFieldProps) {
  const [country, setCountry] = useState<CountryCode>(() => countryOfTyped(value ?? '') ?? defaultCountry);
  const [text, setText] = useState(() => phoneText(value, country));
  // The value this box last reported. Another value from the form (a reset, a saved number) is
  // written into the box; the box's own value never is, so the text stays as typed.
  const [reported, setReported] = useState(value);
  if (value !== reported) {
    setReported(value);
    setText(phoneText(value, country));
  }

  function edit(nextText: string, nextCountry: CountryCode) {
    const next = phoneValue(nextText, nextCountry);
    setText(nextText);
    setCountry(countryOfTyped(nextText) ?? nextCountry);
    setReported(next);
    onChange(next);
  }

  return (
    <Field data-slot="phone-field" label={label} error={error} id={id} className={className}>
      <div className="flex gap-2">
        <PhoneCountrySelect
          value={country}
          label={m.kit_phoneCountry()}
          disabled={disabled}
          // Another country: a number typed with its calling code belongs to the old one.
          onChange={(next) => edit(countryOfTyped(text) ? '' : text, next)}
        />
        <Input
          {...props}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          disabled={disabled}
          value={text}
          onChange={(e) => edit(e.target.value, country)}
          className="flex-1"
        />
      </div>
    </Field>
  );
}
