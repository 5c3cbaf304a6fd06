// PhoneField: the sign-up "Mobile Number" (spec §2, §5) on react-phone-number-input. Kenya is
// preselected, the +254 prefix cannot be deleted, and the value is only ever E.164 or undefined.
// The library's own CSS is imported here, so every app that renders the field gets it. The
// library speaks English; its country picker is named in the page's language (the country names
// stay the library's English ones, as Kenyans read them on their phones' settings anyway).
import { DEFAULT_PHONE_COUNTRY } from '@mapato/core';
import { m } from '@mapato/i18n';
import { AsYouType } from 'libphonenumber-js/min';
import { useMemo, type ComponentProps } from 'react';
import PhoneInput, { type Country } from 'react-phone-number-input';
// Bundled SVG flags: without them the library loads flag images from a CDN on every visit.
import flags from 'react-phone-number-input/flags';
import englishLabels from 'react-phone-number-input/locale/en';
import 'react-phone-number-input/style.css';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

export interface PhoneFieldProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'defaultValue' | 'type'> {
  /** Visible label. */
  label?: string;
  /** E.164 ('+254712345678') or undefined when empty or incomplete. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** Message shown under the field and linked to it. */
  error?: string | null;
  /** Country picked when the field is empty (Kenya). */
  defaultCountry?: Country;
}

export function PhoneField({
  label = m.kit_phoneLabel(),
  value,
  onChange,
  error,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  id,
  ref,
  className,
  ...props
}: PhoneFieldProps) {
  const country = m.kit_phoneCountry();
  // One object per language: the library re-sorts its 250 countries whenever the labels change.
  const labels = useMemo(() => ({ ...englishLabels, country }), [country]);
  return (
    <Field data-slot="phone-field" label={label} error={error} id={id} className={className}>
      <PhoneInput
        // The library forwards its ref to the <input>; its types describe the class instance.
        ref={ref as never}
        value={value}
        onChange={(next) => onChange(withNationalDigits(next))}
        flags={flags}
        defaultCountry={defaultCountry}
        labels={labels}
        international
        countryCallingCodeEditable={false}
        autoComplete="tel"
        // The kit's Input, so the number box looks like every other and takes the Field's wiring.
        inputComponent={Input}
        // The library's focus colour is a raw cyan; the theme's ring token replaces it. The country
        // picker gets a 44 px touch target like the input beside it.
        className="gap-2 [--PhoneInput-color--focus:var(--color-ring)] [&_.PhoneInputCountry]:h-11 [&_.PhoneInputCountry]:rounded-md [&_.PhoneInputCountry]:border [&_.PhoneInputCountry]:border-input [&_.PhoneInputCountry]:px-3"
        {...props}
      />
    </Field>
  );
}

/** The library reports a lone calling code ('+254', e.g. after a typed trunk 0) as a value; it is none. */
function withNationalDigits(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const typed = new AsYouType();
  typed.input(value);
  const callingCode = typed.getCallingCode();
  return callingCode && value.length > callingCode.length + 1 ? value : undefined;
}
