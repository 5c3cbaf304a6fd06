// Which client screen a place shows, and who may see it: no client session → sign-in (signing out,
// here or in another tab, or a session the server no longer accepts, leaves too); signed in, the
// screen in the client frame. A page opened signed out (a link to a project) is where the sign-in
// comes back to, as the console does (lib/back-after-sign-in.ts); a sign-out forgets the page. The /client routes hand in the place (only routes/ knows URLs): one
// route for every screen keeps the member app's entry file small (docs/decisions/058).
import { isClientSignedIn, onClientAuthChange } from '@mapato/client';
import { useEffect, useState } from 'react';
import { BalanceScreen } from './balance-screen.tsx';
import { ClientLayout, type ClientSection } from './client-layout.tsx';
import { useClientGo, type ClientPlace } from './client-link.tsx';
import { useClientPb } from './client-pb.ts';
import { KeysScreen } from './keys-screen.tsx';
import { ClientLoginScreen } from './login-screen.tsx';
import { NewProjectScreen } from './new-project-screen.tsx';
import { ProjectScreen } from './project-screen.tsx';
import { ProjectsScreen } from './projects-screen.tsx';

export function ClientScreens({ place }: { place: ClientPlace }) {
  const pb = useClientPb();
  const go = useClientGo();
  const [signedIn, setSignedIn] = useState(() => isClientSignedIn(pb));
  const [openedSignedOut] = useState(() => !signedIn);
  useEffect(() => onClientAuthChange(pb, setSignedIn), [pb]);
  const away = signedIn === (place.to === 'login');
  useEffect(() => {
    if (!away) return;
    if (signedIn) go(signedInPlace(place));
    else go(openedSignedOut && place.to !== 'projects' ? { to: 'login', back: place } : { to: 'login' });
  }, [away, signedIn, go, place, openedSignedOut]);

  if (away) return null;
  if (place.to === 'login') return <ClientLoginScreen onSignedIn={() => go(signedInPlace(place))} />;
  return <ClientLayout section={sectionOf(place)}>{screenOf(place)}</ClientLayout>;
}

/** Where a sign-in goes: the page opened signed out, else the projects. */
const signedInPlace = (place: ClientPlace): ClientPlace => (place.to === 'login' && place.back) || { to: 'projects' };

function sectionOf(place: ClientPlace): ClientSection {
  return place.to === 'new' || place.to === 'keys' || place.to === 'balance' ? place.to : 'projects';
}

function screenOf(place: ClientPlace) {
  switch (place.to) {
    case 'new':
      return <NewProjectScreen />;
    case 'keys':
      return <KeysScreen />;
    case 'balance':
      return <BalanceScreen />;
    case 'project':
      return <ProjectScreen id={place.id} />;
    default:
      return <ProjectsScreen />;
  }
}
