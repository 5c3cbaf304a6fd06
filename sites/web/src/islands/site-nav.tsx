// The navigation island (client:load): member or visitor links from the session, the display
// name and Logout, and the page's toasts.
import { Nav, toast, Toaster } from '@mapato/ui';
import { useEffect } from 'react';
import { logoutAndReload, takeLogoutToast, useSession } from '../lib/session.ts';

export interface SiteNavProps {
  currentPath: string;
}

export default function SiteNav({ currentPath }: SiteNavProps) {
  const { user } = useSession();

  useEffect(() => {
    if (takeLogoutToast()) toast.success('Logged out successfully!');
  }, []);

  return (
    <>
      <Nav user={user} currentPath={currentPath} onLogout={logoutAndReload} />
      <Toaster />
    </>
  );
}
