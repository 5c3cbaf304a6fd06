// Footer (docs/product.md#footer): quick links for members, support links for everyone, the
// copyright line (this year in Nairobi, not the original's fixed 2024) and social placeholders that
// are announced as unavailable, not dead links. Its links follow the page's language, and given
// the page's path it offers the page in the other language.
import { nairobiDay } from '@mapato/core';
import { getLocale, localizedHref, m } from '@mapato/i18n';
import type { ComponentProps } from 'react';
import { LanguageSwitch } from './language-switch.tsx';
import { cn } from './lib/cn.ts';
import { PlainLink, type LinkComponent } from './lib/link.tsx';

export interface FooterProps extends ComponentProps<'footer'> {
  signedIn: boolean;
  linkComponent?: LinkComponent;
  brand?: string;
  /** The copyright year; defaults to the current year in Africa/Nairobi. */
  year?: number;
  /** The page's path ('/sw/login', '/dashboard'): shows the language switch for this page. */
  currentPath?: string;
}

const thisYear = () => Number(nairobiDay(new Date()).slice(0, 4));

// The label is a getter, read when drawn: it is in the page's language, not the one at import.
const link = <Href extends string>(href: Href, label: () => string) => ({
  href,
  get label() {
    return label();
  },
});

export const FOOTER_QUICK_LINKS = [
  link('/dashboard', () => m.kit_navDashboard()),
  link('/tasks', () => m.kit_footerTaskArea()),
  link('/profit', () => m.kit_footerProfitOverview()),
  link('/account', () => m.kit_footerMyAccount()),
] as const;

export const FOOTER_SUPPORT_LINKS = [
  link('/support', () => m.kit_footerHelpCenter()),
  link('/contact', () => m.kit_footerContact()),
  link('/privacy', () => m.kit_footerPrivacy()),
  link('/terms', () => m.kit_footerTerms()),
  // The business's books in public: owed to members against held (ADR 072).
  link('/transparency', () => m.kit_footerTransparency()),
] as const;

/** Placeholders until the accounts exist (docs/product.md#footer): shown, never linked. Names, not translated. */
export const FOOTER_SOCIAL = ['Facebook', 'X (Twitter)', 'Instagram'] as const;

const HEADING = 'mb-2 text-sm font-semibold text-foreground';
const LINK = 'inline-flex min-h-11 items-center text-sm text-muted-foreground hover:text-primary hover:underline';

export function Footer({
  signedIn,
  linkComponent: Link = PlainLink,
  brand = 'Mapato',
  year = thisYear(),
  currentPath,
  className,
  ...props
}: FooterProps) {
  const locale = getLocale();
  const columns = [
    ...(signedIn ? [{ title: m.kit_footerQuickLinks(), links: FOOTER_QUICK_LINKS }] : []),
    { title: m.kit_navSupport(), links: FOOTER_SUPPORT_LINKS },
  ];

  return (
    <footer data-slot="footer" className={cn('border-t border-border bg-muted', className)} {...props}>
      <div className="mx-auto grid max-w-5xl grid-cols-2 gap-6 px-4 py-8 md:grid-cols-4">
        <div className="col-span-2 md:col-span-1">
          <p className="text-lg font-bold text-primary">{brand}</p>
          <p className="mt-1 text-sm text-muted-foreground">{m.kit_footerTagline()}</p>
          {currentPath === undefined ? null : <LanguageSwitch currentPath={currentPath} className={LINK} />}
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={HEADING}>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={localizedHref(l.href, locale)} className={LINK}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 md:col-span-1">
          <h2 className={HEADING}>{m.kit_footerFollowUs()}</h2>
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
          <p className="text-xs text-muted-foreground">{m.kit_footerComingSoon()}</p>
        </div>
      </div>
      <div className="border-t border-border px-4 py-4 text-center text-sm text-muted-foreground">
        {/* A static page built last year may hydrate this year: the new year is right, not a mismatch. */}
        <p suppressHydrationWarning>{m.kit_footerCopyright({ year, brand })}</p>
        <p>{m.kit_footerMotto()}</p>
      </div>
    </footer>
  );
}
