// Ending the session from any screen (Nav's Logout, Account's Logout icon): docs/product.md#navigation clears the
// session, shows 'Logged out successfully!', then loads / afresh (/sw/ in Kiswahili).
import { logout, type TypedPocketBase } from '@mapato/client';

import { toast } from '@mapato/ui';
import { getLocale, localizedHref, m } from '@mapato/i18n';

/** Long enough to read the toast before the full reload of / (the public site cannot show it). */
export const LOGOUT_RELOAD_MS = 1200;

let leaving = false;

/** True once a logout has started: the sign-out is ours, no redirect to /login is wanted. */
export function isLeaving(): boolean {
  return leaving;
}

export function logoutAndLeave(
  pb: TypedPocketBase,
  reload: () => void = () => window.location.assign(localizedHref('/', getLocale())),
) {
  leaving = true;
  logout(pb);
  toast.success(m.loggedOut());
  setTimeout(reload, LOGOUT_RELOAD_MS);
}
