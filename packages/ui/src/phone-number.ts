// What the phone field stores for what a person typed. The box keeps the text exactly as typed
// (docs/decisions/044-a-phone-field-that-keeps-what-is-typed.md); only the value handed to the
// form is derived, so no edit — select-all, delete, paste, a digit fixed in the middle — can move
// the caret or the digits under the person's fingers.
import {
  AsYouType,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/min';

/**
 * '0722 483 915', '722483915', '254722483915' and '+254 722 483 915' with Kenya chosen are all
 * '+254722483915'. An incomplete number is reported as far as it goes ('07224' → '+2547224') so the
 * form can say it is not valid yet; nothing typed, or a lone calling code, is undefined.
 */
export function phoneValue(text: string, country: CountryCode): string | undefined {
  const typed = new AsYouType(country);
  // Spaces, dashes and brackets are how people group digits, not part of the number.
  typed.input(text.replace(/[^\d+]/g, ''));
  const number = typed.getNumber();
  if (number?.isValid()) return number.number;
  const partial = typed.getNumberValue();
  // Only an international number names its calling code; a national one is the chosen country's.
  const callingCode = typed.getCallingCode() ?? getCountryCallingCode(country);
  if (!partial) return undefined;
  return partial.length > callingCode.length + 1 ? partial : undefined;
}

/** A stored value written back into the box: the national way for the chosen country ('0712 345 678'). */
export function phoneText(value: string | undefined, country: CountryCode): string {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return value;
  return parsed.country === country ? parsed.formatNational() : parsed.formatInternational();
}

/** The country an international number ('+255 …') belongs to, so the picker follows what is typed. */
export function countryOfTyped(text: string): CountryCode | undefined {
  if (!/^\s*\+/.test(text)) return undefined;
  const country = parsePhoneNumberFromString(text)?.country;
  if (country) return country;
  const typed = new AsYouType();
  typed.input(text);
  const guess = typed.getCountry();
  return guess && isSupportedCountry(guess) ? guess : undefined;
}
