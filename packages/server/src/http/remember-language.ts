// The member's SMS and USSD speak the language of the pages they last used (ADR 033): each
// sign-in and each session refresh (the member app's start) stores the request's language.
import { getLocale } from '@mapato/i18n';
import type { UsersTable } from '../db/schema.ts';
import type { Deps } from '../domain/deps.ts';

export async function rememberLanguage(deps: Deps, user: UsersTable): Promise<void> {
  const locale = getLocale();
  if (user.locale === locale) return;
  await deps.db.updateTable('users').set({ locale }).where('id', '=', user.id).execute();
  user.locale = locale;
}
