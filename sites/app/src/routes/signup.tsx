import { isSignedIn } from '@mapato/client';
import { parseReferralCode } from '@mapato/core';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignupRoute } from './-signup-route.tsx';

interface SignupSearch {
  ref?: string;
}

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): SignupSearch => {
    const ref = parseReferralCode(typeof search.ref === 'string' ? search.ref : null);
    return ref === null ? {} : { ref };
  },
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.pb)) throw redirect({ to: '/dashboard', replace: true });
  },
  component: function Signup() {
    return <SignupRoute invitationCode={Route.useSearch().ref} />;
  },
});
