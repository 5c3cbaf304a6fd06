// The kit's links in this app: member screens go through the router, every other path (the
// public Astro pages /, /login, /signup, /support, /contact, /privacy, /terms) is a full page load.
import type { LinkProps } from '@mapato/ui';
import { Link } from '@tanstack/react-router';

const ROUTER_PATHS = new Set(['/dashboard', '/tasks', '/profit', '/account']);

export function AppLink({ href, ...props }: LinkProps) {
  if (!ROUTER_PATHS.has(href)) return <a href={href} {...props} />;
  return <Link to={href} {...props} />;
}
