// The phone field's country list, built only when the list is opened: the names come from the
// browser (Intl.DisplayNames, in the page's language, English where the browser has no Kiswahili),
// the codes from libphonenumber's metadata that validation loads anyway. No names are shipped.
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface CountryOption {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** The country's name in `locale`, falling back to English, then to its code in a browser without Intl.DisplayNames. */
export function countryName(code: CountryCode, locale: string): string {
  if (typeof Intl.DisplayNames !== 'function') return code;
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryOption(code: CountryCode, locale: string): CountryOption {
  return { code, name: countryName(code, locale), callingCode: getCountryCallingCode(code) };
}

/** Every country libphonenumber knows (~245), sorted by name as the page's language sorts. */
export function countryOptions(locale: string): CountryOption[] {
  const names =
    typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale, 'en'], { type: 'region' }) : null;
  const collator = new Intl.Collator(locale);
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, callingCode: getCountryCallingCode(code) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
