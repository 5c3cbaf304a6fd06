// The router's InnerWrap: on a member screen, the member frame around whatever the router renders,
// with what the whole member area shares (the member's record, their records followed live, the
// support badge, leaving when the session ends). It sits outside the route tree so that its HTML,
// prerendered by the build, is hydrated rather than rebuilt (ADR 027); the routes render inside.
import { currentUserQueryOptions, onAuthChange, signedInUser } from '@mapato/client';
import { useHydrated } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { getLocale, localizedHref } from '@mapato/i18n';
import { useEffect, type JSX, type ReactNode } from 'react';
import { isMemberPath, MemberFrame } from './member-frame.tsx';
import { usePocketBase } from './pocketbase.tsx';
import { isLeaving, logoutAndLeave } from './session.ts';
import { useLiveRecords } from './use-live-records.ts';
import { useSupportBadge } from './use-support-badge.ts';

// The return type is written out: the router's own type includes this InnerWrap.
export function AppInnerWrap({ children }: { children: ReactNode }): JSX.Element {
  const pathname: string = useLocation().pathname;
  return isMemberPath(pathname) ? <MemberChrome pathname={pathname}>{children}</MemberChrome> : <>{children}</>;
}

function MemberChrome({ pathname, children }: { pathname: string; children: ReactNode }) {
  const pb = usePocketBase();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { data: user } = useQuery(currentUserQueryOptions(pb));
  useLiveRecords(pb);
  const badges = useSupportBadge(pb);

  // Expired token, account deleted, or logout in another tab: back to sign-in, in the app's language.
  useEffect(
    () =>
      onAuthChange(pb, (signedIn) => {
        if (!signedIn && !isLeaving()) {
          void navigate({ href: localizedHref('/login', getLocale()), reloadDocument: true, replace: true });
        }
      }),
    [pb, navigate],
  );

  return (
    <MemberFrame
      // The kit draws the name once hydrated; `{}` is a member whose record is not here yet.
      user={user ?? signedInUser(pb) ?? {}}
      pathname={pathname}
      onLogout={() => logoutAndLeave(pb)}
      // While hydrating, exactly what the build drew: no badge.
      badges={hydrated ? badges : undefined}
    >
      {children}
    </MemberFrame>
  );
}
