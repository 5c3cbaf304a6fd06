// Clients sign in with the e-mail and password an operator gave them (the `clients` collection),
// in a session of their own: a member or an operator signed in in the same browser stays signed in.
import { clientKeys, clientSignIn } from '@mapato/client';
import { m } from '@mapato/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { EmailSignInScreen } from '../../lib/email-sign-in-screen.tsx';
import { useClientPb } from './client-pb.ts';

export interface ClientLoginScreenProps {
  onSignedIn: () => void;
}

export function ClientLoginScreen({ onSignedIn }: ClientLoginScreenProps) {
  const pb = useClientPb();
  const queryClient = useQueryClient();
  return (
    <EmailSignInScreen
      signIn={async (email, password) => {
        await clientSignIn(pb, email, password);
        queryClient.removeQueries({ queryKey: clientKeys.all });
      }}
      onSignedIn={onSignedIn}
      words={{
        eyebrow: m.client_loginEyebrow(),
        title: m.client_loginTitle(),
        lead: m.client_loginLead(),
        formLabel: m.client_loginFormLabel(),
        email: m.client_email(),
        signIn: m.client_signIn(),
        signingIn: m.client_signingIn(),
        failed: m.client_signInFailed(),
      }}
    />
  );
}
