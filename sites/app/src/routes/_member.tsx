// Every member screen: no valid session → /login, replacing the history entry (spec §2). The
// member frame and what the member area shares live in lib/member-chrome.tsx, outside the route
// tree, so the build can prerender it (issue 11).
import { isSignedIn } from '@mapato/client';
import { getLocale, localizedHref } from '@mapato/i18n';
import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_member')({
  beforeLoad: ({ context }) => {
    // /login is a public page (issue 11): a full page load, replacing this entry; /sw/login when
    // the app is in Kiswahili.
    if (!isSignedIn(context.pb)) {
      throw redirect({ href: localizedHref('/login', getLocale()), reloadDocument: true, replace: true });
    }
  },
});
