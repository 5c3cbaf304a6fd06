// Every member screen: no valid session → /login, replacing the history entry (spec §2).
import { currentUserQueryOptions, isSignedIn, onAuthChange, signedInUser } from '@mapato/client';
import { Footer, Nav } from '@mapato/ui';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect, useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AppLink } from '../lib/app-link.tsx';
import { isLeaving, logoutAndLeave } from '../lib/session.ts';

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context }) => {
    if (!isSignedIn(context.pb)) throw redirect({ to: '/login', replace: true });
  },
  component: MemberLayout,
});

function MemberLayout() {
  const { pb } = Route.useRouteContext();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useQuery(currentUserQueryOptions(pb));

  // Expired token, account deleted, or logout in another tab: back to sign-in.
  useEffect(
    () =>
      onAuthChange(pb, (signedIn) => {
        if (!signedIn && !isLeaving()) void navigate({ to: '/login', replace: true });
      }),
    [pb, navigate],
  );

  return (
    <div className="flex min-h-dvh flex-col">
      <Nav
        user={user ?? signedInUser(pb)}
        currentPath={pathname}
        onLogout={() => logoutAndLeave(pb)}
        linkComponent={AppLink}
      />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 pb-16 md:pb-6">
        <Outlet />
      </main>
      <Footer signedIn linkComponent={AppLink} className="pb-16 md:pb-0" />
    </div>
  );
}
