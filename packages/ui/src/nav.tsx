// Nav (spec §2 "Navigation"): one link list that is the desktop bar at md+ and the mobile menu
// panel below it, plus a separate bottom tab bar on phones. The app must leave room for the
// tab bar at the bottom of the page on phones (e.g. `pb-16 md:pb-0` on its main element).
import { useId, useRef, useState, type ComponentProps } from 'react';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { cn } from './lib/cn.ts';
import { PlainLink, type LinkComponent } from './lib/link.tsx';

export interface NavUser {
  username?: string;
  name?: string;
}

export interface NavLinkItem {
  href: string;
  label: string;
  /** A call to action (Sign Up) looks like a button in the bar. */
  cta?: boolean;
}

export interface NavProps extends ComponentProps<'div'> {
  user: NavUser | null;
  currentPath: string;
  onLogout: () => void;
  linkComponent?: LinkComponent;
  /** Logo text; links to /. */
  brand?: string;
}

const MEMBER_LINKS: readonly NavLinkItem[] = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/tasks', label: 'Tasks' },
  { href: '/profit', label: 'Profit' },
  { href: '/account', label: 'Account' },
];
const SUPPORT_LINK: NavLinkItem = { href: '/support', label: 'Support' };
const GUEST_LINKS: readonly NavLinkItem[] = [
  { href: '/login', label: 'Login' },
  { href: '/signup', label: 'Sign Up', cta: true },
];

/** The links of spec §2 for a member or a visitor, in display order. */
export function navLinks(signedIn: boolean): NavLinkItem[] {
  return signedIn ? [...MEMBER_LINKS, SUPPORT_LINK] : [SUPPORT_LINK, ...GUEST_LINKS];
}

/** Username, else name, else 'User' (spec §2). */
export function navDisplayName(user: NavUser): string {
  return user.username?.trim() || user.name?.trim() || 'User';
}

function isCurrent(href: string, currentPath: string): boolean {
  return currentPath === href || currentPath.startsWith(`${href}/`);
}

const CURRENT = 'aria-[current=page]:font-semibold aria-[current=page]:text-primary';
const LINK_STYLES = {
  bar: `flex h-11 items-center rounded-md px-3 text-base text-foreground hover:bg-muted ${CURRENT}`,
  cta: 'flex h-11 items-center justify-center rounded-md bg-primary px-4 font-medium text-primary-foreground hover:bg-primary/90',
  tab: `flex h-14 items-center justify-center border-t-2 border-transparent px-0.5 text-xs text-muted-foreground aria-[current=page]:border-primary ${CURRENT}`,
} as const;

export function Nav({
  user,
  currentPath,
  onLogout,
  linkComponent: Link = PlainLink,
  brand = 'Mapato',
  className,
  ...props
}: NavProps) {
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // A navigation (including the browser's back button) closes the mobile menu.
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpen(false);
  }
  const links = navLinks(user !== null);
  const current = (href: string) => (isCurrent(href, currentPath) ? ('page' as const) : undefined);

  return (
    <div data-slot="nav" className={cn('bg-background', className)} {...props}>
      <header className="border-b border-border">
        <nav
          aria-label="Main"
          className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-4 px-4 py-2"
          onKeyDown={(e) => {
            if (e.key === 'Escape' && open) {
              setOpen(false);
              toggleRef.current?.focus();
            }
          }}
        >
          <Link href="/" aria-current={current('/')} className="text-xl font-bold text-primary">
            {brand}
          </Link>
          <Button
            ref={toggleRef}
            variant="ghost"
            className="md:hidden"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            <Icon name={open ? 'close' : 'menu'} />
            Menu
          </Button>
          <div
            id={panelId}
            data-state={open ? 'open' : 'closed'}
            className={cn(
              'w-full flex-col gap-1 py-2 md:flex md:w-auto md:flex-row md:items-center md:gap-2 md:py-0',
              open ? 'flex' : 'hidden',
            )}
          >
            <ul className="flex flex-col gap-1 md:flex-row md:items-center">
              {links.map((l) => (
                <li key={l.href}>
                  <Link
                    href={l.href}
                    aria-current={current(l.href)}
                    className={l.cta ? LINK_STYLES.cta : LINK_STYLES.bar}
                    onClick={() => setOpen(false)}
                  >
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
            {user ? (
              <div className="flex items-center justify-between gap-3 border-t border-border pt-2 md:border-0 md:pt-0">
                <span className="max-w-40 truncate text-sm font-medium text-muted-foreground">
                  {navDisplayName(user)}
                </span>
                <Button variant="outline" size="sm" onClick={onLogout}>
                  Logout
                </Button>
              </div>
            ) : null}
          </div>
        </nav>
      </header>
      <nav
        aria-label="Quick navigation"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background pb-[env(safe-area-inset-bottom)] md:hidden"
      >
        <ul className="flex">
          {links.map((l) => (
            <li key={l.href} className="min-w-0 flex-1">
              <Link href={l.href} aria-current={current(l.href)} className={LINK_STYLES.tab}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
