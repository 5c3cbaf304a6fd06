// Footer (spec §2 "Footer"): quick links for members, support links for everyone, the
// copyright line (this year in Nairobi, not the spec's fixed 2024) and social placeholders that
// are announced as unavailable, not dead links.
import { nairobiDay } from '@mapato/core';
import type { ComponentProps } from 'react';
import { cn } from './lib/cn.ts';
import { PlainLink, type LinkComponent } from './lib/link.tsx';

export interface FooterProps extends ComponentProps<'footer'> {
  signedIn: boolean;
  linkComponent?: LinkComponent;
  brand?: string;
  /** The copyright year; defaults to the current year in Africa/Nairobi. */
  year?: number;
}

const thisYear = () => Number(nairobiDay(new Date()).slice(0, 4));

export const FOOTER_QUICK_LINKS = [
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/tasks', label: 'Task Area' },
  { href: '/profit', label: 'Profit Overview' },
  { href: '/account', label: 'My Account' },
] as const;

export const FOOTER_SUPPORT_LINKS = [
  { href: '/support', label: 'Help Center' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
] as const;

/** Placeholders until the accounts exist (spec §2): shown, never linked. */
export const FOOTER_SOCIAL = ['Facebook', 'X (Twitter)', 'Instagram'] as const;

const HEADING = 'mb-2 text-sm font-semibold text-foreground';
const LINK = 'inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-primary hover:underline';

export function Footer({
  signedIn,
  linkComponent: Link = PlainLink,
  brand = 'Mapato',
  year = thisYear(),
  className,
  ...props
}: FooterProps) {
  const columns = [
    ...(signedIn ? [{ title: 'Quick Links', links: FOOTER_QUICK_LINKS }] : []),
    { title: 'Support', links: FOOTER_SUPPORT_LINKS },
  ];

  return (
    <footer data-slot="footer" className={cn('border-t border-border bg-muted', className)} {...props}>
      <div className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-8 md:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold text-primary">{brand}</p>
          <p className="mt-1 text-sm text-muted-foreground">
            Your trusted platform for online earning through referrals and task completion.
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={HEADING}>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href} className={LINK}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 md:col-span-1">
          <h2 className={HEADING}>Follow Us</h2>
          <ul className="flex flex-wrap gap-x-4">
            {FOOTER_SOCIAL.map((name) => (
              <li key={name}>
                {/* No href: a disabled link is announced as unavailable and is not a tab stop. */}
                <a
                  role="link"
                  aria-disabled="true"
                  className="inline-flex min-h-11 items-center text-sm text-muted-foreground"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">Coming soon</p>
        </div>
      </div>
      <div className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
        {/* A static page built last year may hydrate this year: the new year is right, not a mismatch. */}
        <p suppressHydrationWarning>
          © {year} {brand}. All rights reserved.
        </p>
        <p>Empowering your financial journey, one task at a time.</p>
      </div>
    </footer>
  );
}
