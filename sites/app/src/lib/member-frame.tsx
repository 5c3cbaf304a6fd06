// The frame of every member screen: the nav (bar, menu and phone tab bar), the screen, the footer.
// One component for two renderers (ADR 027): the build prerenders it into each member route's
// HTML (src/prerender.tsx), and the app hydrates that same HTML through the router's InnerWrap
// (member-chrome.tsx), so the header and tab bar a member sees at once are the ones they tap.
import { Footer, Nav, type NavBadge, type NavUser } from '@mapato/ui';
import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';

/** The member screens (the pathless `_member` route's children), each with its own HTML. */
export const MEMBER_PATHS = ['/dashboard', '/tasks', '/profit', '/account'] as const;

export function isMemberPath(pathname: string): boolean {
  return MEMBER_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

export interface MemberFrameProps {
  /** Signed in; the name may not be known yet (the prerendered HTML is the same for everyone). */
  user: NavUser;
  pathname: string;
  onLogout: () => void;
  badges?: Partial<Record<string, NavBadge>>;
  children: ReactNode;
}

export function MemberFrame({ user, pathname, onLogout, badges, children }: MemberFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <Nav user={user} currentPath={pathname} onLogout={onLogout} linkComponent={AppLink} badges={badges} />
      {/* At least a screen high: the footer stays below the fold while a screen's parts arrive, so
          it is never seen jumping (it was most of the dashboard's layout shift). */}
      <main className="mx-auto min-h-dvh w-full max-w-5xl flex-1 px-4 py-6 pb-16 md:pb-6">{children}</main>
      <Footer signedIn currentPath={pathname} linkComponent={AppLink} className="pb-tab-bar md:pb-0" />
    </div>
  );
}
