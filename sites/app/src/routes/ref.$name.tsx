import { isSignedIn } from '@mapato/client';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { SignupRoute } from './-signup-route.tsx';

/** A shared referral link (/ref/NAME): the sign-up screen with the invitation code filled in. */
export const Route = createFileRoute('/ref/$name')({
  beforeLoad: ({ context }) => {
    if (isSignedIn(context.pb)) throw redirect({ to: '/dashboard', replace: true });
  },
  component: function Ref() {
    return <SignupRoute invitationCode={Route.useParams().name} />;
  },
});
