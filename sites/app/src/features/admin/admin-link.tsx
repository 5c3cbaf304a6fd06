// Where a console screen can send the operator, named as places, not URLs (only routes/ knows
// URLs, docs/style.md#features-do-not-import-features): the /admin route tree provides the link that turns a place into a router link;
// outside it (stories) a place is a plain in-page anchor.
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import type { QueueTab } from './queue-tabs.ts';

export type AdminPlace =
  | { to: 'overview' }
  | { to: 'queues'; tab: QueueTab }
  | { to: 'members' }
  | { to: 'member'; id: string }
  | { to: 'clients' }
  | { to: 'support' }
  | { to: 'thread'; thread: string }
  | { to: 'audit'; member?: string }
  | { to: 'mpesa' }
  | { to: 'marketing' }
  | { to: 'settings' };

export type AdminLinkProps = Omit<ComponentProps<'a'>, 'href'> & { place: AdminPlace; children: ReactNode };

function AnchorLink({ place, ...props }: AdminLinkProps) {
  const id = 'id' in place ? place.id : 'thread' in place ? place.thread : 'tab' in place ? place.tab : '';
  return <a href={`#${place.to}${id ? `:${id}` : ''}`} {...props} />;
}

const AdminLinkContext = createContext<(props: AdminLinkProps) => ReactNode>(AnchorLink);

export const AdminLinkProvider = AdminLinkContext.Provider;

export function AdminLink(props: AdminLinkProps) {
  const Link = useContext(AdminLinkContext);
  return <Link {...props} />;
}
