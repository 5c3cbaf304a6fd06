// LanguageSwitch: the same page in the other language, named in that language ('Kiswahili' on an
// English page, 'English' on a Kiswahili one) so a reader finds their language without reading
// this one; what the link does is said in the page's own language ('Badilisha lugha: English' on a
// Kiswahili page), like every other word on it (ADR 048). A plain <a>, never the router's link: the other language is a full page load (a /sw/
// twin is another page, and the server sends the member app's screens in the chosen language).
// The link works in the server's HTML before any script; once hydrated, a click also remembers the
// choice on this device (localStorage and the cookie the server reads).
import { getLocale, locales, LOCALE_NAMES, LOCALE_TAGS, localizedHref, m, rememberLocale } from '@mapato/i18n';
import type { ComponentProps } from 'react';
import { Icon } from './icon.tsx';
import { cn } from './lib/cn.ts';

export interface LanguageSwitchProps extends Omit<ComponentProps<'a'>, 'href' | 'lang' | 'hrefLang' | 'children'> {
  /** The page's path, e.g. '/sw/login' or '/dashboard'. */
  currentPath: string;
}

export function LanguageSwitch({ currentPath, className, onClick, ...props }: LanguageSwitchProps) {
  const current = getLocale();
  const other = locales.find((locale) => locale !== current) ?? current;
  const name = LOCALE_NAMES[other];
  return (
    <a
      data-slot="language-switch"
      href={localizedHref(currentPath, other)}
      hrefLang={LOCALE_TAGS[other]}
      aria-label={m.kit_languageSwitchLabel({ language: name })}
      className={cn('inline-flex min-h-11 items-center gap-1.5 whitespace-nowrap', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) rememberLocale(other);
      }}
      {...props}
    >
      <Icon name="globe" />
      {/* The language's own name, read in that language's voice. */}
      <span lang={LOCALE_TAGS[other]}>{name}</span>
    </a>
  );
}
