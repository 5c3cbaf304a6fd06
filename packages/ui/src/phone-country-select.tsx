// The phone field's country picker: a native <select> (the phone's own list, keyboard and screen
// reader support) laid invisibly over the chosen country's flag and calling code. Until it is
// first focused or pressed it holds one option, the chosen country; the ~245 names are made then,
// from the browser, before the list opens (a React update in a pointerdown or focus handler is
// drawn before the browser acts on the press). The other flags (49 KB gzipped) load then: until
// they arrive only the calling code is drawn
// (docs/decisions/044-a-phone-field-that-keeps-what-is-typed.md).
import { getLocale } from '@mapato/i18n';
// Kenya's flag alone (its module of the package's React flags; the rest are left out of the bundle).
import KenyaFlag from 'country-flag-icons/react/3x2/KE';
import type { CountryCode } from 'libphonenumber-js/min';
import { useMemo, useState } from 'react';
import { Icon } from './icon.tsx';
import { countryOption, countryOptions } from './phone-countries.ts';

type Flags = Partial<Record<string, string>>;

export interface PhoneCountrySelectProps {
  value: CountryCode;
  onChange: (country: CountryCode) => void;
  label: string;
  disabled?: boolean;
}

export function PhoneCountrySelect({ value, onChange, label, disabled }: PhoneCountrySelectProps) {
  const locale = getLocale();
  const [opened, setOpened] = useState(false);
  const [flags, setFlags] = useState<Flags>({});
  const options = useMemo(
    () => (opened ? countryOptions(locale) : [countryOption(value, locale)]),
    [opened, locale, value],
  );
  const chosen = options.find((option) => option.code === value) ?? countryOption(value, locale);

  function open() {
    if (opened) return;
    setOpened(true);
    import('country-flag-icons/string/3x2').then(
      (all) => setFlags(all as Flags),
      // Without the flags the list still works; the chosen country shows its calling code alone.
      () => undefined,
    );
  }

  const flag = flags[value];
  return (
    <div
      data-slot="phone-country"
      className="relative flex h-11 shrink-0 items-center gap-1.5 rounded-md border border-input bg-background px-3 text-base text-foreground focus-within:ring-2 focus-within:ring-ring has-disabled:bg-muted has-disabled:text-muted-foreground"
    >
      {value === 'KE' ? (
        <KenyaFlag aria-hidden="true" className="h-4 w-6 rounded-[2px]" />
      ) : flag ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(flag)}`}
          alt=""
          width={24}
          height={16}
          className="h-4 w-6 rounded-[2px] object-cover"
        />
      ) : null}
      <span aria-hidden="true">+{chosen.callingCode}</span>
      <Icon name="chevron-down" className="size-4 text-muted-foreground" />
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        onFocus={open}
        onPointerDown={open}
        onChange={(e) => onChange(e.target.value as CountryCode)}
        className="absolute inset-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name} +{option.callingCode}
          </option>
        ))}
      </select>
    </div>
  );
}
