// What the /admin route tree needs before any screen: the operators' client and whether someone is
// signed in. The routes import this module dynamically, so the console's code is fetched only when
// /admin is opened: members never download it.
import { getAdminPocketBase, isAdminSignedIn, type AdminPocketBase } from '@mapato/client';

export interface AdminSession {
  pb: AdminPocketBase;
  signedIn: () => boolean;
}

export function adminSession(): AdminSession {
  const pb = getAdminPocketBase();
  return { pb, signedIn: () => isAdminSignedIn(pb) };
}
