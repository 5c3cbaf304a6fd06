// Nav (docs/product.md#navigation): one link list that is the desktop bar at md+ and the mobile menu
// below it, plus a bottom tab bar (icon and word) on phones. The menu is a native popover opened
// by its button's `popovertarget`, so it works in the server's HTML before any script arrives
// (a member on Slow 3G waited 6.7 s for hydration), and the browser gives it Escape, light
// dismiss, focus order and the button's expanded state. Pages leave room for the tab bar at
// the bottom on phones (`pb-tab-bar md:pb-0`, a theme spacing in styles.css). Every link follows
// the page's language (a Kiswahili page links to the /sw/ pages); the language switch sits in the
// bar and the menu, not in the tab bar, which has no room for a sixth tab on a 360 px phone.
import { baseLocale, getLocale, localizedHref, localizedPath, m } from '@mapato/i18n';
import { useEffect, useId, useRef, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Icon, type IconName } from './icon.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { cn } from './lib/cn.ts';
import { PlainLink, type LinkComponent } from './lib/link.tsx';
import { useHydrated } from './lib/use-hydrated.ts';

export interface NavUser {
  username?: string;
  name?: string;
}

export interface NavLinkItem {
  href: string;
  label: string;
  /** Drawn above the word on the phone's tab bar. */
  icon: IconName;
  /** A call to action (Sign Up) looks like a button in the bar. */
  cta?: boolean;
}

/** A count shown on a link, e.g. unread support replies on Support. */
export interface NavBadge {
  count: number;
  /** what the count means, read by screen readers: '2 unread replies' */
  label: string;
}

export interface NavProps extends ComponentProps<'div'> {
  user: NavUser | null;
  currentPath: string;
  onLogout: () => void;
  linkComponent?: LinkComponent;
  /** Logo text; links to /. */
  brand?: string;
  /** Counts by link href, shown in both bars when above zero: `{ '/support': { count: 2, label } }`. */
  badges?: Readonly<Partial<Record<string, NavBadge>>>;
  /** The link to the page in the other language, last in the bar and the menu (default true). */
  languageSwitch?: boolean;
}

// Functions, not constants: the words are the page's language, known only when drawn.
const memberLinks = (): NavLinkItem[] => [
  { href: '/dashboard', label: m.kit_navDashboard(), icon: 'dashboard' },
  { href: '/tasks', label: m.kit_navTasks(), icon: 'check-square' },
  { href: '/profit', label: m.kit_navProfit(), icon: 'trending-up' },
  { href: '/account', label: m.kit_navAccount(), icon: 'user' },
];
const supportLink = (): NavLinkItem => ({ href: '/support', label: m.kit_navSupport(), icon: 'help' });
const guestLinks = (): NavLinkItem[] => [
  { href: '/login', label: m.kit_navLogin(), icon: 'login' },
  { href: '/signup', label: m.kit_navSignUp(), icon: 'user-plus', cta: true },
];

/** The links of docs/product.md#navigation for a member or a visitor, in display order (English paths, see Nav). */
export function navLinks(signedIn: boolean): NavLinkItem[] {
  return signedIn ? [...memberLinks(), supportLink()] : [supportLink(), ...guestLinks()];
}

/** Username, else name, else 'User' (docs/product.md#navigation). */
export function navDisplayName(user: NavUser): string {
  return user.username?.trim() || user.name?.trim() || m.kit_navUserFallback();
}

// The count is drawn for the eye; the link's name carries the words ('Support (2 unread replies)').
function CountBadge({ badge, place }: { badge: NavBadge | undefined; place: 'bar' | 'tab' }) {
  if (!badge || badge.count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        data-slot="nav-badge"
        className={cn(
          'inline-flex items-center justify-center rounded-full bg-danger font-semibold text-danger-foreground tabular-nums',
          // On a phone's tab the count sits in the corner, so the word stays centred like its neighbours.
          place === 'bar'
            ? 'ml-1.5 h-5 min-w-5 px-1.5 text-xs'
            : 'absolute top-1 left-[calc(50%+0.25rem)] h-4 min-w-4 px-1 text-[0.6875rem]',
        )}
      >
        {badge.count > 9 ? '9+' : badge.count}
      </span>
      <span className="sr-only"> ({badge.label})</span>
    </>
  );
}

function isCurrent(href: string, currentPath: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

const LINK_STYLES = {
  // Narrower between md and lg: a member's six links, name and Logout share 768 px there.
  bar: 'flex h-11 items-center rounded-md px-3 md:px-2 lg:px-3 text-base text-foreground hover:bg-muted aria-[current=page]:font-semibold aria-[current=page]:text-primary',
  cta: 'flex h-11 items-center justify-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90',
  // The current tab is told by colour and the top border, not bold: 'Dashboard' in bold does not fit a
  // fifth of a 360 px screen.
  tab: 'relative flex h-14 flex-col items-center justify-center gap-0.5 border-t-2 border-transparent px-0.5 text-xs text-muted-foreground aria-[current=page]:border-primary aria-[current=page]:text-primary',
} as const;

// The open menu is a sheet over the top of a phone's screen. The popover's own styles (fixed,
// fit-content, hidden while closed) are undone at md+, where the same list is the bar; a browser
// without popovers shows the list in the header's flow, so the links are never out of reach.
// No display of its own below md: the browser's popover style hides it while closed.
const MENU = [
  'w-full flex-col gap-1 bg-background py-2 text-foreground',
  'open:fixed open:inset-x-0 open:top-0 open:bottom-auto open:flex open:max-h-dvh open:overflow-y-auto open:border-b open:border-border open:px-4 open:shadow-lg backdrop:bg-foreground/50',
  'md:static md:flex md:h-auto md:w-auto md:flex-row md:flex-wrap md:items-center md:gap-2 md:overflow-visible md:bg-transparent md:py-0',
].join(' ');

export function Nav({
  user,
  currentPath,
  onLogout,
  linkComponent: Link = PlainLink,
  brand = 'Mapato',
  badges = {},
  languageSwitch = true,
  className,
  ...props
}: NavProps) {
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const shownPath = useRef(currentPath);
  const closeMenu = () => menuRef.current?.hidePopover?.();
  // A navigation the app makes without a page load (including the back button) closes the menu.
  // Not on mount: a menu opened before the script arrived stays open through hydration.
  useEffect(() => {
    if (shownPath.current === currentPath) return;
    shownPath.current = currentPath;
    menuRef.current?.hidePopover?.();
  }, [currentPath]);
  // Past the phone layout the list is the bar: an open sheet would float over it.
  useEffect(() => {
    const wide = window.matchMedia?.('(min-width: 48rem)');
    const close = () => menuRef.current?.hidePopover?.();
    wide?.addEventListener('change', close);
    return () => wide?.removeEventListener('change', close);
  }, []);
  const hydrated = useHydrated();
  const locale = getLocale();
  const links = navLinks(user !== null);
  const to = (href: string) => localizedHref(href, locale);
  // '/sw/login' is the Login page: the bare path is compared with the links' English paths.
  const barePath = localizedPath(currentPath, baseLocale);
  const current = (href: string) => (isCurrent(href, barePath) ? ('page' as const) : undefined);

  return (
    <div data-slot="nav" className={cn('bg-background', className)} {...props}>
      <header className="border-b border-border">
        <nav
          aria-label={m.kit_navMainLabel()}
          className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 px-4 py-2"
        >
          <Link href={to('/')} aria-current={current('/')} className="text-xl font-bold text-primary">
            {brand}
          </Link>
          <Button variant="ghost" className="md:hidden" popoverTarget={menuId}>
            <Icon name="menu" />
            {m.kit_navMenu()}
          </Button>
          <div id={menuId} ref={menuRef} popover="auto" data-slot="nav-menu" className={MENU}>
            <Button
              variant="ghost"
              size="icon"
              className="hidden self-end in-open:inline-flex md:hidden"
              popoverTarget={menuId}
              popoverTargetAction="hide"
            >
              <Icon name="close" label={m.kit_navCloseMenu()} />
            </Button>
            <ul className="flex flex-col gap-1 md:flex-row md:items-center">
              {links.map((l) => (
                <li key={l.href}>
                  <Link
                    href={to(l.href)}
                    aria-current={current(l.href)}
                    className={l.cta ? LINK_STYLES.cta : LINK_STYLES.bar}
                    onClick={closeMenu}
                  >
                    {l.label}
                    <CountBadge badge={badges[l.href]} place="bar" />
                  </Link>
                </li>
              ))}
              {languageSwitch ? (
                <li>
                  <LanguageSwitch currentPath={currentPath} className={LINK_STYLES.bar} />
                </li>
              ) : null}
            </ul>
            {user ? (
              <div className="flex items-center justify-between gap-3 border-t border-border pt-2 md:border-0 md:pt-0">
                <span className="max-w-40 truncate pl-3 text-sm font-medium text-muted-foreground md:pl-0">
                  {/* Never in HTML built for every member: the name is theirs, drawn once hydrated. */}
                  {hydrated ? navDisplayName(user) : null}
                </span>
                <Button variant="outline" size="sm" onClick={onLogout}>
                  {m.kit_navLogout()}
                </Button>
              </div>
            ) : null}
          </div>
        </nav>
      </header>
      <nav
        aria-label={m.kit_navQuickLabel()}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul className="flex">
          {links.map((l) => (
            <li key={l.href} className="min-w-0 flex-1">
              <Link href={to(l.href)} aria-current={current(l.href)} className={LINK_STYLES.tab}>
                <Icon name={l.icon} />
                <span className="max-w-full truncate">{l.label}</span>
                <CountBadge badge={badges[l.href]} place="tab" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
