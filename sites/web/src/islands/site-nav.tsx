// The navigation island (client:session): the visitor's and the member's bars are both in the
// static HTML and the session class on <html> shows one (ADR 022), so a member's links are there
// before any script; once live, the member's bar names the member and counts unread support
// replies, and the page's toasts appear.
import { supportUnreadLabel } from '@mapato/core';
import { localizedPath } from '@mapato/i18n';
import { Nav, toast, Toaster, type NavUser } from '@mapato/ui';
import { useEffect } from 'react';
import { takeFlash } from '@mapato/client';
import { logoutAndReload, useSession } from '../lib/session.ts';
import { useSupportUnread } from '../lib/support-thread.ts';

export interface SiteNavProps {
  /** the page's address in its language: '/support', '/sw/support' */
  currentPath: string;
}

/** Until the session is read the member's bar shows docs/product.md#navigation's fallback name, 'User'. */
const SOME_MEMBER: NavUser = {};

export default function SiteNav({ currentPath }: SiteNavProps) {
  const { user } = useSession();
  const unread = useSupportUnread();
  // Support shows the replies themselves (and marks them read), in either language.
  const badges =
    unread > 0 && localizedPath(currentPath, 'en') !== '/support'
      ? { '/support': { count: unread, label: supportUnreadLabel(unread) } }
      : undefined;

  // The toast the page before left: 'Logged out successfully!', 'Account deleted successfully! 👋'.
  useEffect(() => {
    const flash = takeFlash();
    if (flash) toast.success(flash.message, { duration: flash.durationMs });
  }, []);

  return (
    <>
      <div className="visitor-only">
        <Nav user={null} currentPath={currentPath} onLogout={logoutAndReload} />
      </div>
      <div className="member-only">
        <Nav user={user ?? SOME_MEMBER} currentPath={currentPath} onLogout={logoutAndReload} badges={badges} />
      </div>
      <Toaster />
    </>
  );
}
