// The operator console: its own route tree and layout under /admin, signed in through
// `_superusers` in a session of its own. Its code is fetched only when /admin is opened (the
// dynamic import below, and every /admin route splits its loader with its screen), so members
// never download it.
import { createFileRoute, Link, Outlet } from '@tanstack/react-router';
import type { AdminLinkProps } from '../features/admin/admin-link.tsx';
import { AdminLinkProvider } from '../features/admin/admin-link.tsx';

export const Route = createFileRoute('/admin')({
  beforeLoad: async () => {
    const { adminSession } = await import('../features/admin/session.ts');
    return { admin: adminSession() };
  },
  component: AdminRoot,
});

function AdminRoot() {
  return (
    <AdminLinkProvider value={RouterAdminLink}>
      <Outlet />
    </AdminLinkProvider>
  );
}

/** The console's places as router links (only routes/ knows URLs). */
function RouterAdminLink({ place, ...props }: AdminLinkProps) {
  switch (place.to) {
    case 'overview':
      return <Link to="/admin" activeOptions={{ exact: true }} {...props} />;
    case 'queues':
      return <Link to="/admin/queues/$tab" params={{ tab: place.tab }} {...props} />;
    case 'members':
      return <Link to="/admin/members" {...props} />;
    case 'member':
      return <Link to="/admin/members/$id" params={{ id: place.id }} {...props} />;
    case 'clients':
      return <Link to="/admin/clients" {...props} />;
    case 'support':
      return <Link to="/admin/support" {...props} />;
    case 'thread':
      return <Link to="/admin/support/$thread" params={{ thread: place.thread }} {...props} />;
    case 'audit':
      return <Link to="/admin/audit" search={place.member ? { member: place.member } : {}} {...props} />;
    case 'mpesa':
      return <Link to="/admin/mpesa" {...props} />;
    case 'marketing':
      return <Link to="/admin/marketing" {...props} />;
    case 'settings':
      return <Link to="/admin/settings" {...props} />;
  }
}
