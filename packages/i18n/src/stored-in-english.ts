// Some English is data, not display (ADR 032). The server stores the starter daily tasks and
// M-Pesa's reasons in English, and PocketBase's sign-in refusal is English on the wire; a screen
// recognises that English to show it in the reader's language. So each one-language member-app
// build keeps the English of exactly these messages (one-language.ts), and screens ask for it
// through inEnglish() only.
import type { Locale } from './paraglide/runtime.js';

/** The message keys whose English a screen must be able to recognise. */
export const STORED_IN_ENGLISH = /^(core_starterTask\d+(Title|Description|Details)|mpesa[A-Z]\w*|authFailed)$/;

type Message = (inputs?: Record<string, never>, options?: { locale?: Locale }) => string;

/** A message's English, as the server stores or says it; only for keys STORED_IN_ENGLISH names. */
export function inEnglish(message: Message): string {
  return message({}, { locale: 'en' });
}
