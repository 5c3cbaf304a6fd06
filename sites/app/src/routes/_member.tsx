// Every member screen: no valid session → /login, replacing the history entry (docs/product.md#routes). The
// member frame and what the member area shares live in lib/member-chrome.tsx, outside the route
// tree, so the build can prerender it (ADR 027).
import { isSignedIn } from '@mapato/client';
import { getLocale, localizedHref } from '@mapato/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context }) => {
    // /login is a public page (ADR 026): a full page load, replacing this entry; /sw/login when
    // the app is in Kiswahili.
    if (!isSignedIn(context.pb)) {
      throw redirect({ href: localizedHref('/login', getLocale()), reloadDocument: true, replace: true });
    }
  },
});
