// The language a member's SMS and USSD speak, stored on their account (ADR 033). It is written
// here only: a sign-in or session refresh stores the language the request was decided in, the USSD
// menu stores the one chosen there. Callers pass the locale they decided (ADR 051).
import type { Locale } from '@mapato/i18n';
import type { UsersTable } from '../../db/schema.ts';
import type { Deps } from '../deps.ts';

/** Stores `locale` as the member's language, unless it already is; `user` follows. */
export async function rememberLanguage(deps: Deps, user: UsersTable, locale: Locale): Promise<void> {
  if (user.locale === locale) return;
  await setMemberLanguage(deps, user.id, locale);
  user.locale = locale;
}

export async function setMemberLanguage(deps: Deps, memberId: string, locale: Locale): Promise<void> {
  await deps.db.updateTable('users').set({ locale }).where('id', '=', memberId).execute();
}
