// Operators sign in with their e-mail and password (the `_superusers` collection), in a session of
// their own: a member signed in in the same browser stays signed in, and so does the operator.
import { adminKeys, operatorSignIn } from '@mapato/client';
import { m } from '@mapato/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { EmailSignInScreen } from '../../lib/email-sign-in-screen.tsx';
import { useAdminPb } from './admin-pb.ts';

export interface AdminLoginScreenProps {
  onSignedIn: () => void;
}

export function AdminLoginScreen({ onSignedIn }: AdminLoginScreenProps) {
  const pb = useAdminPb();
  const queryClient = useQueryClient();
  return (
    <EmailSignInScreen
      signIn={async (email, password) => {
        await operatorSignIn(pb, email, password);
        queryClient.removeQueries({ queryKey: adminKeys.all });
      }}
      onSignedIn={onSignedIn}
      words={{
        eyebrow: m.admin_loginEyebrow(),
        title: m.admin_loginTitle(),
        lead: m.admin_loginLead(),
        formLabel: m.admin_loginFormLabel(),
        email: m.admin_email(),
        signIn: m.admin_signIn(),
        signingIn: m.admin_signingIn(),
        failed: m.admin_signInFailed(),
      }}
    />
  );
}
