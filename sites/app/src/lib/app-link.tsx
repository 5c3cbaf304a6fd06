// The kit's links in this app: member screens go through the router, every other path (the
// public Astro pages /, /login, /signup, /support, /contact, /privacy, /terms, /transparency) is a full page load,
// to the page's /sw/ twin when the app is in Kiswahili.
import { getLocale, localizedHref } from '@mapato/i18n';
import type { LinkProps } from '@mapato/ui';
import { Link } from '@tanstack/react-router';

const ROUTER_PATHS = new Set(['/dashboard', '/tasks', '/profit', '/account']);

export function AppLink({ href, ...props }: LinkProps) {
  // The router adds its own base (/sw in Kiswahili) to a screen's path, so it gets the bare one.
  const screen = localizedHref(href, 'en');
  if (!ROUTER_PATHS.has(screen)) return <a href={localizedHref(href, getLocale())} {...props} />;
  return <Link to={screen} {...props} />;
}
