// Progressive enhancement for the static calls to action: '/signup' for a visitor becomes
// '/tasks' for a signed-in member, and follows later sign-ins and logouts (other tabs too).
import { getPocketBase, isSignedIn, onAuthChange } from '@mapato/client';

const VISITOR_HREF = '/signup';
const MEMBER_HREF = '/tasks';

let watching = false;

export function updateSessionLinks(): void {
  const pb = getPocketBase('/');
  const apply = () => {
    const href = isSignedIn(pb) ? MEMBER_HREF : VISITOR_HREF;
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-session-cta]')) link.href = href;
  };
  apply();
  if (!watching) {
    watching = true;
    onAuthChange(pb, apply);
  }
}
